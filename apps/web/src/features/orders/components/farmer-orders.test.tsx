import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BuyerRequest, BuyerRequestsResponse, ResponseStatus } from '@app/shared/buyer-requests'
import type { InboxCounts } from '@app/shared/inbox'
import { queryClient } from '@/lib/query-client'
import { makeOrder, makeProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const onion = makeProduct({ _id: 'p-onion', name: 'Red Onion', farmerId: 'user-farmer' })
const garlic = makeProduct({ _id: 'p-garlic', name: 'Garlic', farmerId: 'user-farmer' })

function request(id: string, buyer: string, statuses: [string, ResponseStatus][]): BuyerRequest {
  return {
    _id: id,
    userId: { _id: `buyer-${buyer}`, name: buyer, email: `${buyer.toLowerCase()}@example.com` },
    products: statuses.map(([productId]) => ({ productId, addedAt: '2025-05-03T09:30:00.000Z', quantity: 4 })),
    createdAt: '2025-05-03T09:30:00.000Z',
    responses: statuses.map(([productId, status]) => ({
      productId,
      status,
      quantityOffered: null,
      expectedDeliveryDate: null,
      orderId: null,
      updatedAt: null,
    })),
  }
}

const noRequests: BuyerRequestsResponse = { checkProductIds: [], checkProducts: [], additionalBuyerInfo: [] }

function serve(orders: ReturnType<typeof makeOrder>[], requests: BuyerRequestsResponse = noRequests) {
  server.use(
    http.get(apiUrl('/orders'), () => HttpResponse.json({ orders })),
    http.get(apiUrl('/addProductByFarmer/requestToBuyProducts'), () => HttpResponse.json(requests)),
  )
}

function serveCounts(counts: Partial<InboxCounts>) {
  const zero = { action: 0, requests: 0, active: 0, done: 0, newRequests: 0, waiting: 0 }
  server.use(http.get(apiUrl('/me/inbox-counts'), () => HttpResponse.json({ ...zero, ...counts })))
}

const tab = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+$`) })
const card = (reference: string) => within(screen.getByRole('heading', { name: `Order #${reference}` }).closest('li')!)

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
})

describe('the farmer’s inbox (/orders/sales)', () => {
  it('opens on what needs an answer, in the farmer’s words, with a count on every tab', async () => {
    serve([
      makeOrder({ _id: 'o1', reference: 'KSA00001', status: 'placed' }),
      makeOrder({
        _id: 'o2',
        reference: 'KSA00002',
        status: 'accepted',
        payment: { method: 'upi', status: 'submitted', utr: '123456789012', refusals: 0, upi: null },
      }),
      makeOrder({ _id: 'o3', reference: 'KSA00003', status: 'accepted' }),
      makeOrder({ _id: 'o4', reference: 'KSA00004', status: 'packed' }),
      makeOrder({ _id: 'o5', reference: 'KSA00005', status: 'completed' }),
      makeOrder({ _id: 'o6', reference: 'KSA00006', status: 'rejected' }),
    ])
    const user = userEvent.setup()
    renderApp('/orders/sales')
    expect(await screen.findByRole('heading', { name: 'Order #KSA00001' }, { timeout: 15_000 })).toBeInTheDocument()
    expect(tab('Needs action')).toHaveAccessibleName('Needs action 2')
    expect(tab('Needs action')).toHaveAttribute('aria-pressed', 'true')
    expect(tab('Requests')).toHaveAccessibleName('Requests 0')
    expect(tab('Active')).toHaveAccessibleName('Active 2')
    expect(tab('Done')).toHaveAccessibleName('Done 2')
    // Never "awaiting the farmer" to the farmer: what waits on them instead.
    expect(card('KSA00001').getByText('New order — accept or reject')).toBeInTheDocument()
    expect(card('KSA00002').getByText('UPI · Buyer says paid — check and confirm')).toBeInTheDocument()
    expect(screen.queryByText(/awaiting the farmer/)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Order #KSA00003' })).not.toBeInTheDocument()
    const today = within(screen.getByRole('region', { name: 'Today' }))
    expect(today.getByText('New orders').nextElementSibling?.textContent).toBe('1')

    await user.click(tab('Done'))
    // The tab is in the address, so a reload or a shared link keeps it.
    expect(currentPath()).toBe('/orders/sales?tab=done')
    expect(card('KSA00006').getByText('You rejected it')).toBeInTheDocument()
    expect(card('KSA00005').getByRole('link', { name: /^View order/ })).toHaveAttribute('href', '/orders/view/o5')
  })

  it('shows the open buyer requests under Requests, answered in place, and opens there when only they wait', async () => {
    serve([makeOrder({ _id: 'o3', reference: 'KSA00003', status: 'accepted' })], {
      checkProductIds: [
        request('aaaaaaaa-0000-4000-8000-000000000001', 'Bala', [['p-onion', 'pending']]),
        request('aaaaaaaa-0000-4000-8000-000000000002', 'Chitra', [['p-garlic', 'confirmed']]),
      ],
      checkProducts: [onion, garlic],
      additionalBuyerInfo: [],
    })
    renderApp('/orders/sales')
    expect(await screen.findByRole('region', { name: 'Buyer Details' }, { timeout: 15_000 })).toHaveTextContent('Bala')
    expect(tab('Requests')).toHaveAttribute('aria-pressed', 'true')
    expect(tab('Requests')).toHaveAccessibleName('Requests 1')
    // A request whose every product is settled stays on the requests page only.
    expect(screen.queryByText('Chitra')).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Red Onion' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All buyer requests' })).toHaveAttribute('href', '/orders/received')
  })

  it('says there are no orders yet when there are none', async () => {
    serve([])
    renderApp('/orders/sales')
    expect(await screen.findByText('No orders yet', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(tab('Active')).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('the strip and the bottom bar', () => {
  it('count what waits and open the orders that wait for an answer', async () => {
    serve([makeOrder({ _id: 'o1', reference: 'KSA00001', status: 'placed' })])
    serveCounts({ action: 1, requests: 1, newRequests: 1, waiting: 2 })
    renderApp('/orders/received')
    // jsdom joins the badge's words to the label without the space a browser puts between flex items.
    const strip = within(await screen.findByRole('navigation', { name: 'Farmer' }))
    const link = await strip.findByRole('link', { name: /^Orders Received ?2 waiting for you$/ })
    expect(link).toHaveAttribute('href', '/orders/sales?tab=action')
    const bottom = within(screen.getByRole('navigation', { name: 'Shortcuts' }))
    expect(await bottom.findByRole('link', { name: /^Orders ?2 waiting for you$/ })).toHaveAttribute('href', '/orders/sales')
    // The requests page says so too, for a farmer who came there first.
    expect(screen.getByRole('link', { name: '1 order waits for your answer' })).toHaveAttribute('href', '/orders/sales?tab=action')
  })

  it('lead to the buyer requests, without a badge, when no order waits', async () => {
    serve([])
    serveCounts({ active: 3 })
    renderApp('/orders/received')
    const strip = within(await screen.findByRole('navigation', { name: 'Farmer' }))
    await waitFor(() => expect(strip.getByRole('link', { name: 'Orders Received' })).toHaveAttribute('href', '/orders/received'))
    expect(within(screen.getByRole('navigation', { name: 'Shortcuts' })).getByRole('link', { name: 'Orders' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /wait for your answer|waits for your answer/ })).not.toBeInTheDocument()
  })
})
