import { en } from '@app/shared/messages/en'
import type { Weather } from '@app/shared/weather'
import { AppError } from '#src/lib/app-error'
import { cityCacheKey, type WeatherCache } from './weather.cache'
import { fetchWeather, WeatherUpstreamError } from './weather.client'

export interface WeatherDeps {
  cache: WeatherCache
  /** The service's base address (WEATHER_URL) and how long to wait for it. */
  weatherUrl: string
  timeoutMs: number
  log: { info(details: object, message: string): void; warn(details: object, message: string): void }
}

export interface WeatherLookupHooks {
  /** Runs before the service is asked (cached answers skip it): where lookups are counted. */
  beforeUpstream?: () => Promise<void>
}

/** SPEC.md §8: one message for every failure; the status tells a client which failure it was. */
function lookupFailed(error: WeatherUpstreamError): AppError {
  const message = en['weather.fetchFailed']
  if (error.failure === 'not-found') return new AppError(404, 'NOT_FOUND', message)
  if (error.failure === 'timeout') return new AppError(504, 'GATEWAY_TIMEOUT', message)
  return new AppError(502, 'BAD_GATEWAY', message)
}

/**
 * Weather for a validated city: from the cache when it is there, otherwise from the service.
 * Parallel lookups of one city share a single request to the service.
 */
export function createWeatherService(deps: WeatherDeps) {
  const inFlight = new Map<string, Promise<Weather>>()

  async function lookUp(key: string, city: string): Promise<Weather> {
    try {
      const weather = await fetchWeather(deps.weatherUrl, city, deps.timeoutMs)
      await deps.cache.set(key, weather)
      return weather
    } catch (err) {
      if (!(err instanceof WeatherUpstreamError)) throw err
      // An unknown city is a visitor's typo, not a fault of ours or the service's.
      if (err.failure === 'not-found') deps.log.info({ city }, 'weather service does not know the city')
      else deps.log.warn({ err, city, failure: err.failure }, 'weather lookup failed')
      throw lookupFailed(err)
    }
  }

  return {
    async getWeather(city: string, hooks: WeatherLookupHooks = {}): Promise<Weather> {
      const key = cityCacheKey(city)
      const cached = await deps.cache.get(key)
      if (cached) return cached
      const pending = inFlight.get(key)
      if (pending) return pending
      await hooks.beforeUpstream?.()
      // Checked again: another request may have started the lookup while the hook ran.
      const started = inFlight.get(key)
      if (started) return started
      const lookup = lookUp(key, city).finally(() => inFlight.delete(key))
      inFlight.set(key, lookup)
      return lookup
    },
  }
}

export type WeatherService = ReturnType<typeof createWeatherService>
