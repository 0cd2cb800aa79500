import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { plantSession, registerViaApi, signInViaApi, signedInAs, authHeader } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

type Lot = { name: string; pricePerUnit: number; quantityAvailable: number }

/** A farmer account with a session the test can both call the API with and plant in a browser. */
async function farmer(request: APIRequestContext) {
  const account = await registerViaApi(request, 'farmer')
  return { account, session: await signInViaApi(request, account.email, account.password) }
}

async function listViaApi(request: APIRequestContext, token: string, lot: Lot): Promise<string> {
  const res = await request.post('/api/addProductByFarmer/add-productByFarmer', {
    headers: authHeader(token),
    data: { category: 'vegetable', unit: 'kg', location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' }, ...lot },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { product: { _id: string } }).product._id
}

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

function summaryValue(page: Page, label: string) {
  return page
    .getByRole('complementary', { name: 'Order Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
}

test('a buyer shops from two farmers; a farmer answers the request and confirms; the buyer sees the order', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(90_000)
  // A word no demo listing has, so the search finds exactly this test's lots.
  const token = `Qz${randomUUID().slice(0, 6)}`
  const first = await farmer(request)
  const second = await farmer(request)
  // Four lots each: eight in all, so the search fills a page of 6 and Load More brings 2 more.
  const firstLots: Lot[] = [40, 55, 70, 85].map((price, index) => ({
    name: `${token} Onion ${index + 1}`,
    pricePerUnit: price,
    quantityAvailable: 10,
  }))
  const secondLots: Lot[] = [25, 60, 95, 110].map((price, index) => ({
    name: `${token} Garlic ${index + 1}`,
    pricePerUnit: price,
    quantityAvailable: 20,
  }))
  for (const lot of firstLots) await listViaApi(request, first.session.token, lot)
  for (const lot of secondLots) await listViaApi(request, second.session.token, lot)

  const buyer = await signedInAs(page, request, 'buyer')
  await page.goto('/dashboard/buyer')
  await page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Browse Products' }).click()
  await expect(page).toHaveURL('/products/browse')

  await page.getByRole('searchbox', { name: 'Search products' }).fill(token.toLowerCase())
  await expect(page.getByText('Showing 6 of 8 products')).toBeVisible()
  await page.getByRole('combobox', { name: 'Sort products' }).selectOption({ label: 'Price per kg: high to low' })
  const headings = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
  await expect(headings.first()).toHaveText(`${token} Garlic 4`)
  await expect(headings).toHaveCount(6)
  await page.getByRole('button', { name: 'Load More Products' }).click()
  await expect(page.getByText('Showing 8 of 8 products')).toBeVisible()
  await expect(headings).toHaveCount(8)
  await expect(headings.last()).toHaveText(`${token} Garlic 1`)
  await expect(page.getByRole('button', { name: 'Load More Products' })).toHaveCount(0)

  // One lot from each farmer; a cart line costs price × quantity chosen: ₹40 × 8 kg = ₹320 and ₹25 × 1 kg (the minimum) = ₹25.
  const onionCard = card(page, `${token} Onion 1`)
  await onionCard.getByRole('spinbutton', { name: 'Quantity to buy (kg)' }).fill('8')
  await onionCard.getByRole('button', { name: /^Add to Cart/ }).click()
  await expectToast(page, 'Product added to cart ✅')
  await card(page, `${token} Garlic 1`)
    .getByRole('button', { name: /^Add to Cart/ })
    .click()
  await expect(page.getByText('Product added to cart ✅')).toHaveCount(1)

  await page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Cart' }).click()
  await expect(page).toHaveURL('/mycart')
  await expect(page.getByText('2 items', { exact: true })).toBeVisible()
  await expect(summaryValue(page, 'Subtotal (2 items)')).toHaveText('₹345.00')
  await expect(summaryValue(page, 'Delivery Charges')).toHaveText('₹49.00')
  await expect(summaryValue(page, 'Total')).toHaveText('₹394.00')

  await page.getByRole('button', { name: `Remove ${token} Garlic 1 from cart` }).click()
  await expectToast(page, 'Removed from cart.')
  await expect(page.getByText('1 item', { exact: true })).toBeVisible()
  await expect(summaryValue(page, 'Total')).toHaveText('₹369.00')

  // Pay leads to checkout; this buyer leaves it and lets the farmer confirm the interest instead.
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL('/checkout')
  await expect(page.getByRole('heading', { name: `From ${first.account.name}` })).toBeVisible()

  // The first farmer sees the buyer's interest in 8 kg of the onion, answers it and confirms the 8 kg.
  const farmerContext = await newContext()
  const farmerPage = await farmerContext.newPage()
  await plantSession(farmerPage, first.session)
  await farmerPage.goto('/dashboard/farmer/home')
  await farmerPage.getByRole('navigation', { name: 'Farmer' }).getByRole('link', { name: 'Orders Received' }).click()
  await expect(farmerPage).toHaveURL('/orders/received')
  await expect(farmerPage.getByRole('button', { name: 'New 1' })).toBeVisible()
  await expect(farmerPage.getByRole('region', { name: 'Buyer Details' })).toContainText(buyer.user.name)
  const onion = farmerPage.getByRole('article', { name: `${token} Onion 1` })
  await onion.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Can deliver immediately' })
  await expect(farmerPage.getByRole('button', { name: 'In Progress 1' })).toBeVisible()
  await expect(onion.getByText('Asked for 8 kg')).toBeVisible()
  const quantity = onion.getByRole('spinbutton', { name: 'Quantity to offer (kg)' })
  await expect(quantity).toHaveValue('8')
  await onion.getByRole('button', { name: 'Decrease quantity to offer' }).click()
  await expect(quantity).toHaveValue('7')
  await onion.getByRole('button', { name: 'Increase quantity to offer' }).click()
  await expect(quantity).toHaveValue('8')
  await expect(onion.getByText('₹320')).toBeVisible()
  await onion.getByRole('button', { name: 'Confirm This Product' }).click()
  await expect(farmerPage.getByRole('article', { name: `${token} Onion 1` }).getByText('✓ Order Created')).toBeVisible()
  await expect(farmerPage.getByRole('button', { name: 'Confirmed 1' })).toBeVisible()

  // The answer is stored: a reload shows it, and the stock went down by the order.
  await farmerPage.reload()
  await expect(farmerPage.getByRole('article', { name: `${token} Onion 1` }).getByText('✓ Order Created')).toBeVisible()
  await expect(farmerPage.getByRole('article', { name: `${token} Onion 1` }).getByText(/2 kg available/)).toBeVisible()

  // The second farmer's lot left the cart, so that farmer has no request from this buyer.
  const secondPage = await farmerContext.newPage()
  await plantSession(secondPage, second.session)
  await secondPage.goto('/orders/received')
  await expect(secondPage.getByText('No buyer requests yet')).toBeVisible()

  await page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'My Orders' }).click()
  await expect(page).toHaveURL('/orders/history')
  // The confirmation is an accepted order at the price the buyer saw, to pay the farmer in cash.
  const order = page.getByRole('listitem').filter({ hasText: `${token} Onion 1 (8 kg)` })
  await expect(order.getByText(first.account.name)).toBeVisible()
  await expect(order.getByText('Accepted')).toBeVisible()
  await expect(order.getByText('₹320.00')).toBeVisible()
})

test('a visitor may browse, and Add to Cart asks them to sign in', async ({ page }) => {
  await page.goto('/products/browse')
  await page
    .getByRole('button', { name: /^Add to Cart/, disabled: false })
    .first()
    .click()
  await expect(page).toHaveURL('/signin')
  await expectToast(page, 'Please sign-in first.')
})
