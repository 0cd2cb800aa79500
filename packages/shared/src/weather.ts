import { z } from 'zod'
import { msg } from './messages/refs'

/** Longest city name we look up: the longest Indian place names are well under this. */
export const MAX_CITY_LENGTH = 80

/**
 * Letters and combining marks of every script (Devanagari, Bengali or Tamil names need their vowel
 * signs, which are marks), spaces, and the punctuation place names use: . , ' ’ -
 * Anything else is refused before the weather service is asked: the city becomes a path segment
 * of its URL, where `/`, `?`, `#`, `..` or a control character would change what is requested.
 */
const CITY_PATTERN = /^[\p{L}\p{M} .,'’-]+$/u

/**
 * A city as typed: trimmed, 1 to 80 characters, letters and place-name punctuation only. The
 * output is in Unicode NFC with runs of spaces collapsed, so one city has one spelling.
 */
export const CitySchema = z
  .string({ error: msg('weather.cityRequired') })
  .trim()
  .min(1, { error: msg('weather.cityRequired'), abort: true })
  .max(MAX_CITY_LENGTH, { error: msg('weather.cityTooLong'), abort: true })
  // At least one letter: "." or "-" alone would ask the weather service for its own root.
  .refine((city) => CITY_PATTERN.test(city) && /\p{L}/u.test(city) && !city.includes('..'), msg('weather.cityInvalid'))
  .transform((city) => city.normalize('NFC').replace(/ {2,}/g, ' '))

/** One entry of the "Today’s Forecast" grid: the weather service's 3-hourly steps. */
export const HourlyForecastSchema = z.object({
  /** The service's time of day, hours × 100: '0', '300', … '2100'. */
  time: z.string(),
  /** '12 AM', '3 AM', … '9 PM'. */
  label: z.string(),
  tempC: z.number(),
  condition: z.string(),
  /** The service's weather code (WWO codes: 113 clear, 116 partly cloudy, …), which picks the icon. */
  iconCode: z.number().int(),
})
export type HourlyForecast = z.infer<typeof HourlyForecastSchema>

/** GET /api/weather/{city}: exactly the fields the weather screen shows. */
export const WeatherSchema = z.object({
  area: z.string(),
  country: z.string(),
  condition: z.string(),
  iconCode: z.number().int(),
  temperatureC: z.number(),
  feelsLikeC: z.number(),
  /** Percent. */
  humidity: z.number(),
  windKmph: z.number(),
  pressureMb: z.number(),
  visibilityKm: z.number(),
  /** Percent. */
  cloudCover: z.number(),
  uvIndex: z.number(),
  /** As the service gives it, e.g. '05:12 AM'. */
  sunrise: z.string(),
  sunset: z.string(),
  hourly: z.array(HourlyForecastSchema),
})
export type Weather = z.infer<typeof WeatherSchema>

/**
 * The catalogue entry and hour for a forecast time ('0' → 12 AM, '1500' → 3 PM), so the server
 * and the screen label the grid the same way in any language.
 */
export function hourLabelParts(time: string): { id: 'weather.hourAm' | 'weather.hourPm'; hour: number } {
  const hours = Math.floor(Number(time) / 100) % 24
  return { id: hours < 12 ? 'weather.hourAm' : 'weather.hourPm', hour: hours % 12 === 0 ? 12 : hours % 12 }
}
