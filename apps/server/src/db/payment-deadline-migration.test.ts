import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { migrateTo as migrateOn, migrationsBefore, openEmptyDatabase, rows as rowsOn } from '../../test/migrations'

/**
 * The migration that keeps each UPI payment's window and refusals, and why the system cancelled an
 * order, runs on databases with orders in every state: tested on one migrated to just before it,
 * filled the old way, then migrated the rest of the way.
 */

const MIGRATION = '0021_payment_deadline'

let database: Database
let dropDb: () => Promise<void>
let beforeDir: string

const rows = <T>(query: SQL) => rowsOn<T>(query, database)

beforeAll(async () => {
  ;({ database, drop: dropDb } = await openEmptyDatabase())
  beforeDir = await migrationsBefore(MIGRATION)
  await migrateOn(beforeDir, database)
})
afterAll(async () => {
  await database?.close()
  await dropDb?.()
  if (beforeDir) await rm(beforeDir, { recursive: true, force: true })
})

describe(`migration ${MIGRATION}`, () => {
  it('gives accepted UPI orders their window, counts past refusals and says why the system cancelled', async () => {
    const tag = randomBytes(4).toString('hex')
    const [farmer, buyer] = await rows<{ id: string }>(sql`
      insert into users (name, email, role, password_hash) values
        ('Asha', ${`asha.${tag}@example.in`}, 'farmer', 'x'),
        ('Ravi', ${`ravi.${tag}@example.in`}, 'buyer', 'x')
      returning id`)
    const acceptedAt = new Date('2026-03-01T10:00:00.000Z')
    const holdAfterRefusal = new Date('2026-03-02T18:00:00.000Z')

    /** An order with its payment and its history (status events, then payment events), the old way. */
    async function order(
      status: string,
      method: string,
      payment: string,
      holdUntil: Date | null,
      history: [string, string | null, string | null][],
    ) {
      const [row] = await rows<{ id: string }>(sql`
        insert into orders (reference, buyer_id, farmer_id, status, subtotal, total, hold_until)
        values (${`KS${randomBytes(5).toString('hex').toUpperCase()}`}, ${buyer!.id}, ${farmer!.id}, ${status}, 100, 100, ${holdUntil?.toISOString() ?? null})
        returning id`)
      await database.db.execute(sql`insert into order_payments (order_id, method, status) values (${row!.id}, ${method}, ${payment})`)
      for (const [index, [actor, eventStatus, paymentStatus]] of history.entries()) {
        await database.db.execute(sql`
          insert into order_events (order_id, actor, status, payment_status, created_at)
          values (${row!.id}, ${actor}, ${eventStatus}, ${paymentStatus}, ${new Date(acceptedAt.getTime() + (index - 1) * 60_000).toISOString()})`)
      }
      return row!.id
    }

    const waiting = await order('accepted', 'upi', 'pending', new Date('2026-03-02T10:00:00.000Z'), [
      ['buyer', 'placed', null],
      ['farmer', 'accepted', null],
    ])
    const reported = await order('accepted', 'upi', 'submitted', null, [
      ['buyer', 'placed', null],
      ['farmer', 'accepted', null],
      ['buyer', null, 'submitted'],
    ])
    const refused = await order('accepted', 'upi', 'not_received', holdAfterRefusal, [
      ['buyer', 'placed', null],
      ['farmer', 'accepted', null],
      ['buyer', null, 'submitted'],
      ['farmer', null, 'not_received'],
    ])
    const placed = await order('placed', 'upi', 'pending', new Date('2026-03-03T10:00:00.000Z'), [['buyer', 'placed', null]])
    const cash = await order('accepted', 'cod', 'not_received', null, [
      ['buyer', 'placed', null],
      ['farmer', 'accepted', null],
      ['farmer', null, 'not_received'],
    ])
    const unpaid = await order('cancelled', 'upi', 'pending', null, [
      ['buyer', 'placed', null],
      ['farmer', 'accepted', null],
      ['system', 'cancelled', null],
    ])
    const unanswered = await order('cancelled', 'upi', 'pending', null, [
      ['buyer', 'placed', null],
      ['system', 'cancelled', null],
    ])
    const byBuyer = await order('cancelled', 'cod', 'pending', null, [
      ['buyer', 'placed', null],
      ['buyer', 'cancelled', null],
    ])

    await migrateOn(MIGRATIONS_DIR, database)

    const payments = await rows<{ order_id: string; pay_by: string | Date | null; refusals: number }>(
      sql`select order_id, pay_by, refusals from order_payments`,
    )
    const payment = (id: string) => {
      const row = payments.find((entry) => entry.order_id === id)!
      return { payBy: row.pay_by === null ? null : new Date(row.pay_by).toISOString(), refusals: Number(row.refusals) }
    }
    // Waiting for a payment: the reservation it holds now.
    expect(payment(waiting)).toEqual({ payBy: '2026-03-02T10:00:00.000Z', refusals: 0 })
    // A UTR awaiting the farmer holds no reservation: 24 hours from acceptance.
    expect(payment(reported)).toEqual({ payBy: '2026-03-02T10:00:00.000Z', refusals: 0 })
    expect(payment(refused)).toEqual({ payBy: holdAfterRefusal.toISOString(), refusals: 1 })
    expect(payment(placed)).toEqual({ payBy: null, refusals: 0 })
    expect(payment(cash)).toEqual({ payBy: null, refusals: 1 })

    const causes = await rows<{ order_id: string; actor: string; cause: string | null }>(
      sql`select order_id, actor, cause from order_events where status = 'cancelled'`,
    )
    const causeOf = (id: string) => causes.find((entry) => entry.order_id === id)!.cause
    expect(causeOf(unpaid)).toBe('not_paid')
    expect(causeOf(unanswered)).toBe('not_accepted')
    expect(causeOf(byBuyer)).toBeNull()
  })
})
