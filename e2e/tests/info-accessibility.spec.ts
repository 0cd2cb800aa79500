import type { Page } from '@playwright/test'
import { axeViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/test'

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/weather', ready: (page) => expect(page.getByText('Kolkata, India')).toBeVisible() },
  { path: '/FarmLaw', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Farmer Protection Portal' })).toBeVisible() },
  { path: '/SeasonalGuide', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Seasonal Crop Guide' })).toBeVisible() },
  { path: '/contact-us', ready: (page) => expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible() },
]

for (const { path, ready } of PAGES) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await page.goto(path)
    await ready(page)
    // Let data calls settle and transitions finish, so contrast is measured on the final colours.
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page), `axe on ${path}`).toEqual([])
  })
}

test('the weather page’s loading state and the open message modal have no violations either', async ({ page }) => {
  // Two pages and two full axe scans: more than one page's time.
  test.slow()
  // The page opens with Kolkata's weather; another city's answer is held back so the loading state can be scanned.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/weather/**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/weather')
  await expect(page.getByText('Kolkata, India')).toBeVisible()
  await expect(async () => {
    await page.getByLabel('City').fill('Pune')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('Loading weather...')).toBeAttached({ timeout: 1000 })
  }).toPass()
  expect(await axeViolations(page), 'axe on /weather while loading').toEqual([])
  release()
  await expect(page.getByText('Pune, India')).toBeVisible()

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/contact-us')
  // The page is pre-rendered: a click that lands before the app has hydrated opens nothing, and a
  // person taps again.
  await expect(async () => {
    await page.getByLabel('Message', { exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Type Your Message' })).toBeVisible({ timeout: 1000 })
  }).toPass()
  expect(await axeViolations(page), 'axe on /contact-us with the modal open').toEqual([])
})
