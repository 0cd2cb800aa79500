import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import { hourLabelParts } from '@app/shared/weather-city'
import { FAKE_CITIES, FAKE_READING, startFakeWeather, type FakeWeather } from '@app/test-support/fake-weather'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { uniqueIp } from '../../../test/factories'
import { UPSTREAM_LOOKUPS_PER_MINUTE } from './weather.routes'

const FAILED = en['weather.fetchFailed']
/** Far below the 5 s default, so the timeout test is quick; the fake's slow answer takes 3 s. */
const TEST_TIMEOUT_MS = 300

/** A made-up city no other test (or earlier run sharing Redis) has asked for: letters only. */
function uniqueCity(): string {
  const letters = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')
  return `Testpur ${letters}`
}

function get(t: TestApp, city: string, ip = uniqueIp()) {
  return t.app.inject({ method: 'GET', url: `/api/weather/${encodeURIComponent(city)}`, remoteAddress: ip })
}

let fake: FakeWeather
beforeAll(async () => {
  fake = await startFakeWeather({ slowMs: 3000 })
})
afterAll(async () => {
  await fake?.close()
})

/** The cache is in memory, or shared through Redis when TEST_REDIS_URL is set (as in CI). */
const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'memory', env: {} },
  ...(process.env.TEST_REDIS_URL ? [{ store: 'redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
]

describe.each(stores)('GET /api/weather/:city ($store cache)', ({ env }) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ ...env, WEATHER_URL: fake.url, WEATHER_TIMEOUT_MS: String(TEST_TIMEOUT_MS) })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers exactly the fields the screen shows, read from the j1 document', async () => {
    const city = uniqueCity()
    const response = await get(t, city)
    expect(response.statusCode).toBe(200)
    const r = FAKE_READING
    expect(response.json()).toEqual({
      area: city.replace(/^./, (c) => c.toUpperCase()).replace(/ (.)/g, (_w, c: string) => ` ${c.toUpperCase()}`),
      country: r.country,
      condition: r.condition,
      iconCode: r.iconCode,
      temperatureC: r.temperatureC,
      feelsLikeC: r.feelsLikeC,
      humidity: r.humidity,
      windKmph: r.windKmph,
      pressureMb: r.pressureMb,
      visibilityKm: r.visibilityKm,
      cloudCover: r.cloudCover,
      uvIndex: r.uvIndex,
      sunrise: r.sunrise,
      sunset: r.sunset,
      hourly: r.hourly.map((hour, index) => ({
        time: hour.time,
        label: ['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM'][index],
        tempC: hour.tempC,
        condition: hour.desc.trim(),
        iconCode: hour.code,
      })),
    })
    expect(fake.hitsFor(city)).toBe(1)
  })

  it('passes a city in an Indian script to the service intact', async () => {
    // Devanagari consonants (U+0915…U+0939) make the name unique without leaving the script.
    const suffix = [...randomBytes(4)].map((byte) => String.fromCharCode(0x915 + (byte % 37))).join('')
    const city = `कोलकाता ${suffix}`
    const response = await get(t, city)
    expect(response.statusCode).toBe(200)
    expect(response.json().area).toBe(city)
    expect(fake.hitsFor(city)).toBe(1)
  })

  it('answers a second lookup, however the city is typed, from the cache', async () => {
    const city = uniqueCity()
    expect((await get(t, city)).statusCode).toBe(200)
    const again = await get(t, `  ${city.toUpperCase().replace(' ', '   ')} `)
    expect(again.statusCode).toBe(200)
    expect(again.json().temperatureC).toBe(FAKE_READING.temperatureC)
    expect(fake.hitsFor(city)).toBe(1)
  })

  it('labels the forecast hours in the caller’s language, from one cached answer', async () => {
    const city = uniqueCity()
    const english = await get(t, city)
    const hindi = await t.app.inject({
      method: 'GET',
      url: `/api/weather/${encodeURIComponent(city)}`,
      remoteAddress: uniqueIp(),
      headers: { 'accept-language': 'hi' },
    })
    expect(hindi.statusCode).toBe(200)
    expect(hindi.headers.vary).toMatch(/accept-language/i)
    const inHindi = createTranslator('hi', CATALOGUES.hi)
    expect(hindi.json().hourly.map((hour: { label: string }) => hour.label)).toEqual(
      FAKE_READING.hourly.map((hour) => {
        const label = hourLabelParts(hour.time)
        return inHindi.t(label.id, { hour: label.hour })
      }),
    )
    expect(english.json().hourly[0].label).toBe('12 AM')
    expect(fake.hitsFor(city)).toBe(1)
  })

  it('sends parallel lookups of one city to the service once', async () => {
    const city = uniqueCity()
    const responses = await Promise.all([get(t, city), get(t, city), get(t, city)])
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200])
    expect(fake.hitsFor(city)).toBe(1)
  })

  it.each([
    ['an unknown city (404 from the service)', FAKE_CITIES.unknown, 404, 'NOT_FOUND'],
    ['an unknown city (plain-text answer)', FAKE_CITIES.unknownText, 404, 'NOT_FOUND'],
    ['a failing service', FAKE_CITIES.failing, 502, 'BAD_GATEWAY'],
    ['an answer that is not JSON', FAKE_CITIES.garbled, 502, 'BAD_GATEWAY'],
    ['JSON that is not a j1 document', FAKE_CITIES.wrongShape, 502, 'BAD_GATEWAY'],
  ])('answers %s with its status and the spec message, and does not cache it', async (_label, city, status, code) => {
    const before = fake.hitsFor(city)
    const response = await get(t, city)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code, message: FAILED })
    expect((await get(t, city)).statusCode).toBe(status)
    expect(fake.hitsFor(city)).toBe(before + 2)
  })

  it('gives up on a slow service after the timeout with 504', async () => {
    const started = Date.now()
    const response = await get(t, FAKE_CITIES.slow)
    const elapsed = Date.now() - started
    expect(response.statusCode).toBe(504)
    expect(response.json()).toMatchObject({ code: 'GATEWAY_TIMEOUT', message: FAILED })
    expect(elapsed).toBeGreaterThanOrEqual(TEST_TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(2000)
  })
})

describe('bad cities', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ WEATHER_URL: fake.url, WEATHER_TIMEOUT_MS: String(TEST_TIMEOUT_MS) })
  })
  afterAll(async () => {
    await t?.close()
  })

  const invalid = en['weather.cityInvalid']
  it.each([
    ['500 characters', `/api/weather/${'a'.repeat(500)}`, en['weather.cityTooLong']],
    ['500 characters with a slash', `/api/weather/${'a'.repeat(250)}/${'b'.repeat(249)}`, en['weather.cityTooLong']],
    ['a slash', '/api/weather/Kolkata/admin', invalid],
    ['an encoded slash', '/api/weather/Kol%2Fkata', invalid],
    ['an encoded question mark', '/api/weather/Kolkata%3Fformat%3D3', invalid],
    ['two dots', '/api/weather/Kol..kata', invalid],
    ['encoded dots and a slash', '/api/weather/%2E%2E%2Fadmin', invalid],
    ['a NUL character', '/api/weather/Kol%00kata', invalid],
    ['a line break', '/api/weather/Kol%0D%0Akata', invalid],
    ['an escape character', '/api/weather/Kol%1Bkata', invalid],
    ['a hash', '/api/weather/Kolkata%23top', invalid],
    ['a service-specific location', '/api/weather/~Victoria%20Memorial', invalid],
    ['only digits', '/api/weather/700001', invalid],
    // "." alone is refused by the same rule (packages/shared weather.test.ts); a test request's URL
    // drops it as a dot segment before the router sees it.
    ['punctuation without a letter', "/api/weather/-'", invalid],
    ['no city', '/api/weather/', en['weather.cityRequired']],
    ['no city and no slash', '/api/weather', en['weather.cityRequired']],
    ['only spaces', '/api/weather/%20%20', en['weather.cityRequired']],
  ])('refuses %s with 400 before asking the service', async (_label, url, message) => {
    const asked = fake.requests.length
    const response = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fieldErrors: { city: [message] } })
    expect(fake.requests.length).toBe(asked)
  })

  it('refuses a path that climbs out of the route without asking the service', async () => {
    const asked = fake.requests.length
    const response = await t.app.inject({ method: 'GET', url: '/api/weather/..', remoteAddress: uniqueIp() })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(fake.requests.length).toBe(asked)
  })

  it('refuses broken percent-encoding with 400', async () => {
    const asked = fake.requests.length
    const response = await t.app.inject({ method: 'GET', url: '/api/weather/%E0%A4', remoteAddress: uniqueIp() })
    expect(response.statusCode).toBe(400)
    expect(typeof response.json().message).toBe('string')
    expect(fake.requests.length).toBe(asked)
  })

  it('limits the lookups one client address sends to the service, not its cached answers', async () => {
    const ip = uniqueIp()
    const cached = uniqueCity()
    expect((await get(t, cached, ip)).statusCode).toBe(200)
    for (let i = 1; i < UPSTREAM_LOOKUPS_PER_MINUTE; i += 1) expect((await get(t, uniqueCity(), ip)).statusCode).toBe(200)
    const asked = fake.requests.length
    const limited = await get(t, uniqueCity(), ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(fake.requests.length).toBe(asked)
    expect((await get(t, cached, ip)).statusCode).toBe(200)
    expect((await get(t, uniqueCity())).statusCode).toBe(200)
  })
})

describe('an unreachable weather service', () => {
  let t: TestApp
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, so connecting is refused.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as { port: number }
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    t = await buildTestApp({ WEATHER_URL: `http://127.0.0.1:${port}`, WEATHER_TIMEOUT_MS: String(TEST_TIMEOUT_MS) })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 502 with the spec message', async () => {
    const response = await get(t, 'Kolkata')
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ code: 'BAD_GATEWAY', message: FAILED })
  })
})
