import { randomUUID } from 'node:crypto'
import { signedInAs } from '../fixtures/accounts'
import { listRealLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'

// The signed-out bar's account links, which the phone menu hides and shows.
const ANONYMOUS_LINKS = ['Sign In', 'Register']

test.describe('on a 390 × 844 phone screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the navbar collapses behind a toggle that opens and closes it', async ({ page }) => {
    await page.goto('/signin')
    const banner = page.getByRole('banner')
    const toggle = banner.getByRole('button', { name: /menu|navigation/i })
    await expect(toggle).toBeVisible()
    for (const name of ANONYMOUS_LINKS) await expect(banner.getByRole('link', { name, exact: true })).toBeHidden()
    await expect(banner.getByRole('link', { name: /KisanSetu/ })).toBeVisible()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const name of ANONYMOUS_LINKS) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    for (const name of ANONYMOUS_LINKS) await expect(banner.getByRole('link', { name, exact: true })).toBeHidden()
  })

  test('choosing a link closes the menu', async ({ page }) => {
    await page.goto('/signin')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: /menu|navigation/i }).click()
    await banner.getByRole('link', { name: 'Register', exact: true }).click()
    await expect(page).toHaveURL('/signup')
    await expect(banner.getByRole('link', { name: 'Register', exact: true })).toBeHidden()
  })
})

test('on a wide screen the links show without a toggle', async ({ page }) => {
  await page.goto('/signin')
  const banner = page.getByRole('banner')
  for (const name of ANONYMOUS_LINKS) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(banner.getByRole('button', { name: /menu|navigation/i })).toBeHidden()
})

test('a visitor finds Browse Products in the top bar, on the landing page and in the footer', async ({ page }) => {
  await page.goto('/')
  for (const place of [page.getByRole('banner'), page.getByRole('main'), page.getByRole('contentinfo')]) {
    await expect(place.getByRole('link', { name: 'Browse Products', exact: true })).toHaveAttribute('href', '/products/browse')
  }
  await page.getByRole('main').getByRole('link', { name: 'Browse Products', exact: true }).click()
  await expect(page).toHaveURL('/products/browse')
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible()
})

test('a signed-in user’s footer offers no Sign In or Register', async ({ page, request }) => {
  await signedInAs(page, request, 'farmer')
  await page.goto('/dashboard/farmer')
  const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' })
  await expect(quickLinks.getByRole('link', { name: 'Browse Products', exact: true })).toBeVisible()
  for (const name of ANONYMOUS_LINKS) await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Browse Products', exact: true })).toHaveAttribute(
    'href',
    '/products/browse',
  )
})

test('a signed-in buyer opening a page the server drew gets their own top bar and footer, each link where it says', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'buyer')
  await page.goto('/products/browse')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Buyer Dashboard', exact: true })).toHaveAttribute('href', '/dashboard/buyer')
  await expect(banner.getByRole('link', { name: 'My Profile', exact: true })).toHaveAttribute('href', '/profile/buyer')
  await expect(banner.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
  const quickLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' })
  for (const name of ANONYMOUS_LINKS) await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveCount(0)
  await expect(quickLinks.getByRole('link', { name: 'Weather', exact: true })).toHaveAttribute('href', '/weather')
  await expect(quickLinks.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us')
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a long unbroken word in a listing never widens the page', async ({ page, request }) => {
    const word = `Tomato${'x'.repeat(80)}${randomUUID().slice(0, 8)}`
    await listRealLot(request, word, { description: `https://example.in/${'y'.repeat(120)}` })
    const widerThanScreen = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

    await page.goto('/products/browse')
    await page.getByRole('searchbox', { name: 'Search products' }).fill(word)
    await expect(page.getByRole('heading', { name: word, level: 2 })).toBeVisible()
    expect(await widerThanScreen()).toBe(false)
  })
})
