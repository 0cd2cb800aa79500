import type { LatLng } from '@app/shared/browse'
import type { GeoPoint, Point } from '@app/shared/fields'

/**
 * Locations travel as GeoJSON points (`{ type: 'Point', coordinates: [longitude, latitude] }`)
 * and are stored as two nullable columns, so the database can check each range and index them.
 */
export interface LongitudeLatitude {
  longitude: number | null
  latitude: number | null
}

/** The columns of a point; both null for no point. */
export function pointToColumns(point: Point | null): LongitudeLatitude {
  return { longitude: point?.coordinates[0] ?? null, latitude: point?.coordinates[1] ?? null }
}

/**
 * The point of two columns, as answers write it: unless both are set, the empty point
 * `{ type: 'Point', coordinates: [] }`, whose shape clients can read like any other.
 */
export function columnsToPoint({ longitude, latitude }: LongitudeLatitude): GeoPoint {
  return longitude === null || latitude === null
    ? { type: 'Point', coordinates: [] }
    : { type: 'Point', coordinates: [longitude, latitude] }
}

/** The point of two columns as distances are measured from it; null unless both are set. */
export function latLngOf({ latitude, longitude }: LongitudeLatitude): LatLng | null {
  return latitude === null || longitude === null ? null : { latitude, longitude }
}
