import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { MANDI_LICENCE_URL, MANDI_SOURCE_URL, type MandiMarketPrice, type PriceReference as Answer } from '@app/shared/mandi'
import { queryClient } from '@/lib/query-client'
import { makeMandiMarket, makePriceReference } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { PriceReference, type PriceReferenceProps } from './price-reference'

const PRICES_URL = apiUrl('/prices')

function market(name: string, distanceKm: number | null, modalPrice: number, overrides: Partial<MandiMarketPrice> = {}): MandiMarketPrice {
  return makeMandiMarket({
    market: name,
    distanceKm,
    date: '2026-12-04',
    minPrice: modalPrice - 300,
    maxPrice: modalPrice + 300,
    modalPrice,
    ...overrides,
  })
}

/** Onion near Nashik, in ₹ per quintal as the server converts it. */
const onion = makePriceReference({
  crop: 'onion',
  cropName: 'Onion',
  mandi: {
    demo: true,
    markets: [
      market('Lasalgaon APMC', 0, 2100, { minPrice: 1800, maxPrice: 2400 }),
      market('Pimpalgaon Baswant APMC', 28, 2050),
      market('Yeola APMC', 61, 1980),
      market('Pune APMC', 190, 2300, { district: 'Pune' }),
    ],
  },
  ownPrices: [
    { district: 'Nashik', state: 'Maharashtra', days: 30, orders: 9, median: 1950, min: 1700, max: 2250 },
    { district: 'Nashik', state: 'Maharashtra', days: 7, orders: 4, median: 2000, min: 1900, max: 2200 },
  ],
})

/** Serves `answer` for every question and records each question's query string. */
function serve(answer: Answer): URLSearchParams[] {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(PRICES_URL, ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(answer)
    }),
  )
  return asked
}

function show(props: Partial<PriceReferenceProps> = {}) {
  return render(
    <QueryClientProvider client={queryClient}>
      <PriceReference crop="Onion" pin="422001" unit="quintal" price={2310} priceOwner="listing" {...props} />
    </QueryClientProvider>,
  )
}

function region() {
  return screen.findByRole('region', { name: 'Market prices for Onion' })
}

beforeEach(() => queryClient.clear())

describe('PriceReference', () => {
  it('shows the three nearest markets in the unit asked, marked Demo and credited, with the listing’s price beside the nearest', async () => {
    const asked = serve(onion)
    show()
    const reference = await region()

    expect(asked[0]?.get('crop')).toBe('Onion')
    expect(asked[0]?.get('pin')).toBe('422001')
    expect(asked[0]?.get('unit')).toBe('quintal')
    expect(within(reference).getByText('This price is 10% above the modal price at Lasalgaon APMC')).toBeInTheDocument()

    const mandis = within(reference).getByRole('group', { name: 'Nearest mandis' })
    expect(within(mandis).getByText('Demo')).toBeInTheDocument()
    const items = within(mandis).getAllByRole('listitem')
    expect(items.map((item) => within(item).getAllByText(/APMC$/)[0]?.textContent)).toEqual([
      'Lasalgaon APMC',
      'Pimpalgaon Baswant APMC',
      'Yeola APMC',
    ])
    expect(within(reference).queryByText('Pune APMC')).not.toBeInTheDocument()
    const [nearest, second] = items as [HTMLElement, HTMLElement]
    expect(within(nearest).getByText('Nashik · Under 1 km away · Rates of 4 Dec 2026')).toBeInTheDocument()
    expect(within(nearest).getByText('Modal price: ₹2,100 per quintal')).toBeInTheDocument()
    expect(within(nearest).getByText('Min–max: ₹1,800 – ₹2,400')).toBeInTheDocument()
    expect(within(second).getByText('Nashik · 28 km away · Rates of 4 Dec 2026')).toBeInTheDocument()

    expect(within(mandis).getByRole('link', { name: 'Agmarknet, data.gov.in (opens in a new tab)' })).toHaveAttribute(
      'href',
      MANDI_SOURCE_URL,
    )
    expect(within(mandis).getByRole('link', { name: 'Government Open Data Licence – India (opens in a new tab)' })).toHaveAttribute(
      'href',
      MANDI_LICENCE_URL,
    )
    expect(mandis).toHaveTextContent('Source: Agmarknet, data.gov.in — Government Open Data Licence – India')
  })

  it('shows KisanSetu’s own prices of the district for 7 and 30 days', async () => {
    serve(onion)
    show()
    const reference = await region()
    const own = within(reference).getByRole('group', { name: 'Paid on KisanSetu in Nashik' })
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Last 7 days: median ₹2,000 per quintal, ₹1,900 – ₹2,200 (4 orders)',
      'Last 30 days: median ₹1,950 per quintal, ₹1,700 – ₹2,250 (9 orders)',
    ])
  })

  it('says a price below or the same as the nearest modal price, and leaves out Demo for real rates', async () => {
    serve({ ...onion, mandi: { demo: false, markets: onion.mandi?.markets ?? [] } })
    const { rerender } = show({ price: 1890 })
    const reference = await region()
    expect(within(reference).getByText('This price is 10% below the modal price at Lasalgaon APMC')).toBeInTheDocument()
    expect(within(reference).queryByText('Demo')).not.toBeInTheDocument()

    rerender(
      <QueryClientProvider client={queryClient}>
        <PriceReference crop="Onion" pin="422001" unit="quintal" price={2100} priceOwner="listing" />
      </QueryClientProvider>,
    )
    expect(within(reference).getByText('This price is the same as the modal price at Lasalgaon APMC')).toBeInTheDocument()
  })

  it('shows own prices without a mandi part, or its credit, where the server has no mandi source', async () => {
    serve({ ...onion, mandi: null })
    show()
    const reference = await region()
    expect(within(reference).getByRole('heading', { name: 'Paid on KisanSetu in Nashik' })).toBeInTheDocument()
    expect(within(reference).queryByRole('heading', { name: 'Nearest mandis' })).not.toBeInTheDocument()
    expect(within(reference).queryByText(/Agmarknet/)).not.toBeInTheDocument()
    expect(within(reference).queryByText(/modal price/)).not.toBeInTheDocument()
  })

  it('shows nothing when there are neither mandi rates nor own prices', async () => {
    const asked = serve({ ...onion, mandi: null, ownPrices: [] })
    const { container } = show()
    await waitFor(() => expect(asked).toHaveLength(1))
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(container).toBeEmptyDOMElement()
  })

  it('shows nothing, and asks nothing, for a unit that is not a weight', async () => {
    const asked = serve({ ...onion, unit: 'dozen', comparable: false, mandi: { demo: true, markets: [] }, ownPrices: [] })
    const { container } = show({ unit: 'dozen' })
    // Long enough for a question to have been sent, had one been.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked).toHaveLength(0)
    expect(container).toBeEmptyDOMElement()
  })
})
