import { useMemo, useSyncExternalStore } from 'react'
import type { LatLng } from '@app/shared/browse-filters'
import { PIN_CODE_PATTERN } from '@app/shared/pin-code'

/**
 * The place a buyer last searched near on Browse, kept on this browser so a listing's page can
 * say how far away it is: the device's point, or a PIN code with the name of its district.
 * Browse writes it and forgets it; a listing's page only reads it. Here, not in either feature,
 * because both use it.
 */
export type SavedPlace = { near: LatLng } | { pin: string; label: string }

const KEY = 'kisansetu_browse_place'

/** A number within ±limit (JSON holds no NaN or infinity). */
function within(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Math.abs(value) <= limit
}

/**
 * The saved JSON as a place: a point on the Earth, or a PIN code with a short label. Checked by
 * hand: the pages that read it (Browse, a listing's page) load without Zod.
 */
function asSavedPlace(value: unknown): SavedPlace | null {
  if (typeof value !== 'object' || value === null) return null
  const { near, pin, label } = value as Record<string, unknown>
  if (typeof near === 'object' && near !== null) {
    const { latitude, longitude } = near as Record<string, unknown>
    if (within(latitude, 90) && within(longitude, 180)) return { near: { latitude, longitude } }
  }
  if (typeof pin === 'string' && PIN_CODE_PATTERN.test(pin) && typeof label === 'string' && label.length <= 100) return { pin, label }
  return null
}

/** Whoever shows the saved place in this tab: storage events only reach the other tabs. */
const listeners = new Set<() => void>()

function notify() {
  listeners.forEach((listener) => listener())
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    // Storage blocked (a private window, a locked-down phone): as if nothing was saved.
    return null
  }
}

/** The saved text read as a place; anything else (an old shape, hand-edited JSON) is none. */
function parse(raw: string | null): SavedPlace | null {
  if (raw === null) return null
  try {
    return asSavedPlace(JSON.parse(raw))
  } catch {
    return null
  }
}

export function readSavedPlace(): SavedPlace | null {
  return parse(readRaw())
}

export function savePlace(place: SavedPlace) {
  const raw = JSON.stringify('near' in place ? { near: place.near } : { pin: place.pin, label: place.label })
  if (raw === readRaw()) return
  try {
    localStorage.setItem(KEY, raw)
  } catch {
    // Storage full or blocked: a listing's page then shows no distance, which does no harm.
    return
  }
  notify()
}

export function forgetSavedPlace() {
  if (readRaw() === null) return
  try {
    localStorage.removeItem(KEY)
  } catch {
    return
  }
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * The saved place, kept current. None while the server renders and while the browser hydrates
 * its page (the server cannot know it), then the browser's own, so hydration matches the HTML.
 */
export function useSavedPlace(): SavedPlace | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  return useMemo(() => parse(raw), [raw])
}
