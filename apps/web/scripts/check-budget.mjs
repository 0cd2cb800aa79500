// The first load of every pre-rendered page in every language, as served (brotli): its HTML and the
// CSS and JS it loads (script tags, stylesheets, module preloads), against the 150 KB budget a phone
// on a slow rural connection can take. For the pages the server renders for each request it prints
// what their template loads; the server adds each page's own HTML and data, and the browser tests
// hold those pages to the budget with it (e2e/tests/budget.spec.ts).
// Usage: node scripts/check-budget.mjs   (after `npm run build`). Exits 1 over a budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'

const BUDGET_BYTES = 150_000

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const templatesFile = fileURLToPath(new URL('../dist-ssr/pages.json', import.meta.url))

/** Size of `file` as served: its .br sibling, or brotli of the file when there is none. */
function servedBytes(file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length
}

/** Same-origin scripts, module preloads and stylesheets the page loads, and those public/start-after-paint.js starts. */
function firstLoadFiles(html) {
  const urls = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]))
  for (const [, attribute] of html.matchAll(/\bdata-(?:entry|modules)="([^"]*)"/g))
    for (const url of attribute.split(' ').filter(Boolean)) urls.add(url)
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) urls.add(href)
  }
  for (const url of urls) if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`A page loads an outside URL: ${url}`)
  return [...urls]
}

/** Every pre-rendered page: each `index.html` under dist/ (`index.html`, `signin/index.html`, `hi/signin/index.html`…). */
function preRenderedPages(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && entry.name !== 'assets') return preRenderedPages(path.join(dir, entry.name), `${prefix}${entry.name}/`)
    return entry.name === 'index.html' ? [`${prefix}index.html`] : []
  })
}

function checkPage(label, html, budget = BUDGET_BYTES) {
  const rows = [
    ['HTML', brotliCompressSync(html).length],
    ...firstLoadFiles(html).map((url) => [url, servedBytes(path.join(distDir, url))]),
  ]
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
  console.log(`${label}: ${(total / 1000).toFixed(1)} KB in ${rows.length} files${budget ? ` (budget ${budget / 1000} KB)` : ''}`)
  if (budget && total > budget) {
    for (const [name, bytes] of rows) console.error(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${name}`)
    console.error(`${label}: over budget by ${((total - budget) / 1000).toFixed(1)} KB`)
    process.exitCode = 1
  }
}

if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(templatesFile)) {
  console.error('The build is missing: run `npm run build -w @app/web` first')
  process.exit(1)
}
for (const page of preRenderedPages(distDir))
  checkPage(`/${page.replace(/index\.html$/, '')}`, readFileSync(path.join(distDir, page), 'utf8'))
const templates = JSON.parse(readFileSync(templatesFile, 'utf8'))
for (const [name, languages] of Object.entries(templates)) {
  for (const [locale, html] of Object.entries(languages)) checkPage(`${name} (${locale}), before its own HTML and data`, html, null)
}
