import { act } from '@testing-library/react'

type PendingRequest = { success: PositionCallback; failure: PositionErrorCallback; options: PositionOptions | undefined }

/**
 * A device location the test answers by hand, in place of jsdom's missing `navigator.geolocation`:
 * each call of getCurrentPosition waits until the test answers it. `removeGeolocation` takes it away
 * again (call it after each test).
 */
export function stubGeolocation() {
  const requests: PendingRequest[] = []
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) => {
    requests.push({ success, failure: failure ?? (() => {}), options })
  }
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } })
  return {
    requests,
    /** The latest request finds the device at this place. */
    answer(latitude: number, longitude: number) {
      const position = { coords: { latitude, longitude, accuracy: 1200 }, timestamp: Date.now() } as GeolocationPosition
      act(() => requests.at(-1)?.success(position))
    },
    /** The latest request fails: 1 permission denied, 2 position unavailable, 3 timeout. */
    fail(code: 1 | 2 | 3) {
      act(() => requests.at(-1)?.failure({ code, message: 'stubbed', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }))
    },
  }
}

export function removeGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation')
}
