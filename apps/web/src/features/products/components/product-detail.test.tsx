import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'
import { ProductDetail } from './product-detail'

const HASH = 'c'.repeat(32)

const saffron = makeProduct({
  _id: 'p-saffron',
  name: 'Kashmiri Saffron',
  category: 'spice',
  variety: 'Mongra',
  pricePerUnit: 125000,
  unit: 'kg',
  quantityAvailable: 2.5,
  minOrderQuantity: 0.5,
  orderStep: 0.25,
  images: [`/uploads/products/${HASH}.webp`, 'https://example.com/saffron-2.jpg', 'https://example.com/saffron-3.jpg'],
  isOrganic: true,
  isCertified: true,
  certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP/2024/118', certifiedOn: '2024-10-15' },
  harvestDate: '2024-11-10',
  expiryDate: '2026-11-10',
  location: { city: 'Pampore', state: 'Jammu and Kashmir', pin: '192121', coordinates: { type: 'Point', coordinates: [74.93, 34.02] } },
  deliveryAvailable: true,
  deliveryRadiusKm: 40,
  ratings: [4, 4, 5],
  farmerId: 'user-farmer',
})

function serve(product: unknown, status = 200) {
  server.use(http.get(apiUrl('/products/:id'), () => HttpResponse.json(product as Record<string, unknown>, { status })))
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
})

describe('Product detail (/products/details/{id})', () => {
  it('shows every fact of the listing, in rupees and Indian-style dates, with its badges and the rating', async () => {
    serve({ product: saffron })
    renderApp('/products/details/p-saffron')
    expect(await screen.findByRole('heading', { name: 'Kashmiri Saffron', level: 1 })).toBeInTheDocument()

    const available = screen.getByText('Available')
    expect(available).toHaveClass('bg-green-100')
    expect(screen.getByText('Organic')).toBeInTheDocument()
    expect(screen.getByText('Certified')).toBeInTheDocument()
    expect(screen.getByText('₹1,25,000 per kg')).toBeInTheDocument()
    expect(screen.getByText('4.3 (3)')).toBeInTheDocument()
    expect(screen.getByText('2.5 kg')).toBeInTheDocument()
    expect(screen.getByText('Minimum order').nextElementSibling).toHaveTextContent('0.5 kg, in steps of 0.25 kg')
    expect(screen.getByText('Spice')).toBeInTheDocument()
    expect(screen.getByText('10 Nov 2024')).toBeInTheDocument()
    expect(screen.getByText('10 Nov 2026')).toBeInTheDocument()
    expect(screen.getByText('Delivery available (40 km)')).toBeInTheDocument()

    const certification = screen.getByRole('heading', { name: 'Certification' }).closest('section') as HTMLElement
    expect(within(certification).getByText('APEDA')).toBeInTheDocument()
    expect(within(certification).getByText('NPOP/2024/118')).toBeInTheDocument()
    expect(within(certification).getByText('15 Oct 2024')).toBeInTheDocument()
    const location = screen.getByRole('heading', { name: 'Location' }).closest('section') as HTMLElement
    expect(within(location).getByText('Pampore')).toBeInTheDocument()
    expect(within(location).getByText('Jammu and Kashmir')).toBeInTheDocument()
    expect(within(location).getByText('192121')).toBeInTheDocument()
    expect(within(location).getByText('Longitude 74.93, latitude 34.02')).toBeInTheDocument()

    expect(screen.getByRole('link', { name: /Back to Listed Crops/ })).toHaveAttribute('href', '/dashboard/farmer')
    expect(screen.getByRole('link', { name: 'Edit now' })).toHaveAttribute('href', '/products/edit/p-saffron')
  })

  it('switches the large photo with the thumbnails, marking the one shown', async () => {
    serve({ product: saffron })
    renderApp('/products/details/p-saffron')
    const user = userEvent.setup()
    const first = await screen.findByRole('button', { name: 'Show photo 1 of 3' })
    expect(first).toHaveAttribute('aria-pressed', 'true')
    // Thumbnails load the small version of an uploaded photo.
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', `/uploads/products/${HASH}-thumb.webp`)
    expect(screen.getByAltText('Kashmiri Saffron, photo 1 of 3')).toHaveAttribute('src', `/uploads/products/${HASH}.webp`)

    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }))
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true')
    expect(first).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByAltText('Kashmiri Saffron, photo 3 of 3')).toHaveAttribute('src', 'https://example.com/saffron-3.jpg')
  })

  it('shows a grey badge for a status other than available, no rating without ratings, and "No delivery"', async () => {
    serve({
      product: { ...saffron, status: 'out_of_stock', ratings: [], deliveryAvailable: false, isCertified: false, farmerId: 'someone-else' },
    })
    renderApp('/products/details/p-saffron')
    expect(await screen.findByText('Out of stock')).toHaveClass('bg-stone-200')
    expect(screen.getByText('No delivery')).toBeInTheDocument()
    expect(screen.queryByText(/Rating/)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Certification' })).not.toBeInTheDocument()
    // Another farmer's listing can be shown, not edited.
    expect(screen.queryByRole('link', { name: 'Edit now' })).not.toBeInTheDocument()
  })

  it('shows the coordinates as not given when the listing has the empty point', async () => {
    serve({ product: { ...saffron, location: { ...saffron.location, coordinates: { type: 'Point', coordinates: [] } } } })
    renderApp('/products/details/p-saffron')
    const location = (await screen.findByRole('heading', { name: 'Location' })).closest('section') as HTMLElement
    expect(within(location).getByText('Coordinates').nextElementSibling).toHaveTextContent('Not given')
    expect(within(location).queryByText(/Longitude/)).not.toBeInTheDocument()
  })

  it('says "No Product Found" when there is no such listing', async () => {
    serve({ message: 'Product not found', code: 'NOT_FOUND', requestId: 'r' }, 404)
    renderApp('/products/details/p-gone')
    expect(await screen.findByText('No Product Found')).toBeInTheDocument()
  })

  it('says "Failed to fetch product: {message}" when loading fails', async () => {
    serve(
      { message: 'The service is temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE', requestId: 'r' },
      503,
    )
    renderApp('/products/details/p-saffron')
    expect(
      await screen.findByText('Failed to fetch product: The service is temporarily unavailable. Please try again shortly.'),
    ).toBeInTheDocument()
  })

  it('says "Product not found" without an id', () => {
    render(
      <MemoryRouter>
        <ProductDetail productId={undefined} viewerId="user-farmer" />
      </MemoryRouter>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found')
  })
})
