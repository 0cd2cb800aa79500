import { randomUUID } from 'node:crypto'
import { en } from '@app/shared/messages/en'
import { newAccount } from '../fixtures/accounts'
import { listRealLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

test('a visitor’s 2 kg wait through sign-up and sign-in, and are in the cart afterwards', async ({ page, request }) => {
  // A word no demo listing has; a registered farmer's lot, which a registered buyer may order.
  const name = `Qz${randomUUID().slice(0, 6)} Onion`
  const productId = await listRealLot(request, name)

  // The visitor picks 2 kg on the listing's page and taps Add to Cart.
  await page.goto(`/products/${productId}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  const picked = page.getByRole('spinbutton', { name: 'Quantity to buy (kg)' })
  await expect(picked).toHaveValue('1')
  await page.getByRole('button', { name: `Increase quantity: ${name}` }).click()
  await expect(picked).toHaveValue('2')
  await page.getByRole('button', { name: `Add to Cart: ${name}` }).click()
  await expect(page).toHaveURL('/signin')
  await expectToast(page, 'Please sign-in first.')
  await expect(page.getByRole('status').filter({ hasText: en['cart.keptForSignIn'] })).toBeVisible()

  // No account yet: Register now, as a buyer by email.
  await page.getByRole('link', { name: 'Register now', exact: true }).click()
  await expect(page).toHaveURL('/signup')
  await expect(page.getByText(en['cart.keptForSignIn'], { exact: true })).toBeVisible()
  const account = newAccount('buyer')
  await page.getByLabel('Name', { exact: true }).fill(account.name)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Buyer' })
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

  // Back on Sign-in with the email already there: only the password is typed again.
  await expectToast(page, en['auth.registered'])
  await expect(page).toHaveURL('/signin')
  await expect(page.getByRole('button', { name: 'Guest Farmer Login', exact: true })).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()

  // The cart opens with the 2 kg in it: ₹40 × 2.
  await expect(page).toHaveURL('/mycart')
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(line.getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveValue('2')
  await expect(line.getByText('Amount', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('₹80.00')

  // Put in once: reloading the cart does not add it again.
  await page.reload()
  await expect(line.getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveValue('2')
})
