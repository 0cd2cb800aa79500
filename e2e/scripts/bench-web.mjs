#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile form factor, default simulated throttling) against the
// built app, served by the built server on a temporary DATA_DIR (embedded PGlite) with demo data
// and BENCH_LISTINGS (100,000 by default) more listings: every public page, Browse, a listing's page
// and a farmer's storefront (rendered by the server with their data), in English (the spec's own
// addresses) and in Hindi (`/hi/...`), in one table: the median over the runs of each figure
// (performance, LCP, CLS, TBT, the first load's bytes) beside its target. Then the signed-in screens, which Lighthouse cannot sign in to:
// each role's main screens opened cold by a new account on a 360 px phone at 400 kbps, 400 ms
// round trips and a CPU four times slower (Chromium's own throttling, through Playwright), timed
// to the screen's heading and to the first content or skeleton under it.
// Each run's browser already has the language cookie (`kisansetu_lang`, `en` or `hi`) that the
// language chooser sets: a visitor without it gets the chooser over the page on the first visit,
// which would then be what Lighthouse measures. The cookie is written into a Chromium profile by
// Playwright before the runs, since Lighthouse itself can only add a Cookie header, which the page's
// own script would not see.
// Measures the existing build: run `npm run build` first (it builds only when none exists).
// To measure a part only: BENCH_PAGES (comma-separated addresses from PAGES, and `listing` or
// `storefront`), BENCH_LANGUAGES (`en,hi`) and BENCH_SIGNED_IN=false (no signed-in screens);
// BENCH_RUNS (3) Lighthouse runs per page, of which the table shows the medians. BENCH_REPORTS, a
// folder: each page's median run (Lighthouse's own choice) is written there as JSON (its long tasks, script bootup and
// main-thread breakdown are where a TBT figure is explained).
/* global document, Node -- the page functions below run in the browser */
import { spawn, spawnSync } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get as httpGet } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { isBuilt, REPO_ROOT, serverProcessEnv, spawnServer, stopServer, waitForHealthy } from './server-process.mjs'

/** The pages a visitor reaches without signing in (the pre-rendered ones), as English addresses. */
const PAGES = ['/', '/signin', '/signup', '/forgot-password', '/weather', '/FarmLaw', '/SeasonalGuide', '/contact-us', '/products/browse']
/** Lighthouse runs per page: the table shows each figure's median, as one run on a shared machine varies widely. */
const BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** The targets each public page's medians are held to. */
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.02, firstLoadKb: 150 }

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
/** Runs again after a lost trace (NO_NAVSTART), which a busy machine sees now and then. */
const TRACE_RETRIES = 3
/** Listings loaded besides the demo data, so Browse is measured at a real marketplace's size. */
const BENCH_LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000)
/** English at the spec's own addresses, Hindi under its prefix (packages/shared/src/paths.ts `localePath`). */
const LANGUAGES = [
  { locale: 'en', address: (page) => page },
  { locale: 'hi', address: (page) => (page === '/' ? '/hi/' : `/hi${page}`) },
]
const LANGUAGE_COOKIE = 'kisansetu_lang'

/** The comma-separated list in environment variable `name`, or undefined when it is unset or empty. */
function listFromEnv(name) {
  const items = (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  return items.length > 0 ? items : undefined
}
const onlyPages = listFromEnv('BENCH_PAGES')
const onlyLanguages = listFromEnv('BENCH_LANGUAGES')
const measureSignedIn = process.env.BENCH_SIGNED_IN !== 'false'
const reportsDir = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : undefined
const measured = (page) => onlyPages === undefined || onlyPages.includes(page)
/**
 * A slow rural connection on a low-end phone, for the signed-in screens (which Lighthouse cannot
 * sign in to): 400 kbps each way, 400 ms round trips, the CPU four times slower.
 */
const SLOW_PHONE = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400, cpuSlowdown: 4 }
/** Each role's main screens, as the bottom bar lists them, opened cold by a new account of that role. */
const SIGNED_IN_SCREENS = [
  { role: 'buyer', path: '/dashboard/buyer' },
  { role: 'buyer', path: '/mycart' },
  { role: 'buyer', path: '/orders/history' },
  { role: 'buyer', path: '/profile/buyer' },
  { role: 'farmer', path: '/dashboard/farmer/home' },
  { role: 'farmer', path: '/dashboard/farmer' },
  { role: 'farmer', path: '/orders/received' },
  { role: 'farmer', path: '/profile/farmer' },
]
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
// Without the background-networking flags Chromium keeps dialling out, which the sandboxed network
// refuses. The basic password store is the one Playwright writes the profile's cookies with.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
]

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

if (!isBuilt()) {
  console.log('No build found (apps/web/dist, apps/server/dist): running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
} else {
  console.log('Measuring the existing build; run `npm run build` first if the code changed since.')
}

// /weather asks the weather service through our server: a loopback fake of it (the e2e one) keeps
// the measurement about our page, not about the internet.
const weatherPort = await freePort()
const weather = spawn(process.execPath, ['--import', 'tsx', 'e2e/fixtures/fake-weather-server.ts'], {
  cwd: REPO_ROOT,
  env: { ...process.env, E2E_WEATHER_PORT: String(weatherPort) },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  await waitForHealthy(`http://127.0.0.1:${weatherPort}/health`, weather, 30_000)
} catch (error) {
  await stopServer(weather)
  throw error
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-bench-'))
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// Production mode, as a visitor meets it (caching and compression headers included).
const startServer = () =>
  spawnServer(
    serverProcessEnv({
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      WEATHER_URL: `http://127.0.0.1:${weatherPort}`,
    }),
    ['ignore', 'inherit', 'inherit'],
  )
if (BENCH_LISTINGS > 0) {
  // The demo data first (with its photos): the server seeds only an empty database, and the
  // listings loaded next come with farmers of their own. They are older than the demo's, so Browse
  // opens on the demo's photographed lots, as a visitor of the demo site sees it.
  const seeding = startServer()
  try {
    await waitForHealthy(`${origin}/api/health`, seeding)
  } finally {
    await stopServer(seeding)
  }
  console.log(`Loading ${BENCH_LISTINGS.toLocaleString('en-IN')} listings into the embedded database…`)
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/scripts/seed-bench-listings.ts', dataDir, String(BENCH_LISTINGS)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  })
  if (seed.status !== 0) throw new Error('Loading the listings failed')
}
const server = startServer()

const workDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-bench-profiles-'))

/** A Chromium profile whose cookie jar holds the language cookie for `origin`, as the chooser leaves it. */
async function languageProfile(locale) {
  const dir = path.join(workDir, `profile-${locale}`)
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.slice(1),
    headless: true,
  })
  try {
    const expires = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: origin, expires, sameSite: 'Lax' }])
  } finally {
    await context.close()
  }
  return dir
}

/**
 * Checks that a browser started on a copy of `profile` sends the cookie: the server then answers
 * an English address in the profile's language (a redirect), which `--dump-dom` shows. English
 * addresses are never redirected, so only another language can show it; every profile is written
 * the same way.
 */
async function expectProfileLanguage(profile, locale) {
  const copy = await mkdtemp(path.join(workDir, 'check-'))
  await cp(profile, copy, { recursive: true })
  const run = spawnSync(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${copy}`, '--dump-dom', `${origin}/signin`], {
    encoding: 'utf8',
    timeout: 60_000,
  })
  await rm(copy, { recursive: true, force: true })
  if (!new RegExp(`<html[^>]*\\blang="${locale}"`).test(run.stdout ?? '')) {
    throw new Error(`A browser with the ${locale} cookie was not answered in ${locale}: ${(run.stderr ?? '').slice(0, 500)}`)
  }
}

/**
 * One Lighthouse run in its own Chromium, on a fresh copy of the language's profile: a browser
 * reused across runs sometimes loses the trace (NO_NAVSTART), and no run sees another's cache.
 */
async function audit(url, profile) {
  const userDataDir = await mkdtemp(path.join(workDir, 'run-'))
  await cp(profile, userDataDir, { recursive: true })
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
    await rm(userDataDir, { recursive: true, force: true })
  }
}

/**
 * Opens `path` cold (a new context: no cache, no service worker) as `session`'s user on SLOW_PHONE
 * and returns how long after the navigation began the screen's main heading, and then the
 * screen's first content or skeleton under it, were drawn, with the bytes that crossed the wire
 * by then.
 */
async function timeSignedInScreen(browser, path, session) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  try {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: origin }])
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('kisansetu_token', token)
        localStorage.setItem('kisansetu_user', user)
      },
      [session.token, JSON.stringify(session.user)],
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (SLOW_PHONE.uploadKbps * 1000) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown })
    let bytes = 0
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength
    })
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
    // An element laid out is on screen only from the page's first paint, which waits for the
    // stylesheet: found before it, it counts from that paint.
    const shownSince = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const found = performance.now()
            new PerformanceObserver((entries, observer) => {
              const paint = entries.getEntriesByName('first-contentful-paint')[0]
              if (!paint) return
              observer.disconnect()
              resolve(Math.round(Math.max(found, paint.startTime)))
            }).observe({ type: 'paint', buffered: true })
          }),
      )
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 })
    const heading = await shownSince()
    const headingBytes = bytes
    // The screen's first content or its skeleton: anything drawn in <main> below the heading.
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main')
        const h1 = main?.querySelector('h1')
        if (!main || !h1) return false
        return [...main.querySelectorAll('*')].some(
          (element) =>
            element.children.length === 0 &&
            !h1.contains(element) &&
            element.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_PRECEDING &&
            element.getBoundingClientRect().height > 0,
        )
      },
      undefined,
      { timeout: 60_000 },
    )
    const body = await shownSince()
    return { finalPath: new URL(page.url()).pathname, heading, body, headingBytes }
  } finally {
    await context.close()
  }
}

/**
 * A new account of `role`, signed in through the API: the screens are measured as a new user meets
 * them, with nothing of the demo sandbox's.
 */
async function newSession(role) {
  const account = {
    name: `Bench ${role}`,
    email: `bench-${role}-${Date.now()}@example.in`,
    password: `bench-${role}-${process.pid}-pw`,
    role,
  }
  const post = async (path, body) => {
    const answer = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`POST ${path} for a ${role}: ${answer.status} ${await answer.text()}`)
    return answer.json()
  }
  await post('/api/user/signup', account)
  return post('/api/user/signin', { email: account.email, password: account.password })
}

/** The element Lighthouse saw as the largest contentful paint, as its selector and a snippet of it. */
function largestPaintElement(audits) {
  const node = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  return node ? `${node.selector} ${node.snippet.slice(0, 100)}` : 'none reported'
}

/** The page's documents, stylesheets and scripts, as Lighthouse saw them load. */
function firstLoadRequests(audits) {
  const requests = audits['network-requests']?.details?.items ?? []
  return requests.filter((request) => ['Document', 'Stylesheet', 'Script'].includes(request.resourceType))
}

/** Bytes on the wire, each answer's headers included. */
const wireBytes = (audits) => firstLoadRequests(audits).reduce((sum, request) => sum + (request.transferSize ?? 0), 0)

/** The body the server sends for `url` to a browser that takes brotli, as it crossed the wire (not decompressed). */
function brotliBodyBytes(url, locale) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'br', cookie: `${LANGUAGE_COOKIE}=${locale}` } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** What the first-load budget counts: the bodies of the page's HTML, CSS and JS, brotli as served. */
async function firstLoadBytes(audits, locale) {
  const sizes = await Promise.all(firstLoadRequests(audits).map((request) => brotliBodyBytes(request.url, locale)))
  return sizes.reduce((sum, bytes) => sum + bytes, 0)
}

const rows = []
const lcpElements = []
const signedInRows = []

/** Each role's main screens, as SIGNED_IN_SCREENS lists them, timed into signedInRows. */
async function timeSignedInScreens() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) })
  try {
    const sessions = { buyer: await newSession('buyer'), farmer: await newSession('farmer') }
    for (const { role, path: screen } of SIGNED_IN_SCREENS) {
      console.log(`Signed in as a new ${role}, at ${SLOW_PHONE.downloadKbps} kbps: ${screen}`)
      const timing = await timeSignedInScreen(browser, screen, sessions[role])
      // A new account's profile screen sends it on to create its profile: the row says where it ended.
      const shown = timing.finalPath === screen ? screen : `${screen} → ${timing.finalPath}`
      signedInRows.push([shown, role, String(timing.heading), String(timing.body), (timing.headingBytes / 1000).toFixed(1)])
    }
  } finally {
    await browser.close()
  }
}
try {
  await waitForHealthy(`${origin}/api/health`, server)
  const profiles = {}
  for (const { locale } of LANGUAGES) {
    profiles[locale] = await languageProfile(locale)
    if (locale !== 'en') await expectProfileLanguage(profiles[locale], locale)
  }
  // A listing with a photo (a demo one, as a shared link would be) and its farmer's storefront.
  const demo = await (await fetch(`${origin}/api/orderProduct/get-AllListedProduct?limit=48`)).json()
  const listing = demo.getAllProduct.find((product) => product.demo && product.images.length > 0) ?? demo.getAllProduct[0]
  const pages = PAGES.filter(measured)
  if (listing && measured('listing')) pages.push(`/products/${listing._id}`)
  if (listing && measured('storefront')) pages.push(`/farmers/${listing.farmerId}`)
  for (const page of pages) {
    for (const { locale, address } of LANGUAGES.filter(({ locale }) => onlyLanguages === undefined || onlyLanguages.includes(locale))) {
      const url = `${origin}${address(page)}`
      console.log(`Lighthouse: ${url} (${BENCH_RUNS} runs)`)
      const runs = []
      for (let run = 0; run < BENCH_RUNS; run++) {
        let result = await audit(url, profiles[locale])
        for (let retry = 1; result.runtimeError && retry <= TRACE_RETRIES; retry++) {
          console.log(`  ${result.runtimeError.code}: running it again (${retry} of ${TRACE_RETRIES})`)
          result = await audit(url, profiles[locale])
        }
        if (result.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`)
        runs.push(result)
      }
      const lhr = computeMedianRun(runs)
      const { categories, audits } = lhr
      if (reportsDir) {
        await mkdir(reportsDir, { recursive: true })
        const name =
          address(page)
            .replace(/^\/|\/$/g, '')
            .replaceAll('/', '_') || 'landing'
        await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(lhr))
      }
      // The cookie matches the address's language, so the server serves it as it is: no redirect was measured.
      if (new URL(lhr.finalDisplayedUrl).pathname !== address(page)) {
        throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`)
      }
      const score = (id) => (categories[id]?.score == null ? '-' : String(Math.round(categories[id].score * 100)))
      const medianOf = (read) => median(runs.map(read))
      const performance = medianOf((run) => Math.round((run.categories.performance?.score ?? NaN) * 100))
      const lcp = medianOf((run) => run.audits['largest-contentful-paint']?.numericValue)
      const cls = medianOf((run) => run.audits['cumulative-layout-shift']?.numericValue)
      // The same files in every run; the server-rendered HTML is compressed again for the count.
      const firstLoad = (await firstLoadBytes(audits, locale)) / 1000
      const meets = performance >= TARGETS.performance && lcp <= TARGETS.lcpMs && cls <= TARGETS.cls && firstLoad <= TARGETS.firstLoadKb
      rows.push([
        address(page),
        locale,
        String(performance),
        String(Math.round(lcp)),
        cls.toFixed(3),
        String(Math.round(medianOf((run) => run.audits['total-blocking-time']?.numericValue))),
        firstLoad.toFixed(1),
        (medianOf((run) => wireBytes(run.audits)) / 1000).toFixed(1),
        meets ? 'yes' : 'NO',
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        runs.map((run) => Math.round((run.categories.performance?.score ?? NaN) * 100)).join(' '),
        runs.map((run) => Math.round(run.environment?.benchmarkIndex ?? NaN)).join(' '),
      ])
      lcpElements.push(`${address(page)} (${locale}): ${largestPaintElement(audits)}`)
    }
  }
  if (measureSignedIn) await timeSignedInScreens()
} finally {
  await stopServer(server)
  await stopServer(weather)
  await rm(dataDir, { recursive: true, force: true })
  await rm(workDir, { recursive: true, force: true })
}

const header = [
  'page',
  'language',
  'performance',
  'LCP (ms)',
  'CLS',
  'TBT (ms)',
  'first load KB',
  'on the wire KB',
  'targets met',
  'accessibility',
  'best-practices',
  'SEO',
  'performance of each run',
  'benchmarkIndex of each run',
]
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
console.log(
  `\nLighthouse, mobile form factor, simulated throttling; language cookie set for each run; ${BENCH_LISTINGS.toLocaleString('en-IN')} listings besides the demo data (PGlite); the median of ${BENCH_RUNS} runs per page for each figure (the category scores: the median run's)`,
)
console.log(
  `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, first load (the bodies of the HTML, CSS and JS, brotli) ≤ ${TARGETS.firstLoadKb} KB; on the wire: the same answers with their headers`,
)
console.log(
  "benchmarkIndex is Lighthouse's reading of the machine's speed before each run; the 4x CPU slowdown stands for a mid-tier phone on a 1500-2000 machine, so a lower reading makes TBT read high\n",
)
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of rows) console.log(line(row))
console.log('\nThe largest contentful paint of each page:')
for (const element of lcpElements) console.log(`  ${element}`)

if (!measureSignedIn) process.exit(0)
const slowHeader = ['screen', 'signed in as', 'heading (ms)', 'skeleton or content (ms)', 'KB by the heading']
const slowWidths = slowHeader.map((h, i) => Math.max(h.length, ...signedInRows.map((row) => row[i].length)))
const slowLine = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(slowWidths[i]) : cell.padStart(slowWidths[i]))).join('  ')
console.log(
  `\nSigned-in screens opened cold on a 360 px phone: ${SLOW_PHONE.downloadKbps} kbps, ${SLOW_PHONE.latencyMs} ms round trips, CPU ${SLOW_PHONE.cpuSlowdown}× slower (Chromium's own throttling); times from the start of the navigation`,
)
console.log('Target: heading and skeleton within 2000 ms\n')
console.log(slowLine(slowHeader))
console.log(slowWidths.map((w) => '-'.repeat(w)).join('  '))
for (const row of signedInRows) console.log(slowLine(row))
