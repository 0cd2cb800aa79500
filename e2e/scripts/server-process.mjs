// Starts the built server (apps/server/dist/server.js) for the browser tests and the web
// benchmark. Shared by serve-e2e.mjs (Playwright's webServer) and bench-web.mjs.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js')
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html')

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
