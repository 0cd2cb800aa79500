import { eq } from 'drizzle-orm'
import { pinOfPlace, type LatLng } from '@app/shared/browse'
import { msg } from '@app/shared/messages/refs'
import type { Place } from '@app/shared/pincodes'
import type { IndianState } from '@app/shared/states'
import type { Db } from '#src/db/client'
import { AppError } from '#src/lib/app-error'
import { pincodes } from '#src/db/schema/index'
import { columnsToPoint } from '#src/lib/geo'

/**
 * The place a PIN code names: district, state and a point amid its post offices (the empty point
 * when none of them has coordinates); undefined for a PIN code India Post's directory does not
 * list. `pin` is already checked (PinCodeSchema). For other modules too: Browse turns a typed PIN
 * code into the point it measures distances from.
 */
export async function findPlaceByPin(db: Db, pin: string): Promise<Place | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pin, pin))
  if (!row) return undefined
  return {
    pin: row.pin,
    district: row.district,
    // The table's check constraint admits only INDIAN_STATES.
    state: row.state as IndianState,
    coordinates: columnsToPoint(row),
  }
}

/**
 * The point a query measures distances from: `near` as given, or the middle of the post offices of
 * `pin`. A PIN code the directory does not list (or whose offices have no coordinates) is refused
 * with 400 on `pin`, as a malformed one is.
 */
export async function placeOfQuery(db: Db, query: { near?: LatLng; pin?: string }): Promise<LatLng | undefined> {
  const pin = pinOfPlace(query)
  if (pin === undefined) return query.near
  const point = (await findPlaceByPin(db, pin))?.coordinates.coordinates
  if (point?.length !== 2) throw new AppError(400, 'VALIDATION_FAILED', msg('places.pinUnknown'), { pin: [msg('places.pinUnknown')] })
  const [longitude, latitude] = point
  return { latitude, longitude }
}
