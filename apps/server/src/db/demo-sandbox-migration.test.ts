import { randomBytes } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { demoBuyers, demoFarmers } from '#src/db/demo-data/index'
import { migrateTo as migrateOn, migrationsBefore, openEmptyDatabase, rows as rowsOn } from '../../test/migrations'

/**
 * The migration that starts the demo sandbox runs on databases seeded before it: their demo
 * accounts must become demo accounts, and cart lines across the sandbox's edge must go. Tested on
 * such a database, migrated to just before it, filled, then migrated the rest of the way.
 */

const MIGRATION = '0010_demo_sandbox'

let database: Database
let dropDb: () => Promise<void>
let beforeDir: string

const migrateTo = (folder: string) => migrateOn(folder, database)
const rows = <T>(query: SQL) => rowsOn<T>(query, database)

// Replays every migration before this one on an empty database: slow on a busy machine, hence the long timeout.
beforeAll(async () => {
  ;({ database, drop: dropDb } = await openEmptyDatabase())
  beforeDir = await migrationsBefore(MIGRATION)
  await migrateTo(beforeDir)
}, 180_000)
afterAll(async () => {
  await database?.close()
  await dropDb?.()
  if (beforeDir) await rm(beforeDir, { recursive: true, force: true })
})

describe(`migration ${MIGRATION}`, () => {
  it('marks the seeded demo accounts, and only them, and removes cart lines across the edge', async () => {
    const real = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.in`
    const [guestFarmer, demoBuyer, realFarmer, realBuyer] = await rows<{ id: string }>(sql`
      insert into users (name, email, role, password_hash) values
        ('Guest Farmer', ${GUEST_ACCOUNTS.farmer.email}, 'farmer', 'x'),
        ('Anjali', 'anjali.mehta@example.in', 'buyer', 'x'),
        ('Real Farmer', ${real('farmer')}, 'farmer', 'x'),
        ('Real Buyer', ${real('buyer')}, 'buyer', 'x')
      returning id`)
    const [demoListing, realListing] = await rows<{ id: string }>(sql`
      insert into products (farmer_id, name, price_per_unit, quantity_available) values
        (${guestFarmer!.id}, 'Tomato', 30, 100),
        (${realFarmer!.id}, 'Onion', 25, 100)
      returning id`)
    await database.db.execute(sql`
      insert into cart_items (buyer_id, product_id, quantity, price_seen) values
        (${realBuyer!.id}, ${demoListing!.id}, 1, 30),
        (${realBuyer!.id}, ${realListing!.id}, 1, 25),
        (${demoBuyer!.id}, ${demoListing!.id}, 1, 30),
        (${demoBuyer!.id}, ${realListing!.id}, 1, 25)`)

    await migrateTo(MIGRATIONS_DIR)

    const flags = await rows<{ id: string; is_demo: boolean }>(sql`select id, is_demo from users`)
    expect(Object.fromEntries(flags.map((row) => [row.id, row.is_demo]))).toEqual({
      [guestFarmer!.id]: true,
      [demoBuyer!.id]: true,
      [realFarmer!.id]: false,
      [realBuyer!.id]: false,
    })
    const lines = await rows<{ buyer_id: string; product_id: string }>(sql`select buyer_id, product_id from cart_items`)
    expect(lines).toHaveLength(2)
    expect(lines).toContainEqual({ buyer_id: realBuyer!.id, product_id: realListing!.id })
    expect(lines).toContainEqual({ buyer_id: demoBuyer!.id, product_id: demoListing!.id })
  })

  it('names every account of the shipped demo catalogue', async () => {
    const text = await readFile(path.join(MIGRATIONS_DIR, `${MIGRATION}.sql`), 'utf8')
    const emails = [
      GUEST_ACCOUNTS.farmer.email,
      GUEST_ACCOUNTS.buyer.email,
      ...demoFarmers.map((f) => f.email),
      ...demoBuyers.map((b) => b.email),
    ]
    for (const email of emails) expect(text, email).toContain(`'${email.toLowerCase()}'`)
  })
})
