// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import { makeListedProduct, makeWeather } from '@/testing/data'
import { render, renderLoadingShell, renderPage, renderScreenShell, SCREEN_SHELLS } from './entry-server'

// The public pages are pre-rendered at build time (scripts/prerender.mjs): they must render to
// readable HTML with no DOM, signed out, through the real routes.
describe('pre-rendering', () => {
  it('renders the sign-in screen with its controls, top bar and title', async () => {
    const html = await render('/signin')
    expect(html).toContain('<title>Sign In | KisanSetu</title>')
    expect(html).toContain('Guest Farmer Login')
    expect(html).toMatch(/<label[^>]*>Email<\/label>/)
    expect(html).toContain('href="/signup"')
  })

  it('renders the forgot-password screen and the landing page', async () => {
    expect(await render('/forgot-password')).toContain('Reset your password')
    expect(await render('/')).toContain('Bridging farmers and buyers directly')
  })

  it('renders the Loading... shell for every other route', async () => {
    const shell = await renderLoadingShell()
    expect(shell).toMatch(/^<div [^>]*>Loading\.\.\.<\/div>$/)
    expect(shell).toContain('class="app-loading"')
    expect(shell).toContain('role="status"')
  })

  it('renders a page in another language under its prefix', async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const html = await render('/signin', 'hi')
    expect(html).toContain(hindi.t('authScreen.signInHeading'))
    expect(html).toContain('href="/hi/signup"')
    expect(html).not.toContain(en['authScreen.signInHeading'])
    // The next page rendered in English is English again.
    expect(await render('/signin')).toContain(en['authScreen.signInHeading'])
  })
})

// The signed-in screens are drawn at build time before their data, as an account of their role sees
// them, so a slow phone shows the screen rather than "Loading..." until the scripts come.
describe('screen shells', () => {
  const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])

  it("draws each signed-in screen's heading inside its role's bars, with no one's details", async () => {
    const cart = await renderScreenShell('/mycart', 'buyer')
    expect(headingsOf(cart)).toEqual([en['cart.heading']])
    expect(cart).toContain('<title>Cart | KisanSetu</title>')
    expect(cart).toContain('href="/orders/history"')
    expect(cart).not.toContain('href="/signin"')
    expect(cart).toMatch(/role="status"[^>]*>Loading\.\.\.</)

    const profile = await renderScreenShell('/profile/farmer', 'farmer')
    expect(headingsOf(profile)).toEqual([en['title.farmerProfile']])
    expect(profile).toContain('href="/dashboard/farmer"')
    expect(profile).not.toContain(en['accountScreen.detailsHeading'])
  })

  it('draws one heading on every screen it lists, and in another language', async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    for (const shell of SCREEN_SHELLS) {
      expect(headingsOf(await renderScreenShell(shell.pathname, shell.role)), shell.pathname).toHaveLength(1)
    }
    expect(headingsOf(await renderScreenShell('/orders/history', 'buyer', 'hi'))).toEqual([hindi.t('orders.heading')])
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
    const { html, state } = await renderPage({
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
    expect(html).toContain('<title>Browse Products | KisanSetu</title>')
    // What a visitor typed before the app took over would be wiped as it does, so the search and
    // each card's quantity wait read-only, as every form's fields do.
    expect(html).toMatch(/<input(?=[^>]*type="search")[^>]*\sreadonly[\s>=]/i)
    expect(html.match(/<input(?=[^>]*role="spinbutton")[^>]*\sreadonly[\s>=]/gi)).toHaveLength(2)
    expect(state.queries).toHaveLength(1)
    expect(state.queries[0]?.queryKey).toEqual(['listed-products', { category: 'fruit' }])
    expect(state.queries[0]?.state.data).toEqual({
      pages: [{ getAllProduct: products, total: 2, totalCapped: false, hasMore: false }],
      pageParams: [0],
    })
  })

  it("draws a listing's page in the address's language", async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const product = makeListedProduct({ _id: 'p1', name: 'Nendran Banana', farmerName: 'Asha Patil' })
    const { html, state } = await renderPage({
      url: '/products/p1',
      locale: 'hi',
      data: { kind: 'product', product, reviews: null, farmer: null },
    })
    expect(html).toContain('<h1 class="text-2xl font-bold text-stone-900 sm:text-3xl">Nendran Banana</h1>')
    expect(html).toContain(hindi.t('unit.kg'))
    expect(state.queries.map((query) => query.queryKey)).toEqual([['product', 'p1']])
  })

  it("draws the weather page with the default city's figures, or in its loading state without them", async () => {
    const { html, state } = await renderPage({ url: '/weather', locale: 'en', data: { kind: 'weather', weather: makeWeather('Kolkata') } })
    expect(html).toContain('<title>Weather Forecast | KisanSetu</title>')
    expect(html).toContain('Kolkata, India')
    expect(html).toContain('31 °C')
    expect(html).toContain('Moderate rain')
    expect(html).not.toContain(en['weather.loading'])
    expect(state.queries.map((query) => query.queryKey)).toEqual([['weather', 'kolkata']])

    const late = await renderPage({ url: '/weather', locale: 'en', data: { kind: 'weather', weather: null } })
    expect(late.html).toContain(en['weather.loading'])
    expect(late.html).toContain('value="Kolkata"')
    expect(late.state.queries).toEqual([])
  })
})
