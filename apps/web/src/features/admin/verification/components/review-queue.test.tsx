import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { QueuedCertificate, QueuedVerification } from '@app/shared/verification'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

beforeEach(() => queryClient.clear())

const verification: QueuedVerification = {
  _id: 'v-1',
  legalName: 'Sunita Pawar',
  farmAddress: 'Gat 12, Pimpalgaon',
  fpoName: null,
  fssaiLicence: '12345678901234',
  status: 'pending',
  reason: null,
  submittedAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  farmer: { _id: 'f-1', name: 'Sunita Pawar' },
  hasDocument: true,
}

const certificate: QueuedCertificate = {
  _id: 'c-1',
  scheme: 'pgs-india',
  certificateId: 'PGS-MH-2291',
  certifyingBody: 'Pimpalgaon local group',
  validFrom: '2026-01-01',
  validTo: '2027-03-31',
  status: 'pending',
  reason: null,
  submittedAt: '2026-12-02T10:00:00.000Z',
  decidedAt: null,
  farmer: { _id: 'f-2', name: 'Ravi Patil' },
  hasDocument: true,
}

describe('The verification queue (/admin/verification)', () => {
  it('shows each submission with its private photo, approves one and rejects one with a reason', async () => {
    storeSession('admin')
    const decisions: { url: string; body: unknown }[] = []
    let queue = { verifications: [verification], certificates: [certificate] }
    server.use(
      http.get(apiUrl('/admin/verification/queue'), () => HttpResponse.json(queue)),
      http.get(
        apiUrl('/admin/:kind/:id/document'),
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } }),
      ),
      http.post(apiUrl('/admin/:kind/:id/decision'), async ({ request, params }) => {
        decisions.push({ url: `${String(params.kind)}/${String(params.id)}`, body: await request.json() })
        queue = {
          verifications: queue.verifications.filter((item) => item._id !== params.id),
          certificates: queue.certificates.filter((item) => item._id !== params.id),
        }
        return HttpResponse.json({ _id: params.id, status: 'approved' })
      }),
    )
    renderApp('/admin/verification')
    const farmers = await screen.findByRole('heading', { name: 'Farmers to verify (1)' })
    const first = within(farmers.closest('section')!).getByRole('listitem')
    const second = within(screen.getByRole('heading', { name: 'Certificates to review (1)' }).closest('section')!).getByRole('listitem')
    expect(within(first).getByText('12345678901234')).toBeInTheDocument()
    expect(await within(first).findByRole('img', { name: 'Document photo sent by Sunita Pawar' })).toBeInTheDocument()
    expect(within(second).getByText('PGS-India')).toBeInTheDocument()

    const user = userEvent.setup()
    // Rejecting needs the reason the farmer reads.
    expect(within(second).getByRole('button', { name: 'Reject' })).toBeDisabled()
    await user.type(within(second).getByLabelText(/Reason the farmer reads/), 'The photo is blurred')
    await user.click(within(second).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(decisions).toHaveLength(1))
    await user.click(within(first).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(decisions).toHaveLength(2))
    expect(decisions).toEqual([
      { url: 'certificates/c-1', body: { outcome: 'rejected', reason: 'The photo is blurred' } },
      { url: 'verifications/v-1', body: { outcome: 'approved', reason: '' } },
    ])
    expect(await screen.findByText('Nothing waits for review.')).toBeInTheDocument()
  })
})
