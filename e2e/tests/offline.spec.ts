import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signedInAs } from '../fixtures/accounts'
import { listRealLot } from '../fixtures/listings'
import { OFFLINE_NOTICE, underServiceWorker } from '../fixtures/offline'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

const NOT_SENT = 'You are offline. This was not sent — try again when you are back online.'

// A low-end Android phone's screen.
test.use({ viewport: { width: 360, height: 740 } })

/** The listings' names as Browse shows them. */
function listingNames(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading').allTextContents()
}

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

test('every page links the web app manifest, which names the app and its icons', async ({ page, request }) => {
  for (const path of ['/', '/hi/', '/signin', '/products/browse']) {
    await page.goto(path)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  }
  const answer = await request.get('/manifest.webmanifest')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = JSON.parse(await answer.text()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ name: 'KisanSetu', short_name: 'KisanSetu', start_url: '/', display: 'standalone' })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ])
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
})

test('a visitor reads Browse again offline, told the page is a saved one', async ({ page, context, consoleGuard }) => {
  // Offline, the browser reports each request it could not send.
  consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
  await page.goto('/')
  await page.getByRole('main').getByRole('link', { name: 'Browse Products', exact: true }).click()
  await expect(page).toHaveURL('/products/browse')
  await underServiceWorker(page)
  await expect(page.getByRole('article').first()).toBeVisible()
  const seen = await listingNames(page)
  expect(seen.length).toBeGreaterThan(0)
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  // And how old what it shows is: when the saved copy was read from the server.
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toContainText(
    /As of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s?[ap]m\./i,
  )
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await listingNames(page)).toEqual(seen)

  await context.setOffline(false)
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden()
})

test('offline, a buyer’s Add to Cart says at once that nothing was sent; back online, Try Again adds it', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
  // A word no demo listing has, so the search finds exactly this test's lot.
  const name = `Qz${randomUUID().slice(0, 6)} Okra`
  await listRealLot(request, name)
  await signedInAs(page, request, 'buyer')
  await page.goto('/products/browse')
  await underServiceWorker(page)

  // On a phone the buyer's main screens sit in a bar at the bottom, above nothing of the page.
  const bottomBar = page.getByRole('navigation', { name: 'Shortcuts' })
  await expect(bottomBar.getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page')
  await expect(bottomBar.getByRole('link', { name: 'Cart' })).toBeVisible()

  const lot = card(page, name)
  await expect(lot).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  await lot.getByRole('button', { name: `Add to Cart: ${name}` }).click()
  // At once: no request waits on a connection that is not there.
  await expect(page.getByText(`Error: ${NOT_SENT}`, { exact: true })).toBeVisible({ timeout: 1_000 })
  await expect(lot.getByRole('button', { name: `Add to Cart: ${name}` })).toBeEnabled()

  await context.setOffline(false)
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden()
  await page.getByRole('button', { name: 'Try Again', exact: true }).click()
  await expectToast(page, 'Product added to cart ✅')

  await bottomBar.getByRole('link', { name: 'Cart' }).click()
  await expect(page).toHaveURL('/mycart')
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
})

test('a buyer’s My Orders opens offline from the saved copy, and the saved orders go at sign-out', async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
  await signedInAs(page, request, 'buyer')
  await page.goto('/orders/history')
  await underServiceWorker(page)
  await expect(page.getByText("You haven't ordered anything yet.")).toBeVisible()
  const privateCacheExists = () => page.evaluate(() => caches.has('kisansetu-private-api'))
  expect(await privateCacheExists()).toBe(true)

  // A page the server answers with the app's shell: drawn offline from the saved shell, its code and its data.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  await expect(page.getByText("You haven't ordered anything yet.")).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()

  await context.setOffline(false)
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/signin')
  await expect.poll(privateCacheExists).toBe(false)
})

test('on a phone the page’s last line is not hidden behind the bottom bar', async ({ page, request }) => {
  await signedInAs(page, request, 'farmer')
  await page.goto('/contact-us')
  const bottomBar = page.getByRole('navigation', { name: 'Shortcuts' })
  await expect(bottomBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/farmer/home')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const copyright = page.getByRole('contentinfo').getByText(/All rights reserved/)
  const [line, bar] = await Promise.all([copyright.boundingBox(), bottomBar.boundingBox()])
  expect(line && bar && line.y + line.height <= bar.y).toBe(true)
})
