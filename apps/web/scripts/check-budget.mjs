// The first load of every pre-rendered page (the landing page, sign-in, the information pages) and
// of Browse, a listing's page, a farmer's storefront and the weather page (rendered by the server at
// run time from dist-ssr/pages.json), in every language: the HTML, the CSS and the JS it loads (its script tags
// and the modules its paint-first script names), compressed as served, against each page's budget.
// For the server-rendered pages the HTML counted is the template; the server adds the page's own
// HTML (a few KB compressed: six cards, one listing, one farmer or a city's weather, and their data).
// The signed-in screens' shells (src/app/screen-shells.ts) are held to what draws them: their HTML
// and stylesheet, as their scripts come after the first paint.
// Usage: node scripts/check-budget.mjs   (after `npm run build`). Exits 1 over a budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'

/** The target for every public page's first load: 100 KB compressed, its catalogue parts included. */
const TARGET_BYTES = 100_000
/**
 * The template of a page the server renders at run time: the page's own HTML and data (six cards,
 * one listing or one farmer) add up to 10 KB when served, which the browser tests count
 * (e2e/tests/budget.spec.ts), so the rest stays within 90 KB.
 */
const SERVER_RENDERED_BUDGET_BYTES = TARGET_BYTES - 10_000
/**
 * What draws a signed-in screen's shell. At 400 kbps and 400 ms round trips, 20 KB arrive in
 * about 1.6 s with the connection and the two requests, inside the 2 s a slow phone may wait to
 * see the screen's heading and skeleton.
 */
const SCREEN_SHELL_PAINT_BYTES = 20_000

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const templatesFile = fileURLToPath(new URL('../dist-ssr/pages.json', import.meta.url))
/** The server-rendered pages that have a budget, by their name in pages.json. */
const SERVER_RENDERED = { browse: 'Browse', product: "a listing's page", storefront: "a farmer's storefront", weather: 'the weather page' }

/** Size of `file` as served: its .br sibling, or brotli of the file when there is none. */
function servedBytes(file) {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size
  return brotliCompressSync(readFileSync(file)).length
}

/**
 * Same-origin scripts and stylesheets the page loads: its script tags, its stylesheets, and the
 * entry and modules its paint-first script loads once the page is drawn (public/paint-first.js).
 */
function firstLoadFiles(html) {
  const urls = new Set()
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src)
  for (const [, names] of html.matchAll(/\bdata-(?:entry|modules)="([^"]*)"/g))
    names
      .split(' ')
      .filter(Boolean)
      .forEach((url) => urls.add(url))
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = tag.match(/\brel="([^"]+)"/)?.[1]
    const href = tag.match(/\bhref="([^"]+)"/)?.[1]
    if (href && (rel === 'stylesheet' || rel === 'modulepreload')) urls.add(href)
  }
  for (const url of urls) {
    if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`A page loads an outside URL: ${url}`)
  }
  return [...urls]
}

/** The stylesheets a page links: with its HTML, what its first paint waits for. */
function paintFiles(html) {
  return firstLoadFiles(html).filter((url) => url.endsWith('.css'))
}

/** Every pre-rendered page in every language: each `index.html` under dist/ (the landing page is `index.html` and `<code>/index.html`). */
function preRenderedPages(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && entry.name !== 'assets') return preRenderedPages(path.join(dir, entry.name), `${prefix}${entry.name}/`)
    return entry.name === 'index.html' ? [`${prefix}index.html`] : []
  })
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build -w @app/web` first')
  process.exit(1)
}
const pages = preRenderedPages(distDir)

// Libraries that belong to later moments than a page's first load; a string each keeps in its minified build.
const ZOD = ['Zod', '$ZodObject']
const REACT_QUERY = ['React Query', 'No QueryClient set']

/** Prints one page's first load and fails the run over budget or when it loads one of `notLoading`. */
function checkPage(label, locale, htmlName, html, { notLoading = [], budget = TARGET_BYTES, files = firstLoadFiles } = {}) {
  const rows = [[htmlName, brotliCompressSync(html).length]]
  for (const url of files(html.toString())) {
    rows.push([url, servedBytes(path.join(distDir, url))])
  }
  for (const [url] of rows.slice(1)) {
    if (!url.endsWith('.js')) continue
    const code = readFileSync(path.join(distDir, url), 'utf8')
    for (const [library, marker] of notLoading) {
      if (code.includes(marker)) {
        console.error(`${library} is on the first load of ${label} (${locale}, ${url})`)
        process.exitCode = 1
      }
    }
  }
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
  console.log(`${label}, ${locale}:`)
  for (const [name, bytes] of rows) console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${name}`)
  console.log(`${(total / 1000).toFixed(1).padStart(7)} KB  total in ${rows.length} files (brotli; budget ${budget / 1000} KB)\n`)
  if (total > budget) {
    console.error(`${label}, ${locale}: over budget by ${((total - budget) / 1000).toFixed(1)} KB`)
    process.exitCode = 1
  }
}

for (const page of pages) {
  const [first, ...rest] = page.split('/')
  const locale = /^[a-z]{2}$/.test(first ?? '') ? first : 'en'
  const address = `/${(locale === first ? rest : [first, ...rest]).slice(0, -1).join('/')}`
  const html = readFileSync(path.join(distDir, page))
  // A public page's root is hydrated (data-prerendered); a signed-in screen's shell is not.
  if (!html.includes('<div id="root" data-prerendered>')) {
    checkPage(`${address} (screen shell, to its first paint)`, locale, page, html, { budget: SCREEN_SHELL_PAINT_BYTES, files: paintFiles })
    continue
  }
  // The forms load Zod when first touched (src/lib/lazy-resolver.ts).
  const notLoading = address === '/' ? [ZOD, REACT_QUERY] : [ZOD]
  checkPage(address, locale, page, html, { notLoading })
}

if (!existsSync(templatesFile)) {
  console.error('dist-ssr/pages.json is missing: run `npm run build -w @app/web` first')
  process.exit(1)
}
const templates = JSON.parse(readFileSync(templatesFile, 'utf8'))
for (const [name, label] of Object.entries(SERVER_RENDERED)) {
  for (const [locale, html] of Object.entries(templates[name] ?? {})) {
    // Their data comes with the HTML: Zod comes with the first request they make.
    checkPage(label, locale, `dist-ssr/pages.json ${name}.${locale}`, Buffer.from(html), {
      budget: SERVER_RENDERED_BUDGET_BYTES,
      notLoading: [ZOD],
    })
  }
}
