import { useCallback, useRef, useState } from 'react'
import type { LatLng } from '@app/shared/browse'

/** Why the device gave no place: each screen words it for what the buyer or farmer can do instead. */
export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported'

/** The codes of GeolocationPositionError, as numbers: a browser's error object is all we can rely on. */
const GEOLOCATION_ERRORS: Record<number, LocationProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' }

/**
 * Three decimals: about 100 m, enough for a farm, a town or "near me", and no closer. A place
 * that is saved on a public listing or put in a link someone may share does not pin a home to the
 * metre.
 */
export const roundTo3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * The device's place on request ("Use my location"), rounded to about 100 m: `locate(onFound)`
 * asks the browser, `finding` is true while it answers, `problem` says why it did not, and
 * `cancel()` forgets a request still out. Only the latest request's answer counts: a slow answer
 * after the user moved on (Remove, or typing a PIN code instead) must not bring the old place back.
 */
export function useDeviceLocation() {
  const [finding, setFinding] = useState(false)
  const [problem, setProblem] = useState<LocationProblem | null>(null)
  const request = useRef(0)

  const locate = useCallback((onFound: (place: LatLng) => void) => {
    setProblem(null)
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem('unsupported')
      return
    }
    const current = ++request.current
    setFinding(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (current !== request.current) return
        setFinding(false)
        onFound({ latitude: roundTo3(position.coords.latitude), longitude: roundTo3(position.coords.longitude) })
      },
      (failure) => {
        if (current !== request.current) return
        setFinding(false)
        setProblem(GEOLOCATION_ERRORS[failure.code] ?? 'unavailable')
      },
      // A phone's network position is enough for a farm or a town, comes fast, and a recent one will do.
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    )
  }, [])

  const cancel = useCallback(() => {
    request.current += 1
    setFinding(false)
    setProblem(null)
  }, [])

  return { finding, problem, locate, cancel }
}
