import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from '#src/db/client'

/**
 * Counts the SQL statements the app sends while `run` runs (an `app.inject` of one request), on
 * either driver: the app's own pg pool, or the embedded PGlite and its transactions. Statements
 * are attributed through the async context of the call, so the job queue's polling and workers
 * started before `run` are not counted. BEGIN, COMMIT, ROLLBACK (which PGlite issues by itself,
 * out of sight) are left out, so both engines count alike.
 */
export async function countStatements<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  instrument(db)
  const statements: string[] = []
  // Awaited inside the context: drizzle's queries and app.inject's answer are lazy, and start when awaited.
  const result = await context.run(statements, async () => await run())
  return { result, statements }
}

const context = new AsyncLocalStorage<string[]>()
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i
const instrumented = new WeakSet<object>()

type Queryable = { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown }

function record(text: unknown): void {
  const statements = context.getStore()
  const sql = typeof text === 'string' ? text : (text as { text?: string } | null)?.text
  if (statements && typeof sql === 'string' && !TRANSACTION_CONTROL.test(sql)) statements.push(sql)
}

/** Wraps `query` (and PGlite's `exec`) of one connection object, once. */
function wrap(target: Queryable): void {
  if (instrumented.has(target)) return
  instrumented.add(target)
  const query = target.query
  target.query = function (this: unknown, ...args: unknown[]) {
    record(args[0])
    return query.apply(this, args)
  }
  const exec = target.exec
  if (exec) {
    target.exec = function (this: unknown, ...args: unknown[]) {
      record(args[0])
      return exec.apply(this, args)
    }
  }
}

function instrument(db: Db): void {
  const client = (db as unknown as { $client: Queryable & Record<string, unknown> }).$client
  if (instrumented.has(client)) return
  if (typeof client.on === 'function' && 'totalCount' in client) {
    // node-postgres: every query runs on a pooled client, checked out by drizzle's transactions
    // and by pool.query alike, and each checkout emits 'acquire'.
    instrumented.add(client)
    ;(client.on as (event: string, listener: (connection: Queryable) => void) => void).call(client, 'acquire', wrap)
    return
  }
  // PGlite: statements outside a transaction go to the instance, those inside to the transaction's object.
  wrap(client)
  const transaction = client.transaction as (callback: (tx: Queryable) => unknown) => unknown
  client.transaction = function (this: unknown, callback: (tx: Queryable) => unknown) {
    return transaction.call(this, (tx: Queryable) => {
      wrap(tx)
      return callback(tx)
    })
  }
}
