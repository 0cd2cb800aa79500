import type { BrowserContext, Request } from '@playwright/test'
import { LOCALES } from '@app/shared/messages/locales'
import { localePath } from '@app/shared/paths'
import { translate } from '../fixtures/i18n'
import { expect, test } from '../fixtures/test'

/**
 * A public page's first load (HTML + CSS + JS, compressed as served) must stay small in every
 * language: farmers open it on low-end phones over slow rural networks. 150 KB in decimal units, the same bar as apps/web/scripts/check-budget.mjs,
 * which measures the build's files. Browse, a listing's page and a storefront are held to it with
 * their data: their HTML carries the page's listings.
 */
const BUDGET_BYTES = 150_000

/** The landing page in each language the site speaks. */
const LANDINGS = LOCALES.map((locale) => ({ locale, path: localePath(locale, '/') }))

function kindOf(request: Request, contentType: string): 'html' | 'css' | 'js' | undefined {
  const type = request.resourceType()
  if (type === 'document' || contentType.includes('text/html')) return 'html'
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css'
  if (type === 'script' || contentType.includes('javascript')) return 'js'
  return undefined
}

/** What a returning visitor's browser fetches to show `path`, by kind, as it crossed the wire. */
async function measureFirstLoad(context: BrowserContext, path: string) {
  const page = await context.newPage()
  const requests: Request[] = []
  page.on('requestfinished', (request) => requests.push(request))
  // No scrolling: the charts' code loads only when they come near, and is not part of the first load.
  await page.goto(path, { waitUntil: 'networkidle' })
  const totals = { html: 0, css: 0, js: 0 }
  const rows: string[] = []
  for (const request of requests) {
    const response = await request.response()
    if (!response) continue
    const headers = await response.allHeaders()
    const kind = kindOf(request, headers['content-type'] ?? '')
    if (!kind) continue
    // responseBodySize is the body as it crossed the wire, i.e. after compression.
    const { responseBodySize } = await request.sizes()
    const encoding = headers['content-encoding'] ?? 'identity'
    totals[kind] += responseBodySize
    rows.push(`  ${kind.padEnd(4)} ${String(responseBodySize).padStart(7)} B  ${encoding.padEnd(8)} ${new URL(request.url()).pathname}`)
  }
  await page.close()
  return { totals, total: totals.html + totals.css + totals.js, rows }
}

/**
 * Measures each of `paths` on a fresh context and holds every one to the budget: a returning
 * visitor who was asked for a language (the fixtures' marker) and chose none, so no page
 * redirects; each page on a context of its own, so nothing comes from the cache.
 */
async function expectFirstLoadsWithinBudget(
  newContext: () => Promise<BrowserContext>,
  what: string,
  paths: string[],
  budget = BUDGET_BYTES,
) {
  const lines: string[] = []
  const summary: string[] = []
  const results: { path: string; total: number }[] = []
  for (const path of paths) {
    const { totals, total, rows } = await measureFirstLoad(await newContext(), path)
    results.push({ path, total })
    const line = `${path.padEnd(24)} ${(total / 1000).toFixed(1).padStart(6)} KB  html ${String(totals.html).padStart(6)} B  css ${String(totals.css).padStart(6)} B  js ${String(totals.js).padStart(6)} B`
    summary.push(line)
    lines.push(`${what} first load (${path}):`, ...rows)
    expect.soft(totals.html, `the HTML document of ${path} was measured`).toBeGreaterThan(0)
    expect.soft(totals.js, `the JS of ${path} was measured`).toBeGreaterThan(0)
  }
  const table = [`${what} first load per language (budget ${budget / 1000} KB):`, ...summary].join('\n')
  test.info().annotations.push({ type: 'first-load-bytes', description: table })
  console.log(`${table}\n\n${lines.join('\n')}`)
  for (const { path, total } of results) expect.soft(total, `first load of ${path}`).toBeLessThanOrEqual(budget)
}

test('the landing page’s first load stays within 150 KB of HTML, CSS and JS in every language', async ({ newContext }) => {
  await expectFirstLoadsWithinBudget(
    newContext,
    'landing',
    LANDINGS.map(({ path }) => path),
  )
})

test('Browse, a listing’s page and its farmer’s storefront each load within 150 KB in every language, their data included', async ({
  newContext,
  request,
}) => {
  // Fifteen cold page loads, each in a context of its own.
  test.setTimeout(120_000)
  // A demo listing with photos, as a shared link would name one: its page carries the most.
  const answer = await request.get('/api/orderProduct/get-AllListedProduct?limit=48')
  expect(answer.status()).toBe(200)
  const { getAllProduct } = (await answer.json()) as { getAllProduct: { _id: string; farmerId: string; images: string[] }[] }
  const listing = getAllProduct.find((product) => product.images.length > 0)
  expect(listing, 'a listing with a photo').toBeDefined()
  const pages = ['/products/browse', `/products/${listing?._id}`, `/farmers/${listing?.farmerId}`]
  await expectFirstLoadsWithinBudget(
    newContext,
    'Browse, listing and storefront',
    LOCALES.flatMap((locale) => pages.map((page) => localePath(locale, page))),
  )
})

for (const { locale, path } of LANDINGS) {
  test(`the landing page’s main heading is in the HTML before any script runs (${locale})`, async ({ request, newContext }) => {
    const raw = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
    expect(raw.status()).toBe(200)
    const html = await raw.text()
    expect(html).toMatch(new RegExp(`<html\\b[^>]*\\blang="${locale}"`))
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
    expect(h1, 'an <h1> in the served HTML').not.toBeNull()
    const prerendered = normalise(h1?.[1] ?? '')
    expect(prerendered).toBe(translate(locale)('landing.hero.heading'))
    // Search engines find the page in every other language (React writes the attribute `hrefLang`; HTML reads it in any case).
    for (const other of LOCALES) expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${other}"`, 'i'))

    // The same heading the running app shows: pre-rendering and the app agree.
    const page = await (await newContext()).newPage()
    await page.goto(path)
    const live = normalise((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
    expect(prerendered).toBe(live)
  })
}

/** Text of an HTML fragment: tags dropped, entities that text may carry decoded, spaces collapsed. */
function normalise(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
