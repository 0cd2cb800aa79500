import { rm } from 'node:fs/promises'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDIAN_STATES } from '@app/shared/states'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { migrateTo as migrateOn, migrationsBefore, openEmptyDatabase, rows as rowsOn } from '../../test/migrations'

/**
 * The migration that makes stored states canonical runs on databases written before the state
 * filter: tested on one migrated to just before it, filled with states as people typed them,
 * then migrated the rest of the way.
 */

const MIGRATION = '0013_canonical_states'

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
  it('names the same 36 states and union territories as the shared list', async () => {
    const text = await readFile(path.join(MIGRATIONS_DIR, `${MIGRATION}.sql`), 'utf8')
    const arrays = [...text.matchAll(/ARRAY\[([^\]]*)\]/g)].map((match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((name) => name[1]))
    expect(arrays).toHaveLength(3)
    for (const names of arrays) expect(names).toEqual([...INDIAN_STATES])
  })

  it('stores every case and spacing of a state by its name, leaving other text as written', async () => {
    const [farmer, buyer, other] = await rows<{ id: string }>(sql`
      insert into users (name, email, role, password_hash) values
        ('Asha', 'asha.states@example.in', 'farmer', 'x'),
        ('Meera', 'meera.states@example.in', 'buyer', 'x'),
        ('Ravi', 'ravi.states@example.in', 'buyer', 'x')
      returning id`)
    const written = ['maharashtra', '  Tamil   nadu ', 'ANDAMAN AND NICOBAR ISLANDS', 'Kerala', 'Vidarbha', '', 'Orissa']
    for (const [index, state] of written.entries()) {
      await database.db.execute(sql`
        insert into products (farmer_id, name, price_per_unit, quantity_available, location_state)
        values (${farmer!.id}, ${`Lot ${index}`}, 10, 5, ${state})`)
    }
    await database.db.execute(sql`
      insert into farmer_profiles (user_id, phone, city, state, pin, farm_size)
      values (${farmer!.id}, '9876543210', 'Nashik', 'maha rashtra', '422001', 2), (${other!.id}, '9876543211', 'Kochi', ' kerala', '682001', 1)`)
    await database.db.execute(sql`
      insert into buyer_profiles (user_id, phone, address, city, state)
      values (${buyer!.id}, '9876543212', 'Flat 1', 'Kolkata', 'west bengal')`)

    await migrateOn(MIGRATIONS_DIR, database)

    const states = await rows<{ location_state: string }>(sql`select location_state from products order by name`)
    expect(states.map((row) => row.location_state)).toEqual([
      'Maharashtra',
      'Tamil Nadu',
      'Andaman and Nicobar Islands',
      'Kerala',
      'Vidarbha',
      '',
      'Orissa',
    ])
    const farms = await rows<{ state: string }>(sql`select state from farmer_profiles order by city desc`)
    expect(farms.map((row) => row.state)).toEqual(['maha rashtra', 'Kerala'])
    const buyers = await rows<{ state: string }>(sql`select state from buyer_profiles`)
    expect(buyers.map((row) => row.state)).toEqual(['West Bengal'])
  })
})
