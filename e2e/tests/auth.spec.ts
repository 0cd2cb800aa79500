import { en } from '@app/shared/messages/en'
import { SIGN_UP_ROLES } from '@app/shared/roles'
import { authHeader, newAccount, readSession, registerViaApi } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'
import { AFTER_SIGN_IN, expectFieldError, expectToast, signInThroughForm } from '../fixtures/ui'

for (const role of SIGN_UP_ROLES) {
  test(`a new ${role} registers on the Sign-up screen and signs in`, async ({ page }) => {
    const account = newAccount(role)
    await page.goto('/signup')
    await page.getByLabel('Name', { exact: true }).fill(account.name)
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Role', { exact: true }).selectOption({ label: role === 'farmer' ? 'Farmer' : 'Buyer' })
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

    // A toast that registration succeeded, then /signin.
    await expectToast(page, en['auth.registered'])
    await expect(page).toHaveURL('/signin')
    // The router keeps showing Sign-up while the Sign-in screen's code loads; wait for Sign-in itself.
    await expect(page.getByRole('button', { name: 'Guest Farmer Login', exact: true })).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()

    await expect(page).toHaveURL(AFTER_SIGN_IN[role])
    await expectToast(page, new RegExp(`^Welcome back, ${role}!$`, 'i'))
    const navLabel = role === 'farmer' ? 'Farmer Dashboard' : 'Buyer Dashboard'
    await expect(page.getByRole('banner').getByRole('link', { name: navLabel, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeEnabled()
  })
}

test('the role select of Sign-up defaults to Farmer', async ({ page }) => {
  await page.goto('/signup')
  await expect(page.getByLabel('Role', { exact: true }).locator('option:checked')).toHaveText('Farmer')
})

test('an empty Sign-in shows each field error and the toast', async ({ page }) => {
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expectFieldError(page, 'Email is required')
  await expectFieldError(page, 'Password is required')
  await expectToast(page, 'Please fix the highlighted errors.')
  await expect(page).toHaveURL('/signin')
})

test('typing in a field clears that field’s error', async ({ page }) => {
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expectFieldError(page, 'Email is required')
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com')
  await expect(page.getByText('Email is required', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Password is required', { exact: true }).first()).toBeVisible()
})

test('an empty Sign-up shows each field error', async ({ page }) => {
  await page.goto('/signup')
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expectFieldError(page, 'Name is required')
  await expectFieldError(page, 'Email is required')
  await expectFieldError(page, 'Password is required')
  await expect(page).toHaveURL('/signup')
})

test('Sign-up refuses a password shorter than 6 characters', async ({ page }) => {
  const account = newAccount('buyer')
  await page.goto('/signup')
  await page.getByLabel('Name', { exact: true }).fill(account.name)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill('12345')
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expectFieldError(page, 'Password must be at least 6 characters')
  await expect(page).toHaveURL('/signup')
})

test('a wrong password shows the server’s message under the form', async ({ page, request, consoleGuard }) => {
  // Chromium logs the refused sign-in call (401) itself.
  consoleGuard.allow(/status of 401/)
  const account = await registerViaApi(request, 'farmer')
  await signInThroughForm(page, account.email, `${account.password}-wrong`)
  await expect(page.getByText(en['auth.invalidCredentials'], { exact: true }).first()).toBeVisible()
  await expect(page).toHaveURL('/signin')
  expect(await readSession(page)).toEqual([null, null])
})

test('Sign-in links to Forgot Password and Register now', async ({ page }) => {
  await page.goto('/signin')
  await page.getByRole('link', { name: 'Forgot Password', exact: true }).click()
  await expect(page).toHaveURL('/forgot-password')
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()

  await page.goto('/signin')
  await page.getByRole('link', { name: 'Register now', exact: true }).click()
  await expect(page).toHaveURL('/signup')
})

test('Logout goes to /signin and the old token is refused', async ({ page, request }) => {
  const account = await registerViaApi(request, 'farmer')
  await signInThroughForm(page, account.email, account.password)
  await expect(page).toHaveURL(AFTER_SIGN_IN.farmer)
  const [token] = await readSession(page)
  expect(token).toBeTruthy()
  const auth = authHeader(token ?? '')
  expect((await request.get('/api/orders', { headers: auth })).status()).toBe(200)

  await page.getByRole('button', { name: 'Logout', exact: true }).click()

  await expect(page).toHaveURL('/signin')
  expect(await readSession(page)).toEqual([null, null])
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  // The page signs out at once; the revocation it sends on the way out lands a moment later.
  await expect.poll(async () => (await request.get('/api/orders', { headers: auth })).status()).toBe(401)
})

test.describe('before the JavaScript has run', () => {
  test.use({ javaScriptEnabled: false })

  test('the pre-rendered Sign-in cannot be submitted natively (the password never reaches the address bar)', async ({ page }) => {
    await page.goto('/signin')
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled()
  })
})
