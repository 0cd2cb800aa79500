import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Certificate, Verification } from '@app/shared/verification'
import { queryClient } from '@/lib/query-client'
import { makeFarmerProfile } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const PROFILE = makeFarmerProfile()

const rejected: Verification = {
  _id: 'v-1',
  legalName: 'Ramesh Patel',
  farmAddress: 'Gat 4, Niphad',
  fpoName: null,
  fssaiLicence: null,
  status: 'rejected',
  reason: 'The ID photo is blurred',
  submittedAt: '2026-11-01T10:00:00.000Z',
  decidedAt: '2026-11-02T10:00:00.000Z',
}

const certificate: Certificate = {
  _id: 'c-1',
  scheme: 'npop',
  certificateId: 'NPOP-77',
  certifyingBody: 'Ecocert India',
  validFrom: '2026-01-01',
  validTo: '2027-03-31',
  status: 'approved',
  reason: null,
  submittedAt: '2026-11-01T10:00:00.000Z',
  decidedAt: '2026-11-02T10:00:00.000Z',
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
  server.use(http.get(apiUrl('/farmerProfile/get-farmerProfile'), () => HttpResponse.json({ getFarmerProfile: [PROFILE] })))
})

describe('the farmer’s verification and certificates (/profile/farmer)', () => {
  it('shows a rejection with the operator’s reason, offers the form again and checks the FSSAI number and the photo', async () => {
    server.use(
      http.get(apiUrl('/me/verification'), () => HttpResponse.json({ verification: rejected })),
      http.get(apiUrl('/me/certificates'), () => HttpResponse.json({ certificates: [certificate] })),
    )
    renderApp('/profile/farmer')
    const verification = await screen.findByRole('region', { name: 'Verification' })
    expect(await within(verification).findByRole('status')).toHaveTextContent('Not approved: The ID photo is blurred')

    const user = userEvent.setup()
    await user.type(within(verification).getByLabelText('Name as on ID'), 'Ramesh Patel')
    await user.type(within(verification).getByLabelText('Farm address'), 'Gat 4, Niphad')
    await user.type(within(verification).getByLabelText('FSSAI licence number (optional)'), '12345')
    await user.click(within(verification).getByRole('button', { name: 'Send for review' }))
    expect(await within(verification).findByText('An FSSAI licence number is exactly 14 digits')).toBeInTheDocument()
    expect(within(verification).getByText('Add a photo of the document')).toBeInTheDocument()

    const certificates = screen.getByRole('region', { name: 'Organic certificates' })
    const item = within(certificates).getByRole('listitem')
    expect(item).toHaveTextContent('NPOP/India Organic · NPOP-77')
    expect(within(item).getByRole('status')).toHaveTextContent('Approved')
  })

  it('sends a certificate with its photo as one form', async () => {
    let sent: FormData | undefined
    server.use(
      http.post(apiUrl('/me/certificates'), async ({ request }) => {
        sent = await request.formData()
        return HttpResponse.json(
          { certificate: { ...certificate, _id: 'c-2', status: 'pending', certificateId: 'PGS-1' } },
          { status: 201 },
        )
      }),
    )
    renderApp('/profile/farmer')
    const certificates = await screen.findByRole('region', { name: 'Organic certificates' })
    const user = userEvent.setup()
    await user.type(within(certificates).getByLabelText('Certificate ID'), 'PGS-1')
    await user.type(within(certificates).getByLabelText('Certifying body or local group'), 'Niphad group')
    await user.type(within(certificates).getByLabelText('Valid from'), '2026-01-01')
    await user.type(within(certificates).getByLabelText('Valid to'), '2030-01-01')
    await user.upload(within(certificates).getByLabelText('Photo of the certificate'), new File(['x'], 'c.jpg', { type: 'image/jpeg' }))
    await user.click(within(certificates).getByRole('button', { name: 'Add certificate' }))
    expect(await within(certificates).findByText('Waiting for review')).toBeInTheDocument()
    expect(sent?.get('scheme')).toBe('pgs-india')
    expect(sent?.get('certificateId')).toBe('PGS-1')
    expect(sent?.get('validTo')).toBe('2030-01-01')
    expect(sent?.get('image')).toHaveProperty('type', 'image/jpeg')
  })
})
