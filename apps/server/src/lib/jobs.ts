import type { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Database, Db } from '#src/db/client'

/**
 * The durable job queue (pg-boss, in the application's own database: PostgreSQL or the embedded
 * one). A job is sent inside the transaction whose change it follows, so it exists exactly when
 * that change was committed, and it survives a restart until a worker has done it.
 */
export interface JobQueue {
  /**
   * Queues `data` for the `queue`'s worker, as part of `tx` (committed or rolled back with it);
   * with `startAfter`, not before that time (a deadline's own job, rather than a sweep polling for it).
   */
  send(tx: Db, queue: string, data: Record<string, unknown>, options?: { startAfter?: Date }): Promise<void>
  /** Queues one job of `queue` for each of `data`, as `send` does, in one statement. */
  sendAll(tx: Db, queue: string, data: readonly Record<string, unknown>[]): Promise<void>
  /** Runs `handler` for each job of `queue`; a throw retries the job later. */
  work(queue: string, handler: (data: Record<string, unknown>) => Promise<void>): Promise<void>
  /** Queues a job on `queue` on a cron schedule (UTC), once across every instance. */
  schedule(queue: string, cron: string): Promise<void>
  /** Removes `queue`'s schedule, if it has one (a schedule outlives the process that made it). */
  unschedule(queue: string): Promise<void>
}

/** pg-boss keeps its tables in this schema of the application's database. */
export const JOBS_SCHEMA = 'pgboss'

/**
 * A failed job is tried again up to this many times, waiting RETRY_DELAY_SECONDS, doubled each
 * time (pg-boss backoff): about 5 minutes in all, enough to ride out a mail server's hiccup.
 */
export const RETRY_LIMIT = 5
export const RETRY_DELAY_SECONDS = 10
/** A handler still running after this long is failed (and retried): nothing we do takes minutes. */
const EXPIRE_IN_SECONDS = 5 * 60

/** One queue's jobs by state (metrics). */
export interface QueueCounts {
  queue: string
  /** Waiting for a worker: new, or failed and waiting for their next try. */
  queued: number
  /** Being worked on now. */
  active: number
  /** Failed for good (retries used up); pg-boss archives them 12 hours after they failed. */
  failed: number
}

/**
 * Every queue's jobs by state, counted in pg-boss's own tables, so they are read when asked
 * rather than reported by pg-boss's monitor on a timer. Queues with no jobs answer zeros.
 */
export async function countJobs(db: Db): Promise<QueueCounts[]> {
  const result = (await db.execute(
    sql.raw(`
      select q.name as queue,
        count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
        count(j.id) filter (where j.state = 'active')::int as active,
        count(j.id) filter (where j.state = 'failed')::int as failed
      from ${JOBS_SCHEMA}.queue q
      left join ${JOBS_SCHEMA}.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name
      order by q.name`),
  )) as unknown as { rows: QueueCounts[] }
  return result.rows
}

export interface JobQueueOptions {
  /** The application's open database; the queue lives in it. */
  database: Database
  /** PostgreSQL only: pg-boss opens its own small pool on this database. */
  connectionString?: string
  log: FastifyBaseLogger
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number
  /** How long an app being closed waits for running jobs; one still running then expires and is retried. */
  stopTimeoutMs?: number
}

export interface ManagedJobQueue extends JobQueue {
  /** Creates `queue` if it does not exist yet (work and schedule do it for theirs). */
  createQueue(queue: string): Promise<void>
  /** Installs or migrates pg-boss's schema and starts its maintenance and cron timers. */
  start(): Promise<void>
  /** Stops polling, waits for running jobs (up to the stop timeout) and releases every timer and connection. */
  stop(): Promise<void>
}

type Executor = PgBoss.Db

interface Worker {
  /** Stops polling and waits up to `timeoutMs` for the job in progress. */
  stop(timeoutMs: number): Promise<void>
}

/** `work`, failed when it has not settled within `seconds` (the job's expiry). */
async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`job did not finish within ${seconds} s`)), seconds * 1000)
  })
  try {
    await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs pg-boss's SQL on the embedded database. pg-boss creates its schema with one
 * multi-statement script and no parameters, which only PGlite's `exec` accepts. Queries in flight
 * are tracked so stop can wait for them before the database is closed under them.
 */
function pgliteExecutor(client: PGlite): Executor & { drain(): Promise<void>; closed: boolean } {
  const inFlight = new Set<Promise<unknown>>()
  const executor = {
    closed: false,
    async executeSql(text: string, values?: unknown[]) {
      // After stop a late poll gets nothing rather than a closed database's error.
      if (executor.closed) return { rows: [] }
      const run = async () => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows }
        const results = await client.exec(text)
        return { rows: results.at(-1)?.rows ?? [] }
      }
      const promise = run()
      inFlight.add(promise)
      try {
        return await promise
      } finally {
        inFlight.delete(promise)
      }
    },
    async drain() {
      executor.closed = true
      await Promise.allSettled([...inFlight])
    },
  }
  return executor
}

/**
 * Runs one parameterised statement of pg-boss on a drizzle transaction, whatever its driver:
 * `$n` placeholders become drizzle parameters (a placeholder used twice becomes two parameters
 * with the same value), so node-postgres and PGlite each bind them their own way.
 */
export function transactionExecutor(tx: Db): Executor {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = []
      let last = 0
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)))
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`)
        last = match.index + match[0].length
      }
      chunks.push(sql.raw(text.slice(last)))
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] }
      return { rows: result.rows }
    },
  }
}

/**
 * The job queue on pg-boss 10. pg-boss needs a queue created before anything can be sent to it;
 * `work` and `schedule` create theirs, and the app registers its workers while it is built, so a
 * queue exists before the first request can send to it. A send to a queue that does not exist
 * throws rather than dropping the job.
 */
export function createJobQueue(options: JobQueueOptions): ManagedJobQueue {
  const { database, log } = options
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2
  const pglite = database.kind === 'pglite' ? pgliteExecutor((database.db as unknown as { $client: PGlite }).$client) : undefined
  if (!pglite && !options.connectionString) throw new Error('The job queue on PostgreSQL needs its connection string')
  const boss = new PgBoss({
    ...(pglite ? { db: pglite } : { connectionString: options.connectionString, max: 3, application_name: 'kisansetu-jobs' }),
    schema: JOBS_SCHEMA,
    retryLimit: RETRY_LIMIT,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: EXPIRE_IN_SECONDS,
  })
  // Errors of pg-boss's own loops (a poll that failed while the database restarted): logged, and
  // the loop carries on. Without a listener an EventEmitter 'error' would crash the process.
  boss.on('error', (err) => log.error({ err }, 'job queue error'))

  const created = new Set<string>()
  async function ensureQueue(queue: string) {
    if (created.has(queue)) return
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: EXPIRE_IN_SECONDS,
    })
    created.add(queue)
  }

  /**
   * One polling loop per worked queue, on pg-boss's fetch/complete/fail rather than its `work`:
   * pg-boss's own loop completes and fails jobs without awaiting them, so a database that goes
   * away at that moment would reject with no one listening and end the process. Here every call
   * is awaited and a failure is logged; the job then expires and is retried.
   */
  function startWorker(queue: string, handler: (data: Record<string, unknown>) => Promise<void>): Worker {
    let stopping = false
    let wake: (() => void) | undefined
    let timer: NodeJS.Timeout | undefined
    const idle = () =>
      new Promise<void>((resolve) => {
        wake = resolve
        timer = setTimeout(resolve, pollingIntervalSeconds * 1000)
      }).finally(() => {
        clearTimeout(timer)
        wake = undefined
      })
    const loop = (async () => {
      while (!stopping) {
        let worked = false
        try {
          const [job] = await boss.fetch<Record<string, unknown>>(queue, { batchSize: 1 })
          if (job) {
            worked = true
            try {
              await withinSeconds(handler(job.data), Number(job.expireInSeconds) || EXPIRE_IN_SECONDS)
              await boss.complete(queue, job.id)
            } catch (err) {
              log.warn({ err, queue, jobId: job.id }, 'job failed; pg-boss retries it')
              await boss.fail(queue, job.id, err as object)
            }
          }
        } catch (err) {
          log.error({ err, queue }, 'job queue error')
        }
        // Straight on to the next job while there are some; otherwise wait for the next poll.
        if (!worked && !stopping) await idle()
      }
    })()
    return {
      async stop(timeoutMs) {
        stopping = true
        wake?.()
        // A job still running after the timeout stays active in the database: it expires and is retried.
        let giveUp: NodeJS.Timeout | undefined
        await Promise.race([loop, new Promise((resolve) => (giveUp = setTimeout(resolve, timeoutMs)))])
        clearTimeout(giveUp)
      },
    }
  }

  const workers: Worker[] = []
  let started = false
  return {
    async start() {
      await boss.start()
      started = true
    },
    async stop() {
      if (!started) return
      started = false
      const timeout = options.stopTimeoutMs ?? 10_000
      await Promise.all(workers.splice(0).map((worker) => worker.stop(timeout)))
      await boss.stop({ graceful: true, close: true, wait: true, timeout })
      await pglite?.drain()
    },
    createQueue: ensureQueue,
    async send(tx, queue, data, options) {
      const id = await boss.send(queue, data, { ...options, db: transactionExecutor(tx) })
      if (!id) throw new Error(`Job queue "${queue}" does not exist: no worker or schedule created it`)
    },
    async sendAll(tx, queue, data) {
      if (data.length === 0) return
      // pg-boss's batch insert drops jobs of a queue that does not exist, and answers no ids to
      // tell: only a queue this process created (its workers' and schedules') is sent to.
      if (!created.has(queue)) throw new Error(`Job queue "${queue}" does not exist: no worker or schedule created it`)
      // The queue's own settings (retries, expiry) apply to these jobs as they do to `send`'s.
      await boss.insert(
        data.map((one) => ({ name: queue, data: one })),
        { db: transactionExecutor(tx) },
      )
    },
    async work(queue, handler) {
      await ensureQueue(queue)
      workers.push(startWorker(queue, handler))
    },
    async schedule(queue, cron) {
      await ensureQueue(queue)
      await boss.schedule(queue, cron, {}, { tz: 'UTC' })
    },
    async unschedule(queue) {
      await boss.unschedule(queue)
    },
  }
}
