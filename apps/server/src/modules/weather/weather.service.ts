import { msg } from '@app/shared/messages/refs'
import type { Translator } from '@app/shared/messages/translate'
import type { Weather } from '@app/shared/weather'
import type { AppDeps } from '#src/app-deps'
import { AppError } from '#src/lib/app-error'
import { fetchWeather, WeatherUpstreamError } from './weather.client'

export interface WeatherLookupHooks {
  /** Runs before the service is asked (cached answers skip it): where lookups are counted. */
  beforeUpstream?: () => Promise<void>
}

/** One key per city however it was typed: 'kolkata', ' KOLKATA ' and 'Kolkata' share an answer. */
export function cityCacheKey(city: string): string {
  return city.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * One message for every failure, as the weather screen shows it; the status tells a client which
 * failure it was.
 */
function lookupFailed(error: WeatherUpstreamError): AppError {
  const message = msg('weather.fetchFailed')
  if (error.failure === 'not-found') return new AppError(404, 'NOT_FOUND', message)
  if (error.failure === 'timeout') return new AppError(504, 'GATEWAY_TIMEOUT', message)
  return new AppError(502, 'BAD_GATEWAY', message)
}

async function askService(deps: Pick<AppDeps, 'config' | 'log'>, city: string): Promise<Weather> {
  try {
    return await fetchWeather(deps.config.weatherUrl, city, deps.config.weatherTimeoutMs)
  } catch (err) {
    if (!(err instanceof WeatherUpstreamError)) throw err
    // An unknown city is a visitor's typo, not a fault of ours or the service's.
    if (err.failure === 'not-found') deps.log.info({ city }, 'weather service does not know the city')
    else deps.log.warn({ err, city, failure: err.failure }, 'weather lookup failed')
    throw lookupFailed(err)
  }
}

/**
 * Weather for a validated city: from the cache when it is there, otherwise from the service
 * (WEATHER_URL). Parallel lookups of one city share a single request to the service.
 */
export function getWeather(
  deps: Pick<AppDeps, 'config' | 'log' | 'weatherCache'>,
  city: string,
  hooks: WeatherLookupHooks = {},
): Promise<Weather> {
  return deps.weatherCache.load(cityCacheKey(city), () => askService(deps, city), { beforeCompute: hooks.beforeUpstream })
}

/** A cached answer in the caller's language: the hours of the forecast grid are the only words of ours in it. */
export function inLanguage(weather: Weather, t: Translator): Weather {
  return { ...weather, hourly: weather.hourly.map((hour) => ({ ...hour, label: t.text(hour.label) })) }
}
