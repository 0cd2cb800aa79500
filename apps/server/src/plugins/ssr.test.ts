import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '@app/shared/messages/locales'
import { todayInIndia } from '@app/shared/buyer-requests'
import { farmerProfiles, mandiMarkets, mandiPrices } from '#src/db/schema/index'
import { STYLE_SOURCES_FILE } from './security'
import { FAKE_READING, startFakeWeather, type FakeWeather } from '@app/test-support/fake-weather'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { createProduct, createUser } from '../../test/factories'

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx): it draws what it is
 * given, so the tests see exactly what the server handed it, and its state is the data itself. Its
 * head is what the real one's is made of (a preload, the title, a description, an address on the
 * site it was told of), written as React writes them; what the head says is the web app's to test
 * (apps/web/src/entry-server.ssr.test.tsx).
 */
const FAKE_RENDERER = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
export const SERVER_STATE_ID = 'fake-state'
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered'
export async function render({ url, locale, publicUrl, data }) {
  const names = data.kind === 'product' ? [data.product.name] : data.kind === 'storefront' ? [data.farmer.name, ...data.listings.getAllProduct.map((p) => p.name)] : data.kind === 'weather' ? (data.weather ? [data.weather.area, data.weather.temperatureC + ' °C', data.weather.hourly[0].label] : ['Loading weather...']) : data.kind === 'prices' ? (data.reference ? [data.reference.cropName, ...(data.reference.mandi?.markets ?? []).map((m) => m.market + ' ' + m.modalPrice)] : ['Mandi Prices']) : data.firstPage.getAllProduct.map((p) => p.name)
  const photos = data.kind === 'product' ? data.product.images : []
  const images = photos.map((src) => '<img src="' + escape(src) + '" fetchPriority="high" alt=""/>').join('')
  const preloads = photos.map((src) => '<link rel="preload" as="image" href="' + escape(src) + '" fetchPriority="high"/>').join('')
  const title = '<title>' + escape(names[0] ?? data.kind) + ' | KisanSetu</title>'
  const description = '<meta name="description" content="' + escape(names.join(', ')) + '"/>'
  const canonical = '<link rel="canonical" href="' + escape(publicUrl + (locale === 'en' ? '' : '/' + locale) + url) + '"/>'
  return {
    head: preloads + title + description + canonical,
    html: '<main data-url="' + escape(url) + '" data-locale="' + locale + '">' + names.map((name) => '<h2>' + escape(name) + '</h2>').join('') + images + '</main>',
    state: { queries: [{ queryKey: [data.kind], state: { data } }] },
  }
}
`

/** The hash of the stylesheet the fake build's pages carry inline. */
const STYLE_SOURCE = "'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg='"

/** A page's template as the web build writes it: the language, the preloads, and the markers the server fills. */
const template = (locale: string) =>
  `<!doctype html><html lang="${locale}"><head><link rel="modulepreload" crossorigin href="/assets/page.js">` +
  `<!--app-head--><script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`

async function writeFakeBuild(dist: string, ssr: string) {
  const files: Record<string, string> = {
    [path.join(dist, 'spa.html')]: '<!doctype html><html lang="en"><div id="root">Loading...</div>',
    [path.join(dist, 'hi', 'spa.html')]: '<!doctype html><html lang="hi"><div id="root">लोड हो रहा है</div>',
    [path.join(ssr, 'entry-server.js')]: FAKE_RENDERER,
    [path.join(ssr, STYLE_SOURCES_FILE)]: JSON.stringify([STYLE_SOURCE]),
    [path.join(ssr, 'pages.json')]: JSON.stringify(
      Object.fromEntries(
        ['browse', 'product', 'storefront', 'weather', 'prices'].map((page) => [
          page,
          Object.fromEntries(LOCALES.map((locale) => [locale, template(locale)])),
        ]),
      ),
    ),
  }
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, content)
  }
}

const PHOTO = `/uploads/products/${'a1'.repeat(32)}.webp`
const HOSTILE_NAME = 'Tomato </script><script>alert(1)</script> "Desi" & $& sons'

let t: TestApp
let dir: string
let weather: FakeWeather
let farmerId: string
let productId: string
let keralaProductId: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kisansetu-ssr-'))
  await writeFakeBuild(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'))
  weather = await startFakeWeather()
  t = await buildTestApp({
    WEB_DIST_DIR: path.join(dir, 'dist'),
    WEB_SSR_DIR: path.join(dir, 'dist-ssr'),
    WEATHER_URL: weather.url,
    // A source of mandi rates, whose rows the Mandi Prices page's test writes itself.
    MANDI_API_KEY: 'test-key',
    // The feed is never reached: the test stores its own rates, and a start-up ingest finds nothing here.
    MANDI_API_URL: 'http://127.0.0.1:9',
  })
  const { user: farmer } = await createUser(t.app, { role: 'farmer', name: 'Asha Patil' })
  farmerId = farmer.id
  await t.app.db
    .insert(farmerProfiles)
    .values({ userId: farmer.id, phone: '+919812345678', city: 'Nashik', state: 'Maharashtra', pin: '422001', farmSize: 4 })
  const product = await createProduct(t.app, farmer.id, {
    name: HOSTILE_NAME,
    description: 'Ripe, red and picked this morning.',
    pricePerUnit: 30,
    unit: 'kg',
    images: [PHOTO],
    locationCity: 'Nashik',
    locationState: 'Maharashtra',
  })
  productId = product.id
  const kerala = await createProduct(t.app, farmer.id, {
    name: 'Banana Nendran',
    category: 'fruit',
    pricePerUnit: 60,
    locationCity: 'Thrissur',
    locationState: 'Kerala',
  })
  keralaProductId = kerala.id
})
afterAll(async () => {
  await t?.close()
  await weather?.close()
  await rm(dir, { recursive: true, force: true })
})

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers })
}

/** The content of each `<meta name="key">` in the page. */
function metaContents(html: string, key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta name="${key}" content="([^"]*)"/?>`, 'g'))].map((match) => match[1] ?? '')
}

function stateOf(html: string): unknown {
  const json = /<script type="application\/json" id="fake-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (json === undefined) throw new Error('the page has no state script')
  return JSON.parse(json)
}

describe('server-rendered listing page', () => {
  it('answers the page with its data, its head and its state, revalidated on every visit', async () => {
    const response = await get(`/products/${productId}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    // Scripts only from the site; styles from it and the build's inline stylesheet, named by its hash.
    expect(response.headers['content-security-policy']).toContain("script-src 'self';")
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' ${STYLE_SOURCE};`)
    const html = response.body
    const [head = '', body = ''] = html.split('</head>')

    // The renderer's head goes into the template's head as it was drawn, after the template's own
    // tags, once: its title, its description and its addresses on the site the server named. A
    // listing's `$&` is written as it is, never read as a pattern of the replacement.
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/page.js">' +
        `<link rel="preload" as="image" href="http://kisansetu.test${PHOTO}" fetchPriority="high"/>` +
        '<title>Tomato &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Desi&quot; &amp; $&amp; sons | KisanSetu</title>' +
        '<meta name="description" content="Tomato &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Desi&quot; &amp; $&amp; sons"/>' +
        `<link rel="canonical" href="http://kisansetu.test/products/${productId}"/>` +
        '<script type="module"',
    )
    expect(html).not.toContain('<!--app-head-->')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(metaContents(html, 'description')).toHaveLength(1)
    expect(body).not.toContain('rel="preload"')

    // Nothing the farmer typed can end a script element or start one: the state names the listing
    // with no `<`, and reads back as it was.
    expect(html).not.toContain('<script>alert(1)')
    const state = /<script type="application\/json" id="fake-state">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? ''
    expect(state).not.toContain('<')

    expect(body).toContain(`<div id="root" data-server-rendered><main data-url="/products/${productId}" data-locale="en">`)
    expect(stateOf(body)).toMatchObject({
      queries: [
        {
          state: {
            data: {
              kind: 'product',
              product: { _id: productId, name: HOSTILE_NAME, farmerName: 'Asha Patil', images: [`http://kisansetu.test${PHOTO}`] },
              reviews: { reviews: [], total: 0 },
              farmer: { _id: farmerId, name: 'Asha Patil' },
            },
          },
        },
      ],
    })
  })

  it('answers an unknown listing or a malformed id with the app shell and 404', async () => {
    for (const url of ['/products/00000000-0000-4000-8000-000000000000', '/products/not-an-id', '/hi/products/not-an-id']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('data-server-rendered')
    }
    expect((await get('/hi/products/not-an-id')).body).toContain('लोड हो रहा है')
    // Another client route under /products is still that route.
    const create = await get('/products/list')
    expect(create.statusCode).toBe(200)
    expect(create.body).toContain('Loading...')
  })

  it('renders the page in the language of its prefix, and sends a visitor who chose one there', async () => {
    const response = await get(`/hi/products/${productId}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<html lang="hi">')
    expect(response.body).toContain(`data-url="/products/${productId}" data-locale="hi"`)
    expect(response.body).toContain(`<link rel="canonical" href="http://kisansetu.test/hi/products/${productId}"/>`)

    const remembered = await get(`/products/${productId}`, { cookie: 'kisansetu_lang=hi' })
    expect(remembered.statusCode).toBe(302)
    expect(remembered.headers.location).toBe(`/hi/products/${productId}`)
  })
})

describe('server-rendered storefront', () => {
  it("answers a farmer's storefront with their listings", async () => {
    const response = await get(`/farmers/${farmerId}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h2>Asha Patil</h2><h2>Banana Nendran</h2>')
    expect(response.body).toContain('<title>Asha Patil | KisanSetu</title>')
    expect(stateOf(response.body)).toMatchObject({ queries: [{ state: { data: { kind: 'storefront', farmer: { _id: farmerId } } } }] })
  })

  it('answers 404 for an unknown id or a user who is not a farmer', async () => {
    const { user: buyer } = await createUser(t.app, { role: 'buyer' })
    for (const url of [`/farmers/${buyer.id}`, '/farmers/00000000-0000-4000-8000-000000000000', '/farmers/nobody']) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })
})

describe('server-rendered Browse', () => {
  it("renders the first page for the address's filters, read leniently", async () => {
    const response = await get('/products/browse?state=kerala&category=fruit,durian&minPrice=abc&sort=price_kg_asc')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h2>Banana Nendran</h2>')
    expect(response.body).not.toContain('Tomato')
    // The renderer gets the address as it was (its head names the filters that count), and the filters read from it.
    expect(response.body).toContain(
      'data-url="/products/browse?state=kerala&amp;category=fruit,durian&amp;minPrice=abc&amp;sort=price_kg_asc"',
    )
    expect(stateOf(response.body)).toMatchObject({
      queries: [{ state: { data: { kind: 'browse', filters: { state: 'Kerala', sort: 'price_kg_asc' }, firstPage: { total: 1 } } } }],
    })
    expect(JSON.stringify(stateOf(response.body))).toContain(keralaProductId)
  })

  it('renders a list near a place with its distances; a PIN code no one knows gets the shell, whose request says so', async () => {
    const near = await get('/products/browse?near=10.0,76.9&sort=nearest')
    expect(near.statusCode).toBe(200)
    expect(stateOf(near.body)).toMatchObject({
      queries: [{ state: { data: { kind: 'browse', filters: { near: { latitude: 10, longitude: 76.9 }, sort: 'nearest' } } } }],
    })
    expect(JSON.stringify(stateOf(near.body))).toContain('"distanceKm"')

    // Near a PIN code, the page carries the PIN's place, so it names the district as it opens.
    const pin = await get('/products/browse?pin=422001&radiusKm=50')
    expect(stateOf(pin.body)).toMatchObject({
      queries: [{ state: { data: { kind: 'browse', filters: { pin: '422001', radiusKm: 50 }, place: { district: 'Nashik' } } } }],
    })

    const unknown = await get('/products/browse?pin=999999')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).not.toContain('data-server-rendered')
  })

  it('never fails on a hostile address', async () => {
    for (const url of [
      '/products/browse?minPrice=-1&maxPrice=zz&state=Atlantis&inStock=maybe&farmer=me&category=%00',
      `/products/browse?search=${'x'.repeat(500)}`,
      '/hi/products/browse?sort=price_asc',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('data-server-rendered')
    }
  })
})

describe('server-rendered weather page', () => {
  it("opens with Kolkata's weather in the page's language, asked of the service once", async () => {
    const english = await get('/weather')
    expect(english.statusCode).toBe(200)
    expect(english.headers['cache-control']).toBe('no-cache')
    expect(english.body).toContain(`<h2>Kolkata</h2><h2>${FAKE_READING.temperatureC} °C</h2><h2>12 AM</h2>`)
    expect(english.body).toContain('<link rel="canonical" href="http://kisansetu.test/weather"/>')
    expect(stateOf(english.body)).toMatchObject({ queries: [{ state: { data: { kind: 'weather', weather: { area: 'Kolkata' } } } }] })

    // The forecast's hours are the page's words.
    const tamil = await get('/ta/weather')
    expect(tamil.statusCode).toBe(200)
    expect(tamil.body).toContain(`<h2>Kolkata</h2><h2>${FAKE_READING.temperatureC} °C</h2><h2>முற்பகல் 12</h2>`)
    // The second page came from the cache.
    expect(weather.hitsFor('Kolkata')).toBe(1)
  })

  it('opens in its loading state when the service is slow, and with the weather once the lookup has filled the cache', async () => {
    const slowService = await startFakeWeather({ delayMs: 1500 })
    const slow = await buildTestApp({
      WEB_DIST_DIR: path.join(dir, 'dist'),
      WEB_SSR_DIR: path.join(dir, 'dist-ssr'),
      WEATHER_URL: slowService.url,
    })
    try {
      const started = Date.now()
      const first = await slow.app.inject({ method: 'GET', url: '/weather' })
      expect(Date.now() - started).toBeLessThan(1500)
      expect(first.statusCode).toBe(200)
      expect(first.body).toContain('<h2>Loading weather...</h2>')
      expect(stateOf(first.body)).toMatchObject({ queries: [{ state: { data: { kind: 'weather', weather: null } } }] })

      await new Promise((resolve) => setTimeout(resolve, 1500))
      const later = await slow.app.inject({ method: 'GET', url: '/weather' })
      expect(later.body).toContain('<h2>Kolkata</h2>')
      expect(slowService.hitsFor('Kolkata')).toBe(1)
    } finally {
      await slow.close()
      await slowService.close()
    }
  })

  it('opens in its loading state when the service fails, for the browser to ask and say so', async () => {
    const failing = await buildTestApp({
      WEB_DIST_DIR: path.join(dir, 'dist'),
      WEB_SSR_DIR: path.join(dir, 'dist-ssr'),
      WEATHER_URL: 'http://127.0.0.1:9',
    })
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/weather' })
      expect(response.statusCode).toBe(200)
      expect(stateOf(response.body)).toMatchObject({ queries: [{ state: { data: { kind: 'weather', weather: null } } }] })
    } finally {
      await failing.close()
    }
  })
})

describe('server-rendered Mandi Prices page', () => {
  beforeAll(async () => {
    // A market beside Nashik's PIN code, with today's rate and yesterday's.
    const [market] = await t.app.db
      .insert(mandiMarkets)
      .values({ state: 'Maharashtra', district: 'Nashik', market: 'Lasalgaon Test APMC', latitude: 20.15, longitude: 74.23 })
      .returning({ id: mandiMarkets.id })
    const day = (daysAgo: number) => {
      const date = new Date(`${todayInIndia()}T00:00:00Z`)
      date.setUTCDate(date.getUTCDate() - daysAgo)
      return date.toISOString().slice(0, 10)
    }
    await t.app.db.insert(mandiPrices).values(
      [0, 1].map((daysAgo) => ({
        marketId: market!.id,
        commodity: 'Tomato',
        crop: 'tomato',
        arrivalDate: day(daysAgo),
        minPrice: 1600,
        maxPrice: 2400,
        modalPrice: 2000 + daysAgo * 100,
      })),
    )
  })

  it("renders a search's answer in the page's language, as the API answers it, with each market's last days", async () => {
    const url = `/hi/mandi-prices?crop=${encodeURIComponent(' टमाटर ')}&pin=422%20001&unit=kg`
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<html lang="hi">')
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/prices?crop=${encodeURIComponent('टमाटर')}&pin=422001&unit=kg&history=true`,
      headers: { 'accept-language': 'hi' },
    })
    expect(api.statusCode).toBe(200)
    const answer = api.json<{ cropName: string; mandi: { markets: { market: string; history?: unknown[] }[] } | null }>()
    expect(answer.cropName).not.toBe('tomato')
    // The question as the page asks it (trimmed, the PIN code's spaces dropped), and the API's answer to it.
    expect(stateOf(response.body)).toEqual({
      queries: [
        {
          queryKey: ['prices'],
          state: { data: { kind: 'prices', query: { crop: 'टमाटर', pin: '422001', unit: 'kg' }, reference: answer } },
        },
      ],
    })
    const lasalgaon = answer.mandi?.markets.find((market) => market.market === 'Lasalgaon Test APMC')
    expect(lasalgaon?.history).toHaveLength(2)
    expect(response.body).toContain(`<h2>${answer.cropName}</h2>`)
    expect(response.body).toContain('<h2>Lasalgaon Test APMC 20</h2>')
  })

  it('renders the empty search, and a search the page itself refuses, without asking', async () => {
    for (const url of ['/mandi-prices', '/ta/mandi-prices', '/mandi-prices?crop=tomato&pin=12', `/mandi-prices?crop=${'x'.repeat(61)}`]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('<h2>Mandi Prices</h2>')
      expect(stateOf(response.body), url).toMatchObject({
        queries: [{ state: { data: { kind: 'prices', query: null, reference: null } } }],
      })
    }
    // A crop no one grows is still a page: the answer says it names no crop.
    const unknown = await get('/mandi-prices?crop=moonfruit')
    expect(stateOf(unknown.body)).toMatchObject({
      queries: [{ state: { data: { kind: 'prices', reference: { crop: null, cropName: null } } } }],
    })
  })
})

describe('server-rendered pages with photos on a CDN (ASSETS_URL)', () => {
  it('link the photos on the CDN and the page itself on PUBLIC_URL', async () => {
    const cdn = await buildTestApp({
      WEB_DIST_DIR: path.join(dir, 'dist'),
      WEB_SSR_DIR: path.join(dir, 'dist-ssr'),
      WEATHER_URL: weather.url,
      PUBLIC_URL: 'https://app.example',
      ASSETS_URL: 'https://cdn.example',
    })
    try {
      const { user: farmer } = await createUser(cdn.app, { role: 'farmer', name: 'Ravi Kale' })
      const product = await createProduct(cdn.app, farmer.id, { name: 'Okra', images: [PHOTO] })
      const page = await cdn.app.inject({ method: 'GET', url: `/products/${product.id}` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(`<link rel="canonical" href="https://app.example/products/${product.id}"/>`)
      expect(page.body).toContain(`<link rel="preload" as="image" href="https://cdn.example${PHOTO}"`)
      expect(stateOf(page.body)).toMatchObject({
        queries: [{ state: { data: { kind: 'product', product: { images: [`https://cdn.example${PHOTO}`] } } } }],
      })
      const browse = await cdn.app.inject({ method: 'GET', url: '/products/browse' })
      expect(browse.statusCode).toBe(200)
      expect(browse.body).toContain(`https://cdn.example${PHOTO}`)
      expect(browse.body).not.toContain(`https://app.example${PHOTO}`)
      expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.example/)
    } finally {
      await cdn.close()
    }
  })
})
