import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@app/shared/orders'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const ORDER_URL = apiUrl('/orders/:id')
const TRANSITION_URL = apiUrl('/orders/:id/transitions')
const UTR_URL = apiUrl('/orders/:id/payment/utr')
const CONFIRMATION_URL = apiUrl('/orders/:id/payment/confirmation')

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/></svg>'
const UPI = {
  uri: 'upi://pay?pa=ramesh%40okaxis&pn=Ramesh%20Patel&am=199.00&cu=INR&tr=KS7Q2M4X&tn=KisanSetu%20order%20KS7Q2M4X',
  qrSvg: QR_SVG,
  payeeId: 'ramesh@okaxis',
  payeeName: 'Ramesh Patel',
}

/** Serves `order` at GET /orders/{id}; `next` replaces it as a change call answers. */
function serveOrder(initial: Order) {
  const state = { order: initial }
  server.use(http.get(ORDER_URL, () => HttpResponse.json({ message: 'OK', order: state.order })))
  return state
}

function actions() {
  return within(screen.getByRole('region', { name: 'What you can do' }))
}

function payment() {
  return within(screen.getByRole('region', { name: 'Payment' }))
}

function nextStepPanel() {
  return within(screen.getByRole('region', { name: 'What happens next' }))
}

async function openOrder(order: Order) {
  renderApp(`/orders/view/${order._id}`)
  await screen.findByRole('heading', { name: `Order #${order.reference}`, level: 1 }, { timeout: 5000 })
}

beforeEach(() => {
  queryClient.clear()
})

describe('Order details (/orders/view/:id), farmer', () => {
  beforeEach(() => {
    storeSession('farmer')
  })

  it('shows the order, its deadline, the buyer with Call and WhatsApp, the timeline, and Accept / Reject', async () => {
    const order = makeOrder({
      holdUntil: '2025-05-06T08:00:00.000Z',
      buyer: { _id: 'user-buyer', name: 'Anita Sharma', phone: '9876543210' },
      events: [
        {
          at: '2025-05-04T08:00:00.000Z',
          actor: 'buyer',
          status: 'placed',
          paymentStatus: null,
          note: 'Please ring the bell',
          cause: null,
        },
      ],
    })
    serveOrder(order)
    await openOrder(order)
    // The deadline by India's clock, as the SMS says it.
    expect(nextStepPanel().getByText('Accept or reject this order by 6 May, 1:30 pm, or it is cancelled.')).toBeInTheDocument()
    // The farmer reads what waits on them; the timeline keeps the step's plain name.
    expect(screen.getByText('New order — accept or reject', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('Red Onion')).toBeInTheDocument()
    expect(screen.getByText('6 kg × ₹25.00')).toBeInTheDocument()
    expect(screen.getByText('Delivery fee').nextElementSibling?.textContent).toBe('₹49.00')
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('₹199.00')
    expect(screen.getByText('Delivery by the farmer')).toBeInTheDocument()
    expect(screen.getByText('14 MG Road, Pune, Maharashtra')).toBeInTheDocument()
    expect(screen.getByText('Anita Sharma')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210')
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210')
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }))
    expect(timeline.getByText('Placed')).toBeInTheDocument()
    expect(timeline.getByText(/by Buyer$/)).toBeInTheDocument()
    expect(timeline.getByText('Please ring the bell')).toBeInTheDocument()
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Reject'])
    // Nobody pays before the farmer accepts: no payment buttons yet.
    expect(payment().getByText('Not paid yet')).toBeInTheDocument()
    expect(payment().queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Farmer' })).toBeInTheDocument()
  })

  it('asks for a reason before rejecting, then sends it', async () => {
    const state = serveOrder(makeOrder())
    let sent: unknown = null
    server.use(
      http.post(TRANSITION_URL, async ({ request }) => {
        sent = await request.json()
        state.order = makeOrder({
          status: 'rejected',
          events: [
            ...state.order.events,
            {
              at: '2025-05-04T09:00:00.000Z',
              actor: 'farmer',
              status: 'rejected',
              paymentStatus: null,
              note: 'Onions sold out at the mandi',
              cause: null,
              reasonCode: 'out_of_stock',
            },
          ],
        })
        return HttpResponse.json({ message: 'Order updated', order: state.order })
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    await user.click(actions().getByRole('button', { name: 'Reject' }))
    const reason = actions().getByRole('combobox', { name: 'Reason for rejecting' })
    await user.click(actions().getByRole('button', { name: 'Reject order' }))
    expect(reason).toHaveAccessibleDescription('Give a reason for rejecting the order')
    expect(sent).toBeNull()

    // "Another reason" says nothing by itself: it needs the note.
    const note = actions().getByRole('textbox', { name: 'Note for the buyer (optional)' })
    await user.selectOptions(reason, 'Another reason')
    await user.click(actions().getByRole('button', { name: 'Reject order' }))
    expect(note).toHaveAccessibleDescription(/Write the reason in the note/)
    expect(sent).toBeNull()

    await user.selectOptions(reason, 'Out of stock')
    await user.type(note, 'Onions sold out at the mandi')
    await user.click(actions().getByRole('button', { name: 'Reject order' }))
    await waitFor(() => expect(sent).toEqual({ action: 'reject', reasonCode: 'out_of_stock', note: 'Onions sold out at the mandi' }))
    expect(await screen.findByText('You rejected it', { selector: 'span' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument()
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }))
    expect(timeline.getByText('Reason: Out of stock')).toBeInTheDocument()
    expect(timeline.getByText('Onions sold out at the mandi')).toBeInTheDocument()
  })

  it('accepts at once, and shows a refusal’s message and the order as it now is', async () => {
    const state = serveOrder(makeOrder())
    server.use(
      http.post(TRANSITION_URL, () => {
        state.order = makeOrder({ status: 'cancelled' })
        return HttpResponse.json(
          { message: 'This order is cancelled: that step is not possible now', code: 'CONFLICT', requestId: 'r' },
          { status: 409 },
        )
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    await user.click(actions().getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('This order is cancelled: that step is not possible now')).toBeInTheDocument()
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument()
  })

  it('offers the next step for the fulfilment: Ready for pickup for a packed pickup order', async () => {
    serveOrder(
      makeOrder({
        status: 'packed',
        fulfilment: 'pickup',
        payment: { method: 'cod', status: 'pending', utr: null, refusals: 0, upi: null },
      }),
    )
    await openOrder(makeOrder())
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ready for pickup'])
    // Cash can be confirmed any time the order is payable.
    expect(payment().getByRole('button', { name: 'Payment received' })).toBeInTheDocument()
  })

  it('confirms a UPI payment once the buyer entered the UTR', async () => {
    const state = serveOrder(
      makeOrder({
        status: 'accepted',
        holdUntil: '2025-05-05T08:00:00.000Z',
        payment: { method: 'upi', status: 'submitted', utr: '123456789012', refusals: 0, upi: null },
      }),
    )
    let sent: unknown = null
    server.use(
      http.post(CONFIRMATION_URL, async ({ request }) => {
        sent = await request.json()
        state.order = { ...state.order, holdUntil: null, payment: { ...state.order.payment, status: 'received' } }
        return HttpResponse.json({ message: 'Payment marked as received', order: state.order })
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    expect(nextStepPanel().getByText('Check your UPI app for ₹199.00 with UTR 123456789012, then confirm.')).toBeInTheDocument()
    expect(nextStepPanel().getByRole('link', { name: 'Go to the payment' })).toHaveAttribute('href', '#order-payment')
    // The farmer reads what waits on them, not the buyer's "awaiting the farmer".
    expect(payment().getByText('Buyer says paid — check and confirm')).toBeInTheDocument()
    // The money may have come: the farmer answers the UTR before the order can be cancelled.
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark packed'])
    expect(payment().queryByText(/last chance/)).not.toBeInTheDocument()
    expect(payment().getByText('123456789012')).toBeInTheDocument()
    await user.click(payment().getByRole('button', { name: 'Payment received' }))
    await waitFor(() => expect(sent).toEqual({ received: true }))
    expect(await payment().findByText('Paid — you confirmed it')).toBeInTheDocument()
    expect(payment().queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('Order details (/orders/view/:id), farmer cancelling an accepted order', () => {
  beforeEach(() => {
    storeSession('farmer')
  })

  it('offers Cancel order while nothing is paid, asks for a reason, then sends it', async () => {
    const state = serveOrder(
      makeOrder({ status: 'accepted', payment: { method: 'upi', status: 'not_received', utr: '123456789012', refusals: 1, upi: null } }),
    )
    let sent: unknown = null
    server.use(
      http.post(TRANSITION_URL, async ({ request }) => {
        sent = await request.json()
        state.order = {
          ...state.order,
          status: 'cancelled',
          events: [
            ...state.order.events,
            {
              at: '2025-05-04T09:00:00.000Z',
              actor: 'farmer',
              status: 'cancelled',
              paymentStatus: null,
              note: 'No payment came',
              cause: null,
            },
          ],
        }
        return HttpResponse.json({ message: 'Order updated', order: state.order })
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark packed', 'Cancel order'])

    await user.click(actions().getByRole('button', { name: 'Cancel order' }))
    const reason = actions().getByRole('combobox', { name: 'Reason for cancelling' })
    expect(reason).toHaveAccessibleDescription(/The buyer is told your reason/)
    await user.click(actions().getAllByRole('button', { name: 'Cancel order' }).at(-1)!)
    expect(reason).toHaveAccessibleDescription(/Give a reason for cancelling the order/)
    expect(sent).toBeNull()

    // A note is enough beside "Another reason".
    await user.selectOptions(reason, 'Another reason')
    await user.type(actions().getByRole('textbox', { name: 'Note for the buyer (optional)' }), 'No payment came')
    await user.click(actions().getAllByRole('button', { name: 'Cancel order' }).at(-1)!)
    await waitFor(() => expect(sent).toEqual({ action: 'withdraw', reasonCode: 'other', note: 'No payment came' }))
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getByText('No payment came')).toBeInTheDocument()
  })

  it('hides Cancel order once the payment is received', async () => {
    serveOrder(
      makeOrder({ status: 'accepted', payment: { method: 'upi', status: 'received', utr: '123456789012', refusals: 0, upi: null } }),
    )
    await openOrder(makeOrder())
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark packed'])
  })

  it('warns that refusing the buyer’s last chance cancels the order, and says so once it did', async () => {
    const state = serveOrder(
      makeOrder({ status: 'accepted', payment: { method: 'upi', status: 'submitted', utr: '123456789012', refusals: 1, upi: null } }),
    )
    server.use(
      http.post(CONFIRMATION_URL, () => {
        state.order = {
          ...state.order,
          status: 'cancelled',
          payment: { ...state.order.payment, status: 'not_received', refusals: 2 },
          events: [
            ...state.order.events,
            {
              at: '2025-05-04T09:00:00.000Z',
              actor: 'system',
              status: 'cancelled',
              paymentStatus: null,
              note: '',
              cause: 'payment_refused',
            },
          ],
        }
        return HttpResponse.json({ message: 'Payment marked as not received: the order is cancelled', order: state.order })
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    expect(payment().getByText(/This is the buyer’s last chance/)).toBeInTheDocument()
    await user.click(payment().getByRole('button', { name: 'Not received' }))
    expect(await screen.findByText('Payment marked as not received: the order is cancelled')).toBeInTheDocument()
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeInTheDocument()
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }))
    expect(timeline.getByText('The farmer did not receive the payment again.')).toBeInTheDocument()
  })
})

describe('Order details (/orders/view/:id), buyer', () => {
  beforeEach(() => {
    storeSession('buyer')
  })

  it('cancels a placed order only after confirming', async () => {
    const state = serveOrder(makeOrder({ holdUntil: '2025-05-06T08:00:00.000Z' }))
    let sent: unknown = null
    server.use(
      http.post(TRANSITION_URL, async ({ request }) => {
        sent = await request.json()
        state.order = makeOrder({ status: 'cancelled' })
        return HttpResponse.json({ message: 'Order updated', order: state.order })
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    // The farmer's deadline, as the buyer waits for it.
    expect(nextStepPanel().getByText('The farmer has until 6 May, 1:30 pm to accept. You’ll be told by SMS and here.')).toBeInTheDocument()
    expect(screen.queryByText(/^Accept or reject/)).not.toBeInTheDocument()
    expect(screen.getByText('You pay once the farmer accepts the order.')).toBeInTheDocument()
    expect(screen.getByText('Ramesh Patel')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument()
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order'])

    await user.click(actions().getByRole('button', { name: 'Cancel order' }))
    expect(actions().getByText('Cancel this order? The farmer will be told and the stock goes back.')).toBeInTheDocument()
    await user.click(actions().getByRole('button', { name: 'Keep order' }))
    expect(sent).toBeNull()
    await user.click(actions().getByRole('button', { name: 'Cancel order' }))
    await user.click(actions().getByRole('button', { name: 'Yes, cancel order' }))
    await waitFor(() => expect(sent).toEqual({ action: 'cancel' }))
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Buyer' })).toBeInTheDocument()
  })

  it('pays an accepted UPI order: QR code, app link, UPI ID and the UTR form with its check', async () => {
    const state = serveOrder(
      makeOrder({ status: 'accepted', payment: { method: 'upi', status: 'pending', utr: null, refusals: 0, upi: UPI } }),
    )
    let sent: unknown = null
    server.use(
      http.post(UTR_URL, async ({ request }) => {
        sent = await request.json()
        state.order = { ...state.order, payment: { ...state.order.payment, status: 'submitted', utr: '123456789012' } }
        return HttpResponse.json({ message: 'UTR sent to the farmer', order: state.order })
      }),
    )
    const user = userEvent.setup()
    await openOrder(state.order)
    const qr = payment().getByRole('img', { name: 'UPI QR code to pay ₹199.00 to Ramesh Patel' })
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`)
    expect(payment().getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', UPI.uri)
    expect(payment().getByText('ramesh@okaxis')).toBeInTheDocument()
    expect(payment().getByText('Not paid yet')).toBeInTheDocument()
    // The buyer cannot move an accepted order on.
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument()

    const utr = payment().getByRole('textbox', { name: 'UTR (12-digit reference)' })
    await user.type(utr, '12345')
    await user.click(payment().getByRole('button', { name: 'Send UTR' }))
    expect(utr).toHaveAccessibleDescription(/Enter the 12-digit UTR your UPI app shows/)
    expect(sent).toBeNull()

    await user.clear(utr)
    await user.type(utr, '1234 5678 9012')
    await user.click(payment().getByRole('button', { name: 'Send UTR' }))
    await waitFor(() => expect(sent).toEqual({ utr: '123456789012' }))
    expect(await payment().findByText('UTR entered, awaiting the farmer')).toBeInTheDocument()
    expect(payment().queryByRole('textbox')).not.toBeInTheDocument()
    expect(payment().queryByRole('img')).not.toBeInTheDocument()
    expect(payment().queryByText(/Paid/)).not.toBeInTheDocument()
  })

  it('tells the buyer whose payment was refused that one chance is left, and until when', async () => {
    serveOrder(
      makeOrder({
        status: 'accepted',
        holdUntil: '2025-05-05T08:00:00.000Z',
        payment: { method: 'upi', status: 'not_received', utr: '123456789012', refusals: 1, upi: UPI },
      }),
    )
    await openOrder(makeOrder())
    expect(
      payment().getByText(
        'The farmer did not receive your payment. You have one more chance: if the next payment does not arrive either, the order is cancelled.',
      ),
    ).toBeInTheDocument()
    expect(payment().getByText('Pay and enter the UTR by 5 May, 1:30 pm, or the order is cancelled.')).toBeInTheDocument()
    expect(
      nextStepPanel().getByText(
        'The farmer did not receive your payment. Pay ₹199.00 to ramesh@okaxis by 5 May, 1:30 pm and enter the new UTR, or the order is cancelled.',
      ),
    ).toBeInTheDocument()
    expect(nextStepPanel().getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', UPI.uri)
  })

  it('shows the server’s field error on the UTR', async () => {
    serveOrder(
      makeOrder({ status: 'accepted', payment: { method: 'upi', status: 'not_received', utr: '123456789012', refusals: 1, upi: UPI } }),
    )
    server.use(
      http.post(UTR_URL, () =>
        HttpResponse.json(
          {
            message: 'Enter the 12-digit UTR your UPI app shows',
            code: 'VALIDATION_FAILED',
            fieldErrors: { utr: ['That UTR was already used'] },
            requestId: 'r',
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    await openOrder(makeOrder())
    expect(payment().getByText('Farmer has not received it')).toBeInTheDocument()
    const utr = payment().getByRole('textbox', { name: 'UTR (12-digit reference)' })
    await user.type(utr, '999999999999')
    await user.click(payment().getByRole('button', { name: 'Send UTR' }))
    await waitFor(() => expect(utr).toHaveAccessibleDescription(/That UTR was already used/))
  })

  it('completes a delivered order', async () => {
    serveOrder(makeOrder({ status: 'delivered', payment: { method: 'cod', status: 'received', utr: null, refusals: 0, upi: null } }))
    await openOrder(makeOrder())
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Received, complete order'])
    expect(payment().getByText('Paid, confirmed by the farmer')).toBeInTheDocument()
  })

  it('shows an order that is not the viewer’s as not found', async () => {
    server.use(
      http.get(ORDER_URL, () =>
        HttpResponse.json({ message: 'This order was not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    )
    renderApp('/orders/view/someone-else')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Error: This order was not found')
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders/history')
  })
})
