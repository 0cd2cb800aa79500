import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import type { SignInResponse } from '@app/shared/auth'
import type { OrdersResponse } from '@app/shared/orders'
import { authHeader, createFarmerProfile, plantSession, signedUp } from '../fixtures/accounts'
import { at, translate } from '../fixtures/i18n'
import { layoutProblems } from '../fixtures/layout'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const hi = translate('hi')

/** Dombivli (Thane district): about 116 km from Nashik's head post office, where the farm's PIN code points. */
const FAR_PIN = '421201'
const PICKUP_ADDRESS = 'Gat 112, near the Hanuman temple'

/** A registered farmer in Nashik with a profile (no delivery limit yet) and a lot of onions that delivers. */
async function nashikFarmer(request: APIRequestContext): Promise<{ session: SignInResponse; name: string; lot: string }> {
  const { account, session } = await signedUp(request, 'farmer')
  await createFarmerProfile(request, session.token)
  const lot = `Qz${randomUUID().slice(0, 6)} Onion`
  const id = await listLot(request, session.token, lot, { deliveryAvailable: true, minOrderQuantity: 1, orderStep: 1 })
  return { session, name: account.name, lot: id }
}

async function buyerWithCart(request: APIRequestContext, productId: string): Promise<SignInResponse> {
  const { session } = await signedUp(request, 'buyer')
  await putInCart(request, session, productId)
  return session
}

async function putInCart(request: APIRequestContext, session: SignInResponse, productId: string) {
  const added = await request.post('/api/orderProduct/addToCart', {
    headers: authHeader(session.token),
    data: { productId, userId: session.user._id, quantity: 2 },
  })
  expect(added.status(), await added.text()).toBe(201)
}

async function fillAddress(page: Page, address: { line: string; town: string; pin: string }) {
  await page.getByRole('textbox', { name: 'House, street and area' }).fill(address.line)
  await page.getByRole('textbox', { name: 'Town or city' }).fill(address.town)
  await page.getByRole('textbox', { name: 'PIN code' }).fill(address.pin)
}

test('a 40 km farmer is not asked to deliver 115 km away: the buyer picks up, and sees where once accepted', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(90_000)
  const farmer = await nashikFarmer(request)

  // The farmer, in Hindi, sets a 40 km delivery distance and the pickup address on the profile form.
  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await farmerPage.goto(at('hi', '/profile/farmer/edit'))
  await farmerPage.getByRole('textbox', { name: hi('profile.deliveryRadius') }).fill('40')
  await farmerPage.getByRole('textbox', { name: hi('profile.pickupAddress') }).fill(PICKUP_ADDRESS)
  expect(await layoutProblems(farmerPage)).toEqual([])
  await farmerPage.getByRole('button', { name: hi('farmerProfile.submitEdit') }).click()
  await expect(farmerPage).toHaveURL(at('hi', '/profile/farmer'))
  await expect(farmerPage.getByText(hi('profile.deliveryWithinKm', { km: 40 }))).toBeVisible()

  // The buyer, in English, types an address about 116 km away: delivery is refused before placing, with the reason.
  const buyer = await buyerWithCart(request, farmer.lot)
  await plantSession(page, buyer)
  await page.goto('/checkout')
  const group = page.getByRole('region', { name: `From ${farmer.name}` })
  await expect(group.getByText(`${farmer.name} delivers within 40 km of Nashik`)).toBeVisible()
  await fillAddress(page, { line: '4 Station Road', town: 'Dombivli', pin: FAR_PIN })
  await expect(page.getByText('PIN code of Thane, Maharashtra')).toBeVisible()
  const delivery = group.getByRole('radio', { name: /^Delivery by the farmer/ })
  await expect(delivery).toBeDisabled()
  await expect(
    group.getByText(`${farmer.name} delivers within 40 km of Nashik. Your address is 116 km away — choose pickup.`),
  ).toBeVisible()
  await expect(group.getByRole('radio', { name: /^Pickup at the farm/ })).toBeChecked()
  await expect(group.getByRole('radio', { name: 'Pay at pickup' })).toBeChecked()
  expect(await layoutProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectToast(page, 'Order placed. The farmer will accept or reject it soon.')
  await expect(page).toHaveURL('/orders/history')

  const orders = await request.get('/api/orders', { headers: authHeader(buyer.token) })
  const [order] = ((await orders.json()) as OrdersResponse).orders
  expect(order).toMatchObject({ fulfilment: 'pickup', status: 'placed' })

  // Before acceptance the farm's exact address stays hidden.
  await page.goto(`/orders/view/${order!._id}`)
  const pickup = page.getByRole('region', { name: 'Pickup from the farm' })
  await expect(pickup).toContainText('The farm’s exact address shows here once the farmer accepts the order.')
  await expect(pickup).not.toContainText(PICKUP_ADDRESS)

  const accepted = await request.post(`/api/orders/${order!._id}/transitions`, {
    headers: authHeader(farmer.session.token),
    data: { action: 'accept' },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)

  await page.reload()
  await expect(pickup).toContainText(`${PICKUP_ADDRESS}, Nashik, Maharashtra 422001`)
  const map = pickup.getByRole('link', { name: 'Open in maps' })
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=20\.\d+,73\.\d+$/)
  await expect(pickup).toContainText('Payment: Pay at pickup')
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Pay at pickup')
  expect(await layoutProblems(page)).toEqual([])
})

test('the delivery address typed in checkout is kept for the next checkout', async ({ page, request }) => {
  test.setTimeout(60_000)
  const farmer = await nashikFarmer(request)
  const buyer = await buyerWithCart(request, farmer.lot)
  await plantSession(page, buyer)
  await page.goto('/checkout')
  const group = page.getByRole('region', { name: `From ${farmer.name}` })
  await group.getByRole('radio', { name: /^Delivery by the farmer/ }).check()
  await fillAddress(page, { line: '7 Canal Road', town: 'Nashik Road', pin: '422101' })
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra')
  await expect(group.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expectToast(page, 'Order placed. The farmer will accept or reject it soon.')
  await expect(page).toHaveURL('/orders/history')

  await putInCart(request, buyer, farmer.lot)
  await page.goto('/checkout')
  await expect(page.getByRole('textbox', { name: 'House, street and area' })).toHaveValue('7 Canal Road')
  await expect(page.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Nashik Road')
  await expect(page.getByRole('textbox', { name: 'PIN code' })).toHaveValue('422101')
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra')
  await expect(
    page.getByRole('region', { name: `From ${farmer.name}` }).getByRole('radio', { name: /^Delivery by the farmer/ }),
  ).toBeChecked()
})
