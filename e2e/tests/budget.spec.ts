import type { Request } from '@playwright/test'
import { expect, test } from '../fixtures/test'

/**
 * The landing page's first load (HTML + CSS + JS, compressed as served) must stay small: farmers
 * open it on low-end phones over slow rural networks.
 */
const BUDGET_BYTES = 130 * 1024

function kindOf(request: Request, contentType: string): 'html' | 'css' | 'js' | undefined {
  const type = request.resourceType()
  if (type === 'document' || contentType.includes('text/html')) return 'html'
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css'
  if (type === 'script' || contentType.includes('javascript')) return 'js'
  return undefined
}

test('the landing page’s first load stays within 130 KB of HTML, CSS and JS', async ({ newContext }) => {
  const context = await newContext()
  const page = await context.newPage()
  const requests: Request[] = []
  page.on('requestfinished', (request) => requests.push(request))

  // No scrolling: the charts' code loads only when they come near, and is not part of the first load.
  await page.goto('/', { waitUntil: 'networkidle' })

  const totals = { html: 0, css: 0, js: 0 }
  const rows: string[] = []
  for (const request of requests) {
    const response = await request.response()
    if (!response) continue
    const kind = kindOf(request, (await response.allHeaders())['content-type'] ?? '')
    if (!kind) continue
    // responseBodySize is the body as it crossed the wire, i.e. after compression.
    const { responseBodySize } = await request.sizes()
    const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity'
    totals[kind] += responseBodySize
    rows.push(`${kind.padEnd(4)} ${String(responseBodySize).padStart(7)} B  ${encoding.padEnd(8)} ${new URL(request.url()).pathname}`)
  }
  const total = totals.html + totals.css + totals.js
  const summary = `landing first load: ${(total / 1024).toFixed(1)} KB (html ${totals.html} B, css ${totals.css} B, js ${totals.js} B; budget ${BUDGET_BYTES} B)`
  test.info().annotations.push({ type: 'first-load-bytes', description: summary })
  console.log(`${summary}\n${rows.join('\n')}`)

  expect(totals.html, 'the HTML document was measured').toBeGreaterThan(0)
  expect(totals.js, 'the JS was measured').toBeGreaterThan(0)
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES)
})

test('the landing page’s main heading is in the HTML before any script runs', async ({ request, newContext }) => {
  const raw = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } })
  expect(raw.status()).toBe(200)
  const html = await raw.text()
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
  expect(h1, 'an <h1> in the served HTML').not.toBeNull()
  const prerendered = normalise(h1?.[1] ?? '')
  expect(prerendered.length).toBeGreaterThan(0)

  // The same heading the running app shows: pre-rendering and the app agree.
  const page = await (await newContext()).newPage()
  await page.goto('/')
  const live = normalise((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
  expect(prerendered).toBe(live)
})

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
