import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListedProduct } from '@app/shared/browse'
import type { PublicReview } from '@app/shared/reviews'
import type { FarmerStorefront } from '@app/shared/storefront'
import { queryClient } from '@/lib/query-client'
import { savePlace } from '@/lib/saved-place'
import { makeListedProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession, preloadPublicScreens } from '@/testing/render-app'

const FARMER_ID = '3f6c1a52-9a4e-4c1b-8a59-0d7f4b2e9c11'

const wheat = makeListedProduct({
  _id: 'p-wheat',
  name: 'Sharbati Wheat',
  variety: 'Sharbati',
  category: 'grain',
  description: 'Golden, hand-cleaned wheat from Sehore.',
  unit: 'quintal',
  pricePerUnit: 2800,
  quantityAvailable: 40,
  minOrderQuantity: 2,
  orderStep: 0.5,
  images: ['http://localhost:3000/uploads/products/w1.webp', 'http://localhost:3000/uploads/products/w2.webp'],
  isOrganic: true,
  isCertified: true,
  certificationDetails: { authority: 'NPOP', certificateNumber: 'ORG-77', certifiedOn: '2025-02-01' },
  harvestDate: '2025-04-10',
  expiryDate: '2026-04-10',
  location: { city: 'Sehore', state: 'Madhya Pradesh', pin: '466001', coordinates: { type: 'Point', coordinates: [] } },
  deliveryAvailable: true,
  deliveryRadiusKm: 50,
  farmerId: FARMER_ID,
  farmerName: 'Suresh Yadav',
})

const farmer: FarmerStorefront = {
  _id: FARMER_ID,
  name: 'Suresh Yadav',
  profileImage: null,
  location: { city: 'Sehore', state: 'Madhya Pradesh' },
  farmSize: 12,
  isCertifiedSustainable: true,
  certificationAuthority: 'NPOP',
  memberSince: '2024-01-15T00:00:00.000Z',
  rating: { average: '4.6', count: 12 },
  listingCount: 5,
  badges: { verified: false, certificate: null },
  demo: false,
}

function review(index: number): PublicReview {
  return {
    _id: `r-${index}`,
    productRating: index % 2 === 0 ? 5 : 4,
    comment: `Comment ${index}`,
    buyerName: `Buyer ${index} K.`,
    createdAt: '2025-05-01T10:00:00.000Z',
  }
}

/** Serves one listing, its farmer, and `reviewCount` reviews in pages; records each reviews query. */
function serve(product: ListedProduct, reviewCount = 0) {
  const reviewQueries: string[] = []
  server.use(
    http.get(apiUrl('/products/:id'), ({ params }) =>
      params.id === product._id
        ? HttpResponse.json({ product })
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'Product not found', requestId: 'r1' }, { status: 404 }),
    ),
    http.get(apiUrl('/products/:id/reviews'), ({ request }) => {
      const url = new URL(request.url)
      reviewQueries.push(url.search)
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const all = Array.from({ length: reviewCount }, (_, index) => review(index + 1))
      return HttpResponse.json({
        reviews: all.slice(offset, offset + limit),
        total: reviewCount,
        average: reviewCount > 0 ? '4.5' : null,
        hasMore: offset + limit < reviewCount,
      })
    }),
    http.get(apiUrl('/farmers/:farmerId'), () => HttpResponse.json({ farmer })),
  )
  return reviewQueries
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

beforeAll(preloadPublicScreens, 30_000)

beforeEach(() => {
  queryClient.clear()
})

describe('Product page (/products/:id)', () => {
  it('shows everything a buyer decides by, the price per kg, its farmer and its title', async () => {
    serve(wheat)
    renderApp('/products/p-wheat')
    expect(await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 1 })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Sharbati Wheat | KisanSetu'))

    expect(screen.getByText('Grain · Variety: Sharbati')).toBeInTheDocument()
    expect(screen.getByText('Organic')).toBeInTheDocument()
    expect(screen.getByText('Certified')).toBeInTheDocument()
    expect(screen.getByText('Available')).toBeInTheDocument()
    expect(screen.getByText('₹2,800 per quintal')).toBeInTheDocument()
    expect(screen.getByText('₹28/kg')).toBeInTheDocument()
    expect(screen.getByText('Quantity: 40 quintal')).toBeInTheDocument()
    expect(screen.getByText('Minimum order: 2 quintal, in steps of 0.5 quintal')).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Quantity to buy (quintal)' })).toHaveValue('2')
    expect(screen.getByText('10 Apr 2025')).toBeInTheDocument()
    expect(screen.getByText('10 Apr 2026')).toBeInTheDocument()
    expect(screen.getByText('Sehore, Madhya Pradesh · PIN 466001')).toBeInTheDocument()
    expect(screen.getByText('Delivery available (50 km)')).toBeInTheDocument()
    expect(screen.getByText('Golden, hand-cleaned wheat from Sehore.')).toBeInTheDocument()
    expect(screen.getByText('Authority: NPOP')).toBeInTheDocument()
    expect(screen.getByText('Certificate #: ORG-77')).toBeInTheDocument()

    // Every photo in a sized box; the first is fetched at once and first.
    const photos = within(screen.getByRole('list', { name: 'Photos of Sharbati Wheat' })).getAllByRole('img')
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['Sharbati Wheat, photo 1 of 2', 'Sharbati Wheat, photo 2 of 2'])
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high')
    expect(photos[0]).toHaveAttribute('loading', 'eager')
    expect(photos[1]).toHaveAttribute('loading', 'lazy')
    for (const img of photos) expect(img).toHaveAttribute('width', '800')
    const thumbnails = within(screen.getByRole('list', { name: 'Choose a photo' })).getAllByRole('button')
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show photo 2 of 2' }))
    expect(thumbnails[1]).toHaveAttribute('aria-current', 'true')

    const seller = within(screen.getByRole('region', { name: 'Sold by' }))
    expect(await seller.findByText('Sehore, Madhya Pradesh')).toBeInTheDocument()
    expect(seller.getByRole('link', { name: 'Suresh Yadav' })).toHaveAttribute('href', `/farmers/${FARMER_ID}`)
    expect(seller.getByText('Rated 4.6 out of 5 from 12 reviews')).toBeInTheDocument()
    expect(seller.getByRole('link', { name: 'View all products from this farmer' })).toHaveAttribute('href', `/farmers/${FARMER_ID}`)
  })

  it('adds the quantity picked to a buyer’s cart', async () => {
    storeSession('buyer')
    serve(wheat)
    let sent: unknown
    server.use(
      http.post(apiUrl('/orderProduct/addToCart'), async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Product added to cart ✅' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderApp('/products/p-wheat')
    await user.click(await screen.findByRole('button', { name: 'Increase quantity: Sharbati Wheat' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Sharbati Wheat' }))
    expect(await notifications().findByText('Product added to cart ✅')).toBeInTheDocument()
    expect(sent).toEqual({ productId: 'p-wheat', userId: 'user-buyer', quantity: 2.5 })
    // A signed-in buyer keeps their own navigation bar above the public page.
    expect(screen.getByRole('navigation', { name: 'Buyer' })).toBeInTheDocument()
  })

  it('asks a visitor to sign in before adding to the cart', async () => {
    serve(wheat)
    const user = userEvent.setup()
    renderApp('/products/p-wheat')
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Sharbati Wheat' }))
    expect(await notifications().findByText('Please sign-in first.')).toBeInTheDocument()
    await waitFor(() => expect(currentPath()).toBe('/signin'))
  })

  it('disables buying a sold-out listing', async () => {
    serve({ ...wheat, status: 'out_of_stock' })
    renderApp('/products/p-wheat')
    expect(await screen.findByRole('button', { name: 'Add to Cart: Sharbati Wheat' })).toBeDisabled()
    expect(screen.getByText('Sold out')).toBeInTheDocument()
  })

  it('shows the reviews’ average and count, newest first, ten at a time', async () => {
    const asked = serve(wheat, 12)
    const user = userEvent.setup()
    renderApp('/products/p-wheat')
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }))
    expect(await reviews.findByText('4.5 out of 5')).toBeInTheDocument()
    expect(reviews.getByText('(12 reviews)')).toBeInTheDocument()
    expect(reviews.getAllByRole('listitem')).toHaveLength(10)
    expect(reviews.getByText('Buyer 1 K.')).toBeInTheDocument()
    expect(reviews.getAllByText('Rated 4 out of 5')[0]).toBeInTheDocument()

    await user.click(reviews.getByRole('button', { name: 'Load more reviews' }))
    expect(await reviews.findByText('Comment 12')).toBeInTheDocument()
    expect(reviews.getAllByRole('listitem')).toHaveLength(12)
    expect(reviews.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument()
    expect(asked).toEqual(['?limit=10', '?limit=10&offset=10'])
  })

  it('says when nobody has reviewed it yet', async () => {
    serve(wheat)
    renderApp('/products/p-wheat')
    expect(await screen.findByText('No reviews yet. Buyers review a product once their order is delivered.')).toBeInTheDocument()
  })

  it('says plainly when there is no such product, with the way back to Browse', async () => {
    serve(wheat)
    renderApp('/products/p-gone')
    expect(await screen.findByRole('heading', { name: 'Product not found', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products/browse')
    await waitFor(() => expect(document.title).toBe('Product not found | KisanSetu'))
  })

  it('leaves /products/browse and the farmer’s /products/… screens to their own routes', async () => {
    let askedForProduct = false
    server.use(
      http.get(apiUrl('/products/:id'), () => {
        askedForProduct = true
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'Product not found', requestId: 'r1' }, { status: 404 })
      }),
      http.get(apiUrl('/orderProduct/get-AllListedProduct'), () =>
        HttpResponse.json({ getAllProduct: [], total: 0, totalCapped: false, hasMore: false }),
      ),
    )
    const { unmount } = renderApp('/products/browse')
    expect(await screen.findByRole('heading', { name: 'Browse Products', level: 1 })).toBeInTheDocument()
    unmount()
    // The farmer's form is guarded: a visitor is sent to sign in, never shown a product called "list".
    renderApp('/products/list')
    await waitFor(() => expect(currentPath()).toBe('/signin'))
    expect(askedForProduct).toBe(false)
  })
})

describe('Product page: how far it is from the place searched near on Browse', () => {
  /**
   * Serves the listing with its distance when asked from a place (a refused PIN code gets the
   * server's 400), and records each query string it is asked with, once each: the app's
   * StrictMode mounts a screen twice in tests, and the first mount's aborted request is asked again.
   */
  function serveMeasured(product: ListedProduct, { refusePin = false } = {}) {
    serve(product)
    const asked = new Set<string>()
    server.use(
      http.get(apiUrl('/products/:id'), ({ request }) => {
        const url = new URL(request.url)
        asked.add(url.search)
        if (refusePin && url.searchParams.has('pin')) {
          return HttpResponse.json(
            { code: 'VALIDATION_FAILED', message: "We don't know this PIN code", fieldErrors: { pin: ["We don't know this PIN code"] } },
            { status: 400 },
          )
        }
        const placed = url.searchParams.has('near') || url.searchParams.has('pin')
        return HttpResponse.json({ product: placed ? { ...product, distanceKm: 12.4 } : product })
      }),
    )
    return asked
  }

  it('says how far it is from the PIN code’s district', async () => {
    savePlace({ pin: '422001', label: 'Nashik' })
    const asked = serveMeasured(wheat)
    renderApp('/products/p-wheat')
    expect(await screen.findByText('12 km from Nashik')).toBeInTheDocument()
    expect(screen.getByText('Sehore, Madhya Pradesh · PIN 466001')).toBeInTheDocument()
    expect([...asked]).toEqual(['?pin=422001'])
  })

  it('says how far it is from the buyer’s own location, under 1 km as "Under 1 km"', async () => {
    savePlace({ near: { latitude: 19.997, longitude: 73.789 } })
    const asked = serveMeasured(wheat)
    const { unmount } = renderApp('/products/p-wheat')
    expect(await screen.findByText('12 km from your location')).toBeInTheDocument()
    expect([...asked]).toEqual(['?near=19.997%2C73.789'])
    unmount()

    queryClient.clear()
    server.use(http.get(apiUrl('/products/:id'), () => HttpResponse.json({ product: { ...wheat, distanceKm: 0.3 } })))
    renderApp('/products/p-wheat')
    expect(await screen.findByText('Under 1 km from your location')).toBeInTheDocument()
  })

  it('asks once, without a place, and shows no distance when no place was searched near', async () => {
    const asked = serveMeasured(wheat)
    renderApp('/products/p-wheat')
    expect(await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('No reviews yet. Buyers review a product once their order is delivered.')).toBeInTheDocument()
    expect([...asked]).toEqual([''])
    expect(screen.queryByText(/ km from /)).not.toBeInTheDocument()
  })

  it('ignores a saved place that is not one (bad JSON, an old shape)', async () => {
    window.localStorage.setItem('kisansetu_browse_place', '{"pin":')
    const asked = serveMeasured(wheat)
    renderApp('/products/p-wheat')
    expect(await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 1 })).toBeInTheDocument()
    expect([...asked]).toEqual([''])
  })

  it('still shows the listing, without a distance, when the server no longer knows the saved PIN code', async () => {
    savePlace({ pin: '422001', label: 'Nashik' })
    const asked = serveMeasured(wheat, { refusePin: true })
    renderApp('/products/p-wheat')
    expect(await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 1 })).toBeInTheDocument()
    expect([...asked]).toEqual(['?pin=422001', ''])
    expect(screen.queryByText(/ km from /)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the listing already held (the server’s render) at once while the distance is asked for', async () => {
    savePlace({ pin: '422001', label: 'Nashik' })
    serve(wheat)
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(apiUrl('/products/:id'), async () => {
        await answered
        return HttpResponse.json({ product: { ...wheat, distanceKm: 25 } })
      }),
    )
    queryClient.setQueryData(['product', 'p-wheat'], wheat)
    renderApp('/products/p-wheat')
    expect(await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 1 })).toBeInTheDocument()
    expect(screen.queryByText(/ km from /)).not.toBeInTheDocument()
    answer()
    expect(await screen.findByText('25 km from Nashik')).toBeInTheDocument()
  })
})
