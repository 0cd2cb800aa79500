import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import type { CheckoutPreview, CheckoutResponse } from '@app/shared/orders'
import { authHeader, createFarmerProfile, plantSession, signedUp, type Party } from '../fixtures/accounts'
import { SMALL_JPEG } from '../fixtures/images'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/operator'
import { expectMail } from '../fixtures/outbox'
import { expectToast } from '../fixtures/ui'

/** A pickup order paid in cash, taken through the API to delivered: the complaint window is open. */
async function deliveredOrder(request: APIRequestContext): Promise<{ farmer: Party; buyer: Party; orderId: string; reference: string }> {
  const farmer = await signedUp(request, 'farmer')
  await createFarmerProfile(request, farmer.session.token)
  const productId = await listLot(request, farmer.session.token, `Qz${randomUUID().slice(0, 6)} Tomato`)
  const buyer = await signedUp(request, 'buyer')
  const added = await request.post('/api/orderProduct/addToCart', {
    headers: authHeader(buyer.session.token),
    data: { productId, userId: buyer.session.user._id },
  })
  expect(added.status(), await added.text()).toBe(201)
  const preview = (await (await request.get('/api/me/checkout', { headers: authHeader(buyer.session.token) })).json()) as CheckoutPreview
  const placed = await request.post('/api/me/checkout', {
    headers: authHeader(buyer.session.token),
    data: {
      orders: [{ farmerId: preview.groups[0]!.farmer._id, fulfilment: 'pickup', paymentMethod: 'cod' }],
      confirmedTotal: preview.groups[0]!.subtotal,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = ((await placed.json()) as CheckoutResponse).orders[0]!
  for (const action of ['accept', 'pack', 'ready', 'deliver']) {
    const moved = await request.post(`/api/orders/${order._id}/transitions`, {
      headers: authHeader(farmer.session.token),
      data: { action },
    })
    expect(moved.status(), `${action}: ${await moved.text()}`).toBe(200)
  }
  return { farmer, buyer, orderId: order._id, reference: order.reference }
}

/** The complaint's state badge on the order page, once both sides have been told (a job does it within seconds). */
async function expectComplaintState(page: Page, state: string): Promise<void> {
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('complaint').first()).toContainText(state, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

test('a complaint goes open → awaiting the farmer → answered → with the operator → resolved, both sides told', async ({
  page,
  request,
  newContext,
  signInOperator,
}) => {
  test.setTimeout(120_000)
  const { farmer, buyer, orderId, reference } = await deliveredOrder(request)

  // The buyer reports a problem on the order page, with a photo.
  await plantSession(page, buyer.session)
  await page.goto(`/orders/view/${orderId}`)
  await page.getByRole('button', { name: 'Report a problem' }).click()
  await page.getByLabel('What went wrong').selectOption({ label: 'Poor quality' })
  await page.getByLabel('What happened').fill('Half of the tomatoes were rotten when I opened the crate.')
  await page.getByLabel(/Photos \(up to 3\)/).setInputFiles({ name: 'crate.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG })
  await page.getByRole('button', { name: 'Send complaint' }).click()
  await expectToast(page, 'Complaint sent')
  // Open, then awaiting the farmer's answer once both sides are told.
  const complaint = page.getByTestId('complaint').first()
  await expect(complaint).toContainText(/Sent|Waiting for an answer/)
  await expect(complaint.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await expectComplaintState(page, 'Waiting for an answer')
  await expect(page.getByTestId('complaint').first()).toContainText('Answer due by')
  await expectMail(farmer.account.email, `A complaint was made about order ${reference}`)
  await expectMail(buyer.account.email, `Your complaint about order ${reference} was sent`)

  // The farmer sees the buyer's photo and answers.
  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await farmerPage.goto(`/orders/view/${orderId}`)
  const seen = farmerPage.getByTestId('complaint').first()
  await expect(seen).toContainText('Half of the tomatoes were rotten')
  await expect(seen.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await expect(farmerPage.getByRole('button', { name: 'Withdraw complaint' })).toHaveCount(0)
  await farmerPage.getByLabel('Your answer').fill('They were firm when packed; the crate sat in the sun at pickup.')
  await farmerPage.getByRole('button', { name: 'Send answer' }).click()
  await expectToast(farmerPage, 'Answer sent')
  await expect(seen).toContainText('With an operator')
  await expectMail(buyer.account.email, `The complaint about order ${reference} was answered`)

  // The operator finds it in the queue, reads the order's facts and resolves it.
  const operatorPage = await (await newContext()).newPage()
  await signInOperator(operatorPage)
  await operatorPage.goto('/admin/complaints')
  await operatorPage.getByRole('link', { name: reference }).click()
  await expect(operatorPage.getByTestId('complaint-state')).toHaveText('With the operator')
  await expect(operatorPage.getByText('They were firm when packed')).toBeVisible()
  await expect(operatorPage.getByTestId('complaint-utr')).toHaveText('No UTR entered')
  await operatorPage.getByLabel('Outcome').selectOption({ label: 'Partial refund agreed' })
  await operatorPage.getByLabel(/Note to both sides/).fill('The farmer returns ₹40 in cash at the next pickup.')
  await operatorPage.getByRole('button', { name: 'Resolve complaint' }).click()
  await expectToast(operatorPage, 'Complaint resolved')
  await expect(operatorPage.getByTestId('complaint-state')).toHaveText('Resolved: Partial refund agreed')

  // Both sides read the outcome and the note as written.
  await expectComplaintState(page, 'Resolved')
  await expect(page.getByTestId('complaint').first()).toContainText('Partial refund agreed')
  await expect(page.getByTestId('complaint').first()).toContainText('The farmer returns ₹40 in cash at the next pickup.')
  await expectMail(farmer.account.email, `The complaint about order ${reference} was resolved: a partial refund was agreed`)
  await expectMail(buyer.account.email, 'Operator’s note: The farmer returns ₹40 in cash at the next pickup.')
})

test('the side that opened a complaint withdraws it; both sides are told and may complain again', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { farmer, buyer, orderId, reference } = await deliveredOrder(request)

  // This time the farmer complains: the cash never came.
  await plantSession(page, farmer.session)
  await page.goto(`/orders/view/${orderId}`)
  await page.getByRole('button', { name: 'Report a problem' }).click()
  await page.getByLabel('What went wrong').selectOption({ label: 'Something else' })
  await page.getByLabel('What happened').fill('The buyer said they would pay the rest later.')
  await page.getByRole('button', { name: 'Send complaint' }).click()
  await expectToast(page, 'Complaint sent')
  await expectComplaintState(page, 'Waiting for an answer')

  await page.getByRole('button', { name: 'Withdraw complaint' }).click()
  await expectToast(page, 'Complaint withdrawn')
  await expect(page.getByTestId('complaint').first()).toContainText('Withdrawn')
  await expect(page.getByRole('button', { name: 'Withdraw complaint' })).toHaveCount(0)
  // Nothing unresolved is left: a new complaint may be opened.
  await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible()
  await expectMail(buyer.account.email, `The complaint about order ${reference} was withdrawn`)
})
