import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ManagedJobQueue } from '#src/lib/jobs'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

const TOKEN = 'scrape-token-0123456789abcdef'

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`)
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])

/**
 * Reads Prometheus' text exposition format (version 0.0.4) strictly: every line a HELP, a TYPE
 * or a sample of a declared family, with well-formed labels and a number; anything else throws.
 */
function parseExposition(text: string): Sample[] {
  const families = new Map<string, string>()
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    if (line.startsWith('# HELP ')) {
      expect(line, 'HELP line').toMatch(new RegExp(`^# HELP ${NAME} .+$`))
      continue
    }
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ')
      expect(TYPES.has(type ?? ''), line).toBe(true)
      families.set(name!, type!)
      continue
    }
    const match = SAMPLE_LINE.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const [, name, labelText = '', valueText] = match
    const family = [name!, name!.replace(/_(bucket|sum|count)$/, '')].find((candidate) => families.has(candidate))
    if (!family) throw new Error(`sample of an undeclared family: ${line}`)
    const labels: Record<string, string> = {}
    LABEL.lastIndex = 0
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText)
      if (!label) throw new Error(`malformed labels: ${line}`)
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
    }
    const value = valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText)
    // Prometheus reads NaN in any case; prom-client writes `Nan` for a lag with no sample yet.
    if (Number.isNaN(value) && valueText?.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`)
    samples.push({ name: name!, labels, value })
  }
  return samples
}

function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample | undefined {
  return samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, IMAGE_DECODE_CONCURRENCY: '1', IMAGE_DECODE_QUEUE: '3' })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function scrape(): Promise<Sample[]> {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    return parseExposition(response.body)
  }

  it('counts requests by route pattern, method and status, never by raw URL', async () => {
    const missing = randomUUID()
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${missing}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/no-such-route/${missing}` })).statusCode).toBe(404)
    const samples = await scrape()

    const health = find(samples, 'http_requests_total', { method: 'GET', route: '/api/health', status_code: '200' })
    expect(health?.value).toBeGreaterThanOrEqual(1)
    const product = find(samples, 'http_requests_total', { method: 'GET', route: '/api/products/:id', status_code: '404' })
    expect(product?.value).toBe(1)
    expect(find(samples, 'http_requests_total', { route: 'unmatched', status_code: '404' })?.value).toBe(1)
    expect(samples.filter((sample) => Object.values(sample.labels).some((value) => value.includes(missing)))).toEqual([])

    const buckets = samples.filter(
      (sample) => sample.name === 'http_request_duration_seconds_bucket' && sample.labels.route === '/api/health',
    )
    expect(buckets.at(-1)?.labels.le).toBe('+Inf')
    expect(buckets.at(-1)?.value).toBe(health?.value)
    expect(find(samples, 'http_request_duration_seconds_count', { route: '/api/products/:id' })?.value).toBe(1)
  })

  it('reports each job queue’s depth and failures, read when scraped', async () => {
    const queue = `metrics-test-${randomUUID().slice(0, 8)}`
    await (t.app.jobs as ManagedJobQueue).createQueue(queue)
    // No worker takes this queue's jobs: they stay where this test puts them.
    for (const n of [1, 2, 3, 4]) await t.app.jobs.send(t.app.db, queue, { n })
    const empty = await scrape()
    expect(find(empty, 'kisansetu_jobs', { queue, state: 'queued' })?.value).toBe(4)
    expect(find(empty, 'kisansetu_jobs', { queue, state: 'active' })?.value).toBe(0)
    expect(find(empty, 'kisansetu_jobs', { queue, state: 'failed' })?.value).toBe(0)

    // As pg-boss leaves them: one taken by a worker, one waiting to retry, one out of tries.
    for (const [n, state] of [
      [2, 'active'],
      [3, 'retry'],
      [4, 'failed'],
    ] as const) {
      await t.app.db.execute(
        sql`update pgboss.job set state = ${state}::pgboss.job_state where name = ${queue} and data->>'n' = ${String(n)}`,
      )
    }
    const samples = await scrape()
    expect(find(samples, 'kisansetu_jobs', { queue, state: 'queued' })?.value).toBe(2)
    expect(find(samples, 'kisansetu_jobs', { queue, state: 'active' })?.value).toBe(1)
    expect(find(samples, 'kisansetu_jobs', { queue, state: 'failed' })?.value).toBe(1)
  })

  it('reports the image decodes running and waiting against their limits', async () => {
    const idle = await scrape()
    expect(find(idle, 'kisansetu_image_decodes_running')?.value).toBe(0)
    expect(find(idle, 'kisansetu_image_decodes_waiting')?.value).toBe(0)
    expect(find(idle, 'kisansetu_image_decodes_running_max')?.value).toBe(1)
    expect(find(idle, 'kisansetu_image_decodes_waiting_max')?.value).toBe(3)

    let finish = () => {}
    const held = new Promise<void>((resolve) => (finish = resolve))
    const work = [t.app.imageDecodes.run(() => held), t.app.imageDecodes.run(() => held), t.app.imageDecodes.run(() => held)]
    const busy = await scrape()
    expect(find(busy, 'kisansetu_image_decodes_running')?.value).toBe(1)
    expect(find(busy, 'kisansetu_image_decodes_waiting')?.value).toBe(2)
    finish()
    await Promise.all(work)
    expect(find(await scrape(), 'kisansetu_image_decodes_waiting')?.value).toBe(0)
  })

  it('reports event-loop lag and process metrics, and the connection pool on PostgreSQL', async () => {
    const samples = await scrape()
    expect(find(samples, 'nodejs_eventloop_lag_seconds')?.value).toBeGreaterThanOrEqual(0)
    expect(find(samples, 'nodejs_eventloop_lag_p99_seconds')?.value).toBeGreaterThanOrEqual(0)
    expect(find(samples, 'process_resident_memory_bytes')?.value).toBeGreaterThan(0)
    if (t.kind === 'postgres') {
      expect(find(samples, 'kisansetu_db_pool_connections')?.value).toBeGreaterThanOrEqual(1)
      expect(find(samples, 'kisansetu_db_pool_waiting_queries')?.value).toBe(0)
      expect(find(samples, 'kisansetu_db_pool_max_connections')?.value).toBe(10)
    } else {
      expect(find(samples, 'kisansetu_db_pool_connections')).toBeUndefined()
    }
  })

  it('answers 401 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `bearer ${TOKEN}`, 'Bearer ']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } })
      expect(response.statusCode, String(authorization)).toBe(401)
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) })
      expect(response.body).not.toContain('http_requests_total')
    }
  })

  it('stays out of the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>()
    expect(Object.keys(spec.paths)).not.toContain('/metrics')
    expect(Object.keys(spec.paths)).toContain('/api/health/ready')
  })

  it('keeps one registry per app: a second app counts only its own requests', async () => {
    const other = await buildTestApp({ METRICS_TOKEN: TOKEN })
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      expect(response.statusCode).toBe(200)
      expect(find(parseExposition(response.body), 'http_requests_total', { route: '/api/products/:id' })).toBeUndefined()
    } finally {
      await other.close()
    }
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 404, whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: 'Bearer ' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) })
    }
  })
})
