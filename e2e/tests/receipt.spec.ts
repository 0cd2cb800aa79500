import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { SignInResponse } from '@app/shared/auth'
import { authHeader, createFarmerProfile, plantSession, signedUp } from '../fixtures/accounts'
import { layoutProblems } from '../fixtures/layout'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

/** Through the API, as the two sides would: a pickup order paid in cash, taken all the way to delivered. */
async function deliveredOrder(request: APIRequestContext, farmer: SignInResponse, buyer: SignInResponse): Promise<string> {
  await createFarmerProfile(request, farmer.token)
  const productId = await listLot(request, farmer.token, `Qz${randomUUID().slice(0, 6)} Onion`, { minOrderQuantity: 1, orderStep: 1 })
  const added = await request.post('/api/orderProduct/addToCart', { headers: authHeader(buyer.token), data: { productId, quantity: 2 } })
  expect(added.status(), await added.text()).toBe(201)
  const placed = await request.post('/api/me/checkout', {
    headers: authHeader(buyer.token),
    data: { orders: [{ farmerId: farmer.user._id, fulfilment: 'pickup', paymentMethod: 'cod' }], confirmedTotal: 80 },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const orderId = ((await placed.json()) as { orders: { _id: string }[] }).orders[0]!._id
  for (const action of ['accept', 'pack', 'ready', 'deliver']) {
    const step = await request.post(`/api/orders/${orderId}/transitions`, { headers: authHeader(farmer.token), data: { action } })
    expect(step.status(), `${action}: ${await step.text()}`).toBe(200)
  }
  return orderId
}

test('a buyer opens a delivered order’s receipt on a phone, sees its number and gets the PDF', async ({ page, request }) => {
  const [farmer, buyer] = await Promise.all([signedUp(request, 'farmer'), signedUp(request, 'buyer')])
  const orderId = await deliveredOrder(request, farmer.session, buyer.session)
  await plantSession(page, buyer.session)

  await page.goto(`/orders/receipt/${orderId}`)
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible()
  // The farmer's first receipt.
  await expect(page.getByText('Receipt number', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('R-0001')
  expect(await layoutProblems(page)).toEqual([])

  const pdf = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${orderId}/receipt.pdf`))
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const answer = await pdf
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  // The page hands the bytes to the browser as a download; the same call read directly is a PDF.
  const file = await request.get(`/api/orders/${orderId}/receipt.pdf`, { headers: authHeader(buyer.session.token) })
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})
