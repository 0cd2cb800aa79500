import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Complaint, ComplaintSummary } from '@app/shared/complaints'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

beforeEach(() => queryClient.clear())

const order = makeOrder({
  status: 'cancelled',
  payment: { method: 'upi', status: 'not_received', utr: '412345678901', refusals: 2, upi: null },
})

const summary: ComplaintSummary = {
  _id: 'complaint-1',
  orderId: order._id,
  orderReference: order.reference,
  kind: 'payment_not_received',
  openedBy: 'buyer',
  state: 'with_operator',
  outcome: null,
  answerBy: null,
  createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  buyerName: 'Anita Sharma',
  farmerName: 'Ramesh Patel',
}

const complaint: Complaint = {
  ...summary,
  updatedAt: summary.createdAt,
  you: null,
  moves: ['resolve'],
  canAddPhoto: false,
  entries: [{ _id: 'e1', action: 'open', by: 'buyer', state: 'open', text: 'I paid by UPI', photos: [], at: summary.createdAt }],
}

describe('The complaints queue', () => {
  it('lists complaints with their age and state, and resolves one beside its order’s facts', async () => {
    storeSession('admin')
    let resolved: unknown = null
    server.use(
      http.get(apiUrl('/admin/complaints'), () => HttpResponse.json({ complaints: [summary] })),
      http.get(apiUrl('/admin/complaints/:id'), () => HttpResponse.json({ complaint, order })),
      http.post(apiUrl('/admin/complaints/:id/resolve'), async ({ request }) => {
        resolved = await request.json()
        return HttpResponse.json({
          message: 'Complaint resolved',
          complaint: { ...complaint, state: 'resolved', outcome: 'no_fault', moves: [] },
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/admin/complaints')
    const row = (await screen.findByRole('link', { name: order.reference }, { timeout: 5000 })).closest('tr')!
    expect(within(row).getByText('3 days')).toBeInTheDocument()
    expect(within(row).getByText('With the operator')).toBeInTheDocument()
    expect(within(row).getByText('Anita Sharma / Ramesh Patel')).toBeInTheDocument()

    await user.click(within(row).getByRole('link', { name: order.reference }))
    await waitFor(() => expect(currentPath()).toBe('/admin/complaints/complaint-1'))
    expect(await screen.findByTestId('complaint-utr')).toHaveTextContent('UTR 412345678901')
    expect(screen.getByText('I paid by UPI')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Outcome'), 'No fault')
    await user.type(screen.getByLabelText(/Note to both sides/), 'The bank shows no credit for this UTR')
    await user.click(screen.getByRole('button', { name: 'Resolve complaint' }))
    await waitFor(() => expect(resolved).toEqual({ outcome: 'no_fault', note: 'The bank shows no credit for this UTR' }))
  })
})
