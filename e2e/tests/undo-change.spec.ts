import type { Page } from '@playwright/test'
import { en } from '@app/shared/messages/en'
import { LOCALES } from '@app/shared/messages/locales'
import { paths } from '@app/shared/paths'
import { readSession, registerViaApi, uniqueEmail } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { at, DataNames, expectNoEnglish, translate } from '../fixtures/i18n'
import { readLinkTo } from '../fixtures/outbox'
import { expect, test } from '../fixtures/test'
import { AFTER_SIGN_IN, expectToast, signInThroughForm } from '../fixtures/ui'

/**
 * A change of sign-in details undone from the link sent to the old contact, on a small phone: a
 * farmer changes their email from the profile (no "Confirm it’s you" step, as the sign-in is
 * fresh), the old email gets a link, and opening it and pressing "Undo the change" puts the old
 * email back and signs every device out.
 */

/** A low-end Android phone: 360 × 740, touch. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

function widerThanScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

test('a changed email is undone from the link mailed to the old one, which signs every device out', async ({
  page,
  request,
  newContext,
  consoleGuard,
}) => {
  test.setTimeout(60_000)
  const account = await registerViaApi(request, 'farmer')
  const newEmail = uniqueEmail('moved')

  await signInThroughForm(page, account.email, account.password)
  await expect(page).toHaveURL(AFTER_SIGN_IN.farmer)

  // The change, from My Profile.
  await page.goto(paths.farmerProfile)
  const details = page.getByRole('region', { name: 'Sign-in details' })
  await details.getByRole('button', { name: 'Change email', exact: true }).click()
  await details.getByLabel('Email', { exact: true }).fill(newEmail)
  await details.getByRole('button', { name: 'Send link', exact: true }).click()
  await expect(details.getByRole('status')).toContainText(newEmail)
  await expect(details.getByRole('region', { name: 'Confirm it’s you' })).toHaveCount(0)

  // The new email joins once its link is opened.
  await page.goto(await readLinkTo(newEmail, paths.verifyEmail))
  await expect(page.getByText(en['account.emailAdded'], { exact: true })).toBeVisible()
  await page.goto(paths.farmerProfile)
  await expect(details.getByText(newEmail, { exact: true })).toBeVisible()
  const activity = page.getByRole('region', { name: 'Security activity' })
  await expect(activity.getByText(/^Email changed from .+ to .+$/)).toBeVisible()

  // The owner reads the old email on another device and undoes the change there.
  const undoLink = await readLinkTo(account.email, paths.undoChange)
  const phone = await (await newContext()).newPage()
  await phone.goto(undoLink)
  await expect(phone.getByRole('heading', { name: 'Undo a change to your account', level: 1 })).toBeVisible()
  await expect(phone.getByText(en['undoChange.question'], { exact: true })).toBeVisible()
  expect(await widerThanScreen(phone)).toBe(false)
  expect(await axeViolations(phone), 'axe on the undo page').toEqual([])
  await phone.getByRole('button', { name: 'Undo the change', exact: true }).click()
  await expect(phone.getByRole('main').getByRole('status')).toHaveText(en['account.changeUndone'])
  await expect(phone.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()

  // The first device's session has ended: its next call is refused and it is sent to sign in.
  consoleGuard.allow(/status of 401/)
  await page.reload()
  await expect(page).toHaveURL(paths.signIn)
  await expectToast(page, en['auth.signInRequired'])
  expect(await readSession(page)).toEqual([null, null])

  // The old email signs in again; the one the change brought does not.
  const moved = await request.post('/api/user/signin', { data: { email: newEmail, password: account.password } })
  expect(moved.status()).toBe(401)
  await signInThroughForm(page, account.email, account.password)
  await expect(page).toHaveURL(AFTER_SIGN_IN.farmer)
  await page.goto(paths.farmerProfile)
  await expect(details.getByText(account.email, { exact: true })).toBeVisible()
  await expect(activity.getByText(en['securityEvents.changeUndone'], { exact: true })).toBeVisible()
  await expect(activity.getByText(en['securityEvents.undone'], { exact: true })).toBeVisible()
})

test('the undo page asks before it changes anything, in every language, and fits a small phone', async ({ page }) => {
  const names = new DataNames().watch(page)
  for (const locale of LOCALES) {
    const t = translate(locale)
    // A link as a mail scanner would open it: the page only asks.
    await page.goto(`${at(locale, paths.undoChange)}?token=not-pressed`)
    await expect(page.getByRole('heading', { name: t('undoChange.heading'), level: 1 })).toBeVisible()
    await expect(page.getByText(t('undoChange.question'), { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: t('undoChange.button'), exact: true })).toBeEnabled()
    await expect(page).toHaveTitle(t('title.template', { page: t('undoChange.title') }))
    expect(await widerThanScreen(page), `the undo page in ${locale} is wider than the screen`).toBe(false)
    await expectNoEnglish(page, locale, names, 'undo')
  }
})
