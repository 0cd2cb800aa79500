import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { MANDI_LICENCE_URL, MANDI_SOURCE_URL, type PriceReference } from '@app/shared/mandi'
import { queryClient } from '@/lib/query-client'
import { makeMandiMarket, makePriceReference } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp } from '@/testing/render-app'

afterEach(() => {
  queryClient.clear()
})

/** Tomato near Nashik in ₹ per `unit`: two markets (one with two days of history), and two windows of own prices. */
function tomato(overrides: Partial<PriceReference> = {}): PriceReference {
  return makePriceReference({
    mandi: {
      demo: true,
      markets: [
        makeMandiMarket({
          history: [
            { date: '2026-12-04', modalPrice: 1900 },
            { date: '2026-12-05', modalPrice: 2000 },
          ],
        }),
        makeMandiMarket({
          market: 'Pune',
          district: 'Pune',
          distanceKm: 165,
          date: '2026-12-04',
          minPrice: 2200,
          maxPrice: 3000,
          modalPrice: 2600,
          history: [{ date: '2026-12-04', modalPrice: 2600 }],
        }),
      ],
    },
    ownPrices: [
      { district: 'Nashik', state: 'Maharashtra', days: 30, orders: 12, median: 2500, min: 2000, max: 3200 },
      { district: 'Nashik', state: 'Maharashtra', days: 7, orders: 4, median: 2700, min: 2400, max: 3000 },
    ],
    ...overrides,
  })
}

/** Serves `answer` for every question, and records the questions asked. */
function servePrices(answer: (params: URLSearchParams) => PriceReference | Response) {
  const asked: string[] = []
  server.use(
    http.get(apiUrl('/prices'), ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params.toString())
      expect(request.headers.get('authorization')).toBeNull()
      const reply = answer(params)
      return reply instanceof Response ? reply : HttpResponse.json(reply)
    }),
  )
  return asked
}

describe('Mandi Prices page', () => {
  it('opens with the search form alone, asking nothing', async () => {
    const asked = servePrices(() => tomato())
    renderApp('/mandi-prices')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mandi Prices' })).toBeInTheDocument()
    const form = screen.getByRole('search', { name: 'Search mandi prices' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/mandi-prices')
    expect(within(form).getByLabelText('Crop')).toHaveValue('')
    expect(within(form).getByLabelText('PIN code (optional)')).toHaveAccessibleDescription('Nearest markets first')
    expect(within(form).getByLabelText('Unit')).toHaveValue('kg')
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['₹ per kg', '₹ per quintal', '₹ per tonne'])
    expect(within(screen.getByRole('main')).queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('searches a crop typed in Hindi near a PIN code, and shows its markets, chart, own prices and the attribution', async () => {
    const asked = servePrices(() => tomato())
    const user = userEvent.setup()
    renderApp('/mandi-prices')
    await user.type(await screen.findByLabelText('Crop'), ' टमाटर ')
    await user.type(screen.getByLabelText('PIN code (optional)'), '422 001')
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal')
    await user.click(screen.getByRole('button', { name: 'Show Prices' }))

    // The search is the page's address, so it can be shared; the API is asked for the chart's days too.
    await waitFor(() =>
      expect(currentPath()).toBe(`/mandi-prices?${new URLSearchParams({ crop: 'टमाटर', pin: '422 001', unit: 'quintal' })}`),
    )
    const markets = await screen.findByRole('region', { name: 'Tomato: market rates' })
    expect(asked).toEqual([new URLSearchParams({ crop: 'टमाटर', unit: 'quintal', pin: '422001', history: 'true' }).toString()])

    // Nearest first, each with its place, distance, day, modal price and range; marked as demo rates.
    const cards = within(markets).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Lasalgaon APMC', 'Pune'])
    expect(cards[0]).toHaveTextContent('Nashik, Maharashtra')
    expect(cards[0]).toHaveTextContent('48 km away')
    expect(cards[0]).toHaveTextContent('5 Dec 2026')
    expect(cards[0]).toHaveTextContent('₹2,000 per quintal')
    expect(cards[0]).toHaveTextContent('₹1,600 – ₹2,400')
    expect(within(markets).getByText('Demo')).toBeInTheDocument()
    expect(within(markets).getByText('These market rates are made up for the demo; they are not real prices.')).toBeInTheDocument()

    // The licence's attribution, beside the rates.
    const source = within(markets).getByRole('link', { name: 'Agmarknet, data.gov.in (opens in a new tab)' })
    expect(source).toHaveAttribute('href', MANDI_SOURCE_URL)
    expect(source).toHaveAttribute('target', '_blank')
    expect(within(markets).getByRole('link', { name: 'Government Open Data Licence – India (opens in a new tab)' })).toHaveAttribute(
      'href',
      MANDI_LICENCE_URL,
    )

    // The chart's figures as a table: a row a day, a column a market, a day a market did not trade said so.
    const chart = screen.getByRole('table', { name: 'Tomato: modal price over the last 30 days' })
    const rows = within(chart).getAllByRole('row')
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Lasalgaon APMC (Nashik)', 'Pune'])
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['4 Dec 2026₹1,900₹2,600', '5 Dec 2026₹2,000No trade'])

    // KisanSetu's own prices by district, 7 days first.
    const own = screen.getByRole('region', { name: 'Tomato: prices paid on KisanSetu' })
    const table = within(own).getByRole('table', { name: 'Nashik, Maharashtra' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodMedianMin – maxOrders', 'Last 7 days₹2,700₹2,400 – ₹3,0004', 'Last 30 days₹2,500₹2,000 – ₹3,20012'])
  })

  it('keeps the fields as typed after a search, and shows what the address asks when it changes under them', async () => {
    servePrices(() => tomato())
    const user = userEvent.setup()
    renderApp('/mandi-prices?crop=onion&unit=quintal')
    const crop = await screen.findByLabelText('Crop')
    expect(crop).toHaveValue('onion')
    await user.clear(crop)
    await user.type(crop, 'tamatar{Enter}')
    await waitFor(() => expect(currentPath()).toBe('/mandi-prices?crop=tamatar&unit=quintal'))
    // The same field, still focused, as typed.
    expect(screen.getByLabelText('Crop')).toBe(crop)
    expect(crop).toHaveFocus()
    expect(crop).toHaveValue('tamatar')

    // The footer's link to the page: the empty search.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Mandi Prices' }))
    await waitFor(() => expect(currentPath()).toBe('/mandi-prices'))
    expect(screen.getByLabelText('Crop')).toHaveValue('')
    expect(screen.getByLabelText('Unit')).toHaveValue('kg')
  })

  it('shows only KisanSetu’s own prices where the server has no mandi rates, with no attribution', async () => {
    servePrices(() => tomato({ mandi: null }))
    renderApp('/mandi-prices?crop=tomato&unit=quintal')
    expect(await screen.findByRole('region', { name: 'Tomato: prices paid on KisanSetu' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Tomato: market rates' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Agmarknet/ })).not.toBeInTheDocument()
    expect(screen.queryByText('Demo')).not.toBeInTheDocument()
  })

  it('says when the crop is unknown, the unit is not a weight, no market traded of late, or there are no prices at all', async () => {
    servePrices((params) => {
      const crop = params.get('crop')
      if (crop === 'moonfruit') return tomato({ crop: null, cropName: null, mandi: { demo: false, markets: [] }, ownPrices: [] })
      if (crop === 'tomato' && params.get('unit') === 'dozen') return tomato({ unit: 'dozen', comparable: false, ownPrices: [] })
      if (crop === 'onion') return tomato({ crop: 'onion', cropName: 'Onion', mandi: { demo: false, markets: [] }, ownPrices: [] })
      return tomato({ crop: 'potato', cropName: 'Potato', mandi: null, ownPrices: [] })
    })
    const first = renderApp('/mandi-prices?crop=moonfruit')
    expect(
      await screen.findByText('We don’t know a crop called “moonfruit”. Try another name for it, such as tomato or टमाटर.'),
    ).toBeInTheDocument()
    first.unmount()

    const second = renderApp('/mandi-prices?crop=tomato&unit=dozen')
    expect(
      await screen.findByText('Tomato is priced by weight here: choose kg, quintal or tonne to see its prices, not dozen.'),
    ).toBeInTheDocument()
    // The unit the address asks for stays the form's choice.
    expect(screen.getByLabelText('Unit')).toHaveValue('dozen')
    second.unmount()

    const third = renderApp('/mandi-prices?crop=onion')
    const markets = await screen.findByRole('region', { name: 'Onion: market rates' })
    expect(within(markets).getByText('No market has reported Onion rates in the last 7 days.')).toBeInTheDocument()
    // The source is named wherever the rates would show.
    expect(within(markets).getByRole('link', { name: /Agmarknet/ })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    third.unmount()

    renderApp('/mandi-prices?crop=potato')
    expect(await screen.findByText('No prices for Potato yet.')).toBeInTheDocument()
  })

  it('refuses a PIN code or an empty crop without asking, and says when the prices could not be loaded', async () => {
    const asked = servePrices(() =>
      HttpResponse.json({ message: 'Something went wrong', code: 'INTERNAL', requestId: 'r1' }, { status: 500 }),
    )
    const user = userEvent.setup()
    const first = renderApp('/mandi-prices?crop=tomato&pin=12345')
    const pin = await screen.findByLabelText('PIN code (optional)')
    expect(pin).toHaveValue('12345')
    expect(pin).toHaveAttribute('aria-invalid', 'true')
    expect(pin).toHaveAccessibleDescription('Nearest markets first A PIN code is 6 digits and does not start with 0')
    await user.clear(screen.getByLabelText('Crop'))
    await user.click(screen.getByRole('button', { name: 'Show Prices' }))
    expect(await screen.findByText('Enter a crop')).toBeInTheDocument()
    expect(asked).toEqual([])
    first.unmount()

    renderApp('/mandi-prices?crop=tomato')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Prices could not be loaded. Please try again.')
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2))
  })
})
