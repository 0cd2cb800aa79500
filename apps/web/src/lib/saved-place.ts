import { useMemo, useSyncExternalStore } from 'react'
import { z } from 'zod'
import type { LatLng } from '@app/shared/browse'
import { PIN_CODE_PATTERN } from '@app/shared/pincodes'

/**
 * The place a buyer last searched near on Browse, kept on this browser so a listing's page can
 * say how far away it is: the device's point, or a PIN code with the name of its district.
 * Browse writes it and forgets it; a listing's page only reads it. Here, not in either feature,
 * because both use it.
 */
export type SavedPlace = { near: LatLng } | { pin: string; label: string }

const KEY = 'kisansetu_browse_place'

const SavedPlaceSchema = z.union([
  z.object({
    near: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
  z.object({ pin: z.string().regex(PIN_CODE_PATTERN), label: z.string().max(100) }),
])

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
    const parsed = SavedPlaceSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
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
