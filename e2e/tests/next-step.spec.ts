import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import type { OrdersResponse } from '@app/shared/orders'
import { authHeader, createFarmerProfile, plantSession, signedUp } from '../fixtures/accounts'
import { at, translate } from '../fixtures/i18n'
import { layoutProblems } from '../fixtures/layout'
import { listLot } from '../fixtures/listings'
import { expectMail } from '../fixtures/outbox'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const en = translate('en')
const hi = translate('hi')
const UPI_ID = 'ramlal@sbi'

/** A deadline as the page and the messages write it ("2 Dec, 9:16 pm" in English), by India's clock. */
function deadline(iso: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso))
}

async function layoutHolds(page: Page) {
  const problems = (await layoutProblems(page)).map((problem) => `${problem.kind}: ${problem.where}: ${problem.detail}`)
  expect(problems).toEqual([])
}

test('the buyer always knows the next step: the farmer’s time to accept, then what to pay, to whom and by when', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(90_000)
  const farmer = await signedUp(request, 'farmer')
  await createFarmerProfile(request, farmer.session.token, { upiId: UPI_ID, deliveryFee: 49 })
  const name = `Qz${randomUUID().slice(0, 6)} Tomato`
  await listLot(request, farmer.session.token, name, { pricePerUnit: 57.5, minOrderQuantity: 1, orderStep: 1 })
  const buyer = await signedUp(request, 'buyer')

  // The buyer, in English, puts 2 kg in the cart and places a UPI order for pickup.
  await plantSession(page, buyer.session)
  await page.goto('/products/browse')
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  await expect(page.getByRole('article')).toHaveCount(1)
  const lot = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await lot.getByRole('spinbutton', { name: 'Quantity to buy (kg)' }).fill('2')
  await lot.getByRole('button', { name: `Add to Cart: ${name}` }).click()
  await expectToast(page, 'Product added to cart ✅')
  await page.goto('/checkout')
  const group = page.getByRole('region', { name: `From ${farmer.account.name}` })
  await group.getByRole('radio', { name: /^Pickup at the farm/ }).check()
  await group.getByRole('radio', { name: 'UPI', exact: true }).check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL('/orders/history')

  const orders = await request.get('/api/orders', { headers: authHeader(buyer.session.token) })
  const [placed] = ((await orders.json()) as OrdersResponse).orders
  expect(placed).toMatchObject({ status: 'placed', total: 115 })
  const { _id: orderId, reference } = placed!

  // Before the farmer answers: the farmer's deadline, and that word comes by SMS and here.
  await page.goto(`/orders/view/${orderId}`)
  const buyerNext = page.getByRole('region', { name: en('orders.nextStep.title') })
  await expect(buyerNext).toContainText(en('orders.nextStep.buyer.placed', { time: deadline(placed!.holdUntil!) }))
  await layoutHolds(page)

  // The farmer, in Hindi, is told to accept or reject by that deadline, and accepts.
  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await farmerPage.goto(at('hi', `/orders/view/${orderId}`))
  const farmerNext = farmerPage.getByRole('region', { name: hi('orders.nextStep.title') })
  await expect(farmerNext).toContainText(hi('orders.nextStep.farmer.placed', { time: deadline(placed!.holdUntil!, 'hi') }))
  await farmerPage.getByRole('button', { name: hi('orders.action.accept'), exact: true }).click()
  await expect(farmerNext).toContainText(hi('orders.nextStep.farmer.pack'))
  await layoutHolds(farmerPage)

  // The buyer now sees what to pay, to whom and by when, with the button that pays.
  const accepted = (await (await request.get(`/api/orders/${orderId}`, { headers: authHeader(buyer.session.token) })).json()) as {
    order: { holdUntil: string }
  }
  const payBy = deadline(accepted.order.holdUntil)
  await page.reload()
  await expect(buyerNext).toContainText(en('orders.nextStep.buyer.pay', { amount: '₹115.00', upiId: UPI_ID, time: payBy }))
  await expect(buyerNext.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?pa=ramlal%40sbi&/)
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(`Pay and enter the UTR by ${payBy}, or the order is cancelled.`)
  await layoutHolds(page)

  // The acceptance reached the buyer with the same words: in the bell and by mail.
  const told = `${farmer.account.name} accepted order ${reference}. Pay ₹115.00 to ${UPI_ID} by ${payBy}, or the order is cancelled.`
  await expectMail(buyer.account.email, told)
  await page.reload()
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
  await expect(page.getByRole('link', { name: told })).toBeVisible()
})
