// Starts the built server (apps/server/dist/server.js) for the browser tests and the web
// benchmark. Shared by serve-e2e.mjs (Playwright's webServer) and bench-web.mjs.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js')
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html')

/** The e2e server's log, in its DATA_DIR: scripts/test.mjs looks in it for secrets after the browser tests. */
export const SERVER_LOG_NAME = 'server.log'

/** Settings a developer's shell may carry that must not leak into a test server. */
const OUTSIDE_SETTINGS = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']

export function isBuilt() {
  return existsSync(SERVER_ENTRY) && existsSync(WEB_INDEX)
}

/** The environment for the server process: ours, minus outside settings, plus `overrides`. */
export function serverProcessEnv(overrides) {
  const env = { ...process.env }
  for (const key of OUTSIDE_SETTINGS) delete env[key]
  return { ...env, ...overrides }
}

/** Spawns `node apps/server/dist/server.js` from the repository root. */
export function spawnServer(env, stdio = 'inherit') {
  return spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio })
}

/** Pino's level numbers, by name. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/** Whether a line of the server's output is shown on the console: at `level` or above, or not a pino line. */
function isForConsole(line, level) {
  try {
    const lineLevel = JSON.parse(line).level
    return typeof lineLevel !== 'number' || lineLevel >= level
  } catch {
    return true
  }
}

/**
 * Writes everything a server started with piped output (`spawnServer(env, ['ignore', 'pipe',
 * 'pipe'])`) prints to `file`, and its lines at `consoleLevel` (a pino level name) and above, and
 * any line that is not pino's, to ours. Resolves once the server's output has ended and the file
 * is complete.
 */
export function teeServerLog(child, file, consoleLevel = 'warn') {
  const level = LEVELS[consoleLevel] ?? LEVELS.warn
  const log = createWriteStream(file, { flags: 'a', mode: 0o600 })
  const copies = [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ].map(
    ([from, to]) =>
      new Promise((resolve) => {
        const lines = createInterface({ input: from, crlfDelay: Infinity })
        lines.on('line', (line) => {
          log.write(`${line}\n`)
          if (isForConsole(line, level)) to.write(`${line}\n`)
        })
        lines.on('close', resolve)
      }),
  )
  return Promise.all(copies).then(() => new Promise((resolve) => log.end(resolve)))
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs` or when `child` exits first. */
export async function waitForHealthy(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before ${url} answered (exit code ${child.exitCode})`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Sends SIGTERM (graceful shutdown) and waits up to `timeoutMs` before SIGKILL. */
export async function stopServer(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  await exited
  clearTimeout(timer)
}
