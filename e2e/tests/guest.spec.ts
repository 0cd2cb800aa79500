import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { readSession } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'
import { AFTER_SIGN_IN, expectToast } from '../fixtures/ui'

const GUEST_BUTTONS = [
  { role: 'buyer', button: 'Guest Buyer Login' },
  { role: 'farmer', button: 'Guest Farmer Login' },
] as const

for (const { role, button } of GUEST_BUTTONS) {
  test(`${button} signs in as the demo ${role} and lands on the ${role} dashboard`, async ({ page }) => {
    await page.goto('/signin')
    await page.getByRole('button', { name: button, exact: true }).click()

    await expect(page).toHaveURL(AFTER_SIGN_IN[role])
    await expectToast(page, new RegExp(`^Logged in as Guest ${role}$`, 'i'))
    const [token, user] = await readSession(page)
    expect(token).toBeTruthy()
    expect(JSON.parse(user ?? 'null')).toMatchObject({ role, email: GUEST_ACCOUNTS[role].email })
  })
}
