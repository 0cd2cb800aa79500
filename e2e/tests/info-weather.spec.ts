import type { Page } from '@playwright/test'
import { FAKE_CITIES, FAKE_READING } from '../fixtures/fake-weather-server'
import { expect, test } from '../fixtures/test'

/** The value the report gives for `label` (a definition list: label, then value). */
function reading(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
}

test('the weather page is readable before its script runs: the form and Kolkata’s weather', async ({ request }) => {
  const response = await request.get('/weather')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<title>Weather Forecast | KisanSetu</title>')
  expect(html).toContain('value="Kolkata"')
  expect(html).toContain('placeholder="Enter city"')
  expect(html).toContain('Kolkata, India')
  expect(html).toContain(`${FAKE_READING.temperatureC} °C`)
  expect(html).toContain('Moderate rain')
  expect(html).toContain('Today’s Forecast')
  expect(html).not.toContain('Loading weather...')
})

test('the weather page loads Kolkata from the weather service with every figure, without moving the layout', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
  })
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/weather/')) asked.push(request.url())
  })
  await page.goto('/weather')
  await expect(page.getByRole('heading', { level: 1, name: 'Weather Forecast' })).toBeVisible()
  await expect(page.getByLabel('City')).toHaveValue('Kolkata')

  const r = FAKE_READING
  await expect(page.getByText('Kolkata, India')).toBeVisible()
  await expect(page.getByText(r.condition, { exact: true })).toBeVisible()
  await expect(reading(page, 'Temperature')).toHaveText(`${r.temperatureC} °C`)
  await expect(reading(page, 'Feels like')).toHaveText(`${r.feelsLikeC} °C`)
  await expect(reading(page, 'Humidity')).toHaveText(`${r.humidity}%`)
  await expect(reading(page, 'Wind')).toHaveText(`${r.windKmph} km/h`)
  await expect(reading(page, 'Pressure')).toHaveText(`${r.pressureMb} mb`)
  await expect(reading(page, 'Visibility')).toHaveText(`${r.visibilityKm} km`)
  await expect(reading(page, 'Cloud cover')).toHaveText(`${r.cloudCover}%`)
  await expect(reading(page, 'UV index')).toHaveText(String(r.uvIndex))
  await expect(reading(page, 'Sunrise')).toHaveText(r.sunrise)
  await expect(reading(page, 'Sunset')).toHaveText(r.sunset)

  const forecast = page.getByRole('region', { name: 'Today’s Forecast' }).getByRole('listitem')
  await expect(forecast).toHaveCount(8)
  await expect(forecast.locator('p:first-child')).toHaveText(['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM'])
  await expect(forecast.nth(6)).toContainText(`${r.hourly[6].tempC} °C`)
  await expect(forecast.nth(6)).toContainText('Moderate rain')
  // Icons are drawn inline: the page fetched no image for them.
  await expect(forecast.nth(6).locator('svg')).toHaveAttribute('data-kind', 'rain')

  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0))
  expect(layoutShift).toBeLessThan(0.01)
  // The page came with the weather, and the app took it over rather than asking again.
  expect(asked).toEqual([])
})

test('an unknown city shows the failure message, and another search recovers', async ({ page, consoleGuard }) => {
  // The browser logs the server's 404 for the unknown city.
  consoleGuard.allow(/status of 404/)
  await page.goto('/weather')
  await expect(page.getByText('Kolkata, India')).toBeVisible()

  await page.getByLabel('City').fill(FAKE_CITIES.unknown)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch weather data. Please try another city.')

  await page.getByLabel('City').fill('Pune')
  await page.getByLabel('City').press('Enter')
  await expect(page.getByText('Pune, India')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a city with a slash is refused on the page, without a request', async ({ page }) => {
  await page.goto('/weather')
  await expect(page.getByText('Kolkata, India')).toBeVisible()
  let asked = false
  page.on('request', (request) => {
    if (request.url().includes('/api/weather/')) asked = true
  })
  await page.getByLabel('City').fill('Kolkata/../admin')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name')).toBeVisible()
  await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true')
  expect(asked).toBe(false)
})
