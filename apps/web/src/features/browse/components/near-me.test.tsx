import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListedProduct } from '@app/shared/browse'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct as listed } from '@/testing/data'
import { removeGeolocation, stubGeolocation } from '@/testing/geolocation'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, preloadPublicScreens } from '@/testing/render-app'

const BROWSE_URL = apiUrl('/orderProduct/get-AllListedProduct')

const NASHIK = { pin: '422001', district: 'Nashik', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.79, 19.997] } }

const mango = listed({ _id: 'p-mango', name: 'Kesar Mango', distanceKm: 12.4 })
const tomato = listed({ _id: 'p-tomato', name: 'Desi Tomato', distanceKm: 0.4 })
const rice = listed({ _id: 'p-rice', name: 'Ponni Rice', distanceKm: 3.5 })
const wheat = listed({ _id: 'p-wheat', name: 'Sharbati Wheat', distanceKm: null })
const alphonso = listed({ _id: 'p-alphonso', name: 'Alphonso', distanceKm: 1234.5 })

/**
 * Serves Browse as the server does: each listing's distance only when the query names a place.
 * Records every query and every PIN code looked up.
 */
function serve(products: ListedProduct[]) {
  const asked: [string, string][][] = []
  const pinsLookedUp: string[] = []
  server.use(
    http.get(BROWSE_URL, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push([...params.entries()])
      const placed = params.has('near') || params.has('pin')
      const answered = placed ? products : products.map(({ distanceKm: _distance, ...product }) => product)
      return HttpResponse.json({ getAllProduct: answered, total: answered.length, totalCapped: false, hasMore: false })
    }),
    http.get(apiUrl('/pincodes/:pin'), ({ params }) => {
      pinsLookedUp.push(String(params.pin))
      return params.pin === NASHIK.pin
        ? HttpResponse.json(NASHIK)
        : HttpResponse.json({ code: 'NOT_FOUND', message: "We don't know this PIN code", requestId: 'r1' }, { status: 404 })
    }),
  )
  return { asked, pinsLookedUp }
}

/**
 * Serves a listing's page (the listing, no reviews, no farmer's card) and records each query string
 * the listing is asked with, once each: the app's StrictMode mounts a screen twice in tests, and
 * the first mount's aborted request is asked again.
 */
function serveListingPage(product: ListedProduct) {
  const asked = new Set<string>()
  server.use(
    http.get(apiUrl('/products/:id'), ({ request }) => {
      const url = new URL(request.url)
      asked.add(url.search)
      const placed = url.searchParams.has('near') || url.searchParams.has('pin')
      const { distanceKm, ...plain } = product
      return HttpResponse.json({ product: placed ? { ...plain, distanceKm } : plain })
    }),
    http.get(apiUrl('/products/:id/reviews'), () => HttpResponse.json({ reviews: [], total: 0, average: null, hasMore: false })),
    http.get(apiUrl('/farmers/:farmerId'), () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'Farmer not found', requestId: 'r2' }, { status: 404 }),
    ),
  )
  return asked
}

function pageQuery(): [string, string][] {
  return [...new URLSearchParams(currentPath().split('?')[1] ?? '').entries()]
}

function card(name: string): HTMLElement {
  return screen.getByRole('heading', { name, level: 2 }).closest('article') as HTMLElement
}

function activeChips(): string[] {
  const list = screen.queryByRole('list', { name: 'Active filters' })
  return list
    ? within(list)
        .getAllByRole('button')
        .map((chip) => chip.textContent ?? '')
    : []
}

function sortChoices(): string[] {
  return within(screen.getByRole('combobox', { name: 'Sort products' }))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
}

beforeAll(preloadPublicScreens, 30_000)

beforeEach(() => {
  queryClient.clear()
})

afterEach(removeGeolocation)

describe('Browse: near me', () => {
  it('uses the device’s place, rounded to about 100 m, orders nearest first and shows how far each listing is', async () => {
    const device = stubGeolocation()
    const { asked } = serve([mango, tomato, rice, wheat, alphonso])
    const user = userEvent.setup()
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    expect(screen.queryByText(/km away$/)).not.toBeInTheDocument()
    expect(sortChoices()).toEqual(['Newest first', 'Price per kg: low to high', 'Price per kg: high to low'])
    expect(screen.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeDisabled()
    device.answer(19.99712, 73.78945)

    await waitFor(() =>
      expect(pageQuery()).toEqual([
        ['near', '19.997,73.789'],
        ['sort', 'nearest'],
      ]),
    )
    await waitFor(() =>
      expect(asked.at(-1)).toEqual([
        ['near', '19.997,73.789'],
        ['sort', 'nearest'],
        ['limit', '6'],
      ]),
    )
    expect(await within(card('Kesar Mango')).findByText('12 km away')).toBeInTheDocument()
    expect(within(card('Desi Tomato')).getByText('Under 1 km away')).toBeInTheDocument()
    expect(within(card('Ponni Rice')).getByText('3.5 km away')).toBeInTheDocument()
    expect(within(card('Alphonso')).getByText('1,235 km away')).toBeInTheDocument()
    // A listing whose place is unknown says nothing about distance.
    expect(within(card('Sharbati Wheat')).queryByText(/km away$/)).not.toBeInTheDocument()

    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled()
    expect(screen.getByRole('combobox', { name: 'Sort products' })).toHaveValue('nearest')
    expect(sortChoices()).toContain('Nearest first')
    expect(activeChips()).toEqual(['Near your location×'])
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('')
  })

  it('keeps an order the buyer chose when a place is set', async () => {
    const device = stubGeolocation()
    const { asked } = serve([mango])
    const user = userEvent.setup()
    renderApp('/products/browse?sort=price_kg_asc')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.answer(19.997, 73.789)
    await waitFor(() =>
      expect(pageQuery()).toEqual([
        ['near', '19.997,73.789'],
        ['sort', 'price_kg_asc'],
      ]),
    )
    await waitFor(() =>
      expect(asked.at(-1)).toEqual([
        ['near', '19.997,73.789'],
        ['sort', 'price_kg_asc'],
        ['limit', '6'],
      ]),
    )
  })

  it('finds a PIN code’s place, narrows by distance, and the listing’s page says how far it is from there', async () => {
    const { asked, pinsLookedUp } = serve([mango, rice])
    const listingAsked = serveListingPage(mango)
    const user = userEvent.setup()
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })

    // Enter finds it, as the Find button does.
    await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '422 001{Enter}')
    expect(await screen.findByText('Near Nashik, Maharashtra')).toBeInTheDocument()
    expect(pinsLookedUp).toEqual(['422001'])
    await waitFor(() =>
      expect(pageQuery()).toEqual([
        ['pin', '422001'],
        ['sort', 'nearest'],
      ]),
    )
    await waitFor(() =>
      expect(asked.at(-1)).toEqual([
        ['pin', '422001'],
        ['sort', 'nearest'],
        ['limit', '6'],
      ]),
    )
    expect(await within(card('Kesar Mango')).findByText('12 km away')).toBeInTheDocument()

    const distance = screen.getByRole('combobox', { name: 'Distance' })
    expect(
      within(distance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any distance', 'Within 10 km', 'Within 25 km', 'Within 50 km', 'Within 100 km', 'Within 250 km'])
    await user.selectOptions(distance, 'Within 25 km')
    await waitFor(() =>
      expect(pageQuery()).toEqual([
        ['pin', '422001'],
        ['radiusKm', '25'],
        ['sort', 'nearest'],
      ]),
    )
    await waitFor(() =>
      expect(asked.at(-1)).toEqual([
        ['pin', '422001'],
        ['radiusKm', '25'],
        ['sort', 'nearest'],
        ['limit', '6'],
      ]),
    )
    expect(activeChips()).toEqual(['Near Nashik×', 'Within 25 km×'])

    await user.click(within(card('Kesar Mango')).getByRole('link', { name: 'Kesar Mango' }))
    expect(await screen.findByRole('heading', { name: 'Kesar Mango', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('12 km from Nashik')).toBeInTheDocument()
    expect([...listingAsked]).toEqual(['?pin=422001'])
  })

  it('says under the field when a PIN code is malformed or unknown, and leaves the list as it was', async () => {
    const { asked, pinsLookedUp } = serve([mango])
    const user = userEvent.setup()
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    const pinField = screen.getByRole('textbox', { name: 'PIN code' })

    await user.type(pinField, '04200')
    await user.click(screen.getByRole('button', { name: 'Find' }))
    expect(pinField).toHaveAccessibleDescription('A PIN code is 6 digits and does not start with 0')
    expect(pinField).toHaveAttribute('aria-invalid', 'true')
    expect(pinsLookedUp).toEqual([])

    await user.clear(pinField)
    await user.type(pinField, '999999{Enter}')
    await waitFor(() => expect(pinField).toHaveAccessibleDescription("We don't know this PIN code"))
    expect(pinsLookedUp).toEqual(['999999'])
    expect(pageQuery()).toEqual([])
    expect(asked).toEqual([[['limit', '6']]])
    expect(screen.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument()

    // Typing again clears the complaint.
    await user.type(pinField, '1')
    expect(pinField).not.toHaveAccessibleDescription()
  })

  it('removes the place with its chip: the distance and the nearest order go with it, and listings’ pages stop measuring', async () => {
    const { asked } = serve([mango])
    const listingAsked = serveListingPage(mango)
    const user = userEvent.setup()
    renderApp('/products/browse?pin=422001&radiusKm=50&sort=nearest&organic=true')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    await waitFor(() => expect(activeChips()).toEqual(['Near Nashik×', 'Within 50 km×', 'Organic×']))
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveValue('422001')
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('50')

    await user.click(screen.getByRole('button', { name: 'Remove filter: Near Nashik' }))
    await waitFor(() => expect(pageQuery()).toEqual([['organic', 'true']]))
    await waitFor(() =>
      expect(asked.at(-1)).toEqual([
        ['organic', 'true'],
        ['limit', '6'],
      ]),
    )
    expect(activeChips()).toEqual(['Organic×'])
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveValue('')
    expect(screen.queryByRole('combobox', { name: 'Distance' })).not.toBeInTheDocument()
    expect(screen.queryByText('Near Nashik, Maharashtra')).not.toBeInTheDocument()
    expect(sortChoices()).not.toContain('Nearest first')
    expect(screen.queryByText(/km away$/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Kesar Mango' }))
    expect(await screen.findByRole('heading', { name: 'Kesar Mango', level: 1 })).toBeInTheDocument()
    expect([...listingAsked]).toEqual([''])
    expect(screen.queryByText(/ km from /)).not.toBeInTheDocument()
  })

  it('removes the radius alone with its chip, and Clear all takes the place and its order too', async () => {
    serve([mango])
    const user = userEvent.setup()
    renderApp('/products/browse?near=19.997,73.789&radiusKm=10&sort=nearest&inStock=true')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    expect(activeChips()).toEqual(['Near your location×', 'Within 10 km×', 'In stock×'])

    await user.click(screen.getByRole('button', { name: 'Remove filter: Within 10 km' }))
    await waitFor(() =>
      expect(pageQuery()).toEqual([
        ['inStock', 'true'],
        ['near', '19.997,73.789'],
        ['sort', 'nearest'],
      ]),
    )
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(pageQuery()).toEqual([]))
    expect(screen.getByRole('combobox', { name: 'Sort products' })).toHaveValue('')
  })

  it('says why the device gave no place', async () => {
    const device = stubGeolocation()
    serve([mango])
    const user = userEvent.setup()
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })

    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.fail(1)
    expect(
      screen.getByText(
        'Location access was refused. To use it, allow location for this site in your browser settings, or find by PIN code instead.',
      ),
    ).toBeInTheDocument()
    expect(pageQuery()).toEqual([])

    removeGeolocation()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByText('This browser cannot share your location. Find by PIN code instead.')).toBeInTheDocument()
  })
})
