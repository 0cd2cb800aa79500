import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { CheckoutPreview, CheckoutResponse } from '@app/shared/orders'
import { authHeader, createFarmerProfile, plantSession, signedUp } from '../fixtures/accounts'
import { at, translate } from '../fixtures/i18n'
import { layoutProblems } from '../fixtures/layout'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const en = translate('en')
const hi = translate('hi')

async function addToCart(request: APIRequestContext, token: string, userId: string, productId: string) {
  const added = await request.post('/api/orderProduct/addToCart', { headers: authHeader(token), data: { productId, userId } })
  expect(added.status(), await added.text()).toBe(201)
}

test('the farmer finds the waiting order from the strip and the bell, rejects it with a preset reason, and the buyer reads it', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(90_000)
  const farmer = await signedUp(request, 'farmer')
  await createFarmerProfile(request, farmer.session.token)
  const word = `Qz${randomUUID().slice(0, 6)}`
  const tomato = await listLot(request, farmer.session.token, `${word} Tomato`)
  const onion = await listLot(request, farmer.session.token, `${word} Onion`)

  // The buyer (in English) orders the tomatoes, then puts the onions in the cart: a request.
  const buyer = await signedUp(request, 'buyer')
  const buyerToken = buyer.session.token
  await addToCart(request, buyerToken, buyer.session.user._id, tomato)
  const preview = (await (await request.get('/api/me/checkout', { headers: authHeader(buyerToken) })).json()) as CheckoutPreview
  const placed = await request.post('/api/me/checkout', {
    headers: authHeader(buyerToken),
    data: {
      orders: [{ farmerId: preview.groups[0]!.farmer._id, fulfilment: 'pickup', paymentMethod: 'cod' }],
      confirmedTotal: preview.groups[0]!.subtotal,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = ((await placed.json()) as CheckoutResponse).orders[0]!
  await addToCart(request, buyerToken, buyer.session.user._id, onion)
  // The new order's notice is written by the job queue: wait for it before the farmer looks.
  await expect
    .poll(async () => {
      const res = await request.get('/api/me/notifications', { headers: authHeader(farmer.session.token) })
      return ((await res.json()) as { unread: number }).unread
    })
    .toBeGreaterThan(0)

  // The farmer, in Hindi on a phone: the strip and the bottom bar count the order and the request.
  await plantSession(page, farmer.session)
  await page.goto(at('hi', '/dashboard/farmer/home'))
  const waiting = hi('inbox.waitingCount', { count: 2 })
  const strip = page.getByRole('navigation', { name: hi('nav.farmer') })
  const bottom = page.getByRole('navigation', { name: hi('nav.bottom.label') })
  const bottomOrders = bottom.getByRole('link', { name: new RegExp(`^${hi('nav.farmerOrders')}`) })
  await expect(bottomOrders).toHaveAccessibleName(`${hi('nav.farmerOrders')} ${waiting}`, { timeout: 15_000 })
  await expect(bottomOrders.getByTestId('inbox-badge')).toHaveText('2')
  const ordersReceived = strip.getByRole('link', { name: new RegExp(`^${hi('nav.ordersReceived')}`) })
  await expect(ordersReceived).toHaveAccessibleName(`${hi('nav.ordersReceived')} ${waiting}`)
  await expect(ordersReceived.getByTestId('inbox-badge')).toHaveText('2')

  // It opens where the order waits, worded for the farmer, with the request a tab away.
  await ordersReceived.click()
  await expect(page).toHaveURL(at('hi', '/orders/sales?tab=action'))
  await expect(page.getByRole('button', { name: `${hi('inbox.tab.action')} 1` })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: `${hi('inbox.tab.requests')} 1` })).toBeVisible()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: hi('orders.reference', { reference: order.reference }) }) })
  await expect(card.getByText(hi('orders.farmerStatus.placed'))).toBeVisible()
  // The payment as the farmer reads it: a cash order picked up is paid at pickup, not yet paid.
  await expect(
    card.getByText(hi('orders.paymentValue', { method: hi('payments.method.payAtPickup'), status: hi('payments.farmerStatus.pending') })),
  ).toBeVisible()
  await expect(page.getByText(hi('payments.status.submitted'))).toHaveCount(0)
  expect(await layoutProblems(page)).toEqual([])

  // The bell's notice opens the order itself.
  await page.getByRole('button', { name: hi('notifications.bellUnread', { count: 1 }) }).click()
  await page
    .getByRole('dialog')
    .getByRole('link', { name: new RegExp(order.reference) })
    .click()
  await expect(page).toHaveURL(at('hi', `/orders/view/${order._id}`))
  await expect(page.getByText(hi('orders.farmerStatus.placed'), { exact: true })).toBeVisible()

  // A preset reason and a note; the buyer reads the preset in English and the note as written.
  await page.getByRole('button', { name: hi('orders.action.reject'), exact: true }).click()
  await page.getByRole('combobox', { name: hi('orderDetails.rejectReason') }).selectOption({ label: hi('orders.reason.out_of_stock') })
  await page.getByRole('textbox', { name: hi('orderDetails.reasonNote') }).fill('ओले से फ़सल ख़राब हुई')
  await page.getByRole('button', { name: hi('orderDetails.rejectSubmit') }).click()
  await expectToast(page, hi('orders.updated'))
  await expect(page.getByText(hi('orders.farmerStatus.rejected'), { exact: true })).toBeVisible()

  const buyerPage = await (await newContext()).newPage()
  await plantSession(buyerPage, buyer.session)
  await buyerPage.goto(`/orders/view/${order._id}`)
  const timeline = buyerPage.getByRole('region', { name: en('orderDetails.timeline') })
  await expect(timeline).toContainText(en('orderDetails.reason', { reason: en('orders.reason.out_of_stock') }))
  await expect(timeline).toContainText('ओले से फ़सल ख़राब हुई')
})
