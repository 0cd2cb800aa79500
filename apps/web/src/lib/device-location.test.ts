import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LatLng } from '@app/shared/browse'
import { removeGeolocation, stubGeolocation } from '@/testing/geolocation'
import { useDeviceLocation } from './device-location'

afterEach(removeGeolocation)

describe('useDeviceLocation', () => {
  it('asks for a quick network position and gives the place rounded to about 100 m', () => {
    const device = stubGeolocation()
    const found: LatLng[] = []
    const { result } = renderHook(() => useDeviceLocation())

    act(() => result.current.locate((place) => found.push(place)))
    expect(result.current.finding).toBe(true)
    expect(device.requests[0]?.options).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 })

    device.answer(19.99712, 73.78945)
    expect(found).toEqual([{ latitude: 19.997, longitude: 73.789 }])
    expect(result.current.finding).toBe(false)
    expect(result.current.problem).toBeNull()
  })

  it('says why there is no place: refused, not found, too slow, or no way to ask', () => {
    const device = stubGeolocation()
    const { result } = renderHook(() => useDeviceLocation())
    const problems: (string | null)[] = []
    for (const code of [1, 2, 3] as const) {
      act(() => result.current.locate(() => {}))
      device.fail(code)
      problems.push(result.current.problem)
    }
    expect(problems).toEqual(['denied', 'unavailable', 'timeout'])
    expect(result.current.finding).toBe(false)

    removeGeolocation()
    act(() => result.current.locate(() => {}))
    expect(result.current.problem).toBe('unsupported')
  })

  it('ignores an answer that comes after cancel, and all but the latest of several requests', () => {
    const device = stubGeolocation()
    const found: LatLng[] = []
    const { result } = renderHook(() => useDeviceLocation())

    act(() => result.current.locate((place) => found.push(place)))
    act(() => result.current.cancel())
    expect(result.current.finding).toBe(false)
    device.answer(20, 73)
    expect(found).toEqual([])

    act(() => result.current.locate((place) => found.push(place)))
    act(() => result.current.locate((place) => found.push(place)))
    const [first] = device.requests.slice(-2)
    act(() => first?.success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition))
    expect(found).toEqual([])
    device.answer(18.5204, 73.8567)
    expect(found).toEqual([{ latitude: 18.52, longitude: 73.857 }])
  })
})
