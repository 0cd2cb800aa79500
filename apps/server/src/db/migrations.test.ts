import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_UNITS, toProductUnit, UNIT_ALIASES } from '@app/shared/units'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { migrateTo as migrateOn, migrationsBefore, openEmptyDatabase, rows as rowsOn } from '../../test/migrations'

/**
 * The migration that gives listings a unit from the list, a minimum order and a step, and folds the
 * cart's one-row-per-add into one line per product. It runs on databases with real rows, so it is
 * tested on one: migrated to just before it, filled the old way, then migrated the rest of the way.
 * On the engine of the running project (PGlite, or PostgreSQL in the postgres project).
 */

const MIGRATION = '0005_quantities_units'

let database: Database
let dropDb: () => Promise<void>
let beforeDir: string

/** On this file's database unless told otherwise. */
const migrateTo = (folder: string, on: Database = database) => migrateOn(folder, on)
const rows = <T>(query: SQL, on: Database = database) => rowsOn<T>(query, on)

beforeAll(async () => {
  ;({ database, drop: dropDb } = await openEmptyDatabase())
  beforeDir = await migrationsBefore(MIGRATION)
  await migrateTo(beforeDir)
})
afterAll(async () => {
  await database?.close()
  await dropDb?.()
  if (beforeDir) await rm(beforeDir, { recursive: true, force: true })
})

describe(`migration ${MIGRATION}`, () => {
  it('reads stored units as the form does, unknown ones as kg, and folds repeated cart rows into one line', async () => {
    const [farmer, buyer, otherBuyer] = await rows<{ id: string }>(sql`
      insert into users (name, email, role, password_hash) values
        ('Farmer', ${`farmer.${randomBytes(4).toString('hex')}@example.in`}, 'farmer', 'x'),
        ('Buyer', ${`buyer.${randomBytes(4).toString('hex')}@example.in`}, 'buyer', 'x'),
        ('Other', ${`other.${randomBytes(4).toString('hex')}@example.in`}, 'buyer', 'x')
      returning id`)

    // Every listed unit and alias as a farmer might have typed it, and text that names no unit.
    const typed = [
      ...PRODUCT_UNITS.map((unit) => ` ${unit.toUpperCase()} `),
      ...Object.keys(UNIT_ALIASES).map((alias) => alias[0]!.toUpperCase() + alias.slice(1)),
      'box of 12',
      '',
      '   ',
      'toString',
      'sack',
    ]
    const units = await rows<{ id: string; unit: string }>(sql`
      insert into products (farmer_id, name, price_per_unit, unit, quantity_available)
      select ${farmer!.id}, 'Listing ' || n, 10, unit, 5
      from unnest(${sql.raw(`array[${typed.map((text) => `'${text}'`).join(', ')}]::text[]`)}) with ordinality as typed(unit, n)
      returning id, unit`)
    expect(units).toHaveLength(typed.length)

    const [tomato, onion] = await rows<{ id: string }>(sql`
      insert into products (farmer_id, name, price_per_unit, unit, quantity_available) values
        (${farmer!.id}, 'Tomato', 22.5, 'Kgs', 100),
        (${farmer!.id}, 'Onion', 31, 'qtl', 40)
      returning id`)
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes)).toISOString()
    await database.db.execute(sql`
      insert into cart_items (buyer_id, product_id, added_at) values
        (${buyer!.id}, ${tomato!.id}, ${at(30)}),
        (${buyer!.id}, ${tomato!.id}, ${at(10)}),
        (${buyer!.id}, ${tomato!.id}, ${at(20)}),
        (${buyer!.id}, ${onion!.id}, ${at(5)}),
        (${otherBuyer!.id}, ${tomato!.id}, ${at(40)}),
        (${otherBuyer!.id}, ${tomato!.id}, ${at(41)})`)

    await migrateTo(MIGRATIONS_DIR)

    const after = await rows<{ id: string; unit: string; min: string; step: string }>(
      sql`select id, unit::text as unit, min_order_quantity::text as min, order_step::text as step from products`,
    )
    const unitById = new Map(after.map((row) => [row.id, row.unit]))
    for (const [index, row] of units.entries()) {
      expect(unitById.get(row.id), JSON.stringify(typed[index])).toBe(toProductUnit(typed[index]!) ?? 'kg')
    }
    expect(unitById.get(tomato!.id)).toBe('kg')
    expect(unitById.get(onion!.id)).toBe('quintal')
    for (const row of after) expect([row.min, row.step]).toEqual(['1.00', '1.00'])

    const lines = await rows<{ buyer_id: string; product_id: string; quantity: string; price_seen: string; added_at: string | Date }>(
      sql`select buyer_id, product_id, quantity::text as quantity, price_seen::text as price_seen, added_at from cart_items order by quantity desc, buyer_id`,
    )
    const line = (buyerId: string, productId: string) => {
      const found = lines.find((row) => row.buyer_id === buyerId && row.product_id === productId)
      return found && { quantity: found.quantity, priceSeen: found.price_seen, addedAt: new Date(found.added_at).toISOString() }
    }
    expect(lines).toHaveLength(3)
    expect(line(buyer!.id, tomato!.id)).toEqual({ quantity: '3.00', priceSeen: '22.50', addedAt: at(10) })
    expect(line(buyer!.id, onion!.id)).toEqual({ quantity: '1.00', priceSeen: '31.00', addedAt: at(5) })
    expect(line(otherBuyer!.id, tomato!.id)).toEqual({ quantity: '2.00', priceSeen: '22.50', addedAt: at(40) })
  })

  it('holds the new rules in the database: one line per product, units from the list, positive quantities', async () => {
    const [farmer] = await rows<{ id: string }>(sql`select id from users where role = 'farmer' limit 1`)
    const [buyer] = await rows<{ id: string }>(sql`select buyer_id as id from cart_items limit 1`)
    const [product] = await rows<{ id: string }>(sql`select product_id as id from cart_items where buyer_id = ${buyer!.id} limit 1`)
    const refused = async (query: SQL) => {
      await expect(database.db.execute(query)).rejects.toThrow()
    }
    await refused(sql`insert into cart_items (buyer_id, product_id, quantity, price_seen) values (${buyer!.id}, ${product!.id}, 1, 1)`)
    await refused(sql`update cart_items set quantity = 0 where buyer_id = ${buyer!.id}`)
    await refused(sql`insert into products (farmer_id, name, unit) values (${farmer!.id}, 'Odd', 'sack')`)
    await refused(sql`insert into products (farmer_id, name, min_order_quantity) values (${farmer!.id}, 'Odd', 0)`)
    await refused(sql`insert into products (farmer_id, name, order_step) values (${farmer!.id}, 'Odd', -1)`)
    const [fresh] = await rows<{ unit: string }>(
      sql`insert into products (farmer_id, name) values (${farmer!.id}, 'Plain') returning unit::text as unit`,
    )
    expect(fresh!.unit).toBe('kg')
  })
})

/**
 * The migration that reshapes orders for the lifecycle: an order was one product, created
 * confirmed. Each existing order must come through as an accepted order with that product as its
 * one line, cash on delivery, a reference and its confirmation as its first event.
 */
describe('migration 0006_orders_lifecycle', () => {
  let db: Database
  let drop: () => Promise<void>
  let folder: string

  beforeAll(async () => {
    ;({ database: db, drop } = await openEmptyDatabase())
    folder = await migrationsBefore('0006_orders_lifecycle')
    await migrateTo(folder, db)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('keeps every existing order as an accepted one-line order paid in cash', async () => {
    const [farmer, buyer] = await rows<{ id: string }>(
      sql`
      insert into users (name, email, role, password_hash) values
        ('Farmer', ${`farmer.${randomBytes(4).toString('hex')}@example.in`}, 'farmer', 'x'),
        ('Buyer', ${`buyer.${randomBytes(4).toString('hex')}@example.in`}, 'buyer', 'x')
      returning id`,
      db,
    )
    const [product] = await rows<{ id: string }>(
      sql`insert into products (farmer_id, name, price_per_unit, quantity_available) values (${farmer!.id}, 'Toor dal', 33.33, 10) returning id`,
      db,
    )
    const [order] = await rows<{ id: string }>(
      sql`
      insert into orders (buyer_id, farmer_id, product_id, product_name, unit, quantity, price_per_unit, amount, status, created_at)
      values (${buyer!.id}, ${farmer!.id}, ${product!.id}, 'Toor dal', 'kg', 3, 33.33, 99.99, 'confirmed', '2026-01-01T10:00:00Z')
      returning id`,
      db,
    )

    await migrateTo(MIGRATIONS_DIR, db)

    const [migrated] = await rows<Record<string, unknown>>(
      sql`select reference, status::text as status, fulfilment::text as fulfilment, subtotal::text as subtotal, total::text as total,
        delivery_fee::text as delivery_fee, hold_until from orders where id = ${order!.id}`,
      db,
    )
    expect(migrated).toMatchObject({
      status: 'accepted',
      fulfilment: 'pickup',
      subtotal: '99.99',
      total: '99.99',
      delivery_fee: '0.00',
      hold_until: null,
    })
    expect(migrated!.reference).toMatch(/^KS[0-9A-F]{10}$/)
    expect(
      await rows(
        sql`select product_id, product_name, unit, quantity::text as quantity, price_per_unit::text as price, amount::text as amount
          from order_lines where order_id = ${order!.id}`,
        db,
      ),
    ).toEqual([{ product_id: product!.id, product_name: 'Toor dal', unit: 'kg', quantity: '3.00', price: '33.33', amount: '99.99' }])
    expect(
      await rows(sql`select method::text as method, status::text as status from order_payments where order_id = ${order!.id}`, db),
    ).toEqual([{ method: 'cod', status: 'pending' }])
    expect(
      await rows(sql`select actor::text as actor, actor_id, status::text as status from order_events where order_id = ${order!.id}`, db),
    ).toEqual([{ actor: 'farmer', actor_id: farmer!.id, status: 'accepted' }])
  })
})

describe('migration 0007_reviews', () => {
  let db: Database
  let drop: () => Promise<void>
  let folder: string

  beforeAll(async () => {
    ;({ database: db, drop } = await openEmptyDatabase())
    folder = await migrationsBefore('0007_reviews')
    await migrateTo(folder, db)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('clears ratings that no review gave, since a listing’s ratings now come from reviews only', async () => {
    const [farmer] = await rows<{ id: string }>(
      sql`insert into users (name, email, role, password_hash)
        values ('Farmer', ${`farmer.${randomBytes(4).toString('hex')}@example.in`}, 'farmer', 'x') returning id`,
      db,
    )
    await rows(
      sql`insert into products (farmer_id, name, price_per_unit, quantity_available, ratings)
        values (${farmer!.id}, 'Rated', 10, 5, '{5,4}'), (${farmer!.id}, 'Unrated', 10, 5, '{}') returning id`,
      db,
    )

    await migrateTo(MIGRATIONS_DIR, db)

    expect(await rows(sql`select name, ratings from products order by name`, db)).toEqual([
      { name: 'Rated', ratings: [] },
      { name: 'Unrated', ratings: [] },
    ])
  })
})

describe('migration 0008_user_language', () => {
  let db: Database
  let drop: () => Promise<void>
  let folder: string
  beforeAll(async () => {
    ;({ database: db, drop } = await openEmptyDatabase())
    folder = await migrationsBefore('0008_user_language')
    await migrateTo(folder, db)
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('gives every existing account English, and takes only the languages the app speaks', async () => {
    const email = `farmer.${randomBytes(4).toString('hex')}@example.in`
    await rows(sql`insert into users (name, email, role, password_hash) values ('Farmer', ${email}, 'farmer', 'x') returning id`, db)

    await migrateTo(MIGRATIONS_DIR, db)

    expect(await rows(sql`select language from users where email = ${email}`, db)).toEqual([{ language: 'en' }])
    await rows(sql`update users set language = 'ta' where email = ${email} returning id`, db)
    await expect(rows(sql`update users set language = 'fr' where email = ${email} returning id`, db)).rejects.toThrow()
    expect(await rows(sql`select language from users where email = ${email}`, db)).toEqual([{ language: 'ta' }])
  })
})
