import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Complaint, OrderComplaintsResponse } from '@app/shared/complaints'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const order = makeOrder({ status: 'delivered' })

function complaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    _id: 'complaint-1',
    orderId: order._id,
    orderReference: order.reference,
    kind: 'quality',
    openedBy: 'buyer',
    state: 'awaiting_answer',
    outcome: null,
    answerBy: '2025-05-08T08:00:00.000Z',
    createdAt: '2025-05-06T08:00:00.000Z',
    updatedAt: '2025-05-06T08:00:00.000Z',
    you: 'respondent',
    moves: ['answer'],
    canAddPhoto: false,
    entries: [
      { _id: 'e1', action: 'open', by: 'buyer', state: 'open', text: 'Half were rotten', photos: [], at: '2025-05-06T08:00:00.000Z' },
      { _id: 'e2', action: 'notify', by: 'system', state: 'awaiting_answer', text: '', photos: [], at: '2025-05-06T08:00:01.000Z' },
    ],
    ...overrides,
  }
}

function serve(list: OrderComplaintsResponse) {
  const state = { list }
  server.use(
    http.get(apiUrl('/orders/:id'), () => HttpResponse.json({ message: 'OK', order })),
    http.get(apiUrl('/orders/:id/complaints'), () => HttpResponse.json(state.list)),
  )
  return state
}

function panel() {
  return within(screen.getByRole('region', { name: 'Problem with this order' }))
}

beforeEach(() => {
  queryClient.clear()
})

describe('Complaints on the order page', () => {
  it('lets the buyer report a problem, checking the form before sending it', async () => {
    storeSession('buyer')
    const state = serve({ complaints: [], canOpen: true, windowEnd: '2025-05-13T08:00:00.000Z' })
    let sent: unknown = null
    server.use(
      http.post(apiUrl('/orders/:id/complaints'), async ({ request }) => {
        sent = await request.json()
        const opened = complaint({ you: 'opener', moves: ['withdraw'], state: 'open', answerBy: null, entries: [complaint().entries[0]!] })
        state.list = { complaints: [opened], canOpen: false, windowEnd: state.list.windowEnd }
        return HttpResponse.json({ message: 'Complaint sent', complaint: opened }, { status: 201 })
      }),
    )
    renderApp(`/orders/view/${order._id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }, { timeout: 5000 }))
    await user.click(panel().getByRole('button', { name: 'Send complaint' }))
    expect(await panel().findByText('Choose what went wrong')).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.selectOptions(panel().getByLabelText('What went wrong'), 'Quantity short')
    await user.type(panel().getByLabelText('What happened'), 'Only 8 kg of 10')
    await user.click(panel().getByRole('button', { name: 'Send complaint' }))
    await waitFor(() => expect(sent).toEqual({ kind: 'quantity_short', text: 'Only 8 kg of 10' }))
    expect(await panel().findByText('Sent')).toBeInTheDocument()
    expect(panel().getByRole('button', { name: 'Withdraw complaint' })).toBeInTheDocument()
    expect(panel().queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument()
  })

  it('shows the farmer the complaint, its deadline and the answer form', async () => {
    storeSession('farmer')
    const state = serve({ complaints: [complaint()], canOpen: false, windowEnd: '2025-05-13T08:00:00.000Z' })
    let answered: unknown = null
    server.use(
      http.post(apiUrl('/complaints/:id/answer'), async ({ request }) => {
        answered = await request.json()
        const now = complaint({ state: 'with_operator', moves: [], answerBy: null, canAddPhoto: true })
        state.list = { ...state.list, complaints: [now] }
        return HttpResponse.json({ message: 'Answer sent', complaint: now })
      }),
    )
    renderApp(`/orders/view/${order._id}`)
    expect(await screen.findByText('Half were rotten', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(panel().getByText('Waiting for an answer')).toBeInTheDocument()
    expect(panel().getByText(/Answer due by/)).toBeInTheDocument()
    expect(panel().queryByRole('button', { name: 'Withdraw complaint' })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(panel().getByLabelText('Your answer'), 'They were fine when packed')
    await user.click(panel().getByRole('button', { name: 'Send answer' }))
    await waitFor(() => expect(answered).toEqual({ text: 'They were fine when packed' }))
    expect(await panel().findByText('With an operator')).toBeInTheDocument()
    expect(panel().getByText('Add a photo')).toBeInTheDocument()
  })

  it('shows nothing while the order has no complaint and none can be opened', async () => {
    storeSession('buyer')
    serve({ complaints: [], canOpen: false, windowEnd: null })
    renderApp(`/orders/view/${order._id}`)
    await screen.findByRole('heading', { name: `Order #${order.reference}`, level: 1 }, { timeout: 5000 })
    expect(screen.queryByRole('region', { name: 'Problem with this order' })).not.toBeInTheDocument()
  })
})
