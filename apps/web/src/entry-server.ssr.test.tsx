// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { browseFiltersFromUrl } from '@app/shared/browse-filters'
import { en } from '@app/shared/messages/en'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { LOCALES } from '@app/shared/messages/locales'
import { createTranslator } from '@app/shared/messages/translate'
import type { ServerPageData } from '@app/shared/server-page'
import type { FarmerStorefront } from '@app/shared/storefront'
import { makeListedProduct, makeWeather } from '@/testing/data'
import { render, shellTexts } from './entry-server'

const SITE = 'http://kisansetu.test'
const page = async (url: string, locale: 'en' | 'hi' = 'en') => render({ url, locale, publicUrl: SITE })
const markup = async (url: string, locale: 'en' | 'hi' = 'en') => (await page(url, locale)).html
const withData = async (url: string, data: ServerPageData, locale: 'en' | 'hi' = 'en') => render({ url, locale, publicUrl: SITE, data })

/** The content of every `<meta property|name="key">` React wrote, as it wrote it (escaped). */
function metaContents(head: string, key: string): string[] {
  return [...head.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`, 'g'))].map((match) => match[1] ?? '')
}

/** The content of the one `<meta property|name="key">` of the page. */
function metaContent(head: string, key: string): string | undefined {
  const found = metaContents(head, key)
  expect(found.length, key).toBeLessThanOrEqual(1)
  return found[0]
}

/** The page's `hreflang` links, language by language. */
function alternates(head: string): Record<string, string> {
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"\/>/g)].map((match) => [match[1], match[2]]),
  )
}

function canonicals(head: string): string[] {
  return [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((match) => match[1] ?? '')
}

const PHOTO = `${SITE}/uploads/products/${'a1'.repeat(32)}.webp`
const THUMBNAIL = `${SITE}/uploads/products/${'a1'.repeat(32)}-thumb.webp`
const HOSTILE_NAME = 'Tomato </script><script>alert(1)</script> "Desi" & $& sons'
const HOSTILE_HTML = 'Tomato &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Desi&quot; &amp; $&amp; sons'

const FARMER: FarmerStorefront = {
  _id: 'farmer-1',
  name: 'Asha Patil',
  profileImage: null,
  location: { city: 'Nashik', state: 'Maharashtra' },
  farmSize: 4,
  isCertifiedSustainable: false,
  certificationAuthority: null,
  memberSince: '2024-01-15T00:00:00.000Z',
  rating: { average: null, count: 0 },
  listingCount: 1,
  badges: { verified: false, certificate: null },
  demo: false,
}

// The public pages are pre-rendered at build time (scripts/prerender.mjs): they must render to
// readable HTML with no DOM, signed out, through the real routes.
describe('pre-rendering', () => {
  it('renders the sign-in screen with its controls, top bar and title', async () => {
    const { head, html, state } = await page('/signin')
    expect(head).toContain('<title>Sign In | KisanSetu</title>')
    expect(html).not.toContain('<title>')
    expect(state).toBeNull()
    expect(html).toContain('Guest Farmer Login')
    expect(html).toMatch(/<label[^>]*>Email<\/label>/)
    expect(html).toContain('href="/signup"')
  })

  it('renders the forgot-password screen and the landing page', async () => {
    expect(await markup('/forgot-password')).toContain('Reset your password')
    expect(await markup('/')).toContain('Bridging farmers and buyers directly')
  })

  it("gives the shell's texts for every other route in the page's language", async () => {
    expect(await shellTexts('en')).toEqual({ description: en['meta.description'], loading: 'Loading...' })
    expect((await shellTexts('hi')).loading).toBe(createTranslator('hi', CATALOGUES.hi).t('common.loading'))
  })

  it('renders a page in another language under its prefix', async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const html = await markup('/signin', 'hi')
    expect(html).toContain(hindi.t('authScreen.signInHeading'))
    expect(html).toContain('href="/hi/signup"')
    expect(html).not.toContain(en['authScreen.signInHeading'])
    // The next page rendered in English is English again.
    expect(await markup('/signin')).toContain(en['authScreen.signInHeading'])
  })

  it('renders pages in two languages at once, each in its own', async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const [english, hindiPages] = await Promise.all([
      Promise.all(['/signin', '/signup', '/FarmLaw'].map((url) => markup(url))),
      Promise.all(['/signin', '/signup', '/FarmLaw'].map((url) => markup(url, 'hi'))),
    ])
    for (const html of english) expect(html).toContain(en['nav.signIn'])
    for (const html of hindiPages) {
      expect(html).toContain(hindi.t('nav.signIn'))
      expect(html).not.toContain(`>${en['nav.signIn']}<`)
    }
  })
})

// Browse, listings, storefronts and the weather page are rendered by the server at run time with their data
// (apps/server/src/plugins/ssr.ts): the HTML shows it, and the state hands it to the browser's queries.
describe('rendering a page with its data', () => {
  it("draws Browse's first page for the address's filters and dehydrates it under the screen's key", async () => {
    const products = [
      makeListedProduct({ _id: 'p1', name: 'Nendran Banana', category: 'fruit' }),
      makeListedProduct({ _id: 'p2', name: 'Alphonso Mango', category: 'fruit' }),
    ]
    const { head, html, state } = await render({
      url: '/products/browse?category=fruit',
      locale: 'en',
      publicUrl: SITE,
      data: {
        kind: 'browse',
        filters: { category: ['fruit'] },
        firstPage: { getAllProduct: products, total: 2, totalCapped: false, hasMore: false },
      },
    })
    expect(html).toContain('Nendran Banana')
    expect(html).toContain('Alphonso Mango')
    expect(head).toContain('<title>Browse Products | KisanSetu</title>')
    // What a visitor typed before the app took over would be wiped as it does, so the search and
    // each card's quantity wait read-only, as every form's fields do.
    expect(html).toMatch(/<input(?=[^>]*type="search")[^>]*\sreadonly[\s>=]/i)
    expect(html.match(/<input(?=[^>]*role="spinbutton")[^>]*\sreadonly[\s>=]/gi)).toHaveLength(2)
    expect(state?.queries).toHaveLength(1)
    expect(state?.queries[0]?.queryKey).toEqual(['listed-products', { category: 'fruit' }])
    expect(state?.queries[0]?.state.data).toEqual({
      pages: [{ getAllProduct: products, total: 2, totalCapped: false, hasMore: false }],
      pageParams: [0],
    })
  })

  it("draws a listing's page in the address's language", async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const product = makeListedProduct({ _id: 'p1', name: 'Nendran Banana', farmerName: 'Asha Patil' })
    const { head, html, state } = await render({
      url: '/products/p1',
      locale: 'hi',
      publicUrl: SITE,
      data: { kind: 'product', product, reviews: null, farmer: null },
    })
    expect(head).toContain(`<title>${hindi.t('title.template', { page: 'Nendran Banana' })}</title>`)
    expect(html).toContain('<h1 class="text-2xl font-bold text-stone-900 sm:text-3xl">Nendran Banana</h1>')
    expect(html).toContain(hindi.t('unit.kg'))
    expect(state?.queries.map((query) => query.queryKey)).toEqual([['product', 'p1']])
  })

  it("draws the weather page with the default city's figures, or in its loading state without them", async () => {
    const { head, html, state } = await render({
      url: '/weather',
      locale: 'en',
      publicUrl: SITE,
      data: { kind: 'weather', weather: makeWeather('Kolkata') },
    })
    expect(head).toContain('<title>Weather Forecast | KisanSetu</title>')
    expect(html).toContain('Kolkata, India')
    expect(html).toContain('31 °C')
    expect(html).toContain('Moderate rain')
    expect(html).not.toContain(en['weather.loading'])
    expect(state?.queries.map((query) => query.queryKey)).toEqual([['weather', 'kolkata']])

    const late = await withData('/weather', { kind: 'weather', weather: null })
    expect(late.html).toContain(en['weather.loading'])
    expect(late.html).toContain('value="Kolkata"')
    expect(late.state?.queries).toEqual([])
  })
})

// The head of the public pages is React's too (components/layout/page-head.tsx), drawn in the
// server's render only: what a search engine and a link preview read, from the HTML alone.
describe("the public pages' head", () => {
  it('gives a pre-rendered page its description, its address and the same page in every language', async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const { head, html } = await page('/FarmLaw', 'hi')
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(metaContent(head, 'description')).toBe(hindi.t('meta.description'))
    expect(canonicals(head)).toEqual([`${SITE}/hi/FarmLaw`])
    expect(alternates(head)).toEqual({
      en: `${SITE}/FarmLaw`,
      hi: `${SITE}/hi/FarmLaw`,
      mr: `${SITE}/mr/FarmLaw`,
      ta: `${SITE}/ta/FarmLaw`,
      bn: `${SITE}/bn/FarmLaw`,
      'x-default': `${SITE}/FarmLaw`,
    })
    expect(metaContent(head, 'og:type')).toBe('website')
    expect(metaContent(head, 'og:title')).toBe(hindi.t('title.farmLaw'))
    expect(metaContent(head, 'og:description')).toBe(hindi.t('meta.description'))
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/hi/FarmLaw`)
    expect(metaContent(head, 'og:locale')).toBe('hi_IN')
    expect(metaContents(head, 'og:locale:alternate')).toEqual(['en_IN', 'mr_IN', 'ta_IN', 'bn_IN'])
    expect(metaContent(head, 'twitter:card')).toBe('summary')
    // All of it in the head, none in the root.
    expect(html).not.toMatch(/<meta|<link|<title/)
  })

  it("names the landing page's address with its trailing slash in every language", async () => {
    const { head } = await page('/')
    expect(canonicals(head)).toEqual([`${SITE}/`])
    expect(alternates(head)).toMatchObject({ en: `${SITE}/`, hi: `${SITE}/hi/`, 'x-default': `${SITE}/` })
    expect(metaContent(head, 'og:title')).toBe(en['landing.title'])
    expect(metaContent(head, 'description')).toBe(en['meta.description'])
  })

  it("previews a listing with its name, price, place and photo's thumbnail, and describes it to search engines", async () => {
    const product = makeListedProduct({
      _id: 'p1',
      name: HOSTILE_NAME,
      variety: 'Pusa Ruby',
      description: 'Ripe, red and picked this morning.',
      pricePerUnit: 30,
      unit: 'kg',
      images: [PHOTO],
      farmerName: 'Asha Patil',
    })
    const { head, html } = await withData('/products/p1', {
      kind: 'product',
      product,
      reviews: { reviews: [], total: 0, average: null, hasMore: false },
      farmer: FARMER,
    })
    expect(head).toContain(`<title>${HOSTILE_HTML} | KisanSetu</title>`)
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(metaContent(head, 'description')).toBe('₹30 per kg · Nashik, Maharashtra · Ripe, red and picked this morning.')
    expect(metaContent(head, 'og:type')).toBe('product')
    expect(metaContent(head, 'og:title')).toBe(`${HOSTILE_HTML} (Pusa Ruby)`)
    expect(metaContent(head, 'og:description')).toBe('₹30 per kg · Nashik, Maharashtra · Ripe, red and picked this morning.')
    // Absolute, and the photo's thumbnail: small enough for every preview.
    expect(metaContent(head, 'og:image')).toBe(THUMBNAIL)
    expect(metaContent(head, 'og:image:alt')).toBe(`${HOSTILE_HTML} (Pusa Ruby)`)
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/products/p1`)
    expect(metaContent(head, 'og:site_name')).toBe('KisanSetu')
    expect(metaContent(head, 'og:locale')).toBe('en_IN')
    expect(metaContent(head, 'twitter:card')).toBe('summary')
    expect(canonicals(head)).toEqual([`${SITE}/products/p1`])
    expect(alternates(head)).toMatchObject({ hi: `${SITE}/hi/products/p1`, 'x-default': `${SITE}/products/p1` })
    expect(Object.keys(alternates(head))).toHaveLength(LOCALES.length + 1)

    // Nothing the farmer typed can end a script element or start one.
    expect(head + html).not.toContain('<script>alert(1)')
    const scripts = [...(head + html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    // In the head: the browser draws none, so in the root it would be an element hydration does not expect.
    expect(html).not.toContain('application/ld+json')
    const jsonLd = scripts[0]?.[1] ?? ''
    expect(jsonLd).not.toContain('<')
    const structured: unknown = JSON.parse(jsonLd)
    expect(structured).toMatchObject({
      '@type': 'Product',
      name: HOSTILE_NAME,
      image: [THUMBNAIL],
      url: `${SITE}/products/p1`,
      offers: {
        '@type': 'Offer',
        price: '30.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Asha Patil' },
      },
    })
    expect(structured).not.toHaveProperty('aggregateRating')
  })

  it("writes a listing's head in the page's language", async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const product = makeListedProduct({ _id: 'p1', name: 'Nendran Banana', unit: 'kg', images: [] })
    const { head } = await withData('/products/p1', { kind: 'product', product, reviews: null, farmer: null }, 'hi')
    expect(metaContent(head, 'og:locale')).toBe('hi_IN')
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/hi/products/p1`)
    expect(metaContent(head, 'og:description')).toContain(hindi.t('unit.kg'))
    expect(metaContent(head, 'og:description')).not.toContain('per kg')
    // A listing without a photo has no preview image.
    expect(metaContent(head, 'og:image')).toBeUndefined()
  })

  it("previews a storefront with the farmer's place and first listings, and a listing's photo without their own", async () => {
    const listing = makeListedProduct({ _id: 'p2', name: 'Banana Nendran', pricePerUnit: 60, unit: 'kg', images: [PHOTO] })
    const { head, html } = await withData('/farmers/farmer-1', {
      kind: 'storefront',
      farmer: FARMER,
      filters: { farmer: 'farmer-1' },
      listings: { getAllProduct: [listing], total: 1, totalCapped: false, hasMore: false },
    })
    expect(html).toContain('Banana Nendran')
    expect(head).toContain('<title>Asha Patil | KisanSetu</title>')
    expect(metaContent(head, 'og:type')).toBe('profile')
    expect(metaContent(head, 'og:title')).toBe('Asha Patil')
    expect(metaContent(head, 'description')).toBe('Nashik, Maharashtra · Banana Nendran ₹60 per kg')
    expect(metaContent(head, 'og:image')).toBe(THUMBNAIL)
    expect(canonicals(head)).toEqual([`${SITE}/farmers/farmer-1`])

    const withPhoto = await withData('/farmers/farmer-1', {
      kind: 'storefront',
      farmer: { ...FARMER, profileImage: `${SITE}/uploads/profiles/asha.webp` },
      filters: { farmer: 'farmer-1' },
      listings: null,
    })
    expect(metaContent(withPhoto.head, 'og:image')).toBe(`${SITE}/uploads/profiles/asha.webp`)
    expect(metaContent(withPhoto.head, 'description')).toBe('Nashik, Maharashtra')
  })

  it("names Browse's filters that count in its address, in their order, and previews it with the first listing", async () => {
    const query = 'state=kerala&category=fruit,durian&minPrice=abc&sort=price_kg_asc'
    const first = makeListedProduct({ _id: 'p3', name: 'Banana Nendran', images: [PHOTO] })
    const { head } = await withData(`/products/browse?${query}`, {
      kind: 'browse',
      filters: browseFiltersFromUrl(new URLSearchParams(query)),
      firstPage: { getAllProduct: [first], total: 1, totalCapped: false, hasMore: false },
    })
    expect(head).toContain('<title>Browse Products | KisanSetu</title>')
    expect(canonicals(head)).toEqual([`${SITE}/products/browse?state=Kerala&amp;sort=price_kg_asc`])
    expect(alternates(head)).toMatchObject({ hi: `${SITE}/hi/products/browse?state=Kerala&amp;sort=price_kg_asc` })
    expect(metaContent(head, 'og:type')).toBe('website')
    expect(metaContent(head, 'og:title')).toBe('Browse Products')
    expect(metaContent(head, 'description')).toBe(en['browse.intro'])
    expect(metaContent(head, 'og:image')).toBe(THUMBNAIL)
    expect(metaContent(head, 'og:image:alt')).toBe('Banana Nendran')
  })

  it('describes the weather page, with or without the figures', async () => {
    for (const weather of [makeWeather('Kolkata'), null]) {
      const { head } = await withData('/weather', { kind: 'weather', weather })
      expect(metaContent(head, 'og:title')).toBe('Weather Forecast')
      expect(metaContent(head, 'description')).toBe(en['weather.intro'])
      expect(metaContent(head, 'og:url')).toBe(`${SITE}/weather`)
      expect(canonicals(head)).toEqual([`${SITE}/weather`])
    }
  })
})
