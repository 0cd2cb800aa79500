import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { LatLng } from '@app/shared/browse'

/**
 * Distances on the Earth's surface in SQL, with PostgreSQL's earthdistance extension (on cube;
 * migration 0014 creates both, PGlite loads them in db/client). A point becomes `ll_to_earth(lat,
 * lng)`, a cube on a sphere of the Earth's radius in metres; a GiST index over that expression
 * answers both "within R km" (earth_box) and "nearest first" (the `<->` KNN operator) without
 * reading every row. The index must be built on exactly `ll_to_earth(latitude, longitude)` of the
 * table's columns, or the planner cannot match these expressions to it:
 *
 *   index('products_location_earth_idx').using('gist', earthPoint(table))
 */

/** A place's two columns (or any two SQL expressions), latitude and longitude in degrees. */
export interface LocationColumns {
  latitude: SQLWrapper
  longitude: SQLWrapper
}

/** Half the Earth's circumference: a larger radius holds every point, so it is cut to this. */
const HALF_EARTH_KM = 20_000

const METRES_PER_KM = 1000

/** `ll_to_earth(latitude, longitude)` of two columns: the expression to index and to compare with. */
export function earthPoint(columns: LocationColumns): SQL {
  return sql`ll_to_earth(${columns.latitude}, ${columns.longitude})`
}

/**
 * A known point as an earth value. The numbers travel as query parameters cast to double
 * precision, so the planner sees a constant it can hand to the index.
 */
function earthAt(point: LatLng): SQL {
  return sql`ll_to_earth(${point.latitude}::double precision, ${point.longitude}::double precision)`
}

function assertPoint(point: LatLng): void {
  const { latitude, longitude } = point
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new RangeError(`not a point: ${latitude}, ${longitude}`)
  }
}

/**
 * Rows whose point is within `km` kilometres of `from` along the Earth's surface. The cube
 * around the point (earth_box, answered from the GiST index) is slightly larger than the circle,
 * so the exact great-circle distance then trims its corners. Rows without a point never match.
 */
export function withinKm(columns: LocationColumns, from: LatLng, km: number): SQL {
  assertPoint(from)
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`not a radius: ${km}`)
  const metres = Math.min(km, HALF_EARTH_KM) * METRES_PER_KM
  const centre = earthAt(from)
  const point = earthPoint(columns)
  return sql`(earth_box(${centre}, ${metres}::double precision) @> ${point} and earth_distance(${centre}, ${point}) <= ${metres}::double precision)`
}

/** The great-circle distance from `from` to the row's point, in kilometres; null when the row has no point. */
export function distanceKm(columns: LocationColumns, from: LatLng): SQL<number | null> {
  assertPoint(from)
  return sql<number | null>`(earth_distance(${earthAt(from)}, ${earthPoint(columns)}) / ${METRES_PER_KM})`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  )
}

/**
 * An ORDER BY term, nearest to `from` first, that the GiST index answers by walking outwards from
 * the point (KNN), so `ORDER BY … LIMIT n` reads about n rows whatever the table's size. It
 * orders by the straight line through the Earth between the points, which grows with the
 * distance along the surface, so the order is the same. Rows without a point come last.
 */
export function nearestFirst(columns: LocationColumns, from: LatLng): SQL {
  assertPoint(from)
  return sql`${earthPoint(columns)} <-> ${earthAt(from)}`
}
