// The landing page's first load (HTML + the CSS and JS it requests on load, compressed as served)
// must stay at or under 100 KB in every language.
// Usage: node scripts/check-budget.mjs   (after `npm run build`). Exits 1 over the budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'

const BUDGET_BYTES = 100_000

const distDir = fileURLToPath(new URL('../dist', import.meta.url))

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
    if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`The landing page loads an outside URL: ${url}`)
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

for (const [locale, htmlFile] of landings) {
  const rows = [[path.relative(distDir, htmlFile), servedBytes(htmlFile)]]
  for (const url of firstLoadFiles(readFileSync(htmlFile, 'utf8'))) {
    rows.push([url, servedBytes(path.join(distDir, url))])
  }
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
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
  console.log(`landing page, ${locale}:`)
  for (const [name, bytes] of rows) console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${name}`)
  console.log(`${(total / 1000).toFixed(1).padStart(7)} KB  total (brotli; budget ${BUDGET_BYTES / 1000} KB)\n`)
  if (total > BUDGET_BYTES) {
    console.error(`${locale}: over budget by ${((total - BUDGET_BYTES) / 1000).toFixed(1)} KB`)
    process.exitCode = 1
  }
}
