import type { APIRequestContext } from '@playwright/test'
import { MANDI_LICENCE_URL, MANDI_SOURCE_URL, PriceReferenceSchema, type PriceReference } from '@app/shared/mandi'
import { intlLocale, LOCALES, type Locale } from '@app/shared/messages/locales'
import { axeViolations } from '../fixtures/axe'
import { at, translate } from '../fixtures/i18n'
import { layoutProblems } from '../fixtures/layout'
import { expect, test } from '../fixtures/test'

/**
 * The public Mandi Prices page on a phone: a crop typed in Hindi near the demo farm's PIN code
 * finds tomato's (demo) market rates, nearest first, with their chart and its table, marked Demo
 * and credited under the licence; the page arrives rendered with them, and its form works before
 * any script runs.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

/** The demo data's Nashik farm, near which the demo has made-up mandi rates for its crops. */
const FARM_PIN = '422001'
const TOMATO_HINDI = 'टमाटर'

/** What the server answers about `crop` near the farm, with the chart's days, in `locale`: what the page must show. */
async function priceReference(request: APIRequestContext, locale: Locale, crop: string): Promise<PriceReference> {
  const params = new URLSearchParams({ crop, pin: FARM_PIN, unit: 'kg', history: 'true' })
  const res = await request.get(`/api/prices?${params}`, { headers: { 'Accept-Language': locale } })
  expect(res.status(), await res.text()).toBe(200)
  const answer = PriceReferenceSchema.parse(await res.json())
  expect(answer.crop).toBe('tomato')
  expect(answer.mandi?.demo, 'the demo’s mandi rates').toBe(true)
  expect(answer.mandi?.markets.length, 'the demo’s tomato markets near the farm').toBeGreaterThan(0)
  return answer
}

/** ₹ as the page writes them in `locale` (lib/format.ts's formatRupees). */
function rupees(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR' }).format(amount).replace(/\.00$/, '')
}

for (const locale of ['en', 'hi'] as const) {
  const tr = translate(locale)

  test(`${locale}: searching “टमाटर” near the farm shows tomato’s market rates, their chart and table, marked Demo and credited`, async ({
    page,
    request,
  }) => {
    const answer = await priceReference(request, locale, TOMATO_HINDI)
    const crop = answer.cropName ?? ''
    const markets = answer.mandi?.markets ?? []

    await page.goto(at(locale, '/mandi-prices'))
    await expect(page.getByRole('heading', { level: 1, name: tr('mandiPrices.heading') })).toBeVisible()
    await page.getByLabel(tr('mandiPrices.cropLabel'), { exact: true }).fill(TOMATO_HINDI)
    await page.getByLabel(tr('mandiPrices.pinLabel'), { exact: true }).fill(FARM_PIN)
    await page.getByRole('button', { name: tr('mandiPrices.search') }).click()
    // The search is the page's address, to share.
    await expect(page).toHaveURL((url) => url.searchParams.get('crop') === TOMATO_HINDI && url.searchParams.get('pin') === FARM_PIN)

    const rates = page.getByRole('region', { name: tr('mandiPrices.marketsHeading', { crop }) })
    await expect(rates).toBeVisible()
    await expect(rates.getByText(tr('products.demoBadge'), { exact: true })).toBeVisible()
    const cards = rates.getByRole('listitem')
    await expect(cards).toHaveCount(markets.length)
    for (const [index, market] of markets.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(market.market)
    }
    const nearest = markets[0]!
    await expect(cards.first()).toContainText(
      tr('product.pricePerUnit', { price: rupees(locale, nearest.modalPrice), unit: tr('unit.kg') }),
    )
    await expect(cards.first()).toContainText(
      tr('mandiPrices.range', { min: rupees(locale, nearest.minPrice), max: rupees(locale, nearest.maxPrice) }),
    )
    await expect(rates.getByRole('link', { name: tr('info.newTab', { label: tr('priceReference.sourceName') }) })).toHaveAttribute(
      'href',
      MANDI_SOURCE_URL,
    )
    await expect(rates.getByRole('link', { name: tr('info.newTab', { label: tr('priceReference.licence') }) })).toHaveAttribute(
      'href',
      MANDI_LICENCE_URL,
    )

    // The chart is drawn once it comes near, and its figures are a table for screen readers: a row a day.
    const title = tr('mandiPrices.chartTitle', { crop, days: 30 })
    const chart = page.getByRole('img', { name: title })
    await chart.scrollIntoViewIfNeeded()
    // Chart.js sizes the canvas it draws on.
    await expect(chart).toHaveAttribute('style', /width: \d+/)
    const days = new Set(markets.flatMap((market) => (market.history ?? []).map((day) => day.date)))
    const table = page.getByRole('table', { name: title })
    await expect(table.getByRole('row')).toHaveCount(days.size + 1)
    await expect(table.getByRole('columnheader').first()).toHaveText(tr('mandiPrices.day'))

    expect(await axeViolations(page), 'axe on the results').toEqual([])
    expect(await layoutProblems(page), 'the results at 360 px').toEqual([])
  })
}

test('the page arrives rendered with the answer, and its form works before any script runs', async ({ browser, request }) => {
  const tr = translate('hi')
  const answer = await priceReference(request, 'hi', TOMATO_HINDI)
  const served = await request.get(at('hi', `/mandi-prices?crop=${encodeURIComponent(TOMATO_HINDI)}&pin=${FARM_PIN}`))
  expect(served.status()).toBe(200)
  const html = await served.text()
  expect(html).toContain(tr('mandiPrices.marketsHeading', { crop: answer.cropName ?? '' }))
  expect(html).toContain(answer.mandi?.markets[0]?.market ?? 'a market')
  expect(html).toContain(`href="${MANDI_SOURCE_URL}"`)
  expect(html).not.toContain(tr('mandiPrices.loading'))

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    await page.goto(at('hi', '/mandi-prices'))
    await page.getByLabel(tr('mandiPrices.cropLabel'), { exact: true }).fill(TOMATO_HINDI)
    await page.getByLabel(tr('mandiPrices.pinLabel'), { exact: true }).fill(FARM_PIN)
    await page.getByLabel(tr('mandiPrices.cropLabel'), { exact: true }).press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === '/hi/mandi-prices' && url.searchParams.get('crop') === TOMATO_HINDI)
    await expect(
      page.getByRole('heading', { level: 2, name: tr('mandiPrices.marketsHeading', { crop: answer.cropName ?? '' }) }),
    ).toBeVisible()
    await expect(page.getByText(tr('products.demoBadge'), { exact: true })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('a crop no one knows and a unit that is not a weight say so', async ({ page, request }) => {
  const tr = translate('en')
  const answer = await priceReference(request, 'en', 'tomato')
  await page.goto('/mandi-prices?crop=moonfruit')
  await expect(page.getByText(tr('mandiPrices.unknownCrop', { crop: 'moonfruit' }))).toBeVisible()
  await page.goto(`/mandi-prices?crop=tomato&pin=${FARM_PIN}&unit=dozen`)
  await expect(page.getByText(tr('mandiPrices.notWeight', { crop: answer.cropName ?? '', unit: tr('unit.dozen') }))).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(tr('priceReference.sourceName').slice(0, 9)) })).toHaveCount(0)
})

test('the page fits a 360 px phone in every language, empty and with results', async ({ page }) => {
  for (const locale of LOCALES) {
    const tr = translate(locale)
    await page.goto(at(locale, '/mandi-prices'))
    await expect(page.getByRole('heading', { level: 1, name: tr('mandiPrices.heading') })).toBeVisible()
    expect(await layoutProblems(page), `${locale}: the empty search`).toEqual([])
    await page.goto(at(locale, `/mandi-prices?crop=tomato&pin=${FARM_PIN}`))
    await expect(page.getByText(tr('products.demoBadge'), { exact: true })).toBeVisible()
    expect(await layoutProblems(page), `${locale}: the results`).toEqual([])
  }
})

test('the footer links to the page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mandi Prices' }).click()
  await expect(page).toHaveURL(/\/mandi-prices$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mandi Prices' })).toBeVisible()
  expect(await axeViolations(page), 'axe on the empty search').toEqual([])
})
