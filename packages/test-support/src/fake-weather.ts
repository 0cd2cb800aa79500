import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the public weather service (wttr.in, `format=j1`) on loopback, so no test ever
 * reaches the internet. Used by the server's integration tests and, through
 * e2e/fixtures/fake-weather-server.ts (on a fixed port), by the browser tests.
 *
 * Any city gets a realistic j1 document for it, except these, which act out the service's
 * failures as wttr.in shows them:
 */
export const FAKE_CITIES = {
  /** 404 with a document for some other place (wttr.in issue 1134). */
  unknown: 'Atlantis',
  /** 200 with the plain text "Unknown location; please try ~lat,lon" (wttr.in issue 591). */
  unknownText: 'Lemuria',
  /** 500 with an HTML error page. */
  failing: 'Brokenville',
  /** Answers only after `slowMs` (10 s by default): longer than any timeout we set. */
  slow: 'Slowpur',
  /** 200 with a body that is not JSON. */
  garbled: 'Garbleton',
  /** 200 with JSON that is not a j1 document. */
  wrongShape: 'Shapeless',
} as const

/** The figures every normal answer carries, so tests can look for them on screen. */
export const FAKE_READING = {
  country: 'India',
  region: 'West Bengal',
  temperatureC: 31,
  feelsLikeC: 37,
  humidity: 74,
  windKmph: 13,
  pressureMb: 1004,
  visibilityKm: 9,
  cloudCover: 40,
  uvIndex: 7,
  condition: 'Partly cloudy',
  iconCode: 116,
  sunrise: '05:12 AM',
  sunset: '06:14 PM',
  hourly: [
    { time: '0', tempC: 27, code: 113, desc: 'Clear ' },
    { time: '300', tempC: 26, code: 113, desc: 'Clear ' },
    { time: '600', tempC: 27, code: 116, desc: 'Partly Cloudy ' },
    { time: '900', tempC: 30, code: 116, desc: 'Partly Cloudy ' },
    { time: '1200', tempC: 33, code: 176, desc: 'Patchy rain nearby' },
    { time: '1500', tempC: 34, code: 200, desc: 'Thundery outbreaks in nearby' },
    { time: '1800', tempC: 31, code: 302, desc: 'Moderate rain' },
    { time: '2100', tempC: 29, code: 122, desc: 'Overcast ' },
  ],
} as const

export interface FakeWeather {
  /** Base address to use as WEATHER_URL. */
  url: string
  /** Every request's city (decoded path segment), oldest first. */
  readonly requests: readonly string[]
  /** How many requests asked for `city` (compared case-insensitively). */
  hitsFor(city: string): number
  close(): Promise<void>
}

/** 'new delhi' → 'New Delhi', as the service names places. */
function placeName(city: string): string {
  return city.replace(/(^|[\s-])(\p{Ll})/gu, (_whole, before: string, letter: string) => before + letter.toUpperCase())
}

function value(text: string | number) {
  return [{ value: String(text) }]
}

/** A j1 document as wttr.in writes it: every number a string, many fields the app never reads. */
export function j1Document(city: string) {
  const r = FAKE_READING
  return {
    current_condition: [
      {
        FeelsLikeC: String(r.feelsLikeC),
        FeelsLikeF: String(Math.round((r.feelsLikeC * 9) / 5 + 32)),
        cloudcover: String(r.cloudCover),
        humidity: String(r.humidity),
        localObsDateTime: '2025-07-14 10:30 AM',
        observation_time: '05:00 AM',
        precipInches: '0.0',
        precipMM: '0.1',
        pressure: String(r.pressureMb),
        pressureInches: '30',
        temp_C: String(r.temperatureC),
        temp_F: String(Math.round((r.temperatureC * 9) / 5 + 32)),
        uvIndex: String(r.uvIndex),
        visibility: String(r.visibilityKm),
        visibilityMiles: '5',
        weatherCode: String(r.iconCode),
        weatherDesc: value(r.condition),
        weatherIconUrl: value(''),
        winddir16Point: 'SSE',
        winddirDegree: '160',
        windspeedKmph: String(r.windKmph),
        windspeedMiles: '8',
      },
    ],
    nearest_area: [
      {
        areaName: value(placeName(city)),
        country: value(r.country),
        latitude: '22.570',
        longitude: '88.370',
        population: '4631392',
        region: value(r.region),
        weatherUrl: value(''),
      },
    ],
    request: [{ query: placeName(city), type: 'City' }],
    weather: [
      {
        astronomy: [
          {
            moon_illumination: '82',
            moon_phase: 'Waxing Gibbous',
            moonrise: '03:20 PM',
            moonset: '02:05 AM',
            sunrise: r.sunrise,
            sunset: r.sunset,
          },
        ],
        avgtempC: '30',
        avgtempF: '86',
        date: '2025-07-14',
        hourly: r.hourly.map((hour) => ({
          DewPointC: '24',
          FeelsLikeC: String(hour.tempC + 4),
          HeatIndexC: String(hour.tempC + 4),
          WindChillC: String(hour.tempC),
          WindGustKmph: '18',
          chanceofrain: '40',
          chanceofthunder: '10',
          cloudcover: '45',
          humidity: '78',
          precipMM: '0.2',
          pressure: '1004',
          tempC: String(hour.tempC),
          tempF: String(Math.round((hour.tempC * 9) / 5 + 32)),
          time: hour.time,
          uvIndex: '6',
          visibility: '10',
          weatherCode: String(hour.code),
          weatherDesc: value(hour.desc),
          weatherIconUrl: value(''),
          winddir16Point: 'S',
          winddirDegree: '175',
          windspeedKmph: '12',
        })),
        maxtempC: '34',
        mintempC: '26',
        sunHour: '8.7',
        totalSnow_cm: '0.0',
        uvIndex: '7',
      },
    ],
  }
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0: any free port). `delayMs` holds back every answer (none
 * by default), as a busy service would.
 */
export async function startFakeWeather(options: { port?: number; slowMs?: number; delayMs?: number } = {}): Promise<FakeWeather> {
  const requests: string[] = []
  const slowMs = options.slowMs ?? 10_000
  const delayMs = options.delayMs ?? 0
  const pendingTimers = new Set<NodeJS.Timeout>()

  function send(response: ServerResponse, status: number, body: string, type = 'application/json') {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
    response.end(body)
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-weather')
    if (url.pathname === '/health') return send(response, 200, '{"status":"ok"}')
    let city: string
    try {
      city = decodeURIComponent(url.pathname.slice(1))
    } catch {
      return send(response, 400, 'bad path', 'text/plain')
    }
    requests.push(city)
    if (url.searchParams.get('format') !== 'j1') return send(response, 400, 'format=j1 expected', 'text/plain')

    switch (city.toLowerCase()) {
      case FAKE_CITIES.unknown.toLowerCase():
        return send(response, 404, JSON.stringify(j1Document('New Found Out')))
      case FAKE_CITIES.unknownText.toLowerCase():
        return send(response, 200, 'Unknown location; please try ~12.97,77.59', 'text/plain; charset=utf-8')
      case FAKE_CITIES.failing.toLowerCase():
        return send(response, 500, '<html><body><h1>500 Internal Server Error</h1></body></html>', 'text/html')
      case FAKE_CITIES.garbled.toLowerCase():
        return send(response, 200, '{"current_condition": [{"temp_C": "3')
      case FAKE_CITIES.wrongShape.toLowerCase():
        return send(response, 200, JSON.stringify({ ...j1Document(city), current_condition: [{ temp_C: 'hot' }] }))
      case FAKE_CITIES.slow.toLowerCase(): {
        const timer = setTimeout(() => {
          pendingTimers.delete(timer)
          if (!response.destroyed) send(response, 200, JSON.stringify(j1Document(city)))
        }, slowMs)
        pendingTimers.add(timer)
        return
      }
      default:
        return send(response, 200, JSON.stringify(j1Document(city)))
    }
  }

  const server = createServer((request, response) => {
    if (delayMs === 0) return handle(request, response)
    const timer = setTimeout(() => {
      pendingTimers.delete(timer)
      if (!response.destroyed) handle(request, response)
    }, delayMs)
    pendingTimers.add(timer)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hitsFor: (city) => requests.filter((asked) => asked.toLowerCase() === city.toLowerCase()).length,
    async close() {
      for (const timer of pendingTimers) clearTimeout(timer)
      pendingTimers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
