import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PriceReference } from '@app/shared/mandi'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { PriceReferenceWhenNear } from './price-reference-when-near'

/** jsdom has no IntersectionObserver; this one lets a test say when the block comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe() {}
  disconnect() {}
  async comeNear() {
    await act(async () => {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
    })
  }
}

const wheat: PriceReference = {
  crop: 'wheat',
  cropName: 'Wheat',
  unit: 'quintal',
  comparable: true,
  mandi: {
    demo: false,
    markets: [
      {
        market: 'Sehore APMC',
        district: 'Sehore',
        state: 'Madhya Pradesh',
        distanceKm: 3,
        date: '2026-12-05',
        minPrice: 2400,
        maxPrice: 2700,
        modalPrice: 2500,
      },
    ],
  },
  ownPrices: [],
}

function show() {
  const asked: string[] = []
  server.use(
    http.get(apiUrl('/prices'), ({ request }) => {
      asked.push(new URL(request.url).search)
      return HttpResponse.json(wheat)
    }),
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PriceReferenceWhenNear crop="Sharbati Wheat" pin="466001" unit="quintal" price={2800} priceOwner="listing" />
    </QueryClientProvider>,
  )
  return { asked, ...view }
}

beforeEach(() => {
  queryClient.clear()
  FakeIntersectionObserver.instances = []
})
afterEach(() => vi.unstubAllGlobals())

describe('PriceReferenceWhenNear', () => {
  it('asks and shows nothing until its place comes near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const { asked } = show()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toHaveLength(0)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()

    await FakeIntersectionObserver.instances[0]?.comeNear()
    const reference = await screen.findByRole('region', { name: 'Market prices for Wheat' })
    expect(reference).toHaveTextContent('This price is 12% above the modal price at Sehore APMC')
    expect(asked).toHaveLength(1)
  })

  it('leaves a browser without IntersectionObserver without the help, quietly', async () => {
    const { asked, container } = show()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toHaveLength(0)
    expect(container.textContent).toBe('')
  })
})
