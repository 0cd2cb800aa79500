import { eq } from 'drizzle-orm'
import type { Place } from '@app/shared/pincodes'
import type { IndianState } from '@app/shared/states'
import type { Db } from '#src/db/client'
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
