import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import type { Weather } from '@app/shared/weather'
import { hourLabelParts } from '@app/shared/weather-city'

/**
 * The public weather service the weather screen has always used (wttr.in's `format=j1`): the city
 * as a URL-encoded path segment, one JSON document back. This is the only code that talks to it.
 */

/** Why a lookup failed: the city is unknown, the service failed or answered nonsense, or it was too slow. */
export type UpstreamFailure = 'not-found' | 'bad-answer' | 'timeout'

export class WeatherUpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'WeatherUpstreamError'
  }
}

/** A j1 document is about 50 KB; anything far larger is not one, and is not read into memory. */
const MAX_ANSWER_BYTES = 1_000_000

/** The service writes numbers as strings ("29"); accept either. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])
const integer = numeric.pipe(z.number().int())
/** j1 wraps text as `[{ "value": "Partly cloudy" }]`, sometimes with trailing spaces. */
const text = z
  .array(z.object({ value: z.string() }))
  .min(1)
  .transform((values) => values[0]!.value.trim())

/** The first element of a list that must have one. */
function first<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .min(1)
    .transform((items) => items[0]!)
}

/** The parts of a j1 document the weather screen shows; everything else is ignored. */
const J1Schema = z.object({
  current_condition: first(
    z.object({
      temp_C: numeric,
      FeelsLikeC: numeric,
      humidity: numeric,
      windspeedKmph: numeric,
      pressure: numeric,
      visibility: numeric,
      cloudcover: numeric,
      uvIndex: numeric,
      weatherCode: integer,
      weatherDesc: text,
    }),
  ),
  nearest_area: first(z.object({ areaName: text, country: text })),
  weather: first(
    z.object({
      astronomy: first(z.object({ sunrise: z.string().trim(), sunset: z.string().trim() })),
      hourly: z
        .array(
          z.object({
            time: z.string().regex(/^\d{1,4}$/),
            tempC: numeric,
            weatherCode: integer,
            weatherDesc: text,
          }),
        )
        .min(1)
        .max(24),
    }),
  ),
})

/** True when the document names no place: the service's way of saying it does not know the city. */
function namesNoPlace(document: unknown): boolean {
  if (typeof document !== 'object' || document === null) return false
  const area = (document as { nearest_area?: unknown }).nearest_area
  return !Array.isArray(area) || area.length === 0
}

/** Reads the body, giving up past `MAX_ANSWER_BYTES`. */
async function readBody(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_ANSWER_BYTES) throw new WeatherUpstreamError('bad-answer', `answer of ${declared} bytes`)
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > MAX_ANSWER_BYTES) throw new WeatherUpstreamError('bad-answer', `answer over ${MAX_ANSWER_BYTES} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
}

function toWeather(document: z.output<typeof J1Schema>): Weather {
  const current = document.current_condition
  const today = document.weather
  return {
    area: document.nearest_area.areaName,
    country: document.nearest_area.country,
    condition: current.weatherDesc,
    iconCode: current.weatherCode,
    temperatureC: current.temp_C,
    feelsLikeC: current.FeelsLikeC,
    humidity: current.humidity,
    windKmph: current.windspeedKmph,
    pressureMb: current.pressure,
    visibilityKm: current.visibility,
    cloudCover: current.cloudcover,
    uvIndex: current.uvIndex,
    sunrise: today.astronomy.sunrise,
    sunset: today.astronomy.sunset,
    hourly: today.hourly.map((hour) => {
      const label = hourLabelParts(hour.time)
      return {
        time: hour.time,
        // A message reference: answers are cached for everyone, and each caller reads its own language.
        label: msg(label.id, { hour: label.hour }),
        tempC: hour.tempC,
        condition: hour.weatherDesc,
        iconCode: hour.weatherCode,
      }
    }),
  }
}

/**
 * Asks the service about `city` (already validated: CitySchema) and returns what the screen shows.
 * The whole exchange, body included, must finish within `timeoutMs`.
 */
export async function fetchWeather(baseUrl: string, city: string, timeoutMs: number): Promise<Weather> {
  const url = `${baseUrl}/${encodeURIComponent(city)}?format=j1`
  const signal = AbortSignal.timeout(timeoutMs)
  let body: string
  let status: number
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
    status = response.status
    body = await readBody(response)
  } catch (err) {
    if (err instanceof WeatherUpstreamError) throw err
    if (isTimeout(err)) throw new WeatherUpstreamError('timeout', `no answer within ${timeoutMs} ms`, { cause: err })
    throw new WeatherUpstreamError('bad-answer', 'request failed', { cause: err })
  }

  // Newer wttr.in versions answer an unknown city with 404, whatever the body.
  if (status === 404) throw new WeatherUpstreamError('not-found', 'the service does not know the city')
  if (status < 200 || status >= 300) throw new WeatherUpstreamError('bad-answer', `status ${status}`)

  // wttr.in answers a city it cannot place with plain text and status 200, even for format=j1:
  // "Unknown location; please try ~lat,lon".
  if (/^\s*unknown location/i.test(body)) throw new WeatherUpstreamError('not-found', 'the service does not know the city')
  let document: unknown
  try {
    document = JSON.parse(body)
  } catch (err) {
    throw new WeatherUpstreamError('bad-answer', 'the answer is not JSON', { cause: err })
  }
  if (namesNoPlace(document)) throw new WeatherUpstreamError('not-found', 'the answer names no place')
  const parsed = J1Schema.safeParse(document)
  if (!parsed.success) {
    throw new WeatherUpstreamError('bad-answer', 'the answer is not a j1 document', { cause: parsed.error })
  }
  return toWeather(parsed.data)
}
