// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import { makeListedProduct, makeWeather } from '@/testing/data'
import { render, shellTexts } from './entry-server'

const page = async (url: string, locale: 'en' | 'hi' = 'en') => render({ url, locale })
const markup = async (url: string, locale: 'en' | 'hi' = 'en') => (await page(url, locale)).html

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
      data: { kind: 'weather', weather: makeWeather('Kolkata') },
    })
    expect(head).toContain('<title>Weather Forecast | KisanSetu</title>')
    expect(html).toContain('Kolkata, India')
    expect(html).toContain('31 °C')
    expect(html).toContain('Moderate rain')
    expect(html).not.toContain(en['weather.loading'])
    expect(state?.queries.map((query) => query.queryKey)).toEqual([['weather', 'kolkata']])

    const late = await render({ url: '/weather', locale: 'en', data: { kind: 'weather', weather: null } })
    expect(late.html).toContain(en['weather.loading'])
    expect(late.html).toContain('value="Kolkata"')
    expect(late.state?.queries).toEqual([])
  })
})
