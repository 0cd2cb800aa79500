import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const BUYER_SCREENS = ['/mycart', '/checkout', '/orders/history', '/profile/buyer', '/profile/buyer/edit', '/profile/buyer/create']

beforeEach(() => {
  queryClient.clear()
  server.use(
    http.get(apiUrl('/orderProduct/getProductFromCart'), () => HttpResponse.json({ cart: { products: [] }, product: [] })),
    http.get(apiUrl('/orders'), () => HttpResponse.json({ orders: [] })),
    http.get(apiUrl('/me/checkout'), () => HttpResponse.json({ groups: [], deliveryAddress: null, ready: false })),
    http.get(apiUrl('/buyerProfile/get-buyerProfile'), () => HttpResponse.json({ getBuyerProfile: [] })),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the buyer screens', () => {
  it.each(BUYER_SCREENS)('%s shows the buyer navigation bar, and My Profile in the top bar', async (path) => {
    storeSession('buyer')
    renderApp(path)
    const buyerNav = await screen.findByRole('navigation', { name: 'Buyer' })
    expect(
      within(buyerNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Buyer Dashboard', '/dashboard/buyer'],
      ['Browse Products', '/products/browse'],
      ['Cart', '/mycart'],
      ['My Orders', '/orders/history'],
      ['My Profile', '/profile/buyer'],
    ])
    const main = screen.getByRole('navigation', { name: 'Main', hidden: true })
    expect(within(main).getByRole('link', { name: 'My Profile', hidden: true })).toHaveAttribute('href', '/profile/buyer')
    // The screen itself comes in after its chunk and text: let it finish asking for its data.
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  })

  it.each([...BUYER_SCREENS, '/orders/received'])('%s sends a visitor who is not signed in to /signin', async (path) => {
    renderApp(path)
    await waitFor(() => expect(currentPath()).toBe('/signin'))
  })

  it.each(BUYER_SCREENS)('%s sends a farmer to /', async (path) => {
    // The landing page watches for its charts coming into view; jsdom has no observer.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    storeSession('farmer')
    renderApp(path)
    await waitFor(() => expect(currentPath()).toBe('/'))
  })

  it('sends a buyer away from the farmer’s requests screen', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    storeSession('buyer')
    renderApp('/orders/received')
    await waitFor(() => expect(currentPath()).toBe('/'))
  })

  it('lets a visitor browse, with the top bar only', async () => {
    server.use(
      http.get(apiUrl('/orderProduct/get-AllListedProduct'), () => HttpResponse.json({ getAllProduct: [], total: 0, hasMore: false })),
    )
    renderApp('/products/browse')
    expect(await screen.findByRole('heading', { name: 'Browse Products', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Buyer' })).not.toBeInTheDocument()
    expect(currentPath()).toBe('/products/browse')
  })
})
