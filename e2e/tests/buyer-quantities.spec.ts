import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Product } from '@app/shared/products'
import { authHeader, registerViaApi, signedInAs, signInViaApi } from '../fixtures/accounts'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

/** A farmer's lot sold by the kg from 2 kg up, in steps of 0.5 kg. */
function listTomatoes(request: APIRequestContext, token: string, name: string): Promise<string> {
  return listLot(request, token, name, { minOrderQuantity: 2, orderStep: 0.5 })
}

/** The farmer changes the price through the API, sending the listing back whole as the edit form does. */
async function changePrice(request: APIRequestContext, token: string, productId: string, pricePerUnit: number) {
  const current = await request.get(`/api/products/${productId}`, { headers: authHeader(token) })
  expect(current.status(), await current.text()).toBe(200)
  const { product } = (await current.json()) as { product: Product }
  const res = await request.patch(`/api/addProductByFarmer/update-productByFarmer/${productId}`, {
    headers: authHeader(token),
    data: { ...product, pricePerUnit },
  })
  expect(res.status(), await res.text()).toBe(200)
}

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

function cartLine(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

function summaryValue(page: Page, label: string) {
  return page
    .getByRole('complementary', { name: 'Order Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
}

/** The amount beside its label in a cart line. */
function amount(page: Page, name: string) {
  return cartLine(page, name).getByText('Amount', { exact: true }).locator('xpath=following-sibling::dd[1]')
}

test('a buyer picks 3 kg on Browse, changes it in the cart, and accepts a price the farmer changed before paying', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const farmerAccount = await registerViaApi(request, 'farmer')
  const farmer = await signInViaApi(request, farmerAccount.email, farmerAccount.password)
  // A word no demo listing has, so the search finds exactly this test's lot.
  const name = `Qz${randomUUID().slice(0, 6)} Tomato`
  const productId = await listTomatoes(request, farmer.token, name)

  await signedInAs(page, request, 'buyer')
  await page.goto('/products/browse')
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  // The search answers first: the list it replaces would take the picked quantity with it.
  await expect(page.getByRole('article')).toHaveCount(1)
  const lot = card(page, name)
  await expect(lot.getByText('Minimum order: 2 kg, in steps of 0.5 kg')).toBeVisible()
  const picked = lot.getByRole('spinbutton', { name: 'Quantity to buy (kg)' })
  await expect(picked).toHaveValue('2')
  await lot.getByRole('button', { name: `Increase quantity: ${name}` }).click()
  await lot.getByRole('button', { name: `Increase quantity: ${name}` }).click()
  await expect(picked).toHaveValue('3')
  await lot.getByRole('button', { name: `Add to Cart: ${name}` }).click()
  await expectToast(page, 'Product added to cart ✅')

  // The cart line costs price × quantity chosen: ₹40 × 3 kg.
  await page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Cart' }).click()
  await expect(page).toHaveURL('/mycart')
  const quantity = cartLine(page, name).getByRole('spinbutton', { name: 'Quantity (kg)' })
  await expect(quantity).toHaveValue('3')
  await expect(amount(page, name)).toHaveText('₹120.00')
  await expect(summaryValue(page, 'Subtotal (1 item)')).toHaveText('₹120.00')
  await expect(summaryValue(page, 'Delivery Charges')).toHaveText('₹49.00')
  await expect(summaryValue(page, 'Total')).toHaveText('₹169.00')

  // A typed quantity off the steps is explained and not kept; a valid one is saved and survives a reload.
  await quantity.fill('3.2')
  await expect(quantity).toHaveAccessibleDescription('Order 2 kg or more, in steps of 0.5 kg')
  await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled()
  await quantity.fill('4.5')
  await expect(amount(page, name)).toHaveText('₹180.00')
  await expect(cartLine(page, name).getByText('Saved', { exact: true })).toBeVisible()
  await page.reload()
  await expect(quantity).toHaveValue('4.5')
  await expect(amount(page, name)).toHaveText('₹180.00')
  await expect(summaryValue(page, 'Total')).toHaveText('₹229.00')
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled()

  // The farmer raises the price: the line is flagged and left out of the summary until the buyer accepts it.
  await changePrice(request, farmer.token, productId, 45)
  await page.reload()
  await expect(cartLine(page, name).getByText('Price changed from ₹40 to ₹45')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay' })).toBeDisabled()
  await expect(summaryValue(page, 'Total')).toHaveText('₹0.00')
  await cartLine(page, name)
    .getByRole('button', { name: `Accept the new price of ${name}` })
    .click()
  await expectToast(page, 'New price accepted')
  await expect(cartLine(page, name).getByText(/^Price changed/)).toHaveCount(0)
  await expect(amount(page, name)).toHaveText('₹202.50')
  await expect(summaryValue(page, 'Subtotal (1 item)')).toHaveText('₹202.50')
  await expect(summaryValue(page, 'Total')).toHaveText('₹251.50')
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled()

  // The accepted price is the server's: it holds after a reload.
  await page.reload()
  await expect(cartLine(page, name).getByText(/^Price changed/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled()
})
