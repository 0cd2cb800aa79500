import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { BrowseResponseSchema } from '@app/shared/browse'
import type { Db } from '#src/db/client'

/** Browse as a client asks it (up to 48 listings), answered 200: the body and the listings' names in order. */
export async function browseListings(app: FastifyInstance, query: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/orderProduct/get-AllListedProduct', query: { limit: '48', ...query } })
  expect(response.statusCode, response.body).toBe(200)
  const body = BrowseResponseSchema.parse(response.json())
  return { ...body, names: body.getAllProduct.map((product) => product.name) }
}

/**
 * The plan PostgreSQL picks for a query with sequential scans priced out, as a table of a million
 * listings prices them (a test's few rows would otherwise always be read whole); `bitmapOnly`
 * prices out walking an index in order too, as the server does for a narrow match set; `steer`
 * applies one of the server's own steers (browse.repository.ts) first.
 */
export async function queryPlan(
  db: Db,
  query: { getSQL(): SQL },
  { bitmapOnly = false, steer }: { bitmapOnly?: boolean; steer?: (tx: Db) => Promise<void> } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    if (bitmapOnly) await tx.execute(sql`set local enable_indexscan = off`)
    await steer?.(tx)
    const result = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Record<string, string>[] }
    return result.rows.map((row) => Object.values(row).join('')).join('\n')
  })
}
