import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FarmerStorefront } from '@app/shared/storefront'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct } from '@/testing/data'
import { installDialogPolyfill } from '@/testing/dialog'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession, preloadPublicScreens } from '@/testing/render-app'

const FARMER_ID = '3f6c1a52-9a4e-4c1b-8a59-0d7f4b2e9c11'
const PRODUCT_ID = '9d0c7a52-1a4e-4c1b-8a59-0d7f4b2e9c22'
const product = makeListedProduct({ _id: PRODUCT_ID, name: 'Kesar Saffron', farmerId: FARMER_ID, farmerName: 'Suresh Yadav' })
const farmer: FarmerStorefront = {
  _id: FARMER_ID,
  name: 'Suresh Yadav',
  profileImage: null,
  location: { city: 'Sehore', state: 'Madhya Pradesh' },
  farmSize: 12,
  isCertifiedSustainable: false,
  certificationAuthority: null,
  memberSince: '2024-01-15T00:00:00.000Z',
  rating: { average: null, count: 0 },
  listingCount: 1,
  badges: { verified: false, certificate: null },
  demo: false,
}

function serve(sent: unknown[]) {
  server.use(
    http.get(apiUrl('/products/:id'), () => HttpResponse.json({ product })),
    http.get(apiUrl('/products/:id/reviews'), () => HttpResponse.json({ reviews: [], total: 0, average: null, hasMore: false })),
    http.get(apiUrl('/farmers/:farmerId'), () => HttpResponse.json({ farmer })),
    http.post(apiUrl('/reports'), async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ message: 'Thank you. KisanSetu will look into your report.', report: { _id: 'r1' } }, { status: 201 })
    }),
  )
}

beforeAll(preloadPublicScreens, 30_000)

beforeEach(() => {
  queryClient.clear()
  window.localStorage.clear()
  installDialogPolyfill()
})

describe('Report a listing', () => {
  it('asks a signed-in buyer what is wrong, needs words for “Something else”, and sends the report', async () => {
    storeSession('buyer')
    const sent: unknown[] = []
    serve(sent)
    const user = userEvent.setup()
    renderApp(`/products/${PRODUCT_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' })
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Tell us what is wrong')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: /Tell us more/ }), 'Threads bleed red in water')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this listing' })).toBeNull())
    expect(sent).toEqual([{ target: 'listing', targetId: PRODUCT_ID, reason: 'other', details: 'Threads bleed red in water' }])
    expect(await screen.findByText('Thank you. KisanSetu will look into your report.')).toBeInTheDocument()
  })

  it('is not offered to a visitor or on the farmer’s own listing', async () => {
    serve([])
    const { unmount } = renderApp(`/products/${PRODUCT_ID}`)
    expect(await screen.findByRole('heading', { name: 'Kesar Saffron', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
    unmount()

    const owner = storeSession('farmer')
    queryClient.clear()
    server.use(http.get(apiUrl('/products/:id'), () => HttpResponse.json({ product: { ...product, farmerId: owner._id } })))
    renderApp(`/products/${PRODUCT_ID}`)
    expect(await screen.findByRole('heading', { name: 'Kesar Saffron', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull()
  })
})
