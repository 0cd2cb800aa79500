import { en } from '@app/shared/messages/en'
import { signedInAs } from '../fixtures/accounts'
import { translate } from '../fixtures/i18n'
import { BASE_URL } from '../fixtures/server-env'
import { expect, test } from '../fixtures/test'

/**
 * A signed-in screen's HTML already draws the screen before its data (its role's bars, its heading
 * and a skeleton), so a slow phone shows it before the scripts have come; the app then takes the
 * page over for the account signed in.
 */

test('before its scripts, a signed-in screen shows its heading and a skeleton in its role’s bars', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
  const page = await context.newPage()
  expect((await page.goto('/orders/received'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['requests.heading'])
  await expect(page.locator('main [aria-busy="true"]')).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(en['requests.loading'])
  await expect(page.getByRole('link', { name: en['nav.myProfile'] }).first()).toHaveAttribute('href', '/profile/farmer')

  await page.goto('/hi/mycart')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('hi')('cart.heading'))
  await context.close()
})

test('the app takes the drawn screen over for the account: one top bar, one heading, its data', async ({ page, request }) => {
  await signedInAs(page, request, 'buyer')
  await page.goto('/orders/history')
  await expect(page.getByText(en['orders.none'])).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['orders.heading'])
  await expect(page.locator('header')).toHaveCount(1)
  await expect(page.locator('main')).toHaveCount(1)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
})
