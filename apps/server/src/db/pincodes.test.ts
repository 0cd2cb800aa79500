import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { migrateTo, openEmptyDatabase, rows as rowsOn } from '../../test/migrations'
import {
  buildPlaces,
  compareVersions,
  districtName,
  loadPincodes,
  packageSource,
  stateName,
  type PincodeSource,
  type PostOffice,
} from './pincodes'

/** A post office of the directory's file, the fields the loader reads. */
function office(p: string, i: string, s: string, a = 0, n = 0): PostOffice {
  return { p, i, s, a, n }
}

/** A small directory with each case the loader must handle. */
const FIXTURE: PostOffice[] = [
  // Nashik: three offices, one with no coordinates and one with swapped ones (outside India).
  office('422001', 'NASHIK', 'MAHARASHTRA', 20.0, 73.79),
  office('422001', 'NASHIK', 'MAHARASHTRA', 20.02, 73.81),
  office('422001', 'NASHIK', 'MAHARASHTRA', 0, 0),
  office('422001', 'NASHIK', 'MAHARASHTRA', 73.8, 20.0),
  office('422002', 'NASHIK', 'MAHARASHTRA', 19.9, 73.7),
  // A PIN straddling two districts goes to the one most of its offices are in; its point takes them all.
  office('110025', 'South East', 'DELHI', 28.56, 77.27),
  office('110025', 'South East', 'DELHI', 28.57, 77.28),
  office('110025', 'SOUTH', 'DELHI', 28.52, 77.21),
  office('110025', 'SOUTH', 'DELHI', 28.53, 77.2),
  office('110025', 'SOUTH', 'DELHI', 28.54, 77.22),
  // "THE " in front of a union territory's name, and upper-case connecting words.
  office('396210', 'DAMAN', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 20.41, 72.83),
  office('396230', 'DADRA AND NAGAR HAVELI', 'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 20.27, 73.02),
  office('821101', 'KAIMUR (BHABUA)', 'BIHAR', 25.04, 83.6),
  office('516001', 'Y.S.R.', 'ANDHRA PRADESH', 14.47, 78.82),
  office('160062', 'S.A.S Nagar', 'PUNJAB', 30.7, 76.72),
  // "NA" state with a known district: the state most of that district's offices have.
  office('413001', 'SOLAPUR', 'MAHARASHTRA', 17.67, 75.9),
  office('413002', 'SOLAPUR', 'MAHARASHTRA', 17.66, 75.91),
  office('413003', 'SOLAPUR', 'NA', 17.68, 75.92),
  // An office knowing neither: its PIN's place comes from the others, its point still counts.
  office('523261', 'BAPATLA', 'ANDHRA PRADESH', 15.86, 80.06),
  office('523261', 'NA', 'NA', 15.9, 80.1),
  // A PIN whose only office knows neither is left out: its place could only be guessed.
  office('121999', 'NA', 'NA', 28.4, 77.3),
  // Not a PIN code.
  office('012345', 'NASHIK', 'MAHARASHTRA', 20, 73.8),
  // A state that is no state, and no district to infer one from.
  office('999001', 'NOWHERE', 'ATLANTIS', 20, 80),
  // Nothing in India's box: the PIN has no point.
  office('176057', 'KANGRA', 'HIMACHAL PRADESH', 0, 0),
]

function fixtureSource(offices: PostOffice[], version: string, checksum: string): PincodeSource & { reads: number } {
  const source = {
    version,
    checksum,
    reads: 0,
    async offices() {
      source.reads += 1
      return offices
    },
  }
  return source
}

describe('buildPlaces', () => {
  const places = new Map(buildPlaces(FIXTURE).map((place) => [place.pin, place]))

  it('gives each PIN its district in title case and its state by the canonical name', () => {
    expect(places.get('422001')).toMatchObject({ district: 'Nashik', state: 'Maharashtra' })
    expect(places.get('396210')).toMatchObject({ district: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu' })
    expect(places.get('396230')).toMatchObject({ district: 'Dadra and Nagar Haveli' })
    expect(places.get('821101')).toMatchObject({ district: 'Kaimur (Bhabua)', state: 'Bihar' })
    expect(places.get('516001')).toMatchObject({ district: 'Y.S.R.' })
    expect(places.get('160062')).toMatchObject({ district: 'S.A.S Nagar', state: 'Punjab' })
  })

  it('puts a PIN in the district most of its offices are in', () => {
    expect(places.get('110025')).toMatchObject({ district: 'South', state: 'Delhi' })
  })

  it('places the PIN at the median of its offices inside India, leaving out unknown and swapped coordinates', () => {
    expect(places.get('422001')).toMatchObject({ latitude: 20.01, longitude: 73.8 })
    expect(places.get('422002')).toMatchObject({ latitude: 19.9, longitude: 73.7 })
    expect(places.get('110025')).toMatchObject({ latitude: 28.54, longitude: 77.22 })
    expect(places.get('176057')).toMatchObject({ district: 'Kangra', latitude: null, longitude: null })
  })

  it('reads an office of state "NA" as in its district’s state, and a PIN with no known place not at all', () => {
    expect(places.get('413003')).toMatchObject({ district: 'Solapur', state: 'Maharashtra' })
    expect(places.get('523261')).toMatchObject({ district: 'Bapatla', state: 'Andhra Pradesh', latitude: 15.88, longitude: 80.08 })
    expect(places.has('121999')).toBe(false)
    expect(places.has('999001')).toBe(false)
    expect(places.has('012345')).toBe(false)
  })

  it('writes names the way the table shows them', () => {
    expect(districtName('24 PARAGANAS NORTH')).toBe('24 Paraganas North')
    expect(districtName('JANJGIR-CHAMPA')).toBe('Janjgir-Champa')
    expect(districtName('LAHUL AND SPITI')).toBe('Lahul and Spiti')
    expect(districtName('  NORTH   AND MIDDLE ANDAMAN ')).toBe('North and Middle Andaman')
    expect(stateName('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU')).toBe('Dadra and Nagar Haveli and Daman and Diu')
    expect(stateName('NA')).toBeUndefined()
  })

  it('compares package versions by their numbers', () => {
    expect(compareVersions('2.5.9', '2.10.0')).toBe(-1)
    expect(compareVersions('2.10.0', '2.5.9')).toBe(1)
    expect(compareVersions('2.5.9', '2.5.9')).toBe(0)
  })
})

describe('loadPincodes', () => {
  let database: Database
  let drop: () => Promise<void>
  const rows = <T>(query: ReturnType<typeof sql>) => rowsOn<T>(query, database)
  const pins = async () => (await rows<{ pin: string }>(sql`select pin from pincodes order by pin`)).map((row) => row.pin)

  beforeAll(async () => {
    ;({ database, drop } = await openEmptyDatabase())
    await migrateTo(MIGRATIONS_DIR, database)
  })
  afterAll(async () => {
    await database?.close()
    await drop?.()
  })

  it('fills an empty table, then finds it current without reading the file again', async () => {
    const source = fixtureSource(FIXTURE, '1.0.0', 'a'.repeat(64))
    expect(await loadPincodes(database.db, { source })).toEqual({ loaded: true, count: 13 })
    expect(await pins()).toHaveLength(13)
    const [nashik] = await rows<Record<string, unknown>>(sql`select * from pincodes where pin = '422001'`)
    expect(nashik).toEqual({ pin: '422001', district: 'Nashik', state: 'Maharashtra', latitude: 20.01, longitude: 73.8 })
    const [kangra] = await rows<Record<string, unknown>>(sql`select latitude, longitude from pincodes where pin = '176057'`)
    expect(kangra).toEqual({ latitude: null, longitude: null })

    expect(await loadPincodes(database.db, { source })).toEqual({ loaded: false, count: 0 })
    expect(source.reads).toBe(1)
    expect(await pins()).toHaveLength(13)
    const [meta] = await rows<{ version: string; checksum: string }>(
      sql`select version, checksum from reference_data where name = 'pincodes'`,
    )
    expect(meta).toEqual({ version: '1.0.0', checksum: 'a'.repeat(64) })
  })

  it('replaces every row when the package brings another file, and never with an older version’s', async () => {
    const newer = fixtureSource([office('411001', 'PUNE', 'MAHARASHTRA', 18.51, 73.88)], '1.1.0', 'b'.repeat(64))
    expect(await loadPincodes(database.db, { source: newer })).toEqual({ loaded: true, count: 1 })
    expect(await pins()).toEqual(['411001'])

    const older = fixtureSource(FIXTURE, '1.0.0', 'a'.repeat(64))
    expect(await loadPincodes(database.db, { source: older })).toEqual({ loaded: false, count: 0 })
    expect(older.reads).toBe(0)
    expect(await pins()).toEqual(['411001'])
  })

  it('loads once when two instances start together', async () => {
    const source = fixtureSource(FIXTURE, '1.2.0', 'c'.repeat(64))
    const results = await Promise.all([loadPincodes(database.db, { source }), loadPincodes(database.db, { source })])
    expect(results.filter((result) => result.loaded)).toHaveLength(1)
    expect(await pins()).toHaveLength(13)
  })

  it('loads the whole directory of the installed package, quickly, and then leaves it be', async () => {
    const source = await packageSource()
    const started = Date.now()
    const result = await loadPincodes(database.db, { source })
    const ms = Date.now() - started
    expect(result).toEqual({ loaded: true, count: 19486 })
    // Most of the load is reading the file; the bound leaves room for a loaded test machine.
    expect(ms).toBeLessThan(30_000)
    const [counts] = await rows<{ pins: number; states: number; located: number }>(
      sql`select count(*)::int as pins, count(distinct state)::int as states, count(latitude)::int as located from pincodes`,
    )
    expect(counts).toEqual({ pins: 19486, states: 36, located: 19460 })
    expect(await loadPincodes(database.db)).toEqual({ loaded: false, count: 0 })
  })
})
