import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { doublePrecision, integer, pgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { pincodes } from '#src/db/schema/index'
import type { LatLng } from '@app/shared/browse'
import { distanceKm, nearestFirst, withinKm } from '#src/lib/distance'
import { migrateTo, openEmptyDatabase, rows as rowsOn } from '../../../test/migrations'
import { useOpenTestDatabase } from '../../../test/test-database'

/**
 * lib/distance's SQL on this project's engine: against known distances between PIN codes' places
 * (the test database holds the whole directory), against the same sums done here, and with the
 * GiST index a migration creates, which the planner must use for "nearest first".
 */

/** The radius earthdistance's earth() uses, in metres. */
const EARTH_RADIUS_M = 6378168

/** Great-circle distance in km on earthdistance's sphere (haversine). */
function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return (2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h))) / 1000
}

const openDatabase = useOpenTestDatabase()

async function placeOf(pin: string): Promise<LatLng> {
  const [row] = await openDatabase()
    .db.select({ latitude: pincodes.latitude, longitude: pincodes.longitude })
    .from(pincodes)
    .where(eq(pincodes.pin, pin))
  return { latitude: row!.latitude!, longitude: row!.longitude! }
}

async function kmBetween(fromPin: string, toPin: string): Promise<number> {
  const from = await placeOf(fromPin)
  const [row] = await openDatabase()
    .db.select({ km: distanceKm(pincodes, from) })
    .from(pincodes)
    .where(eq(pincodes.pin, toPin))
  return row!.km!
}

describe('distanceKm', () => {
  it('measures known distances between PIN codes’ places', async () => {
    // Pune to Mumbai, as the crow flies: about 120 km.
    expect(await kmBetween('411001', '400001')).toBeGreaterThan(115)
    expect(await kmBetween('411001', '400001')).toBeLessThan(125)
    // New Delhi to Chennai: about 1,760 km.
    expect(await kmBetween('110001', '600001')).toBeGreaterThan(1700)
    expect(await kmBetween('110001', '600001')).toBeLessThan(1800)
    expect(await kmBetween('411001', '411001')).toBeCloseTo(0, 6)
  })

  it('agrees with the great-circle distance worked out here, to the metre', async () => {
    const [pune, mumbai, delhi] = await Promise.all(['411001', '400001', '110001'].map(placeOf))
    expect(await kmBetween('411001', '400001')).toBeCloseTo(haversineKm(pune!, mumbai!), 3)
    expect(await kmBetween('411001', '110001')).toBeCloseTo(haversineKm(pune!, delhi!), 3)
  })

  it('is null for a place without a point', async () => {
    const [row] = await openDatabase()
      .db.select({ km: distanceKm(pincodes, await placeOf('411001')) })
      .from(pincodes)
      .where(eq(pincodes.pin, '176057'))
    expect(row).toEqual({ km: null })
  })

  it('refuses a point that is not one before any SQL is written', () => {
    expect(() => distanceKm(pincodes, { latitude: 91, longitude: 0 })).toThrow(RangeError)
    expect(() => nearestFirst(pincodes, { latitude: Number.NaN, longitude: 0 })).toThrow(RangeError)
    expect(() => withinKm(pincodes, { latitude: 18, longitude: 73 }, -1)).toThrow(RangeError)
  })
})

describe('withinKm and nearestFirst on the PIN codes', () => {
  it('finds the places within a radius, and only those', async () => {
    const pune = await placeOf('411001')
    const within = async (km: number) =>
      (
        await openDatabase()
          .db.select({ pin: pincodes.pin })
          .from(pincodes)
          .where(withinKm(pincodes, pune, km))
      ).map((row) => row.pin)
    const near = await within(150)
    expect(near).toContain('400001')
    expect(near).toContain('411001')
    expect(near).not.toContain('422001')
    expect(await within(100)).not.toContain('400001')
    // Every place of the radius is inside it, and every other place with a point outside.
    const all = await openDatabase().db.select().from(pincodes)
    const expected = all
      .filter((row) => row.latitude !== null && row.longitude !== null)
      .filter((row) => Math.abs(haversineKm(pune, { latitude: row.latitude!, longitude: row.longitude! }) - 150) > 0.01)
    for (const row of expected) {
      const inside = haversineKm(pune, { latitude: row.latitude!, longitude: row.longitude! }) < 150
      if (inside !== near.includes(row.pin)) throw new Error(`${row.pin} is ${inside ? 'inside' : 'outside'} 150 km`)
    }
  })

  it('orders places nearest first, places without a point last', async () => {
    const pune = await placeOf('411001')
    const nearest = await openDatabase()
      .db.select({ pin: pincodes.pin, km: distanceKm(pincodes, pune) })
      .from(pincodes)
      .orderBy(nearestFirst(pincodes, pune), asc(pincodes.pin))
      .limit(6)
    expect(nearest[0]).toEqual({ pin: '411001', km: 0 })
    const kms = nearest.map((row) => row.km!)
    expect(kms).toEqual([...kms].sort((a, b) => a - b))
    for (const row of nearest) expect(row.pin).toMatch(/^41[0-9]{4}$/)
    const everyPlace = await openDatabase()
      .db.select({ km: distanceKm(pincodes, pune) })
      .from(pincodes)
      .orderBy(nearestFirst(pincodes, pune))
    const firstUnplaced = everyPlace.findIndex((row) => row.km === null)
    expect(firstUnplaced).toBeGreaterThan(19_000)
    expect(everyPlace.slice(firstUnplaced).every((row) => row.km === null)).toBe(true)
  })
})

/** A table of points of the kind Browse will search, made the way a migration would make it. */
const scratchPlaces = pgTable('scratch_places', {
  id: integer('id').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
})

describe('the GiST index over ll_to_earth', () => {
  let empty: Database
  let dropEmpty: () => Promise<void>
  let migrations: string
  const rows = <T>(query: SQL) => rowsOn<T>(query, empty)

  beforeAll(async () => {
    // The committed migrations and one more, the SQL drizzle-kit writes for
    // index(…).using('gist', earthPoint(table)): the expression index must build inside a
    // migration as well as serve the queries.
    migrations = await mkdtemp(path.join(tmpdir(), 'kisansetu-distance-'))
    await cp(MIGRATIONS_DIR, migrations, { recursive: true })
    const journalPath = path.join(migrations, 'meta', '_journal.json')
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Record<string, unknown>[] }
    const tag = '9999_scratch_places'
    journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now(), tag, breakpoints: true })
    await writeFile(journalPath, JSON.stringify(journal))
    await writeFile(
      path.join(migrations, `${tag}.sql`),
      [
        'CREATE TABLE "scratch_places" ("id" integer PRIMARY KEY NOT NULL, "latitude" double precision, "longitude" double precision);',
        'CREATE INDEX "scratch_places_location_earth_idx" ON "scratch_places" USING gist (ll_to_earth("latitude", "longitude"));',
      ].join('--> statement-breakpoint\n'),
    )
    ;({ database: empty, drop: dropEmpty } = await openEmptyDatabase())
    await migrateTo(migrations, empty)
    // Points across India, a fixed pseudo-random spread so every run checks the same ones.
    await rows(sql`
      insert into scratch_places
      select g, 8 + 29 * ((g * 7919) % 10007) / 10007.0, 68.5 + 28.5 * ((g * 104729) % 10009) / 10009.0
      from generate_series(1, 5000) g`)
    await rows(sql`analyze scratch_places`)
  })
  afterAll(async () => {
    await empty?.close()
    await dropEmpty?.()
    if (migrations) await rm(migrations, { recursive: true, force: true })
  })

  it('answers "nearest first" from the index, with the same places as reading every row', async () => {
    const pune = { latitude: 18.5204, longitude: 73.8567 }
    const nearest = empty.db.select({ id: scratchPlaces.id }).from(scratchPlaces).orderBy(nearestFirst(scratchPlaces, pune)).limit(6)
    const { sql: text, params } = nearest.toSQL()
    const [plan] = await rows<{ 'QUERY PLAN': unknown }>(sql.raw(`explain (format json) ${inlineParams(text, params)}`))
    expect(JSON.stringify(plan)).toContain('scratch_places_location_earth_idx')

    const found = (await nearest).map((row) => row.id)
    const every = await empty.db.select().from(scratchPlaces)
    const byDistance = every
      .map((row) => ({ id: row.id, km: haversineKm(pune, { latitude: row.latitude!, longitude: row.longitude! }) }))
      .sort((a, b) => a.km - b.km)
    expect(found).toEqual(byDistance.slice(0, 6).map((row) => row.id))
  })

  it('answers "within R km" from the index too', async () => {
    const pune = { latitude: 18.5204, longitude: 73.8567 }
    const within = empty.db
      .select({ id: scratchPlaces.id })
      .from(scratchPlaces)
      .where(withinKm(scratchPlaces, pune, 100))
    const { sql: text, params } = within.toSQL()
    const [plan] = await rows<{ 'QUERY PLAN': unknown }>(sql.raw(`explain (format json) ${inlineParams(text, params)}`))
    expect(JSON.stringify(plan)).toContain('scratch_places_location_earth_idx')
    const every = await empty.db.select().from(scratchPlaces)
    const expected = every
      .filter((row) => haversineKm(pune, { latitude: row.latitude!, longitude: row.longitude! }) <= 100)
      .map((row) => row.id)
      .sort((a, b) => a - b)
    expect(expected.length).toBeGreaterThan(0)
    expect((await within).map((row) => row.id).sort((a, b) => a - b)).toEqual(expected)
  })
})

/** A query's text with its parameters written in, for EXPLAIN (numbers only here). */
function inlineParams(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1]
    if (typeof value !== 'number') throw new Error(`parameter $${n} is not a number`)
    return String(value)
  })
}
