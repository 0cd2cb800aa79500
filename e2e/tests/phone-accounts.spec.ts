import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { en } from '@app/shared/messages/en'
import { toIndianMobile } from '@app/shared/phone'
import { readSession } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { listRealLot } from '../fixtures/listings'
import { readSmsCode } from '../fixtures/outbox'
import { expect, test } from '../fixtures/test'
import { AFTER_SIGN_IN, expectToast } from '../fixtures/ui'

/**
 * Accounts by mobile number on a small phone: a farmer and a buyer register with a number and the
 * code the server writes to the SMS outbox, and the farmer comes back on another visit and signs
 * in with a new code. CI retries a failed test against the same database, so each attempt uses a
 * number of its own (`testInfo.retry`): a retry must not fail because the first attempt registered it.
 */

/** A low-end Android phone: 360 × 740, touch. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

/** The farmer's number as a person types it: the first attempt uses "+91 98765 12345". */
const farmerNumber = (retry: number) => `+91 98765 ${12345 + retry}`
const buyerNumber = (retry: number) => `+91 91234 ${56780 + retry}`

function e164(typed: string): string {
  const mobile = toIndianMobile(typed)
  if (!mobile) throw new Error(`${typed} is not an Indian mobile number`)
  return mobile
}

async function expectNoAxeViolations(page: Page, screen: string) {
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([])
}

/** Presses "Send code" and waits for the code field, which takes the focus. */
async function sendCode(page: Page): Promise<Date> {
  const since = new Date()
  await page.getByRole('button', { name: 'Send code', exact: true }).click()
  await expect(page.getByLabel('Code from the SMS', { exact: true })).toBeFocused()
  return since
}

test('a farmer registers with a mobile number, lists a crop, and signs in with a code on another visit', async ({
  page,
  newContext,
}, testInfo) => {
  test.setTimeout(60_000)
  const typed = farmerNumber(testInfo.retry)
  const mobile = e164(typed)
  const name = `Kisan ${randomUUID().slice(0, 6)}`

  await page.goto('/signup')
  await page.getByRole('button', { name: 'Mobile number', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Mobile number', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page, 'sign-up by mobile number')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Mobile number', { exact: true }).fill(typed)
  await expect(page.getByLabel('Role', { exact: true }).locator('option:checked')).toHaveText('Farmer')
  const since = await sendCode(page)
  // Where the code went, as people write the number.
  await expect(page.getByText(`We sent a 6-digit code by SMS to ${typed}. It works for 5 minutes.`, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'sign-up, the code step')
  await page.getByLabel('Code from the SMS', { exact: true }).fill(await readSmsCode(mobile, since))
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

  await expect(page).toHaveURL(AFTER_SIGN_IN.farmer)
  await expectToast(page, en['account.registeredSignedIn'])
  const [token, storedUser] = await readSession(page)
  expect(token).toBeTruthy()
  expect(JSON.parse(storedUser ?? 'null')).toMatchObject({ name, role: 'farmer', email: null, mobile })

  // The farmer screens work for an account without an email: list a crop.
  const crop = `Desi Tomato ${randomUUID().slice(0, 6)}`
  await page.goto('/products/list')
  await expect(page.getByRole('heading', { name: 'List a New Product', level: 1 })).toBeVisible()
  await page.getByLabel('Product name').fill(crop)
  await page.getByLabel('Category').selectOption('vegetable')
  await page.getByLabel('Price per unit (₹)').fill('40')
  await page.getByLabel('Quantity available').fill('120')
  await page.getByLabel('City').fill('Nashik')
  await page.getByLabel('State').selectOption('Maharashtra')
  await page.getByRole('button', { name: 'List Product' }).click()
  await expect(page).toHaveURL(AFTER_SIGN_IN.farmer)
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: crop }) })).toBeVisible()

  // Another visit, on a browser that knows nothing of the account: sign in with a new code.
  const again = await (await newContext()).newPage()
  await again.goto('/signin')
  await expect(again.getByRole('button', { name: 'Email', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await again.getByRole('button', { name: 'Mobile number', exact: true }).click()
  await expectNoAxeViolations(again, 'sign-in by mobile number')
  // The same number in another common form.
  await again.getByLabel('Mobile number', { exact: true }).fill(`0${mobile.slice(3)}`)
  const signInSince = await sendCode(again)
  await expectNoAxeViolations(again, 'sign-in, the code step')
  await again.getByLabel('Code from the SMS', { exact: true }).fill(await readSmsCode(mobile, signInSince))
  await again.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(again).toHaveURL(AFTER_SIGN_IN.farmer)
  await expectToast(again, 'Welcome back, farmer!')
  await expect(again.getByRole('article').filter({ has: again.getByRole('heading', { name: crop }) })).toBeVisible()

  // My Profile shows what the account signs in with.
  await again.goto('/profile/farmer')
  const details = again.getByRole('region', { name: 'Sign-in details' })
  await expect(details.getByText(typed, { exact: true })).toBeVisible()
  await expect(details.getByText('Not added yet', { exact: true })).toBeVisible()
  await expect(details.getByRole('button', { name: 'Add email', exact: true })).toBeVisible()
})

test('a buyer registers with a mobile number and shops at once', async ({ page, request }, testInfo) => {
  const typed = buyerNumber(testInfo.retry)
  const mobile = e164(typed)
  // A real farmer's lot: the demo listings are the guest accounts' sandbox, closed to a real buyer.
  const crop = `Qz${randomUUID().slice(0, 6)} Tomato`
  await listRealLot(request, crop)

  await page.goto('/signup')
  await page.getByRole('button', { name: 'Mobile number', exact: true }).click()
  await page.getByLabel('Name', { exact: true }).fill(`Kharidar ${randomUUID().slice(0, 6)}`)
  // Typed as a person might, without the country code.
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile.slice(3))
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Buyer' })
  const since = await sendCode(page)
  await page.getByLabel('Code from the SMS', { exact: true }).fill(await readSmsCode(mobile, since))
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()

  await expect(page).toHaveURL(AFTER_SIGN_IN.buyer)
  await expectToast(page, en['account.registeredSignedIn'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['buyerHome.heading'])

  // On a phone the main screens are in the bar at the bottom.
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' })
  await shortcuts.getByRole('link', { name: 'Browse' }).click()
  await expect(page).toHaveURL('/products/browse')
  await page.getByRole('searchbox', { name: 'Search products' }).fill(crop)
  await page.getByRole('button', { name: `Add to Cart: ${crop}`, disabled: false }).click()
  await expectToast(page, 'Product added to cart ✅')
  await shortcuts.getByRole('link', { name: 'Cart' }).click()
  await expect(page).toHaveURL('/mycart')
  await expect(page.getByText('1 item', { exact: true })).toBeVisible()
})

test('the server’s refusals show under their fields: a wrong code, then a number with no account', async ({
  page,
  consoleGuard,
}, testInfo) => {
  // Chromium logs each refused sign-in (400) itself.
  consoleGuard.allow(/status of 400/)
  const typed = `+91 70123 ${45670 + testInfo.retry}`
  const mobile = e164(typed)

  await page.goto('/signin')
  await page.getByRole('button', { name: 'Mobile number', exact: true }).click()
  await page.getByLabel('Mobile number', { exact: true }).fill(typed)
  const since = await sendCode(page)
  const code = await readSmsCode(mobile, since)
  const codeField = page.getByLabel('Code from the SMS', { exact: true })

  await codeField.fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText(en['account.codeWrong'], { exact: true })).toBeVisible()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')

  // The right code, for a number nobody registered: the number is what is wrong.
  await codeField.fill(code)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByText(en['account.noAccountForMobile'], { exact: true })).toBeVisible()
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL('/signin')
  expect(await readSession(page)).toEqual([null, null])
})
