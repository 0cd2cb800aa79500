import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeFarmerProfile, makeMandiMarket, makePriceReference, makeProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const PRICES_URL = apiUrl('/prices')

const profile = makeFarmerProfile({
  location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
})

/** Onion near Nashik in ₹ per quintal: demo mandi rates, and no own prices yet. */
const onionPerQuintal = makePriceReference({
  crop: 'onion',
  cropName: 'Onion',
  mandi: {
    demo: true,
    markets: [makeMandiMarket({ distanceKm: 38, date: '2026-12-04', minPrice: 1800, maxPrice: 2400, modalPrice: 2100 })],
  },
})

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
  server.use(http.get(apiUrl('/farmerProfile/get-farmerProfile'), () => HttpResponse.json({ getFarmerProfile: [profile] })))
})

describe('the listing form’s market prices', () => {
  it('follows the name, the farm’s PIN code and the unit, compares the price, and “Use ₹…” sets it', async () => {
    const asked: URLSearchParams[] = []
    const bodies: Record<string, unknown>[] = []
    server.use(
      http.get(PRICES_URL, ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query)
        const unit = query.get('unit')
        return HttpResponse.json(
          unit === 'quintal'
            ? onionPerQuintal
            : { ...onionPerQuintal, unit, comparable: unit === 'kg', mandi: unit === 'kg' ? onionPerQuintal.mandi : null },
        )
      }),
      http.post(apiUrl('/addProductByFarmer/add-productByFarmer'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        return HttpResponse.json(
          { message: 'Product listed successfully!', product: makeProduct({ name: String(body.name) }) },
          { status: 201 },
        )
      }),
    )
    renderApp('/products/list')
    const user = userEvent.setup()
    // The place starts from the profile's.
    await waitFor(() => expect(screen.getByLabelText('PIN code')).toHaveValue('422001'))

    await user.type(screen.getByLabelText('Product name'), 'Onion')
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '2310')
    const reference = await screen.findByRole('region', { name: 'Market prices for Onion' })
    expect(within(reference).getByText('Your price is 10% above the modal price at Lasalgaon APMC')).toBeInTheDocument()
    expect(within(reference).getByText('Modal price: ₹2,100 per quintal')).toBeInTheDocument()
    expect(within(reference).getByText('Demo')).toBeInTheDocument()
    // Asked once the typing paused, not at each key.
    const last = asked.at(-1)
    expect(last?.get('crop')).toBe('Onion')
    expect(last?.get('pin')).toBe('422001')
    expect(last?.get('unit')).toBe('quintal')
    expect(asked.some((query) => query.get('crop') === 'On')).toBe(false)

    await user.click(within(reference).getByRole('button', { name: 'Use ₹2,100' }))
    expect(screen.getByLabelText('Price per unit (₹)')).toHaveValue(2100)
    expect(within(reference).getByText('Your price is the same as the modal price at Lasalgaon APMC')).toBeInTheDocument()
    expect(within(reference).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Quantity available'), '60')
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmer'))
    expect(bodies[0]).toMatchObject({ name: 'Onion', unit: 'quintal', pricePerUnit: 2100 })
  })

  it('shows nothing for a unit that is not a weight', async () => {
    server.use(http.get(PRICES_URL, () => HttpResponse.json(onionPerQuintal)))
    renderApp('/products/list')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Product name'), 'Onion')
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal')
    expect(await screen.findByRole('region', { name: 'Market prices for Onion' })).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Unit'), 'dozen')
    expect(screen.queryByRole('region', { name: 'Market prices for Onion' })).not.toBeInTheDocument()
  })
})
