import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { newAccount, plantSession, signInViaApi, authHeader } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'

/**
 * Markup a user types is shown as text on every screen that shows it. If any of it
 * were put into the page as HTML, the image's onerror or the script would run (or, with the CSP,
 * be blocked and reported, which the console guard of fixtures/test.ts fails on).
 */
const IMG = '<img src=x onerror=alert(1)>'
const SCRIPT = '<script>window.__xss=1</script>'

async function post(request: APIRequestContext, url: string, token: string | null, data: unknown, status = 201) {
  const res = await request.post(url, { headers: token ? authHeader(token) : {}, data })
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status)
  return res.json() as Promise<Record<string, unknown>>
}

/** Registers an account whose display name is markup, and signs it in. */
async function hostileAccount(request: APIRequestContext, role: 'farmer' | 'buyer') {
  const account = { ...newAccount(role), name: IMG }
  await post(request, '/api/user/signup', null, account)
  return signInViaApi(request, account.email, account.password)
}

/** Fails on any alert/confirm/prompt, and reports whether the planted script ran. */
function watchForScripts(page: Page, dialogs: string[]): void {
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`)
    await dialog.dismiss()
  })
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  // Markup turned into elements would show up as these nodes.
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  await expect(page.locator('main script, main img[onerror]')).toHaveCount(0)
  expect(dialogs).toEqual([])
}

/** `text` is on the screen as literal characters. */
async function expectLiteral(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
}

test('markup in product, account and profile text is shown as text on every screen', async ({ page, request, newContext }) => {
  test.setTimeout(90_000)
  // Makes the listing easy to find in Browse without changing its name.
  const token = `Xs${randomUUID().slice(0, 6)}`

  const farmer = await hostileAccount(request, 'farmer')
  const buyer = await hostileAccount(request, 'buyer')
  const created = await post(request, '/api/addProductByFarmer/add-productByFarmer', farmer.token, {
    name: IMG,
    variety: token,
    description: `${SCRIPT} ${IMG}`,
    category: 'vegetable',
    unit: 'kg',
    pricePerUnit: 42,
    quantityAvailable: 10,
  })
  const productId = (created.product as { _id: string })._id
  await post(request, '/api/farmerProfile/add-farmerProfile', farmer.token, {
    phone: '9876543210',
    location: { city: IMG, state: SCRIPT, pin: '422001' },
    farmSize: 3,
    isCertifiedSustainable: false,
  })
  await post(request, '/api/buyerProfile/add-buyerProfile', buyer.token, {
    phone: '9876543211',
    address: `${SCRIPT} ${IMG}`,
    preferences: ['vegetable'],
    location: { city: IMG, state: SCRIPT },
  })
  await post(request, '/api/orderProduct/addToCart', buyer.token, { productId, userId: buyer.user._id })

  const farmerDialogs: string[] = []
  watchForScripts(page, farmerDialogs)
  await plantSession(page, farmer)

  // Listed Crops.
  await page.goto('/dashboard/farmer')
  await expectLiteral(page, IMG)
  await expectInert(page, farmerDialogs)

  // The detail page is in the farmer area (buyers are sent to /).
  await page.goto(`/products/details/${productId}`)
  await expectLiteral(page, IMG)
  await expectLiteral(page, SCRIPT)
  await expectInert(page, farmerDialogs)

  await page.goto('/orders/received')
  await expectLiteral(page, IMG)
  await expectLiteral(page, SCRIPT)
  await expectInert(page, farmerDialogs)

  await page.goto('/profile/farmer')
  await expectLiteral(page, IMG)
  await expectLiteral(page, SCRIPT)
  await expectInert(page, farmerDialogs)

  const buyerContext = await newContext()
  const buyerPage = await buyerContext.newPage()
  const buyerDialogs: string[] = []
  watchForScripts(buyerPage, buyerDialogs)
  await plantSession(buyerPage, buyer)

  await buyerPage.goto('/products/browse')
  await buyerPage.getByRole('searchbox', { name: 'Search products' }).fill(token.toLowerCase())
  await expect(buyerPage.getByText('Showing 1 of 1 product', { exact: true })).toBeVisible()
  await expectLiteral(buyerPage, IMG)
  await expectInert(buyerPage, buyerDialogs)

  await buyerPage.goto('/mycart')
  await expectLiteral(buyerPage, IMG)
  await expectInert(buyerPage, buyerDialogs)

  await buyerPage.goto('/profile/buyer')
  await expectLiteral(buyerPage, IMG)
  await expectLiteral(buyerPage, SCRIPT)
  await expectInert(buyerPage, buyerDialogs)
})
