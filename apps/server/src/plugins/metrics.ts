import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { msg } from '@app/shared/messages/refs'
import { AppError } from '#src/lib/app-error'
import { countJobs } from '#src/lib/jobs'
import { errorResponses } from '#src/lib/openapi'

/** Where Prometheus scrapes: the usual path, outside /api (no client of the API calls it). */
export const METRICS_PATH = '/metrics'

/**
 * The `route` label of requests no route matched. Raw URLs never become label values: a scan of
 * random paths would otherwise make a new series per path.
 */
export const UNMATCHED_ROUTE = 'unmatched'

/** Seconds: from a cached read to a photo upload on a slow rural link. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

const JOB_STATES = ['queued', 'active', 'failed'] as const

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

/**
 * Whether the request carries the scraper's token. Digests of equal length are compared in
 * constant time, so the answer's timing tells nothing of the token or its length.
 */
function isScraper(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`))
}

/**
 * This app's metrics, in a registry of its own rather than prom-client's global one, so apps
 * built side by side (tests) never share or clash over a metric. Gauges are read when scraped.
 */
function createRegistry(app: FastifyInstance): Registry {
  const registry = new Registry()
  const registers = [registry]
  // Process metrics, event-loop lag (nodejs_eventloop_lag_*) among them. The event-loop monitor
  // prom-client starts cannot be stopped; it costs a timer, and only apps that keep metrics start one.
  collectDefaultMetrics({ register: registry })

  const labelNames = ['method', 'route', 'status_code'] as const
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames, registers })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  })
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) }
    requests.inc(labels)
    durations.observe(labels, reply.elapsedTime / 1000)
  })

  new Gauge({
    name: 'kisansetu_jobs',
    help: 'Jobs by queue and state: queued (waiting for a worker or their next try), active, failed (tries used up; kept 12 hours)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset()
      try {
        for (const counts of await countJobs(app.db)) {
          for (const state of JOB_STATES) this.set({ queue: counts.queue, state }, counts[state])
        }
      } catch (err) {
        // The other metrics are still worth a scrape while the database is away; the series go
        // missing instead, and the readiness check says why.
        app.log.warn({ err }, 'metrics: job counts unavailable')
      }
    },
  })

  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read())
      },
    })
  const poolUse = app.database.poolUse?.bind(app.database)
  // PostgreSQL only: the embedded database has one connection and nothing to wait for.
  if (poolUse) {
    gauge('kisansetu_db_pool_connections', 'Open PostgreSQL connections of the pool, busy or idle', () => poolUse().total)
    gauge('kisansetu_db_pool_idle_connections', 'Open PostgreSQL connections not in use', () => poolUse().idle)
    gauge('kisansetu_db_pool_waiting_queries', 'Queries waiting for a connection, every one being busy', () => poolUse().waiting)
    gauge('kisansetu_db_pool_max_connections', 'Connections the pool opens at most', () => poolUse().max)
  }

  const decodes = app.imageDecodes
  const { decodeConcurrency, decodeQueue } = app.config.uploads
  gauge('kisansetu_image_decodes_running', 'Uploaded images being decoded now', () => decodes.running)
  gauge('kisansetu_image_decodes_running_max', 'Images decoded at once at most (IMAGE_DECODE_CONCURRENCY)', () => decodeConcurrency)
  gauge('kisansetu_image_decodes_waiting', 'Uploads waiting for their turn to decode', () => decodes.waiting)
  gauge(
    'kisansetu_image_decodes_waiting_max',
    'Uploads that may wait at most (IMAGE_DECODE_QUEUE); past it an upload is answered 503',
    () => decodeQueue,
  )
  return registry
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (as a Bearer
 * token). Without the setting nothing is measured and the path answers 404, as if it did not exist.
 * Left out of the OpenAPI document: it is for the operator's monitoring, not for clients.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const token = app.config.metricsToken
    const registry = token === undefined ? undefined : createRegistry(app)
    if (registry) app.addHook('onClose', () => registry.clear())

    app.get(METRICS_PATH, { schema: { hide: true, response: errorResponses(401, 404) } }, async (request, reply) => {
      if (token === undefined || !registry) throw new AppError(404, 'NOT_FOUND', msg('error.notFound'))
      if (!isScraper(request.headers.authorization, token)) throw new AppError(401, 'UNAUTHENTICATED', msg('error.unauthenticated'))
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store')
      return registry.metrics()
    })
  },
  { name: 'metrics', dependencies: ['errors', 'db', 'multipart'] },
)
