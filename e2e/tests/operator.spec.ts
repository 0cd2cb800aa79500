import { signedInAs } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/operator'

test.describe('the operator’s console', () => {
  test('an operator made with admin:create signs in with the password, enrols an authenticator from the QR code’s key, and reaches the dashboard', async ({
    page,
    signInOperator,
  }) => {
    // The fixture walks the real screens: /signin, then the enrolment (QR code, key, first code).
    const operator = await signInOperator(page, { fresh: true })
    expect(operator.secret).toMatch(/^[A-Z2-7]{16,}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const consoleNav = page.getByRole('navigation', { name: 'Operator console' })
    for (const screen of ['Dashboard', 'Verification', 'Reports', 'Complaints', 'Audit log']) {
      await expect(consoleNav.getByRole('link', { name: screen, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Orders and their value by day' })).toBeVisible()
    expect(await axeViolations(page), 'axe on /admin').toEqual([])
    // The top bar leads back to the console from anywhere.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Products' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Console' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a second sign-in asks for the code only, and a wrong code is refused', async ({
    page,
    signInOperator,
    newContext,
    consoleGuard,
  }) => {
    // The refused code is a 400 answer, which the browser reports.
    consoleGuard.allow(/status of 400/)
    const operator = await signInOperator(page)
    const other = await (await newContext()).newPage()
    await other.goto('/signin')
    await other.getByLabel('Email', { exact: true }).fill(operator.email)
    await other.getByLabel('Password', { exact: true }).fill(operator.password)
    await other.getByRole('button', { name: 'Sign In', exact: true }).click()
    await other.waitForURL('**/admin/signin')
    // The screen is drawn (its code box and any enrolment come together): only then does a missing heading mean something.
    await expect(other.getByLabel('Code from your authenticator app')).toBeVisible()
    await expect(other.getByRole('heading', { name: 'Set up your authenticator' })).toHaveCount(0)
    await expect(other.getByTestId('totp-secret')).toHaveCount(0)
    await other.getByLabel('Code from your authenticator app').fill('000000')
    await other.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(other.getByText('That code is not right.').first()).toBeVisible()
    expect(await axeViolations(other), 'axe on /admin/signin').toEqual([])
    await expect(other).toHaveURL(/\/admin\/signin$/)
  })

  test('a buyer visiting /admin is turned away, and nobody signed in is sent to sign in', async ({ page, request }) => {
    await signedInAs(page, request, 'buyer')
    await page.goto('/admin')
    await expect(page.getByText('That page is for the market’s operators.')).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.getByRole('navigation', { name: 'Operator console' })).toHaveCount(0)

    await page.evaluate(() => localStorage.clear())
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/signin$/)
  })

  test('the second step opened without a password step goes back to sign-in', async ({ page }) => {
    await page.goto('/admin/signin')
    await expect(page).toHaveURL(/\/signin$/)
    await expect(page.getByText('Sign in with your email and password first.')).toBeVisible()
  })
})
