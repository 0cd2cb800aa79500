import { expect, test } from '../fixtures/test'

test('an unknown path shows the 404 page with HTTP status 404', async ({ page, consoleGuard }) => {
  // Chromium logs the document's own 404 status.
  consoleGuard.allow(/status of 404/)
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()

  const goHome = page
    .getByRole('link', { name: 'Go to Dashboard', exact: true })
    .or(page.getByRole('button', { name: 'Go to Dashboard', exact: true }))
  await goHome.click()
  await expect(page).toHaveURL('/')
})

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-call')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) })
})
