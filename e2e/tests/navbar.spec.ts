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
