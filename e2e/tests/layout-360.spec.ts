import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import type { SignInResponse } from '@app/shared/auth'
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/shared/messages/locales'
import { CheckoutPreviewSchema, checkoutTotal } from '@app/shared/orders'
import { orderDetailsPath, paths, productPath } from '@app/shared/paths'
import { authHeader, plantSession, signInViaApi } from '../fixtures/accounts'
import { at, translate } from '../fixtures/i18n'
import { layoutProblems } from '../fixtures/layout'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'

/**
 * Every main screen on a low-end Android phone (360 × 740) in each of the five languages: nothing
 * scrolls sideways or passes the screen's edge, no word is broken inside itself, no text, placeholder
 * or chosen option is cut off (fixtures/layout.ts says how each is read). One browser per language
 * walks the screens with data of its own: a farmer with two listings, a buyer with an order placed
 * and the other listing in the cart. A full-page screenshot of each screen is kept with the results.
 */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const

type Party = { session: SignInResponse }

/** Signs up in `locale` with a name and an address of a usual length, and signs in. */
async function signUp(request: APIRequestContext, locale: Locale, role: 'farmer' | 'buyer', name: string): Promise<Party> {
  const id = randomUUID().slice(0, 6)
  const account = { name, email: `${role}.${id}@example.in`, password: `pw-${randomUUID().slice(0, 12)}`, role }
  const res = await request.post('/api/user/signup', { data: account, headers: { 'Accept-Language': locale } })
  expect(res.status(), await res.text()).toBe(201)
  return { session: await signInViaApi(request, account.email, account.password) }
}

/**
 * The screens' data: a farmer with a profile and two listings, a buyer with a profile, an order
 * placed for the onions (pickup, cash) and the tomatoes in the cart.
 */
async function seed(request: APIRequestContext, locale: Locale) {
  const farmer = await signUp(request, locale, 'farmer', 'Ramesh Patil')
  const farmerAuth = authHeader(farmer.session.token)
  const profile = await request.post('/api/farmerProfile/add-farmerProfile', {
    headers: farmerAuth,
    data: {
      phone: '9876543210',
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
      farmSize: 5,
      isCertifiedSustainable: true,
      upiId: 'ramesh.patil@oksbi',
      deliveryFee: 49,
    },
  })
  expect(profile.status(), await profile.text()).toBe(201)
  const lot = { minOrderQuantity: 1, orderStep: 1, deliveryAvailable: true, deliveryRadiusKm: 30, isCertified: true }
  const onions = await listLot(request, farmer.session.token, 'Red Onion', {
    ...lot,
    variety: 'Nashik Red',
    description: 'Sorted, dried and packed in 10 kg bags the day you order.',
    pricePerUnit: 1250.5,
  })
  const tomatoes = await listLot(request, farmer.session.token, 'Desi Tomato', {
    ...lot,
    variety: 'Pusa Ruby',
    description: 'Ripe tomatoes picked this morning.',
  })

  const buyer = await signUp(request, locale, 'buyer', 'Asha Devi')
  const buyerAuth = authHeader(buyer.session.token)
  const buyerProfile = await request.post('/api/buyerProfile/add-buyerProfile', {
    headers: buyerAuth,
    data: {
      phone: '9123456780',
      address: '12 MG Road, Shivajinagar',
      preferences: ['Vegetables'],
      location: { city: 'Pune', state: 'Maharashtra' },
    },
  })
  expect(buyerProfile.status(), await buyerProfile.text()).toBe(201)
  const addToCart = async (productId: string, quantity: number) => {
    const res = await request.post('/api/orderProduct/addToCart', { headers: buyerAuth, data: { productId, quantity } })
    expect(res.status(), await res.text()).toBe(201)
  }
  await addToCart(onions, 12)
  const preview = CheckoutPreviewSchema.parse(await (await request.get('/api/me/checkout', { headers: buyerAuth })).json())
  const orders = preview.groups.map((group) => ({
    farmerId: group.farmer._id,
    fulfilment: 'pickup' as const,
    paymentMethod: 'upi' as const,
  }))
  const placed = await request.post('/api/me/checkout', {
    headers: buyerAuth,
    data: { orders, confirmedTotal: checkoutTotal(preview.groups, orders) },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const orderId = ((await placed.json()) as { orders: { _id: string }[] }).orders[0]?._id ?? ''
  await addToCart(tomatoes, 3)
  return { farmer, buyer, tomatoes, orderId }
}

/**
 * Checks the screen as it is now and keeps its full-page screenshot. Problems are soft failures,
 * so one run lists every screen's faults.
 */
async function checkScreen(page: Page, testInfo: TestInfo, locale: Locale, screen: string) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
  const screenshot = testInfo.outputPath(`${locale}-${screen}.png`)
  await page.screenshot({ path: screenshot, fullPage: true })
  await testInfo.attach(`${locale}-${screen}`, { path: screenshot, contentType: 'image/png' })
  const problems = (await layoutProblems(page)).map((problem) => `${problem.kind}: ${problem.where}: ${problem.detail}`)
  expect.soft(problems, `layout of ${screen} in ${locale} at 360 px`).toEqual([])
}

/** Opens `path` in `locale` and checks it once its heading is there. */
async function visit(page: Page, testInfo: TestInfo, locale: Locale, screen: string, path: string) {
  await page.goto(at(locale, path))
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await checkScreen(page, testInfo, locale, screen)
}

// The first visit's chooser is one of the screens. Reduced motion holds the landing page's strip of
// states still and wrapped, so all of its text is on the screen at once, and the screenshots are steady.
test.use({ ...PHONE, languageAsked: false, reducedMotion: 'reduce' })

for (const locale of LOCALES) {
  test.describe(`${LOCALE_NAMES[locale]} (${locale})`, () => {
    // The phone's own language, which the chooser suggests on the first visit.
    test.use({ locale: `${locale}-IN` })

    test(`every main screen holds at 360 px`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000)
      const t = translate(locale)
      const en = translate('en')
      const data = await seed(request, locale)

      // The first visit: the chooser opens over the English landing page, this phone's language first.
      await page.goto('/')
      const chooser = page.getByRole('dialog', { name: en('language.choose') })
      await expect(chooser).toBeVisible()
      await checkScreen(page, testInfo, locale, 'language-chooser')
      await chooser.getByRole('button', { name: LOCALE_NAMES[locale] }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.hero.heading'))
      await checkScreen(page, testInfo, locale, 'landing')

      await plantSession(page, data.buyer.session)
      await visit(page, testInfo, locale, 'browse', paths.productsBrowse)
      await visit(page, testInfo, locale, 'product', productPath(data.tomatoes))
      await visit(page, testInfo, locale, 'cart', paths.myCart)
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Desi Tomato' })).toBeVisible()
      await visit(page, testInfo, locale, 'checkout', paths.checkout)
      await visit(page, testInfo, locale, 'order-history', paths.orderHistory)
      await visit(page, testInfo, locale, 'order', orderDetailsPath(data.orderId))
      await visit(page, testInfo, locale, 'buyer-profile', paths.buyerProfile)

      await plantSession(page, data.farmer.session)
      await visit(page, testInfo, locale, 'farmer-crops', paths.farmerDashboard)
      await visit(page, testInfo, locale, 'farmer-orders', paths.farmerOrders)
      await visit(page, testInfo, locale, 'farmer-order', orderDetailsPath(data.orderId))
      await visit(page, testInfo, locale, 'listing-form', paths.productCreate)
      await visit(page, testInfo, locale, 'farmer-profile', paths.farmerProfile)
    })
  })
}
