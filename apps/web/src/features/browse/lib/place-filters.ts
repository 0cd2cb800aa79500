import { useEffect } from 'react'
import type { BrowseFilters, LatLng } from '@app/shared/browse'
import { savePlace } from '@/lib/saved-place'
import type { FilterChange } from './use-browse-url'

/** True when the list is measured from a place: the device's point or a PIN code. */
export function hasPlace(filters: BrowseFilters): boolean {
  return filters.near !== undefined || filters.pin !== undefined
}

/**
 * Measuring from a new place: the other kind of place goes, and the list is ordered nearest
 * first unless the buyer already chose an order of their own.
 */
export function placeChange(filters: BrowseFilters, place: { near: LatLng } | { pin: string }): FilterChange {
  const at = 'near' in place ? { near: place.near, pin: undefined } : { near: undefined, pin: place.pin }
  return filters.sort ? at : { ...at, sort: 'nearest' }
}

/** No place any more: nor a distance around it, nor an order by it. */
export function clearPlaceChange(filters: BrowseFilters): FilterChange {
  const cleared: FilterChange = { near: undefined, pin: undefined, radiusKm: undefined }
  return filters.sort === 'nearest' ? { ...cleared, sort: undefined } : cleared
}

/**
 * Keeps the place Browse measures from on this browser, so a listing's page opened from the list
 * (or later) can say how far away it is. A PIN code is kept once its district is known, which the
 * listing's page names ("12 km from Nashik").
 */
export function useRememberPlace(filters: BrowseFilters, district: string | undefined) {
  const latitude = filters.near?.latitude
  const longitude = filters.near?.longitude
  const { pin } = filters
  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined) savePlace({ near: { latitude, longitude } })
    else if (pin !== undefined && district !== undefined) savePlace({ pin, label: district })
  }, [latitude, longitude, pin, district])
}
