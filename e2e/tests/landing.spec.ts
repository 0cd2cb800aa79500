import { expect, test } from '../fixtures/test'

test('the landing page shows its statistics, organic states and Get Started', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const main = page.getByRole('main')
  // The four statistics: 16 % of GDP, 394M acres, 48.3 % irrigated, 354 MT forecast for 2025.
  for (const figure of [/16\s?%/, /394\s?M/, /48\.3\s?%/, /354\s?MT/]) await expect(main.getByText(figure).first()).toBeVisible()
  for (const state of ['Maharashtra', 'Sikkim', 'Uttar Pradesh']) await expect(main.getByText(state).first()).toBeAttached()

  await main.getByRole('link', { name: 'Get Started' }).first().click()
  await expect(page).toHaveURL('/signup')
})

/** True when the canvas has at least one painted pixel. */
function isPainted(canvas: HTMLCanvasElement): boolean {
  const context = canvas.getContext('2d')
  if (!context || canvas.width === 0 || canvas.height === 0) return false
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 0) return true
  return false
}

test('both statistics charts are drawn only when scrolled near', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const charts = page.locator('canvas')
  // Nothing drawn on first load: the chart code has not been fetched yet.
  for (const chart of await charts.all()) expect(await chart.evaluate(isPainted)).toBe(false)

  // Scroll the way a reader does, so the charts' observer sees them come near.
  await expect(async () => {
    await page.mouse.wheel(0, 500)
    await expect(charts).toHaveCount(2, { timeout: 500 })
    for (const chart of await charts.all()) expect(await chart.evaluate(isPainted)).toBe(true)
  }).toPass({ timeout: 20_000 })

  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded()
    await expect(chart).toBeVisible()
    const box = await chart.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(100)
    expect(box?.height ?? 0).toBeGreaterThan(100)
  }
})
