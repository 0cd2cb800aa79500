import type { APIRequestContext } from '@playwright/test'
import type { BrowseResponse, ListedProduct } from '@app/shared/browse'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { MANDI_LICENCE_URL, MANDI_SOURCE_URL, PriceReferenceSchema, type MandiMarketPrice, type PriceReference } from '@app/shared/mandi'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import type { ProductUnit } from '@app/shared/units'
import { plantSession, signInViaApi } from '../fixtures/accounts'
import { at, translate } from '../fixtures/i18n'
import { expect, test } from '../fixtures/test'

/**
 * The market prices beside a price, on a phone, in English and in Hindi: on the listing form the
 * demo farmer sees the nearest mandis' (demo) rates for the crop typed near the farm's PIN code
 * and takes the nearest modal price with one tap; a buyer sees the same for a demo listing, marked
 * Demo and credited to its source under its licence.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

/** The guest farmer's farm (the demo data's Nashik farm) and its onion lot. */
const FARM_PIN = '422001'
const CROP = 'Onion'

/** What the server answers about `crop` near `pin` in `unit`, in `locale`: what the page must show. */
async function priceReference(
  request: APIRequestContext,
  locale: Locale,
  crop: string,
  pin: string,
  unit: ProductUnit,
): Promise<PriceReference> {
  const params = new URLSearchParams({ crop, pin, unit })
  const res = await request.get(`/api/prices?${params}`, { headers: { 'Accept-Language': locale } })
  expect(res.status(), await res.text()).toBe(200)
  return PriceReferenceSchema.parse(await res.json())
}

/** The demo rates' nearest market: the e2e server runs the embedded demo, whose crops have made-up mandi rates near its farms. */
function nearestDemoMarket(answer: PriceReference): MandiMarketPrice {
  expect(answer.mandi?.demo, 'the demo’s mandi rates').toBe(true)
  const nearest = answer.mandi?.markets[0]
  if (!nearest) throw new Error(`the demo has no mandi rates for ${answer.crop ?? 'the crop'}`)
  return nearest
}

/** ₹ as the page writes them in `locale` (lib/format.ts's formatRupees). */
function rupees(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR' }).format(amount).replace(/\.00$/, '')
}

/** The demo farm's onion lot, as Browse lists it. */
async function demoOnion(request: APIRequestContext): Promise<ListedProduct> {
  const res = await request.get(`/api/orderProduct/get-AllListedProduct?search=${CROP}&limit=48`)
  expect(res.status()).toBe(200)
  const lot = ((await res.json()) as BrowseResponse).getAllProduct.find((product) => product.name === CROP && product.demo)
  if (!lot) throw new Error('the demo data has no onion lot')
  return lot
}

for (const locale of ['en', 'hi'] as const) {
  const tr = translate(locale)

  test(`${locale}: the listing form shows the market prices for the crop near the farm, and “Use ₹…” fills the price`, async ({
    page,
    request,
  }) => {
    const answer = await priceReference(request, locale, CROP, FARM_PIN, 'quintal')
    const nearest = nearestDemoMarket(answer)
    await plantSession(page, await signInViaApi(request, GUEST_ACCOUNTS.farmer.email, GUEST_ACCOUNTS.farmer.password))

    await page.goto(at(locale, '/products/list'))
    // The place starts from the farm's profile.
    await expect(page.getByLabel(tr('productForm.pin'), { exact: true })).toHaveValue(FARM_PIN)
    await page.getByLabel(tr('productForm.name'), { exact: true }).fill(CROP)
    await page.getByLabel(tr('productForm.unit'), { exact: true }).selectOption('quintal')
    const price = page.getByLabel(tr('productForm.pricePerUnit'), { exact: true })
    // A tenth above the nearest modal price.
    await price.fill(String(Math.round(nearest.modalPrice * 110) / 100))

    const reference = page.getByRole('region', { name: tr('priceReference.heading', { crop: answer.cropName ?? CROP }) })
    await expect(reference.getByText(tr('priceReference.yoursAbove', { percent: 10, market: nearest.market }))).toBeVisible()
    const mandis = reference.getByRole('group', { name: tr('priceReference.mandiHeading') })
    await expect(mandis.getByText(tr('products.demoBadge'), { exact: true })).toBeVisible()
    await expect(mandis.getByRole('listitem')).toHaveCount(Math.min(answer.mandi?.markets.length ?? 0, 3))
    const modal = tr('priceReference.modal', {
      price: tr('product.pricePerUnit', { price: rupees(locale, nearest.modalPrice), unit: tr('unit.quintal') }),
    })
    await expect(mandis.getByRole('listitem').first().getByText(modal)).toBeVisible()
    await expect(mandis.getByRole('link', { name: tr('priceReference.sourceName') })).toHaveAttribute('href', MANDI_SOURCE_URL)
    await expect(mandis.getByRole('link', { name: tr('priceReference.licence') })).toHaveAttribute('href', MANDI_LICENCE_URL)

    await reference.getByRole('button', { name: tr('priceReference.use', { price: rupees(locale, nearest.modalPrice) }) }).click()
    await expect(price).toHaveValue(String(nearest.modalPrice))
    await expect(reference.getByText(tr('priceReference.yoursSame', { market: nearest.market }))).toBeVisible()

    // Sold by the dozen, the crop has no mandi rate to compare: the block goes.
    await page.getByLabel(tr('productForm.unit'), { exact: true }).selectOption('dozen')
    await expect(reference).toHaveCount(0)
  })

  test(`${locale}: a demo listing’s page shows the market prices near its farm after it loads, marked Demo and credited`, async ({
    page,
    request,
  }) => {
    const lot = await demoOnion(request)
    const answer = await priceReference(request, locale, lot.name, lot.location.pin, lot.unit)
    const nearest = nearestDemoMarket(answer)

    // Fetched in the browser once the page is up: the server's page does not carry it.
    const served = await request.get(at(locale, `/products/${lot._id}`), { headers: { Accept: 'text/html' } })
    expect(served.status()).toBe(200)
    expect(await served.text()).not.toContain(tr('priceReference.sourceName'))

    await page.goto(at(locale, `/products/${lot._id}`))
    await expect(page.getByRole('heading', { level: 1, name: lot.name })).toBeVisible()
    // Below the details, loaded as it comes near.
    await page.getByRole('heading', { name: tr('productPage.reviews') }).scrollIntoViewIfNeeded()

    const reference = page.getByRole('region', { name: tr('priceReference.heading', { crop: answer.cropName ?? lot.name }) })
    await expect(reference).toBeVisible()
    const percent = Math.round(((lot.pricePerUnit - nearest.modalPrice) / nearest.modalPrice) * 100)
    const values = { percent: Math.abs(percent), market: nearest.market }
    const comparison =
      percent === 0
        ? tr('priceReference.listingSame', values)
        : tr(percent > 0 ? 'priceReference.listingAbove' : 'priceReference.listingBelow', values)
    await expect(reference.getByText(comparison)).toBeVisible()
    // A buyer cannot set the price.
    await expect(reference.getByRole('button')).toHaveCount(0)

    const mandis = reference.getByRole('group', { name: tr('priceReference.mandiHeading') })
    await expect(mandis.getByText(tr('products.demoBadge'), { exact: true })).toBeVisible()
    const shown = answer.mandi?.markets.slice(0, 3) ?? []
    await expect(mandis.getByRole('listitem')).toHaveCount(shown.length)
    for (const [index, market] of shown.entries()) {
      await expect(mandis.getByRole('listitem').nth(index)).toContainText(market.market)
    }
    await expect(mandis).toContainText(
      `${tr('priceReference.sourceLabel')} ${tr('priceReference.sourceName')} — ${tr('priceReference.licence')}`,
    )
    await expect(mandis.getByRole('link', { name: tr('priceReference.sourceName') })).toHaveAttribute('href', MANDI_SOURCE_URL)
    await expect(mandis.getByRole('link', { name: tr('priceReference.licence') })).toHaveAttribute('href', MANDI_LICENCE_URL)
  })
}
