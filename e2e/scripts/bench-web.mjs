#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile form factor, default simulated throttling) against the
// built app, served by the built server on a temporary DATA_DIR with demo data.
// Measures the existing build: run `npm run build` first (it builds only when none exists).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { isBuilt, REPO_ROOT, serverProcessEnv, spawnServer, stopServer, waitForHealthy } from './server-process.mjs'

const PAGES = ['/', '/signin', '/signup', '/weather', '/FarmLaw', '/SeasonalGuide', '/contact-us']
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
// Without the background-networking flags Chromium keeps dialling out, which the sandboxed network refuses.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
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
const server = spawnServer(
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

/** One Lighthouse run in its own Chromium: a browser reused across runs sometimes loses the trace (NO_NAVSTART). */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
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
  }
}

const rows = []
try {
  await waitForHealthy(`${origin}/api/health`, server)
  for (const page of PAGES) {
    console.log(`Lighthouse: ${origin}${page}`)
    let lhr = await audit(`${origin}${page}`)
    if (lhr.runtimeError) {
      console.log(`  ${lhr.runtimeError.code}: running it once more`)
      lhr = await audit(`${origin}${page}`)
    }
    const { categories, audits, runtimeError } = lhr
    if (runtimeError) throw new Error(`Lighthouse on ${page}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id) => (categories[id]?.score == null ? '-' : String(Math.round(categories[id].score * 100)))
    rows.push([
      page,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      String(Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)),
      String(Math.round(audits['total-byte-weight']?.numericValue ?? NaN)),
    ])
  }
} finally {
  await stopServer(server)
  await stopServer(weather)
  await rm(dataDir, { recursive: true, force: true })
}

const header = ['page', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP (ms)', 'transferred bytes']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
console.log('\nLighthouse, mobile form factor, simulated throttling\n')
console.log(line(header))
console.log(widths.map((w) => '-'.repeat(w)).join('  '))
for (const row of rows) console.log(line(row))
