import type { APIRequestContext, Page, Request } from '@playwright/test'
import { MAX_BROWSE_LIMIT, type BrowseResponse, type ListedProduct } from '@app/shared/browse'
import { BASE_URL } from '../fixtures/server-env'
import { expect, test } from '../fixtures/test'

/**
 * Browse, a listing's page and a farmer's storefront come from the server with their data: the
 * HTML alone (what WhatsApp, a search engine or a phone before its scripts arrive sees) shows the
 * listings and carries the preview tags, and the page then comes alive without asking the API again.
 */

async function browsePage(request: APIRequestContext, query = '', limit = 6): Promise<BrowseResponse> {
  const response = await request.get(`/api/orderProduct/get-AllListedProduct?${query}${query ? '&' : ''}limit=${limit}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as BrowseResponse
}

/**
 * The newest listing with a photo. Tests running beside this one list photo-less lots of their
 * own, which can fill the first page, so it looks at as many as a page may hold.
 */
async function firstListing(request: APIRequestContext): Promise<ListedProduct> {
  const listing = (await browsePage(request, '', MAX_BROWSE_LIMIT)).getAllProduct.find((product) => product.images.length > 0)
  if (!listing) throw new Error('the demo data has no listing with a photo')
  return listing
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount).replace(/\.00$/, '')

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')

/** The page's calls to the listing APIs (Browse's, a listing's, its reviews', a storefront's). */
function watchDataCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/api\/(orderProduct\/get-AllListedProduct|products\/|farmers\/)/.test(pathname)) calls.push(request)
  })
  return calls
}

test.describe('with JavaScript off', () => {
  test("a listing's link carries its preview and shows its name and price", async ({ browser, request }) => {
    const listing = await firstListing(request)
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`/products/${listing._id}`)
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.name)
    await expect(page.locator('main')).toContainText(rupees(listing.pricePerUnit))
    expect(await metaContent(page, 'og:title')).toContain(listing.name)
    expect(await metaContent(page, 'og:description')).toContain(rupees(listing.pricePerUnit))
    expect(await metaContent(page, 'og:description')).toContain(listing.location.state)
    expect(await metaContent(page, 'og:image')).toMatch(new RegExp(`^${BASE_URL}/uploads/`))
    expect(await metaContent(page, 'og:type')).toBe('product')
    await context.close()
  })

  test("a farmer's storefront shows the farmer and their listings", async ({ browser, request }) => {
    const listing = await firstListing(request)
    const theirs = await browsePage(request, `farmer=${listing.farmerId}`)
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
    const page = await context.newPage()
    expect((await page.goto(`/farmers/${listing.farmerId}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.farmerName)
    await expect(page.locator('main')).toContainText(theirs.getAllProduct[0]?.name ?? '')
    expect(await metaContent(page, 'og:type')).toBe('profile')
    await context.close()
  })

  test("Browse shows the first page of listings, with the address's filter applied", async ({ browser, request }) => {
    const all = await browsePage(request)
    const fruit = await browsePage(request, 'category=fruit')
    expect(fruit.getAllProduct.length).toBeGreaterThan(0)
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
    const page = await context.newPage()

    await page.goto('/products/browse')
    const cards = page
      .locator('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
    await expect(cards).toHaveCount(all.getAllProduct.length)

    await page.goto('/products/browse?category=fruit')
    await expect(cards).toHaveCount(fruit.getAllProduct.length)
    for (const product of fruit.getAllProduct) await expect(page.locator('main')).toContainText(product.name)
    const notFruit = all.getAllProduct.find(
      (product) => product.category !== 'fruit' && !fruit.getAllProduct.some((f) => f.name === product.name),
    )
    if (notFruit) await expect(page.locator('main')).not.toContainText(notFruit.name)
    await context.close()
  })

  test('an unknown listing answers 404', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
    const page = await context.newPage()
    expect((await page.goto('/products/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404)
    expect((await page.goto('/farmers/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404)
    await context.close()
  })
})

test.describe('with JavaScript on', () => {
  test('Browse hydrates with the data it came with: no request on load, no console error', async ({ page, request, consoleGuard }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) warnings.push(message.text())
    })
    const calls = watchDataCalls(page)
    const first = await browsePage(request, 'category=fruit')
    await page.goto('/products/browse?category=fruit')
    await page.waitForLoadState('networkidle')
    expect(calls.map((call) => call.url())).toEqual([])

    // Alive: a control works, and only then is the API asked.
    if (first.hasMore) {
      await page.getByRole('button', { name: 'Load More Products' }).click()
      await expect.poll(() => calls.map((call) => new URL(call.url()).searchParams.get('offset'))).toContain('6')
    }
    expect(warnings).toEqual([])
    expect(consoleGuard.unexpected()).toEqual([])
  })

  test('a drawn page is painted with its own styles before it asks for a script of the app', async ({ browser, request }) => {
    const listing = await firstListing(request)
    for (const path of ['/', '/signin', '/products/browse', `/products/${listing._id}`]) {
      // The app's stylesheet is in the page itself, not in a file linked to it.
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('<style>')
      expect(html, path).not.toContain('rel="stylesheet"')

      // A browser of its own for each page: nothing cached, so every script the page asks for is timed.
      const context = await browser.newContext({ baseURL: BASE_URL })
      const page = await context.newPage()
      await page.goto(path)
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      const timings = await page.evaluate(() => ({
        styled: getComputedStyle(document.body).backgroundColor,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }))
      await context.close()
      // The body's stone-50: the Content-Security-Policy let the stylesheet apply.
      expect(timings.styled, path).toBe('oklch(0.985 0.001 106.423)')
      expect(timings.paint, path).toBeGreaterThan(0)
      expect(timings.scripts.length, path).toBeGreaterThan(0)
      expect(Math.min(...timings.scripts), path).toBeGreaterThanOrEqual(timings.paint!)
    }
  })

  test('hydration takes the server’s nodes over as they are: it rewrites no text and adds or removes no node', async ({
    page,
    request,
  }) => {
    // Until the app is ready, every change under <body> is recorded. Fields that wait for the app
    // (readonly, disabled) change attributes only; text split or joined differently by the
    // browser's render than by the server's would show up here, rewritten on a slow phone.
    await page.addInitScript(() => {
      const changes: string[] = []
      Object.assign(window, { hydrationChanges: changes })
      document.addEventListener('DOMContentLoaded', () => {
        const observer = new MutationObserver((records) => {
          if (document.documentElement.hasAttribute('data-app-ready')) return observer.disconnect()
          for (const record of records) {
            if (record.type === 'characterData') changes.push(`text "${record.oldValue}" → "${record.target.textContent}"`)
            if (record.type === 'childList')
              changes.push(`${record.target.nodeName}: +${record.addedNodes.length} −${record.removedNodes.length}`)
          }
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true })
      })
    })
    const listing = await firstListing(request)
    for (const address of [
      '/',
      '/signin',
      '/products/browse',
      `/products/${listing._id}`,
      `/farmers/${listing.farmerId}`,
      '/hi/products/browse',
    ]) {
      await page.goto(address)
      expect(await page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges), address).toEqual([])
    }
  })

  test("a listing's page and a storefront hydrate without asking the API again", async ({ page, request }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) warnings.push(message.text())
    })
    const listing = await firstListing(request)
    const calls = watchDataCalls(page)

    await page.goto(`/products/${listing._id}`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.name)

    await page.goto(`/hi/farmers/${listing.farmerId}`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.farmerName)

    expect(calls.map((call) => call.url())).toEqual([])
    expect(warnings).toEqual([])
  })
})
