import type { LatLng } from '@app/shared/browse'
import { deliversTo, greatCircleKm, roundKm, type DeliveryArea } from '@app/shared/delivery'
import { msg } from '@app/shared/messages/refs'
import type { Db } from '#src/db/client'
import type { FarmerProfileRow } from '#src/db/schema/index'
import { latLngOf, type LongitudeLatitude } from '#src/lib/geo'
import { findPlaceByPin } from '#src/modules/pincodes/pincodes.service'

/**
 * Whether a farmer delivers to an address: the farmer's area (a radius around the farm, PIN codes)
 * against the address's PIN code and point. Checkout's preview and its placing both ask here, so
 * what the buyer is told before placing is what placing enforces.
 */

/** Where a farm delivers from: its area, its town for messages, and its point (its own, else its PIN code's). */
export interface FarmDelivery {
  farmer: string
  area: DeliveryArea
  place: string
  point: LatLng | null
}

/** Where an address is, as far as known: its PIN code (none for a profile's address) and point. */
export interface AddressPlace {
  pin: string | null
  point: LatLng | null
}

/** The point of a PIN code in the directory: undefined for a PIN code it does not list. */
export async function placeOfPin(db: Db, pin: string): Promise<AddressPlace | undefined> {
  const place = await findPlaceByPin(db, pin)
  if (!place) return undefined
  const [longitude, latitude] = place.coordinates.coordinates
  return { pin, point: longitude === undefined || latitude === undefined ? null : { latitude, longitude } }
}

/**
 * A farmer's delivery area as checkout reads it, from the farmer's profile and the directory's row
 * for its PIN code; a farmer without a profile delivers anywhere, as before areas.
 */
export function farmDeliveryOf(
  farmer: string,
  profile: Pick<FarmerProfileRow, 'deliveryRadiusKm' | 'deliveryPins' | 'latitude' | 'longitude' | 'city'> | null,
  farmPin: LongitudeLatitude | null,
): FarmDelivery {
  if (!profile) return { farmer, area: { radiusKm: null, pins: [] }, place: '', point: null }
  const area = { radiusKm: profile.deliveryRadiusKm, pins: profile.deliveryPins }
  let point = latLngOf(profile)
  // Only a radius needs the farm's point; a farm without one measures from its PIN code's post offices.
  if (!point && area.radiusKm !== null) point = farmPin ? latLngOf(farmPin) : null
  return { farmer, area, place: profile.city, point }
}

export interface DeliveryVerdict {
  /** Km from the farm to the address, whole; null when either point is unknown. */
  distanceKm: number | null
  /** Why the farmer does not deliver there (a message reference); null when they do. */
  refusal: string | null
}

/** Whether `farm` delivers to `address`; with no address known, nothing is refused yet. */
export function deliveryVerdict(farm: FarmDelivery, address: AddressPlace | null): DeliveryVerdict {
  const exactKm = farm.point && address?.point ? greatCircleKm(farm.point, address.point) : null
  const distanceKm = exactKm === null ? null : roundKm(exactKm)
  // Compared in whole km, as the buyer reads it: "40 km away" is within 40 km.
  if (address === null || deliversTo(farm.area, address.pin, distanceKm)) return { distanceKm, refusal: null }
  const { farmer } = farm
  if (farm.area.radiusKm !== null && distanceKm !== null) {
    return {
      distanceKm,
      refusal: msg('checkout.outsideRadius', { farmer, radius: farm.area.radiusKm, place: farm.place, distance: distanceKm }),
    }
  }
  if (farm.area.radiusKm === null && address.pin !== null)
    return { distanceKm, refusal: msg('checkout.outsidePins', { farmer, pin: address.pin }) }
  return { distanceKm, refusal: msg('checkout.areaUnknown', { farmer }) }
}
