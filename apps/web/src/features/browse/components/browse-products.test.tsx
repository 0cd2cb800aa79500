import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ListedProduct } from '@app/shared/browse'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct as listed } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const BROWSE_URL = apiUrl('/orderProduct/get-AllListedProduct')
const ADD_URL = apiUrl('/orderProduct/addToCart')

const mango = listed({
  _id: 'p-mango',
  name: 'Kesar Mango',
  variety: 'Kesar',
  category: 'fruit',
  description: 'Sweet, fragrant mangoes from Junagadh orchards.',
  pricePerUnit: 1250,
  unit: 'dozen',
  quantityAvailable: 300,
  images: ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e.webp'],
  isOrganic: true,
  isCertified: true,
  certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP-42', certifiedOn: '2025-01-10' },
  harvestDate: '2025-05-01',
  expiryDate: '2025-05-20',
  location: { city: 'Junagadh', state: 'Gujarat', pin: '362001', coordinates: { type: 'Point', coordinates: [] } },
  deliveryAvailable: true,
  deliveryRadiusKm: 30,
  ratings: [4, 5, 4],
  updatedAt: '2025-05-02T10:00:00.000Z',
})
const wheat = listed({ _id: 'p-wheat', name: 'Sharbati Wheat', status: 'out_of_stock', images: [], deliveryAvailable: false })

function page(products: ListedProduct[], total = products.length, hasMore = false) {
  return HttpResponse.json({ getAllProduct: products, total, totalCapped: false, hasMore })
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

function card(name: string) {
  return screen.getByRole('heading', { name, level: 2 }).closest('article') as HTMLElement
}

beforeEach(() => {
  queryClient.clear()
})

describe('Browse Products (/products/browse)', () => {
  it('shows every field of a card, with rupees, Indian-style dates and at most 4 photos', async () => {
    server.use(http.get(BROWSE_URL, () => page([mango])))
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    const mangoCard = within(card('Kesar Mango'))

    const photos = mangoCard.getAllByAltText(/^Kesar Mango, photo/)
    expect(photos).toHaveLength(4)
    // The first card's first photo is what a phone paints first: fetched at once and first; the rest wait until near.
    expect(photos[0]).toHaveAttribute('loading', 'eager')
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high')
    for (const img of photos.slice(1)) expect(img).toHaveAttribute('loading', 'lazy')
    for (const img of photos) {
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    }
    expect(mangoCard.getByText('Available')).toBeInTheDocument()
    expect(mangoCard.getByText('Organic')).toBeInTheDocument()
    expect(mangoCard.getByText('Certified')).toBeInTheDocument()
    expect(mangoCard.getByText('Sweet, fragrant mangoes from Junagadh orchards.')).toHaveClass('line-clamp-2')
    expect(mangoCard.getByText('Rated 4.3 out of 5 from 3 ratings')).toBeInTheDocument()
    expect(mangoCard.getByText('₹1,250 per dozen')).toBeInTheDocument()
    expect(mangoCard.getByText('Quantity: 300 dozen')).toBeInTheDocument()
    expect(mangoCard.getByText('Minimum order: 1 dozen')).toBeInTheDocument()
    expect(mangoCard.getByRole('spinbutton', { name: 'Quantity to buy (dozen)' })).toHaveValue('1')
    expect(mangoCard.getByText('Category: Fruit')).toBeInTheDocument()
    expect(mangoCard.getByText('Variety: Kesar')).toBeInTheDocument()
    expect(mangoCard.getByText('Authority: APEDA')).toBeInTheDocument()
    expect(mangoCard.getByText('Certificate #: NPOP-42')).toBeInTheDocument()
    expect(mangoCard.getByText('Certified: 10 Jan 2025')).toBeInTheDocument()
    expect(mangoCard.getByText('Harvest: 1 May 2025')).toBeInTheDocument()
    expect(mangoCard.getByText('Expiry: 20 May 2025')).toBeInTheDocument()
    expect(mangoCard.getByText('Junagadh, Gujarat · PIN 362001')).toBeInTheDocument()
    expect(mangoCard.getByText('Delivery available (30 km)')).toBeInTheDocument()
    expect(mangoCard.getByText('Updated 2 May 2025')).toBeInTheDocument()
    expect(mangoCard.getByRole('button', { name: 'Add to Cart: Kesar Mango' })).toBeEnabled()
    expect(mangoCard.queryByText('Sold out')).not.toBeInTheDocument()
  })

  it('marks a product that is not available as sold out, with the button disabled and the fallback picture', async () => {
    server.use(http.get(BROWSE_URL, () => page([wheat])))
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 2 })
    const wheatCard = within(card('Sharbati Wheat'))
    expect(wheatCard.getByText('Sold out')).toBeInTheDocument()
    expect(wheatCard.getByRole('button', { name: 'Add to Cart: Sharbati Wheat' })).toBeDisabled()
    expect(wheatCard.getByRole('spinbutton', { name: 'Quantity to buy (kg)' })).toBeDisabled()
    expect(wheatCard.getByText('No delivery')).toBeInTheDocument()
    expect(card('Sharbati Wheat').querySelector('img')).toHaveAttribute('src', '/product-fallback.svg')
  })

  it('asks the server for pages of 6, always naming the limit, and starts again at 6 for a new search or sort', async () => {
    const asked: string[] = []
    server.use(
      http.get(BROWSE_URL, ({ request }) => {
        const url = new URL(request.url)
        asked.push(url.search)
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const products = Array.from({ length: 6 }, (_, index) => listed({ _id: `p-${offset + index}`, name: `Lot ${offset + index}` }))
        return page(products, 20, offset + 6 < 20)
      }),
    )
    const user = userEvent.setup()
    renderApp('/products/browse')
    expect(await screen.findByRole('heading', { name: 'Lot 5', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('Showing 6 of 20 products')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Load More Products' }))
    expect(await screen.findByRole('heading', { name: 'Lot 11', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('Showing 12 of 20 products')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'lot')
    await waitFor(() => expect(asked.at(-1)).toBe('?search=lot&limit=6'))
    // Typing three letters asks once, after the pause (debounced), not once per key.
    expect(asked.filter((search) => search.startsWith('?search=l'))).toEqual(['?search=lot&limit=6'])
    expect(await screen.findByText('Showing 6 of 20 products')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'Price per kg: high to low')
    await waitFor(() => expect(asked.at(-1)).toBe('?search=lot&sort=price_kg_desc&limit=6'))
    // Without a limit the server would answer the whole list at once.
    expect(asked).toEqual(['?limit=6', '?limit=6&offset=6', '?search=lot&limit=6', '?search=lot&sort=price_kg_desc&limit=6'])
  })

  it('sends a visitor who adds to the cart to /signin, keeping the choice for the cart', async () => {
    server.use(http.get(BROWSE_URL, () => page([mango])))
    const user = userEvent.setup()
    renderApp('/products/browse')
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kesar Mango' }))
    expect(await notifications().findByText('Please sign-in first.')).toBeInTheDocument()
    await waitFor(() => expect(currentPath()).toBe('/signin'))
  })

  it('adds to the cart for a buyer, and shows the server’s refusal as "Error: …"', async () => {
    storeSession('buyer')
    let sent: unknown
    server.use(
      http.get(BROWSE_URL, () => page([mango, listed({ _id: 'p-rice', name: 'Basmati Rice' })])),
      http.post(ADD_URL, async ({ request }) => {
        sent = await request.json()
        const body = sent as { productId: string }
        return body.productId === 'p-mango'
          ? HttpResponse.json({ message: 'Product added to cart ✅' }, { status: 201 })
          : HttpResponse.json({ message: 'This product is not available right now', code: 'CONFLICT', requestId: 'r1' }, { status: 409 })
      }),
    )
    const user = userEvent.setup()
    renderApp('/products/browse')
    // The buyer sees their own navigation bar above the public screen.
    expect(await screen.findByRole('navigation', { name: 'Buyer' })).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kesar Mango' }))
    expect(await notifications().findByText('Product added to cart ✅')).toBeInTheDocument()
    expect(sent).toEqual({ productId: 'p-mango', userId: 'user-buyer', quantity: 1 })
    // The app shows one toast at a time; close this one rather than wait 2 s.
    await user.click(notifications().getByRole('button', { name: 'Dismiss notification' }))

    await user.click(screen.getByRole('button', { name: 'Add to Cart: Basmati Rice' }))
    expect(await notifications().findByText('Error: This product is not available right now')).toBeInTheDocument()
  })

  it('offers Try Again in the toast of an addition that got no answer, and sends the same addition again', async () => {
    storeSession('buyer')
    const sent: unknown[] = []
    server.use(
      http.get(BROWSE_URL, () => page([mango])),
      http.post(ADD_URL, async ({ request }) => {
        sent.push(await request.json())
        return sent.length === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'Product added to cart ✅' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderApp('/products/browse')

    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Kesar Mango' }))
    await user.click(await notifications().findByRole('button', { name: 'Try Again' }))
    expect(await notifications().findByText('Product added to cart ✅')).toBeInTheDocument()
    expect(sent).toEqual([
      { productId: 'p-mango', userId: 'user-buyer', quantity: 1 },
      { productId: 'p-mango', userId: 'user-buyer', quantity: 1 },
    ])
  })

  it('picks a quantity from the listing’s minimum in its steps, explains a typed one it does not allow, and adds the quantity picked', async () => {
    storeSession('buyer')
    const onion = listed({ _id: 'p-onion', name: 'Red Onion', minOrderQuantity: 5, orderStep: 0.5, quantityAvailable: 7 })
    const sent: unknown[] = []
    server.use(
      http.get(BROWSE_URL, () => page([onion])),
      http.post(ADD_URL, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'Product added to cart ✅' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Red Onion', level: 2 })
    const onionCard = within(card('Red Onion'))
    expect(onionCard.getByText('Minimum order: 5 kg, in steps of 0.5 kg')).toBeInTheDocument()
    const quantity = onionCard.getByRole('spinbutton', { name: 'Quantity to buy (kg)' })
    const less = onionCard.getByRole('button', { name: 'Decrease quantity: Red Onion' })
    const more = onionCard.getByRole('button', { name: 'Increase quantity: Red Onion' })
    const add = onionCard.getByRole('button', { name: 'Add to Cart: Red Onion' })
    expect(quantity).toHaveValue('5')
    expect(less).toBeDisabled()

    await user.click(more)
    await user.click(more)
    expect(quantity).toHaveValue('6')
    expect(less).toBeEnabled()

    await user.clear(quantity)
    await user.type(quantity, '3')
    expect(quantity).toHaveAccessibleDescription('The minimum order is 5 kg')
    expect(add).toBeDisabled()
    await user.type(quantity, '0')
    expect(quantity).toHaveAccessibleDescription('Only 7 kg left')
    expect(add).toBeDisabled()
    // − from a quantity past the stock goes to the largest order there is.
    await user.click(less)
    expect(quantity).toHaveValue('7')
    expect(more).toBeDisabled()
    quantity.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(quantity).toHaveValue('6')
    expect(quantity).not.toHaveAttribute('aria-invalid')

    await user.click(add)
    expect(await notifications().findByText('Product added to cart ✅')).toBeInTheDocument()
    expect(sent).toEqual([{ productId: 'p-onion', userId: 'user-buyer', quantity: 6 }])
  })

  it('marks a listing with less than one minimum order left as sold out', async () => {
    server.use(http.get(BROWSE_URL, () => page([listed({ _id: 'p-okra', name: 'Okra', minOrderQuantity: 5, quantityAvailable: 4 })])))
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Okra', level: 2 })
    const okraCard = within(card('Okra'))
    expect(okraCard.getByText('Sold out')).toBeInTheDocument()
    expect(okraCard.getByRole('button', { name: 'Add to Cart: Okra' })).toBeDisabled()
  })

  it('shows skeletons while loading, and a failed load with Try Again', async () => {
    server.use(
      http.get(BROWSE_URL, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        return HttpResponse.json({ message: 'Something went wrong', code: 'INTERNAL', requestId: 'r1' }, { status: 500 })
      }),
    )
    renderApp('/products/browse')
    expect(await screen.findByText('Loading products')).toBeInTheDocument()
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })

  it('shows the crop in the reader’s language beside a name in another, and not when the name says it', async () => {
    const desi = listed({ _id: 'p-desi', name: 'टमाटर / देसी', cropName: 'Tomato' })
    const tomato = listed({ _id: 'p-tomato', name: 'Tomato Hybrid', cropName: 'Tomato' })
    server.use(http.get(BROWSE_URL, () => page([desi, tomato])))
    renderApp('/products/browse')
    const desiCard = (await screen.findByRole('heading', { name: 'टमाटर / देसी', level: 2 })).closest('article')!
    expect(within(desiCard).getByText('Crop: Tomato')).toBeInTheDocument()
    const tomatoCard = screen.getByRole('heading', { name: 'Tomato Hybrid', level: 2 }).closest('article')!
    expect(within(tomatoCard).queryByText(/^Crop:/)).toBeNull()
  })

  it('offers the server’s "did you mean" for a search that found nothing, as a link that searches for it', async () => {
    const tomato = listed({ _id: 'p-tomato', name: 'Tomato', cropName: 'Tomato' })
    const searched: (string | null)[] = []
    server.use(
      http.get(BROWSE_URL, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search')
        searched.push(search)
        return search === 'tamoto'
          ? HttpResponse.json({ getAllProduct: [], total: 0, totalCapped: false, hasMore: false, suggestion: 'Tomato' })
          : page([tomato])
      }),
    )
    renderApp('/products/browse?search=tamoto&organic=true')
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Search for Tomato' })
    expect(link).toHaveTextContent('Tomato')
    await userEvent.click(link)
    expect(await screen.findByRole('heading', { name: 'Tomato', level: 2 })).toBeInTheDocument()
    expect(currentPath()).toContain('search=Tomato')
    expect(currentPath()).toContain('organic=true')
    expect(screen.getByRole('searchbox', { name: /search/i })).toHaveValue('Tomato')
    expect(searched).toEqual(['tamoto', 'Tomato'])
  })
})
