import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuyerRequest, BuyerRequestsResponse, RequestResponse, ResponseStatus } from '@app/shared/buyer-requests'
import { queryClient } from '@/lib/query-client'
import { makeOrder, makeProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const REQUESTS_URL = apiUrl('/addProductByFarmer/requestToBuyProducts')
const RESPONSE_URL = apiUrl('/requests/:requestId/products/:productId/response')
const CONFIRM_URL = apiUrl('/requests/:requestId/products/:productId/confirm')

const onion = makeProduct({ _id: 'p-onion', name: 'Red Onion', pricePerUnit: 25, quantityAvailable: 10, farmerId: 'user-farmer' })
const garlic = makeProduct({ _id: 'p-garlic', name: 'Garlic', pricePerUnit: 120, quantityAvailable: 40, farmerId: 'user-farmer' })

function answer(productId: string, status: ResponseStatus, extra: Partial<RequestResponse> = {}): RequestResponse {
  return { productId, status, quantityOffered: null, expectedDeliveryDate: null, orderId: null, updatedAt: null, ...extra }
}

/** A buyer's request; each product was asked for in `asked` units (4 unless given). */
function request(id: string, buyer: string, statuses: [string, ResponseStatus][], asked: Record<string, number> = {}): BuyerRequest {
  return {
    _id: id,
    userId: { _id: `buyer-${buyer}`, name: buyer, email: `${buyer.toLowerCase()}@example.com` },
    products: statuses.map(([productId]) => ({ productId, addedAt: '2025-05-03T09:30:00.000Z', quantity: asked[productId] ?? 4 })),
    createdAt: '2025-05-03T09:30:00.000Z',
    responses: statuses.map(([productId, status]) => answer(productId, status)),
  }
}

function answerRequests(body: BuyerRequestsResponse) {
  server.use(http.get(REQUESTS_URL, () => HttpResponse.json(body)))
}

function tab(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name} \\d+$`) })
}

function panel(name: string) {
  return within(screen.getByRole('article', { name }))
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Product Interest Requests (/orders/received)', () => {
  it('counts each tab by the request categories of the stored answers and filters by them', async () => {
    answerRequests({
      checkProductIds: [
        request('aaaaaaaa-0000-0000-0000-00000000new1', 'Asha', []),
        request('aaaaaaaa-0000-0000-0000-00000000new2', 'Bala', [['p-onion', 'pending']]),
        request('aaaaaaaa-0000-0000-0000-00000000new3', 'Chitra', [
          ['p-onion', 'unavailable'],
          ['p-garlic', 'pending'],
        ]),
        request('aaaaaaaa-0000-0000-0000-0000000prog', 'Deepa', [
          ['p-onion', 'negotiating'],
          ['p-garlic', 'unavailable'],
        ]),
        request('aaaaaaaa-0000-0000-0000-0000000conf', 'Esha', [
          ['p-onion', 'confirmed'],
          ['p-garlic', 'available_now'],
        ]),
      ],
      checkProducts: [onion, garlic],
      additionalBuyerInfo: [],
    })
    const user = userEvent.setup()
    renderApp('/orders/received')
    expect(await screen.findByRole('heading', { name: 'Product Interest Requests', level: 1 })).toBeInTheDocument()
    // The heading shows while the requests load; the tabs come with them.
    expect(await screen.findByRole('button', { name: /^All Requests \d+$/ })).toHaveTextContent('5')
    expect(tab('New')).toHaveTextContent('3')
    expect(tab('In Progress')).toHaveTextContent('1')
    expect(tab('Confirmed')).toHaveTextContent('1')
    expect(tab('Completed')).toHaveTextContent('0')
    expect(tab('All Requests')).toHaveAttribute('aria-pressed', 'true')

    await user.click(tab('In Progress'))
    expect(screen.getAllByRole('heading', { name: /^Request #/ }).map((heading) => heading.textContent)).toEqual(['Request #0000PROG'])
    await user.click(tab('Completed'))
    expect(screen.getByText('No requests in this category.')).toBeInTheDocument()
  })

  it('shows the request, the buyer’s details and each product’s panel', async () => {
    answerRequests({
      checkProductIds: [request('3f2a9c10-aaaa-bbbb-cccc-1234abcd5678', 'Anita Sharma', [['p-onion', 'pending']])],
      checkProducts: [onion],
      additionalBuyerInfo: [
        {
          userId: 'buyer-Anita Sharma',
          profileImage: '/uploads/profiles/anita.webp',
          phone: '9876543210',
          location: { city: 'Pune', state: 'Maharashtra' },
          preferences: ['vegetables', 'organic'],
        },
      ],
    })
    renderApp('/orders/received')
    expect(await screen.findByRole('heading', { name: 'Request #ABCD5678', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('Created 3 May 2025 · 1 product')).toBeInTheDocument()
    const buyer = within(screen.getByRole('region', { name: 'Buyer Details' }))
    expect(buyer.getByText('Anita Sharma')).toBeInTheDocument()
    expect(buyer.getByText('anita sharma@example.com')).toBeInTheDocument()
    expect(buyer.getByText('9876543210')).toBeInTheDocument()
    expect(buyer.getByText('Pune, Maharashtra')).toBeInTheDocument()
    expect(buyer.getByText('vegetables')).toBeInTheDocument()
    expect(buyer.getByRole('img', { name: 'Profile photo of Anita Sharma' })).toHaveAttribute('src', '/uploads/profiles/anita.webp')

    const onionPanel = panel('Red Onion')
    expect(onionPanel.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Reviewing request')
    // Pending: no quantity, no date, no Confirm.
    expect(onionPanel.queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(onionPanel.queryByRole('button', { name: 'Confirm This Product' })).not.toBeInTheDocument()
    expect(onionPanel.getByRole('link', { name: 'Contact Buyer' })).toHaveAttribute('href', 'tel:9876543210')
    expect(onionPanel.getByText('Asked for 4 kg')).toBeInTheDocument()
    expect(onionPanel.getByText(/^Interest shown 3 May 2025/)).toBeInTheDocument()
    // The estimate is for the quantity asked.
    expect(onionPanel.getByText('₹100')).toBeInTheDocument()
  })

  it('starts the quantity to offer at what the buyer asked for, rounded up to whole units', async () => {
    answerRequests({
      checkProductIds: [request('req-00000003', 'Ravi', [['p-onion', 'pending']], { 'p-onion': 2.5 })],
      checkProducts: [onion],
      additionalBuyerInfo: [],
    })
    const saved: unknown[] = []
    server.use(
      http.put(RESPONSE_URL, async ({ request: sent }) => {
        const body = (await sent.json()) as { status: ResponseStatus; quantityOffered: number }
        saved.push(body)
        return HttpResponse.json({
          message: 'Response saved.',
          response: answer('p-onion', body.status, { quantityOffered: body.quantityOffered }),
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/orders/received')
    const onionPanel = panel((await screen.findByRole('heading', { name: 'Red Onion' })).textContent ?? '')
    expect(onionPanel.getByText('Asked for 2.5 kg')).toBeInTheDocument()
    await user.selectOptions(onionPanel.getByRole('combobox', { name: 'Status' }), 'Can deliver immediately')
    expect(onionPanel.getByRole('spinbutton', { name: 'Quantity to offer (kg)' })).toHaveValue(3)
    expect(onionPanel.getByText('₹75')).toBeInTheDocument()
    await waitFor(() => expect(saved).toEqual([{ status: 'available_now', quantityOffered: 3, expectedDeliveryDate: null }]))
  })

  it('stores each answer, with the stepper between 0 and the available quantity', async () => {
    answerRequests({
      // The buyer asked for more than is left: the offer starts at all there is.
      checkProductIds: [request('req-00000001', 'Ravi', [['p-onion', 'pending']], { 'p-onion': 12 })],
      checkProducts: [onion],
      additionalBuyerInfo: [],
    })
    const saved: unknown[] = []
    server.use(
      http.put(RESPONSE_URL, async ({ request: sent }) => {
        const body = (await sent.json()) as { status: ResponseStatus; quantityOffered: number; expectedDeliveryDate: string | null }
        saved.push(body)
        return HttpResponse.json({
          message: 'Response saved.',
          response: answer('p-onion', body.status, { quantityOffered: body.quantityOffered }),
        })
      }),
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderApp('/orders/received')
    const onionPanel = panel((await screen.findByRole('heading', { name: 'Red Onion' })).textContent ?? '')

    await user.selectOptions(onionPanel.getByRole('combobox', { name: 'Status' }), 'Can deliver immediately')
    await waitFor(() => expect(saved).toEqual([{ status: 'available_now', quantityOffered: 10, expectedDeliveryDate: null }]))
    // Stored: the request moves from New to In Progress.
    await waitFor(() => expect(tab('In Progress')).toHaveTextContent('1'))
    expect(tab('New')).toHaveTextContent('0')

    const quantity = onionPanel.getByRole('spinbutton', { name: 'Quantity to offer (kg)' })
    expect(quantity).toHaveValue(10)
    expect(onionPanel.getByRole('button', { name: 'Increase quantity to offer' })).toBeDisabled()
    await user.click(onionPanel.getByRole('button', { name: 'Decrease quantity to offer' }))
    await user.click(onionPanel.getByRole('button', { name: 'Decrease quantity to offer' }))
    expect(quantity).toHaveValue(8)
    expect(onionPanel.getByText('₹200')).toBeInTheDocument()
    // The presses are saved once, after a pause.
    expect(saved).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(saved[1]).toEqual({ status: 'available_now', quantityOffered: 8, expectedDeliveryDate: null })

    // Typing is not capped (only floored at 0); + then has nowhere to go.
    await user.clear(quantity)
    await user.type(quantity, '25')
    expect(quantity).toHaveValue(25)
    expect(onionPanel.getByRole('button', { name: 'Increase quantity to offer' })).toBeDisabled()
    await user.clear(quantity)
    expect(quantity).toHaveValue(0)
    expect(onionPanel.getByRole('button', { name: 'Decrease quantity to offer' })).toBeDisabled()

    await user.selectOptions(onionPanel.getByRole('combobox', { name: 'Status' }), 'Can deliver on future date')
    const date = onionPanel.getByLabelText('Expected delivery date')
    expect(date).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/))
    await user.selectOptions(onionPanel.getByRole('combobox', { name: 'Status' }), 'Discussing terms')
    expect(onionPanel.queryByLabelText('Expected delivery date')).not.toBeInTheDocument()
    expect(onionPanel.queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(onionPanel.getByRole('button', { name: 'Confirm This Product' })).toBeInTheDocument()
  })

  it('confirms a product: the order is created and marked; a stock conflict shows the server’s message', async () => {
    let confirmed = false
    server.use(
      http.get(REQUESTS_URL, () =>
        HttpResponse.json({
          checkProductIds: [
            {
              ...request('req-00000002', 'Ravi', [
                ['p-onion', 'available_now'],
                ['p-garlic', 'available_now'],
              ]),
              responses: [
                answer('p-onion', confirmed ? 'confirmed' : 'available_now', { quantityOffered: 6, orderId: confirmed ? 'order-1' : null }),
                answer('p-garlic', 'available_now', { quantityOffered: 40 }),
              ],
            },
          ],
          checkProducts: [confirmed ? { ...onion, quantityAvailable: 4 } : onion, garlic],
          additionalBuyerInfo: [],
        }),
      ),
      http.post(CONFIRM_URL, async ({ params, request: sent }) => {
        if (params.productId === 'p-garlic') {
          return HttpResponse.json({ message: 'Only 12 kg left', code: 'CONFLICT', requestId: 'r' }, { status: 409 })
        }
        expect(await sent.json()).toEqual({ quantity: 6, expectedDeliveryDate: null })
        confirmed = true
        return HttpResponse.json(
          {
            message: 'Order created',
            order: makeOrder({ _id: 'order-1', status: 'accepted', buyer: { _id: 'buyer-Ravi', name: 'Ravi', phone: null } }),
          },
          { status: 201 },
        )
      }),
    )
    const user = userEvent.setup()
    renderApp('/orders/received')
    await screen.findByRole('heading', { name: 'Red Onion' })
    expect(panel('Red Onion').getByRole('link', { name: 'Contact Buyer' })).toHaveAttribute('href', 'mailto:ravi@example.com')

    await user.click(panel('Red Onion').getByRole('button', { name: 'Confirm This Product' }))
    // The answer comes back from the server: the panel is drawn anew with the order and the new stock.
    await waitFor(() => expect(panel('Red Onion').getByText('✓ Order Created')).toBeInTheDocument())
    expect(panel('Red Onion').getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/view/order-1')
    expect(panel('Red Onion').getByText(/4 kg available/)).toBeInTheDocument()
    expect(panel('Red Onion').queryByRole('button', { name: 'Confirm This Product' })).not.toBeInTheDocument()
    expect(tab('Confirmed')).toHaveTextContent('1')

    await user.click(panel('Garlic').getByRole('button', { name: 'Confirm This Product' }))
    expect(await panel('Garlic').findByText('Only 12 kg left')).toBeInTheDocument()
    expect(panel('Garlic').queryByText('✓ Order Created')).not.toBeInTheDocument()
  })

  it('shows the empty state, and a failed load', async () => {
    answerRequests({ checkProductIds: [], checkProducts: [], additionalBuyerInfo: [] })
    renderApp('/orders/received')
    expect(await screen.findByText('No buyer requests yet')).toBeInTheDocument()
    expect(screen.getByText('Buyer interest requests will appear here')).toBeInTheDocument()
  })

  it('says "Error Loading Requests" when the load fails', async () => {
    server.use(
      http.get(REQUESTS_URL, () =>
        HttpResponse.json({ message: 'Database unavailable', code: 'INTERNAL', requestId: 'r' }, { status: 503 }),
      ),
    )
    renderApp('/orders/received')
    expect(await screen.findByText('Loading order requests...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Error Loading Requests' })).toBeInTheDocument()
    expect(screen.getByText('Failed to fetch requests: Database unavailable')).toBeInTheDocument()
  })

  it('shows a buyer registered by mobile number alone without an email, and without a contact link when no phone is given', async () => {
    const byMobile = request('aaaaaaaa-0000-0000-0000-00000mobile1', 'Meena', [['p-onion', 'pending']])
    answerRequests({
      checkProductIds: [{ ...byMobile, userId: { ...byMobile.userId, email: null } }],
      checkProducts: [onion],
      additionalBuyerInfo: [],
    })
    renderApp('/orders/received')
    await screen.findByRole('heading', { name: 'Red Onion' })
    const emails = screen.getAllByText('Email', { selector: 'dt' }).map((label) => label.nextElementSibling?.textContent)
    expect(emails).toContain('Not given')
    expect(emails).not.toContain('')
    expect(panel('Red Onion').queryByRole('link', { name: 'Contact Buyer' })).not.toBeInTheDocument()
    expect(screen.queryByText(/null/)).not.toBeInTheDocument()
  })
})
