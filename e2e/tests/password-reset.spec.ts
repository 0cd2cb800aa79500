import { registerViaApi } from '../fixtures/accounts'
import { readResetLink } from '../fixtures/outbox'
import { BASE_URL } from '../fixtures/server-env'
import { expect, test } from '../fixtures/test'
import { AFTER_SIGN_IN, expectFieldError, signInThroughForm } from '../fixtures/ui'

test('forgot password → the mailed link → reset → sign in with the new password; the link works once', async ({
  page,
  request,
  newContext,
  consoleGuard,
}) => {
  const account = await registerViaApi(request, 'farmer')
  const newPassword = `${account.password}-new`

  await page.goto('/forgot-password')
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByRole('button', { name: 'Send reset link', exact: true }).click()
  await expect(page.getByText('Password reset link has been sent to your email.', { exact: true }).first()).toBeVisible()

  const link = await readResetLink(account.email)
  expect(link).toMatch(new RegExp(`^${BASE_URL}/reset-password\\?token=[^&]+$`))

  await page.goto(link)
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click()
  // To /signin 2 seconds after success.
  await expect(page).toHaveURL('/signin', { timeout: 6_000 })

  const oldPassword = await request.post('/api/user/signin', { data: { email: account.email, password: account.password } })
  expect(oldPassword.status()).toBe(401)

  await signInThroughForm(page, account.email, newPassword)
  await expect(page).toHaveURL(AFTER_SIGN_IN.farmer)

  // The same link a second time, as a stranger who found the mail would use it.
  consoleGuard.allow(/status of 400/)
  const again = await (await newContext()).newPage()
  await again.goto(link)
  await again.getByLabel('New Password', { exact: true }).fill('another-password')
  await again.getByLabel('Confirm Password', { exact: true }).fill('another-password')
  await again.getByRole('button', { name: 'Reset Password', exact: true }).click()
  await expect(again.getByText(/Invalid or expired reset link/).first()).toBeVisible()
  await expect(again).toHaveURL(/\/reset-password\?token=/)
  const stolen = await request.post('/api/user/signin', { data: { email: account.email, password: 'another-password' } })
  expect(stolen.status()).toBe(401)
})

test('an empty Reset Password submit shows the field error', async ({ page }) => {
  await page.goto('/reset-password?token=some-token')
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click()
  await expectFieldError(page, 'Password is required')
})

test('Reset Password checks length and confirmation (also at /user/resetPassword)', async ({ page }) => {
  await page.goto('/user/resetPassword?token=some-token')
  await page.getByLabel('New Password', { exact: true }).fill('12345')
  await page.getByLabel('Confirm Password', { exact: true }).fill('12345')
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click()
  await expectFieldError(page, 'Password must be at least 6 characters')

  await page.getByLabel('New Password', { exact: true }).fill('long-enough')
  await page.getByLabel('Confirm Password', { exact: true }).fill('long-enougH')
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click()
  await expectFieldError(page, 'Passwords do not match')
})

test('the reset screen without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password')
  const invalid = page.getByText(/Invalid or expired reset link/).first()
  const newPassword = page.getByLabel('New Password', { exact: true })
  await expect(invalid.or(newPassword).first()).toBeVisible()
  // The screen may say so on arrival or on submit; either is right.
  if (!(await invalid.isVisible())) {
    await newPassword.fill('long-enough')
    await page.getByLabel('Confirm Password', { exact: true }).fill('long-enough')
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click()
  }
  await expect(invalid).toBeVisible()
})
