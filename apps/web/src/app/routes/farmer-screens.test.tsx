import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const FARMER_SCREENS = [
  '/products/list',
  '/products/edit/p-1',
  '/products/details/p-1',
  '/profile/farmer',
  '/profile/farmer/edit',
  '/orders/sales',
]

beforeEach(() => {
  queryClient.clear()
  server.use(
    http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })),
    http.get(apiUrl('/products/:id'), () =>
      HttpResponse.json({ message: 'Product not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
    ),
    http.get(apiUrl('/farmerProfile/get-farmerProfile'), () => HttpResponse.json({ getFarmerProfile: [] })),
    http.get(apiUrl('/orders'), () => HttpResponse.json({ orders: [] })),
    http.get(apiUrl('/addProductByFarmer/requestToBuyProducts'), () =>
      HttpResponse.json({ checkProductIds: [], checkProducts: [], additionalBuyerInfo: [] }),
    ),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the farmer screens', () => {
  it.each(FARMER_SCREENS)('%s shows the farmer navigation bar, and My Profile in the top bar', async (path) => {
    storeSession('farmer')
    renderApp(path)
    const farmerNav = await screen.findByRole('navigation', { name: 'Farmer' })
    expect(
      within(farmerNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Farmer Dashboard', '/dashboard/farmer/home'],
      ['Listed Crops', '/dashboard/farmer'],
      ['List New Product', '/products/list'],
      ['Orders Received', '/orders/received'],
      ['Orders', '/orders/sales'],
      ['My Profile', '/profile/farmer'],
    ])
    const main = screen.getByRole('navigation', { name: 'Main', hidden: true })
    expect(within(main).getByRole('link', { name: 'My Profile', hidden: true })).toHaveAttribute('href', '/profile/farmer')
  })

  it.each(FARMER_SCREENS)('%s sends a visitor who is not signed in to /signin', async (path) => {
    renderApp(path)
    // The first screen loads its route's module graph cold, which a busy machine can take over a second to do.
    await waitFor(() => expect(currentPath()).toBe('/signin'), { timeout: 5000 })
  })

  it.each(FARMER_SCREENS)('%s sends a buyer to /', async (path) => {
    // The landing page, where the buyer lands, watches for its charts coming into view; jsdom has no observer.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    storeSession('buyer')
    renderApp(path)
    await waitFor(() => expect(currentPath()).toBe('/'))
  })
})
