import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase, dropDatabase } from '@app/test-support/postgres'
import { SERVER_ROOT } from '#src/config'

/** The bundle `npm run build` makes; these suites test what is deployed, not the source. */
export const SERVER_BUNDLE = path.join(SERVER_ROOT, 'dist', 'server.js')

export function hasServerBundle(): boolean {
  return existsSync(SERVER_BUNDLE)
}

/** A port nobody listens on right now: the kernel picks one for port 0, then we free it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A long enough secret shared by every process of one test, so tokens survive restarts and hop between instances. */
export function testJwtSecret(): string {
  return randomBytes(32).toString('hex')
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything the process wrote to stderr and stdout (log lines), for failure messages. */
  output(): string
  /** SIGKILL: no clean-up of any kind, as a power cut or an OOM kill. */
  kill(): Promise<void>
  /** SIGTERM and wait for the process to exit. */
  stop(): Promise<void>
}

/**
 * Starts `node dist/server.js` on a free port with `env` (on top of a quiet production-like
 * environment) and resolves once /api/health answers 200. Rejects, with the process's output,
 * when it exits first or does not become healthy in time.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    if (output.length > 200_000) output = output.slice(-100_000)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`

  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`)
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (response.status === 200) return server
    } catch {
      // not listening yet
    }
    await sleep(50)
  }
  await server.kill()
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${output}`)
}

/** A DATA_DIR of its own (PGlite files, secrets, uploads), removed by `remove`. */
export async function makeDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kisansetu-resilience-'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** An empty PostgreSQL database on TEST_DATABASE_URL's server; the server migrates it itself. */
export async function makePostgresDatabase(adminUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `kisansetu_resilience_${randomBytes(5).toString('hex')}`
  const url = await createDatabase(adminUrl, name)
  return { url, name, drop: () => dropDatabase(adminUrl, name) }
}

export interface Answer {
  status: number
  /** Parsed JSON, read field by field as each test expects; a wrong shape fails its assertion. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

/** One JSON call; throws only when no answer came at all (refused, reset, timed out). */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(base + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON; kept as text for the failure message
  }
  return { status: response.status, body }
}

/** Signs up and signs in a user of `role`; returns the token and the user's id. */
export async function signUpAndIn(
  base: string,
  role: 'farmer' | 'buyer',
  headers: Record<string, string> = {},
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const email = `${role}.${randomBytes(5).toString('hex')}@example.in`
  const password = 'resilient-pass-1'
  const signUp = await call(base, 'POST', '/api/user/signup', { body: { name: `Test ${role}`, email, password, role }, headers })
  if (signUp.status !== 201) throw new Error(`signup: ${signUp.status} ${JSON.stringify(signUp.body)}`)
  const signIn = await call(base, 'POST', '/api/user/signin', { body: { email, password }, headers })
  if (signIn.status !== 200) throw new Error(`signin: ${signIn.status} ${JSON.stringify(signIn.body)}`)
  return { token: signIn.body.token, userId: signIn.body.user._id, email, password }
}
