import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#src/app'
import { parseConfig } from '#src/config'
import type { Database } from '#src/db/client'
import { RETRY_LIMIT, type ManagedJobQueue } from '#src/lib/jobs'
import { createTestDatabase, type TestDatabase } from '../../../test/test-database'

/**
 * The job queue against the real database of the running project: a job exists exactly when the
 * transaction that sent it committed, and it outlives the app that queued it.
 */

const QUEUE = 'test-jobs'

let testDatabase: TestDatabase
let dataDir: string

/** The embedded database stays open across "restarts": only the app around it closes. */
function keepOpen(database: Database): Database {
  return { ...database, close: async () => {} }
}

async function startApp(): Promise<FastifyInstance> {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
  })
  const app = await buildApp(config, testDatabase.database ? { database: keepOpen(testDatabase.database) } : {})
  await app.ready()
  return app
}

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-jobs-'))
  testDatabase = await createTestDatabase()
})

afterAll(async () => {
  await testDatabase.drop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('job queue', () => {
  it('runs a job sent in a committed transaction and never one whose transaction rolled back', async () => {
    const app = await startApp()
    try {
      const seen: unknown[] = []
      await app.jobs.work(QUEUE, async (data) => {
        seen.push(data.n)
      })
      await expect(
        app.db.transaction(async (tx) => {
          await app.jobs.send(tx, QUEUE, { n: 1 })
          throw new Error('roll back')
        }),
      ).rejects.toThrow('roll back')
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await app.jobs.send(tx, QUEUE, { n: 2 })
      })
      await waitFor(() => seen.length > 0)
      // A moment more: had the rolled-back job existed, it would have been fetched first.
      await new Promise((resolve) => setTimeout(resolve, 1200))
      expect(seen).toEqual([2])
    } finally {
      await app.close()
    }
  })

  it('retries a job whose handler throws, and schedules cron jobs', async () => {
    const app = await startApp()
    try {
      let calls = 0
      await app.jobs.work(`${QUEUE}-failing`, async () => {
        calls += 1
        throw new Error('provider down')
      })
      await app.db.transaction((tx) => app.jobs.send(tx, `${QUEUE}-failing`, {}))
      await waitFor(() => calls > 0)
      const state = async () =>
        (
          (await app.db.execute(
            sql`select state, retry_limit, start_after > now() as delayed from pgboss.job where name = ${`${QUEUE}-failing`}`,
          )) as unknown as {
            rows: { state: string; retry_limit: number; delayed: boolean }[]
          }
        ).rows
      // Failed once, waiting for its retry (after the backoff delay).
      let rows = await state()
      for (let tries = 0; rows[0]?.state !== 'retry' && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        rows = await state()
      }
      expect(rows).toEqual([{ state: 'retry', retry_limit: RETRY_LIMIT, delayed: true }])

      await app.jobs.schedule(`${QUEUE}-cron`, '*/15 * * * *')
      const schedules = (await app.db.execute(
        sql`select name, cron, timezone from pgboss.schedule where name = ${`${QUEUE}-cron`}`,
      )) as unknown as { rows: unknown[] }
      expect(schedules.rows).toEqual([{ name: `${QUEUE}-cron`, cron: '*/15 * * * *', timezone: 'UTC' }])
    } finally {
      await app.close()
    }
  })

  it('refuses to send to a queue nobody created', async () => {
    const app = await startApp()
    try {
      await expect(app.db.transaction((tx) => app.jobs.send(tx, 'no-such-queue', {}))).rejects.toThrow(/does not exist/)
    } finally {
      await app.close()
    }
  })

  it('delivers a job queued before a restart from the app started after it', async () => {
    const first = await startApp()
    try {
      // Created but not worked here: the job waits in the database.
      await (first.jobs as ManagedJobQueue).createQueue(`${QUEUE}-restart`)
      await first.db.transaction((tx) => first.jobs.send(tx, `${QUEUE}-restart`, { n: 3 }))
    } finally {
      await first.close()
    }

    const second = await startApp()
    try {
      const seen: unknown[] = []
      await second.jobs.work(`${QUEUE}-restart`, async (data) => {
        seen.push(data.n)
      })
      await waitFor(() => seen.length > 0)
      expect(seen).toEqual([3])
    } finally {
      await second.close()
    }
  })
})
