import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { authHeader, confirmMobile, createFarmerProfile, plantSession, signedUp, uniqueMobile, type Party } from '../fixtures/accounts'
import { listLot } from '../fixtures/listings'
import { expectMail, expectSms } from '../fixtures/outbox'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

/** Each party's own confirmed mobile: a number belongs to one account, and CI retries on the same database. */
type PartyWithPhone = Party & { phone: string }

async function farmerWithProfile(request: APIRequestContext, upiId: string | null): Promise<PartyWithPhone> {
  const { account, session } = await signedUp(request, 'farmer')
  // Order notices go by SMS only to a number a code has confirmed.
  const phone = uniqueMobile()
  await confirmMobile(request, session.token, phone)
  await createFarmerProfile(request, session.token, { phone, upiId: upiId ?? '', deliveryFee: 49 })
  return { account, session, phone }
}

async function buyerWithProfile(request: APIRequestContext): Promise<PartyWithPhone> {
  const { account, session } = await signedUp(request, 'buyer')
  const phone = uniqueMobile()
  await confirmMobile(request, session.token, phone)
  const res = await request.post('/api/buyerProfile/add-buyerProfile', {
    headers: authHeader(session.token),
    data: { phone, address: '12 MG Road', preferences: ['Vegetables'], location: { city: 'Pune', state: 'Maharashtra' } },
  })
  expect(res.status(), await res.text()).toBe(201)
  return { account, session, phone }
}

/** A lot of tomatoes at ₹40 per kg, 50 kg, sold from 1 kg in whole kg; delivery available. */
async function listTomatoes(request: APIRequestContext, token: string): Promise<{ id: string; name: string }> {
  // A word no demo listing has, so a search finds exactly this lot.
  const name = `Qz${randomUUID().slice(0, 6)} Tomato`
  const id = await listLot(request, token, name, { minOrderQuantity: 1, orderStep: 1, deliveryAvailable: true, deliveryRadiusKm: 30 })
  return { id, name }
}

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const res = await request.get(`/api/products/${productId}`)
  return ((await res.json()) as { product: { quantityAvailable: number } }).product.quantityAvailable
}

/** On Browse: finds the lot, sets the quantity and adds it to the cart. */
async function addToCart(page: Page, name: string, kg: number) {
  await page.goto('/products/browse')
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  // The search answers first: the list it replaces would take the typed quantity with it.
  await expect(page.getByRole('article')).toHaveCount(1)
  const lot = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await lot.getByRole('spinbutton', { name: 'Quantity to buy (kg)' }).fill(String(kg))
  await lot.getByRole('button', { name: `Add to Cart: ${name}` }).click()
  await expectToast(page, 'Product added to cart ✅')
}

/** From the cart through checkout with the given choices; back on My Orders, returns the new order's reference. */
async function checkOut(
  page: Page,
  farmerName: string,
  choice: { fulfilment: RegExp; payment: string; pin?: string },
  total: string,
): Promise<string> {
  await page.goto('/mycart')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL('/checkout')
  if (choice.pin) await page.getByRole('textbox', { name: 'PIN code' }).fill(choice.pin)
  const group = page.getByRole('region', { name: `From ${farmerName}` })
  await group.getByRole('radio', { name: choice.fulfilment }).check()
  await group.getByRole('radio', { name: choice.payment, exact: true }).check()
  await expect(page.getByRole('complementary', { name: 'Order total' })).toContainText(total)
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectToast(page, 'Order placed. The farmer will accept or reject it soon.')
  await expect(page).toHaveURL('/orders/history')
  const card = page.getByRole('listitem').filter({ hasText: farmerName }).first()
  await expect(card.getByText('Placed')).toBeVisible()
  const heading = await card.getByRole('heading').textContent()
  const reference = heading?.replace('Order #', '').trim() ?? ''
  expect(reference).toMatch(/^KS[0-9A-Z]{10}$/)
  return reference
}

async function openOrder(page: Page, listPath: string, reference: string) {
  await page.goto(listPath)
  await page.getByRole('link', { name: `View order #${reference}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Order #${reference}` })).toBeVisible()
}

async function act(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expectToast(page, 'Order updated')
  // One toast shows at a time and the next waits for it: a person reads it and goes on; the test
  // dismisses it, or several quick steps would queue their toasts behind each other.
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
}

test('a buyer picks 3 kg, checks out, pays by UPI and reviews; the farmer accepts, confirms the payment and delivers', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(120_000)
  const farmer = await farmerWithProfile(request, 'ramesh.patel@oksbi')
  const buyer = await buyerWithProfile(request)
  const lot = await listTomatoes(request, farmer.session.token)

  await plantSession(page, buyer.session)
  await addToCart(page, lot.name, 3)
  const reference = await checkOut(page, farmer.account.name, { fulfilment: /^Pickup at the farm/, payment: 'UPI' }, '₹120.00')
  expect(await stockOf(request, lot.id)).toBe(47)

  // The farmer sees it as a new order, with the time it holds the stock, and accepts it.
  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await farmerPage.goto('/orders/sales')
  await expect(farmerPage.getByRole('region', { name: 'Today' })).toContainText('New orders1')
  await openOrder(farmerPage, '/orders/sales', reference)
  await expect(farmerPage.getByText(/^Accept or reject this order by /)).toBeVisible()
  // Before acceptance the buyer's phone stays private.
  await expect(farmerPage.getByRole('link', { name: 'Call' })).toHaveCount(0)
  await act(farmerPage, 'Accept')
  await expect(farmerPage.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${buyer.phone}`)

  // Each side is told of the other's step: the farmer of the new order, the buyer of its acceptance,
  // in the app, by mail and by SMS.
  await expectMail(farmer.account.email, `New order ${reference} from ${buyer.account.name}`)
  await expectSms(farmer.phone, `New order ${reference}`)
  // A UPI order's acceptance tells the buyer what to pay and to whom.
  const accepted = `${farmer.account.name} accepted order ${reference}. Pay ₹120.00 to ramesh.patel@oksbi by `
  await expectMail(buyer.account.email, accepted)
  await expectSms(buyer.phone, accepted)
  await page.reload()
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toBeVisible()
  await bell.click()
  await expect(page.getByRole('link', { name: new RegExp(accepted) })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(farmerPage.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/91${buyer.phone}`)

  // The buyer pays by UPI: the QR code and the app link carry the farmer's UPI ID, the total and the reference.
  await openOrder(page, '/orders/history', reference)
  await expect(page.getByRole('img', { name: `UPI QR code to pay ₹120.00 to ${farmer.account.name}` })).toBeVisible()
  const link = await page.getByRole('region', { name: 'Payment' }).getByRole('link', { name: 'Pay with UPI app' }).getAttribute('href')
  const upi = new URL(link ?? '')
  expect(upi.protocol).toBe('upi:')
  expect(Object.fromEntries(upi.searchParams)).toEqual({
    pa: 'ramesh.patel@oksbi',
    pn: farmer.account.name,
    am: '120.00',
    cu: 'INR',
    tr: reference,
    tn: `KisanSetu order ${reference}`,
  })
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${farmer.phone}`)
  await page.getByRole('textbox', { name: 'UTR (12-digit reference)' }).fill('4123 4567 8901')
  await page.getByRole('button', { name: 'Send UTR' }).click()
  await expectToast(page, 'UTR sent to the farmer')
  // Not paid until the farmer says so.
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('UTR entered, awaiting the farmer')

  await expectMail(farmer.account.email, `says they paid ₹120.00 for order ${reference}, UTR 412345678901`)
  await farmerPage.reload()
  await expect(farmerPage.getByRole('region', { name: 'Payment' })).toContainText('412345678901')
  await farmerPage.getByRole('button', { name: 'Payment received' }).click()
  await expectToast(farmerPage, 'Payment marked as received')
  await act(farmerPage, 'Mark packed')
  await expect(farmerPage.getByRole('button', { name: 'Out for delivery' })).toHaveCount(0)
  await act(farmerPage, 'Ready for pickup')
  await act(farmerPage, 'Mark delivered')

  // The buyer sees every step on the timeline, reviews the tomatoes and the farmer, and completes the order.
  await page.reload()
  const timeline = page.getByRole('region', { name: 'Timeline' })
  for (const step of ['Placed', 'Accepted', 'Packed', 'Ready for pickup', 'Delivered']) await expect(timeline).toContainText(step)
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid, confirmed by the farmer')
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await reviews.getByRole('group', { name: 'Product' }).getByRole('radio', { name: '5 stars' }).check()
  await reviews.getByRole('group', { name: 'Farmer' }).getByRole('radio', { name: '4 stars' }).check()
  await reviews.getByRole('textbox', { name: 'Comment (optional)' }).fill('Firm and fresh')
  await reviews.getByRole('button', { name: 'Submit review' }).click()
  await expect(reviews.getByText('Product 5 of 5, farmer 4 of 5')).toBeVisible()
  await expectSms(buyer.phone, `Order ${reference} from ${farmer.account.name} was marked delivered`)
  await act(page, 'Received, complete order')
  await expectMail(farmer.account.email, `${buyer.account.name} received order ${reference}: it is complete`)
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()

  // The listing's rating now comes from this review.
  const product = await request.get(`/api/products/${lot.id}`)
  expect(((await product.json()) as { product: { ratings: number[] } }).product.ratings).toEqual([5])
  expect(await stockOf(request, lot.id)).toBe(47)
})

test('cash on delivery: the farmer delivers at the fee it set and marks the cash received', async ({ page, request, newContext }) => {
  test.setTimeout(90_000)
  const farmer = await farmerWithProfile(request, null)
  const buyer = await buyerWithProfile(request)
  const lot = await listTomatoes(request, farmer.session.token)

  await plantSession(page, buyer.session)
  await addToCart(page, lot.name, 2)
  await page.goto('/checkout')
  // No UPI ID: UPI is held back with the reason.
  await expect(page.getByRole('radio', { name: 'UPI', exact: true })).toBeDisabled()
  const reference = await checkOut(
    page,
    farmer.account.name,
    // The profile's address fills checkout's form; delivery asks for its PIN code too.
    { fulfilment: /^Delivery by the farmer/, payment: 'Cash on delivery', pin: '411001' },
    '₹129.00',
  )

  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await openOrder(farmerPage, '/orders/sales', reference)
  await expect(farmerPage.getByText('12 MG Road, Pune, Maharashtra 411001')).toBeVisible()
  await act(farmerPage, 'Accept')
  await act(farmerPage, 'Mark packed')
  await expect(farmerPage.getByRole('button', { name: 'Ready for pickup' })).toHaveCount(0)
  await act(farmerPage, 'Out for delivery')
  await act(farmerPage, 'Mark delivered')
  await farmerPage.getByRole('button', { name: 'Payment received' }).click()
  await expectToast(farmerPage, 'Payment marked as received')

  await openOrder(page, '/orders/history', reference)
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid, confirmed by the farmer')
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('₹129.00')
})

test('a rejected order and a cancelled one give their stock back', async ({ page, request, newContext }) => {
  test.setTimeout(90_000)
  const farmer = await farmerWithProfile(request, 'asha@okhdfc')
  const buyer = await buyerWithProfile(request)
  const lot = await listTomatoes(request, farmer.session.token)
  await plantSession(page, buyer.session)

  await addToCart(page, lot.name, 5)
  const rejected = await checkOut(page, farmer.account.name, { fulfilment: /^Pickup at the farm/, payment: 'Pay at pickup' }, '₹200.00')
  expect(await stockOf(request, lot.id)).toBe(45)
  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await openOrder(farmerPage, '/orders/sales', rejected)
  await farmerPage.getByRole('button', { name: 'Reject', exact: true }).click()
  await farmerPage.getByRole('button', { name: 'Reject order' }).click()
  await expect(farmerPage.getByText('Give a reason for rejecting the order')).toBeVisible()
  await farmerPage
    .getByRole('combobox', { name: 'Reason for rejecting' })
    .selectOption({ label: 'Produce not ready or not good enough yet' })
  await farmerPage.getByRole('textbox', { name: 'Note for the buyer (optional)' }).fill('Hail damaged this lot')
  await farmerPage.getByRole('button', { name: 'Reject order' }).click()
  await expectToast(farmerPage, 'Order updated')
  expect(await stockOf(request, lot.id)).toBe(50)
  await openOrder(page, '/orders/history', rejected)
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Hail damaged this lot')

  await addToCart(page, lot.name, 4)
  const cancelled = await checkOut(page, farmer.account.name, { fulfilment: /^Pickup at the farm/, payment: 'Pay at pickup' }, '₹160.00')
  expect(await stockOf(request, lot.id)).toBe(46)
  await openOrder(page, '/orders/history', cancelled)
  await page.getByRole('button', { name: 'Cancel order' }).click()
  await act(page, 'Yes, cancel order')
  expect(await stockOf(request, lot.id)).toBe(50)
  // Once cancelled, the farmer can no longer accept it: it is under Done.
  await openOrder(farmerPage, '/orders/sales?tab=done', cancelled)
  await expect(farmerPage.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0)
})
