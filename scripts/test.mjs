#!/usr/bin/env node
// `npm test`: every check of the project in order (lint, format, types, unit, server integration,
// build, browser), stopping at the first failure, always ending with a per-suite table and the
// line `tests: N passed, N failed, N skipped` that CI reads.
// `npm test -- e2e unit` runs only the steps whose names contain one of the words given.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reportScan, scanServerLog } from '../e2e/scripts/scan-server-log.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BIN = path.join(ROOT, 'node_modules/.bin')
const isCI = process.env.CI === 'true'
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/** The e2e server's DATA_DIR (e2e/fixtures/server-env.ts): its log and its mail and SMS outboxes. */
const E2E_DATA_DIR = path.join(ROOT, 'e2e', '.data')

/**
 * Steps that share a `together` name and follow one another run at the same time: the static checks
 * each leave part of the two cores idle, and print little but their failures.
 * kind: 'check' has no test counts; 'vitest' and 'playwright' write a JSON report we count from;
 * 'scan' runs `scan` in this process (no counts either) and only after the step named `after` passed.
 * Vitest runs per workspace from that workspace's folder, so each one's own config applies.
 */
const STEPS = [
  { name: 'lint', kind: 'check', command: 'npm', args: ['run', 'lint'], together: 'static checks' },
  { name: 'format', kind: 'check', command: 'npm', args: ['run', 'format:check'], together: 'static checks' },
  { name: 'typecheck', kind: 'check', command: 'npm', args: ['run', 'typecheck'], together: 'static checks' },
  { name: 'unit: shared', kind: 'vitest', cwd: 'packages/shared' },
  { name: 'unit: web', kind: 'vitest', cwd: 'apps/web' },
  // apps/server/vitest.config.ts names its projects; one step each so the table shows both databases.
  { name: 'server: unit + PGlite', kind: 'vitest', cwd: 'apps/server', args: ['--project', 'unit', '--project', 'pglite'] },
  { name: 'server: PostgreSQL', kind: 'vitest', cwd: 'apps/server', args: ['--project', 'postgres'], needs: 'TEST_DATABASE_URL' },
  // The storage tests again with every file in an S3-compatible bucket (s3rver, started by the project).
  { name: 'server: S3 storage', kind: 'vitest', cwd: 'apps/server', args: ['--project', 's3'] },
  { name: 'build', kind: 'check', command: 'npm', args: ['run', 'build'] },
  // Runs the built server as processes: SIGKILL mid-write, PostgreSQL cut off, two instances.
  { name: 'resilience', kind: 'vitest', cwd: 'apps/server', args: ['--config', 'vitest.resilience.config.ts'] },
  { name: 'e2e: browser', kind: 'playwright', cwd: 'e2e' },
  // No reset token, confirmation token, SMS code or session token in the whole suite's server log.
  {
    name: 'e2e: no secret in the server log',
    kind: 'scan',
    after: 'e2e: browser',
    scan: async () => (reportScan(await scanServerLog(E2E_DATA_DIR)) ? 0 : 1),
  },
]

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Vitest's JSON reporter (Jest-compatible): pending and todo tests count as skipped. */
function vitestCounts(report) {
  if (!report) return undefined
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/** Playwright's JSON reporter: a flaky test passed on retry, so it counts as passed (and is noted). */
function playwrightCounts(report) {
  if (!report?.stats) return undefined
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats
  return { passed: expected + flaky, failed: unexpected, skipped, flaky }
}

async function runStep(step, reportDir) {
  const cwd = path.join(ROOT, step.cwd ?? '.')
  const env = { ...process.env }
  if (step.kind === 'check') {
    return { code: await run(step.command, step.args, { cwd: ROOT, env }) }
  }
  if (step.kind === 'scan') {
    return {
      code: await step.scan().catch((error) => {
        console.error(`${step.name} could not run: ${error.message}`)
        return 1
      }),
    }
  }
  const reportFile = path.join(reportDir, `${step.name.replace(/\W+/g, '-')}.json`)
  if (step.kind === 'vitest') {
    const code = await run(
      path.join(BIN, 'vitest'),
      ['run', ...(step.args ?? []), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`],
      { cwd, env },
    )
    return { code, counts: vitestCounts(await readJson(reportFile)) }
  }
  env.CHROMIUM_PATH = chromiumPath
  env.PLAYWRIGHT_JSON_OUTPUT_NAME = reportFile
  const code = await run(path.join(BIN, 'playwright'), ['test', '--reporter=list,json'], { cwd, env })
  return { code, counts: playwrightCounts(await readJson(reportFile)) }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`
}

function printSummary(results) {
  const header = ['suite', 'status', 'passed', 'failed', 'skipped', 'time']
  const rows = results.map((r) => [
    r.name,
    r.status,
    r.counts ? String(r.counts.passed) + (r.counts.flaky ? ` (${r.counts.flaky} flaky)` : '') : '-',
    r.counts ? String(r.counts.failed) : '-',
    r.counts ? String(r.counts.skipped) : '-',
    r.ms === undefined ? '-' : seconds(r.ms),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ')
  console.log('\n' + line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(row))
  const total = { passed: 0, failed: 0, skipped: 0 }
  for (const r of results) {
    if (!r.counts) continue
    total.passed += r.counts.passed
    total.failed += r.counts.failed
    total.skipped += r.counts.skipped
  }
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
}

const only = process.argv.slice(2)
const selected = only.length === 0 ? STEPS : STEPS.filter((step) => only.some((word) => step.name.includes(word)))
if (selected.length === 0) {
  console.error(`No step matches ${only.join(', ')}; the steps are: ${STEPS.map((step) => step.name).join(', ')}`)
  process.exit(2)
}

/** Why `step` cannot run now (a result to record instead), or undefined when it can. */
function reasonNotToRun(step, results) {
  if (step.after && results.find((result) => result.name === step.after)?.status !== 'passed') {
    console.log(`${step.after} did not run: skipping ${step.name}`)
    return { name: step.name, status: `skipped (no ${step.after})` }
  }
  if (step.needs && !process.env[step.needs]) {
    console.log(`${step.needs} is not set: skipping ${step.name}`)
    return { name: step.name, status: `skipped (no ${step.needs})` }
  }
  if (step.kind === 'playwright' && !existsSync(chromiumPath)) {
    if (isCI) {
      console.error(`Chromium not found at ${chromiumPath}: the browser tests cannot run on CI (install it with apt-get install chromium)`)
      return { name: step.name, status: 'FAILED (no Chromium)' }
    }
    console.log(`Chromium not found at ${chromiumPath}: skipping the browser tests (install it with apt-get install chromium)`)
    return { name: step.name, status: 'skipped (no Chromium)' }
  }
  return undefined
}

async function timedStep(step, reportDir) {
  console.log(`\n==> ${step.name}`)
  const started = Date.now()
  const { code, counts } = await runStep(step, reportDir)
  const ms = Date.now() - started
  // A runner that crashed before writing its report has failed, whatever its exit code says.
  const ok = code === 0 && (step.kind === 'check' || step.kind === 'scan' || counts !== undefined)
  console.log(`<== ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`)
  return { name: step.name, status: ok ? 'passed' : `FAILED (exit ${code})`, counts, ms }
}

/** The selected steps in order, those sharing a `together` name in one batch. */
const batches = []
for (const step of selected) {
  const last = batches.at(-1)
  if (step.together && last?.[0].together === step.together) last.push(step)
  else batches.push([step])
}

const reportDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-test-'))
const results = []
const failedResult = (result) => result.status.startsWith('FAILED')
for (const batch of batches) {
  if (results.some(failedResult)) {
    for (const step of batch) results.push({ name: step.name, status: 'not run' })
    continue
  }
  const notRun = new Map(batch.map((step) => [step, reasonNotToRun(step, results)]))
  const ran = await Promise.all(batch.map((step) => notRun.get(step) ?? timedStep(step, reportDir)))
  results.push(...ran)
}
await rm(reportDir, { recursive: true, force: true })
printSummary(results)
process.exitCode = results.some(failedResult) ? 1 : 0
