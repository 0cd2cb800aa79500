import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { SERVER_ROOT } from '#src/config'
import * as schema from '#src/db/schema/index'

export type Schema = typeof schema

/**
 * The query builder both drivers share. Repositories take this (or a transaction, which is one),
 * so the same queries run on embedded PGlite and on PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** Committed SQL migrations (drizzle-kit generate), next to src/ and dist/ alike. */
/** The rows of a `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle')

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>
  close(): Promise<void>
  /** PostgreSQL: how its connection pool is used right now (metrics). PGlite has one connection and no pool. */
  poolUse?(): PoolUse
}

export interface PoolUse {
  /** Open connections, busy or idle. */
  total: number
  idle: number
  /** Queries waiting for a connection: all `max` are busy. */
  waiting: number
  max: number
}

/** Connections one process opens to PostgreSQL at most (pg-boss opens its own few besides). */
const POOL_MAX = 10

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests). PGlite ships
 * contrib extensions as separate bundles: pg_trgm (browse search, migration 0003), cube and
 * earthdistance (distances between places, migration 0014) must be handed over on every open, or
 * CREATE EXTENSION and the indexes and queries that use them fail.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, cube, earthdistance } })
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

export interface PostgresOptions {
  /** How long to wait for a new connection (the database down answers within this). */
  connectTimeoutMs?: number
  /** How long one query may wait for its answer before it fails (a hung network). */
  queryTimeoutMs?: number
  /** Told about errors of idle connections (the database restarted or went away). */
  onIdleError?: (err: Error) => void
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_MAX,
    connectionTimeoutMillis: options.connectTimeoutMs,
    query_timeout: options.queryTimeoutMs,
  })
  // An idle connection the database drops emits 'error' on the pool; without a listener that
  // would crash the process. The pool discards the connection and opens a new one when needed.
  pool.on('error', (err) => options.onIdleError?.(err))
  let closed = false
  const db = drizzlePg({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateLocked(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: async () => {
      if (closed) return
      closed = true
      // pool.end() resolves once every client has been told to end, before their connections are
      // closed; wait for each client's 'remove' (sent when its connection is gone), so whoever
      // closes the database next (dropping it, in tests) finds no session still open.
      let open = pool.totalCount
      const allClosed = new Promise<void>((resolve) => {
        if (open === 0) resolve()
        pool.on('remove', () => {
          open -= 1
          if (open === 0) resolve()
        })
      })
      await pool.end()
      await allClosed
    },
  }
}

/** Names the advisory lock that lets one instance at a time apply migrations. */
const MIGRATION_LOCK = `hashtext('kisansetu:migrations')`

/**
 * drizzle's migrator takes no lock: instances started together on a database behind on
 * migrations would each run them, and all but one fail ("already exists"). A session advisory
 * lock, held on its own connection while the migrator works on others, lets one instance migrate
 * while the others wait; they then find nothing left to apply. Polled with pg_try_advisory_lock so
 * the wait is not cut short by the pool's query timeout.
 */
async function migrateLocked(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  let failed = false
  try {
    while (!(await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${MIGRATION_LOCK}) as locked`)).rows[0]?.locked) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    try {
      await migrate()
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`)
    }
  } catch (err) {
    failed = true
    throw err
  } finally {
    // A connection that failed is discarded rather than reused (closing it also drops the lock).
    client.release(failed)
  }
}

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite stored under `DATA_DIR/db`. */
export function openDatabase(
  config: {
    databaseUrl?: string | undefined
    dataDir: string
    databaseConnectTimeoutMs?: number
    databaseQueryTimeoutMs?: number
  },
  onIdleError?: (err: Error) => void,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        queryTimeoutMs: config.databaseQueryTimeoutMs,
        onIdleError,
      })
    : openPglite({ dataDir: path.join(config.dataDir, 'db') })
}

/** Resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
