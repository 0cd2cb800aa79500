// The first load of the landing page, and of Browse, a listing's page and a farmer's storefront (rendered by the server at
// run time from dist-ssr/pages.json), in every language: the HTML, the CSS and JS it requests on
// load (the route's chunks and catalogue parts are modulepreloaded), compressed as served, against
// each page's budget. For the server-rendered pages the HTML counted is the template; the server
// adds the page's own HTML (a few KB compressed: six cards, one listing or one farmer, and their data).
// Usage: node scripts/check-budget.mjs   (after `npm run build`). Exits 1 over a budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'

/** The target for every public page's first load: 100 KB compressed, its catalogue parts included. */
const TARGET_BYTES = 100_000
/**
 * What the server-rendered pages may weigh today, above the target: the first script (React DOM,
 * the router and the app's shell: 80.5 KB) and the whole stylesheet (7.6 KB) leave no room under
 * 100 KB for Zod (23.2 KB, which the shared modules' schemas bring) and React Query (the data's
 * cache); measured at 158.4 KB at most (each of them in Tamil) once Browse had "Near me". A
 * check, not a goal: it stops the pages growing while the target stays 100 KB. The browser tests
 * hold the pages as served, their listings in the HTML, to 10 KB more (e2e/tests/budget.spec.ts).
 */
const SERVER_RENDERED_BUDGET_BYTES = 160_000

const distDir = fileURLToPath(new URL('../dist', import.meta.url))
const templatesFile = fileURLToPath(new URL('../dist-ssr/pages.json', import.meta.url))
/** The server-rendered pages that have a budget, by their name in pages.json. */
const SERVER_RENDERED = { browse: 'Browse', product: "a listing's page", storefront: "a farmer's storefront" }

/** Size of `file` as served: its .br sibling, or brotli of the file when there is none. */
function servedBytes(file) {
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size
  return brotliCompressSync(readFileSync(file)).length
}

/** Same-origin scripts, module preloads and stylesheets the page asks for before any script runs. */
function firstLoadFiles(html) {
  const urls = new Set()
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src)
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

/** The landing page in every language: `dist/index.html` (English) and `dist/<code>/index.html`. */
const landings = [
  ['en', path.join(distDir, 'index.html')],
  ...readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .map((entry) => [entry.name, path.join(distDir, entry.name, 'index.html')]),
].filter(([, file]) => existsSync(file))
if (landings.length === 0) {
  console.error('dist/index.html is missing: run `npm run build -w @app/web` first')
  process.exit(1)
}

// Libraries that belong to later screens; a string each keeps in its minified build.
const OFF_CRITICAL_PATH = [
  ['Zod', 'ZodError'],
  ['React Query', 'No QueryClient set'],
]

/** Prints one page's first load and fails the run over budget; `offCriticalPath` also checks the landing page's libraries. */
function checkPage(label, locale, htmlName, html, { offCriticalPath = false, budget = TARGET_BYTES } = {}) {
  const rows = [[htmlName, brotliCompressSync(html).length]]
  for (const url of firstLoadFiles(html.toString())) {
    rows.push([url, servedBytes(path.join(distDir, url))])
  }
  if (offCriticalPath) {
    for (const [url] of rows.slice(1)) {
      if (!url.endsWith('.js')) continue
      const code = readFileSync(path.join(distDir, url), 'utf8')
      for (const [library, marker] of OFF_CRITICAL_PATH) {
        if (code.includes(marker)) {
          console.error(`${library} is on the landing page's first load (${url})`)
          process.exitCode = 1
        }
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

for (const [locale, htmlFile] of landings) {
  checkPage('landing page', locale, path.relative(distDir, htmlFile), readFileSync(htmlFile), { offCriticalPath: true })
}

if (!existsSync(templatesFile)) {
  console.error('dist-ssr/pages.json is missing: run `npm run build -w @app/web` first')
  process.exit(1)
}
const templates = JSON.parse(readFileSync(templatesFile, 'utf8'))
for (const [name, label] of Object.entries(SERVER_RENDERED)) {
  for (const [locale, html] of Object.entries(templates[name] ?? {})) {
    checkPage(label, locale, `dist-ssr/pages.json ${name}.${locale}`, Buffer.from(html), { budget: SERVER_RENDERED_BUDGET_BYTES })
  }
}
