import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FarmerStorefront } from '@app/shared/storefront'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, preloadPublicScreens } from '@/testing/render-app'

const FARMER_ID = '3f6c1a52-9a4e-4c1b-8a59-0d7f4b2e9c11'

const farmer: FarmerStorefront = {
  _id: FARMER_ID,
  name: 'Suresh Yadav',
  profileImage: 'http://localhost:3000/uploads/profiles/suresh.webp',
  location: { city: 'Sehore', state: 'Madhya Pradesh' },
  farmSize: 12,
  isCertifiedSustainable: true,
  certificationAuthority: 'NPOP',
  memberSince: '2024-01-15T00:00:00.000Z',
  rating: { average: '4.6', count: 12 },
  listingCount: 5,
  badges: { verified: false, certificate: null },
  demo: true,
}

/** Serves the farmer (or a 404) and their listings; records each listings query. */
function serve(found: FarmerStorefront | null) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/farmers/:farmerId'), () =>
      found
        ? HttpResponse.json({ farmer: found })
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'Farmer not found', requestId: 'r1' }, { status: 404 }),
    ),
    http.get(apiUrl('/orderProduct/get-AllListedProduct'), ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      const products = [makeListedProduct({ _id: 'p-wheat', name: 'Sharbati Wheat', farmerId: FARMER_ID, farmerName: 'Suresh Yadav' })]
      return HttpResponse.json({ getAllProduct: products, total: 1, totalCapped: false, hasMore: false })
    }),
  )
  return asked
}

beforeAll(preloadPublicScreens, 30_000)

beforeEach(() => {
  queryClient.clear()
})

describe('Farmer storefront (/farmers/:id)', () => {
  it('introduces the farmer and lists their products, asked from Browse with farmer=id', async () => {
    const asked = serve(farmer)
    const user = userEvent.setup()
    renderApp(`/farmers/${FARMER_ID}`)

    const heading = await screen.findByRole('heading', { name: 'Suresh Yadav', level: 1 })
    await waitFor(() => expect(document.title).toBe('Suresh Yadav | KisanSetu'))
    const header = within(heading.closest('header') as HTMLElement)
    expect(header.getByText('Sehore, Madhya Pradesh')).toBeInTheDocument()
    expect(header.getByText('Member since January 2024')).toBeInTheDocument()
    expect(header.getByText('Farm: 12 acres')).toBeInTheDocument()
    expect(header.getByText('5 listings')).toBeInTheDocument()
    // The profile's tick, with no approved certificate behind it, is the farmer's word.
    expect(header.getByText('Certified sustainable · NPOP (self-declared)')).toBeInTheDocument()
    expect(header.getByText('Demo')).toBeInTheDocument()
    expect(header.getByText('Rated 4.6 out of 5 from 12 reviews')).toBeInTheDocument()
    const photo = document.querySelector('img[src="http://localhost:3000/uploads/profiles/suresh.webp"]')
    expect(photo).toHaveAttribute('width', '96')
    expect(photo).toHaveAttribute('height', '96')

    expect(await screen.findByRole('heading', { name: 'Products from Suresh Yadav', level: 2 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 2 })).toBeInTheDocument()
    expect(asked.at(-1)?.toString()).toBe(`farmer=${FARMER_ID}&limit=6`)

    // Category chips and the order narrow the farmer's own list, and stay in the page's URL.
    await user.click(screen.getByRole('button', { name: 'Grain' }))
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe(`category=grain&farmer=${FARMER_ID}&limit=6`))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'Price per kg: low to high')
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe(`category=grain&farmer=${FARMER_ID}&sort=price_kg_asc&limit=6`))
    expect(currentPath()).toBe(`/farmers/${FARMER_ID}?category=grain&sort=price_kg_asc`)
    expect(screen.getByRole('button', { name: 'Grain' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says plainly when there is no such farmer, and asks for no listings', async () => {
    const asked = serve(null)
    renderApp('/farmers/not-a-farmer')
    expect(await screen.findByRole('heading', { name: 'Farmer not found', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products/browse')
    await waitFor(() => expect(document.title).toBe('Farmer not found | KisanSetu'))
    expect(asked).toEqual([])
  })
})
