import { z } from 'zod'
import { msg } from './messages/refs'
import { checkCity, MAX_CITY_LENGTH } from './weather-city'

/**
 * A city as typed, checked and normalised by checkCity (weather-city.ts): trimmed, 1 to 80
 * characters, letters and place-name punctuation only, in Unicode NFC with runs of spaces collapsed.
 */
export const CitySchema = z
  .string({ error: msg('weather.cityRequired') })
  .transform((input, ctx) => {
    const checked = checkCity(input)
    if (checked.problem !== undefined) {
      ctx.addIssue({ code: 'custom', message: checked.problem })
      return z.NEVER
    }
    return checked.city
  })
  .meta({ description: `A city name: 1 to ${MAX_CITY_LENGTH} letters, spaces and the punctuation . , ' ’ -` })

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
