import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { SignInResponseSchema } from '@app/shared/auth'
import { LOCALE_NAMES, type Locale } from '@app/shared/messages/locales'
import { paths } from '@app/shared/paths'
import { plantSession, signInViaApi, TOKEN_KEY, uniqueEmail, USER_KEY } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { listRealLot } from '../fixtures/listings'
import { at, DataNames, expectNoEnglish, languageCookie, translate } from '../fixtures/i18n'
import { readMail } from '../fixtures/outbox'
import { expect, LANGUAGE_ASKED_KEY, test } from '../fixtures/test'
import { LANGUAGE_COOKIE } from '@app/shared/messages/locales'
import { expectToast } from '../fixtures/ui'

/**
 * KisanSetu in Hindi, Marathi, Tamil and Bengali, on a small phone: the chooser a first visit
 * opens, signing up and in, search and cart, the listing form with a check of its own and one of
 * the server's, and the reset mail. Every expected text comes from the catalogues; each screen is
 * checked with axe and for English left over. English itself is the rest of the suite's world.
 */

const LANGUAGES = ['hi', 'mr', 'ta', 'bn'] as const satisfies readonly Locale[]

/** A low-end Android phone: 360 × 740, touch. */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const

/** A tomato listing's name as farmers write it (the demo one's too), and the Hindi word a buyer types for it. */
const TOMATO = 'Tomato'
const TOMATO_IN_HINDI = 'टमाटर'

/** Bytes that claim to be a JPEG but are none: only the server, which reads the image, can tell. */
const NOT_AN_IMAGE = { name: 'field.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo of a field') }

/** axe's WCAG 2.1 A/AA check and the no-English check, on the screen as it is now. */
async function checkScreen(page: Page, locale: Locale, names: DataNames, screen: string) {
  await expectNoEnglish(page, locale, names, screen)
  expect(await axeViolations(page), `axe on the ${screen} screen in ${locale}`).toEqual([])
}

/** Signs up through the API in `locale` (the account reads in the language its sign-up was made in). */
async function signUpInLanguage(request: APIRequestContext, locale: Locale, role: 'farmer' | 'buyer', name: string) {
  const account = { name, email: uniqueEmail(`${role}-${locale}`), password: `pw-${randomUUID().slice(0, 12)}`, role }
  const res = await request.post('/api/user/signup', { data: account, headers: { 'Accept-Language': locale } })
  expect(res.status(), await res.text()).toBe(201)
  return account
}

/** The language the account reads in, as the server answers a fresh sign-in. */
async function accountLanguage(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/user/signin', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return SignInResponseSchema.parse(await res.json()).user.language
}

for (const locale of LANGUAGES) {
  const t = translate(locale)
  const en = translate('en')
  const name = LOCALE_NAMES[locale]

  test.describe(`${name} (${locale}) on a phone`, () => {
    test.use({ ...PHONE, locale: `${locale}-IN` })

    test.describe('a first visit', () => {
      test.use({ languageAsked: false })

      test(`the chooser suggests ${locale}; signing up, signing in, search and cart speak it`, async ({ page, context, request }) => {
        // A walk through eight screens, each read for English and checked by axe.
        test.setTimeout(120_000)
        const names = new DataNames().watch(page)

        // The chooser opens by itself over the English landing page, the phone's language first.
        await page.goto('/')
        const chooser = page.getByRole('dialog', { name: en('language.choose') })
        await expect(chooser).toBeVisible()
        // Its title in the phone's language too, for someone who cannot read English.
        await expect(chooser.getByRole('heading')).toHaveText(`${en('language.choose')} / ${t('language.choose')}`)
        const options = chooser.getByRole('button')
        await expect(options.first()).toHaveText(`${name}${en('language.suggested')}`)
        await expect(options).toHaveCount(5)
        await expect(chooser.getByText(en('language.suggested'), { exact: true })).toHaveCount(1)
        expect(await axeViolations(page), 'axe with the chooser open on the first visit').toEqual([])

        // Choosing reloads the same screen in the language, and the browser remembers it.
        await options.first().click()
        await expect(page).toHaveURL(at(locale, '/'))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.hero.heading'))
        await expect(page.getByRole('heading', { level: 2, name: t('landing.features.heading') })).toBeVisible()
        await expect(chooser).toBeHidden()
        expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe(locale)
        await page.waitForLoadState('networkidle')
        await checkScreen(page, locale, names, 'landing')

        // The language button opens the chooser again, now in the language.
        const banner = page.getByRole('banner')
        await banner.getByRole('button', { name: new RegExp(`^${t('language.label')}`) }).click()
        const again = page.getByRole('dialog', { name: t('language.choose') })
        await expect(again).toBeVisible()
        await expect(again.getByRole('button', { name })).toHaveAttribute('aria-current', 'true')
        await checkScreen(page, locale, names, 'landing with the chooser open')
        await page.keyboard.press('Escape')
        await expect(again).toBeHidden()

        // An English address now leads to the same page in the language.
        const redirect = await page.request.get(paths.signIn, { maxRedirects: 0 })
        expect(redirect.status()).toBe(302)
        expect(redirect.headers().location).toBe(at(locale, paths.signIn))
        await page.goto(paths.signIn)
        await expect(page).toHaveURL(at(locale, paths.signIn))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('authScreen.signInHeading'))
        await checkScreen(page, locale, names, 'sign-in')
        // The other way in: the mobile number form, then back to the email form.
        await page.getByRole('button', { name: t('account.mobile'), exact: true }).click()
        await expect(page.getByLabel(t('account.mobile'), { exact: true })).toBeVisible()
        await checkScreen(page, locale, names, 'sign-in by mobile number')
        await page.getByRole('button', { name: t('auth.email'), exact: true }).click()

        // Sign up on the page in the language: the account reads in it from the start.
        const account = { name: 'Asha Devi', email: uniqueEmail(`buyer-${locale}`), password: `pw-${randomUUID().slice(0, 12)}` }
        await page.goto(at(locale, paths.signUp))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('authScreen.signUpHeading'))
        await checkScreen(page, locale, names, 'sign-up')
        await page.getByLabel(t('auth.name'), { exact: true }).fill(account.name)
        await page.getByLabel(t('auth.email'), { exact: true }).fill(account.email)
        await page.getByLabel(t('auth.password'), { exact: true }).fill(account.password)
        await page.getByLabel(t('auth.role'), { exact: true }).selectOption('buyer')
        await page.getByRole('button', { name: t('auth.signUp'), exact: true }).click()
        await expectToast(page, t('auth.registered'))
        await expect(page).toHaveURL(at(locale, paths.signIn))
        expect(await accountLanguage(request, account.email, account.password)).toBe(locale)

        // Sign in through the form in the language.
        await page.getByLabel(t('auth.email'), { exact: true }).fill(account.email)
        await page.getByLabel(t('auth.password'), { exact: true }).fill(account.password)
        await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click()
        await expectToast(page, t('auth.welcomeBack', { role: 'buyer' }))
        await expectNoEnglish(page, locale, names, 'buyer dashboard with the welcome toast')
        await expect(page).toHaveURL(at(locale, paths.buyerDashboard))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('buyerHome.heading'))
        await checkScreen(page, locale, names, 'buyer dashboard')

        // A Hindi crop name finds the listings named in English, whatever the page's language. A
        // real farmer's tomatoes, the newest, come first: the demo ones are the guests' sandbox,
        // closed to a registered buyer.
        await listRealLot(request, TOMATO)
        await page.goto(at(locale, paths.productsBrowse))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('browse.heading'))
        await page.getByLabel(t('browse.searchLabel'), { exact: true }).fill(TOMATO_IN_HINDI)
        const cards = page.getByRole('main').getByRole('article')
        // The newest listing is a tomato before the search applies too: wait until every card is one.
        const headings = cards.getByRole('heading', { level: 2 })
        await expect
          .poll(async () => (await headings.allTextContents()).filter((heading) => !/tomato|टमाटर/i.test(heading)), {
            message: 'every listing found for टमाटर is a tomato',
          })
          .toEqual([])
        await expect(cards.getByRole('heading', { level: 2, name: TOMATO, exact: true }).first()).toBeVisible()
        await checkScreen(page, locale, names, 'browse, searched')
        await page
          .getByRole('button', { name: t('browse.addToCartLabel', { name: TOMATO }) })
          .first()
          .click()
        await expectToast(page, t('cart.added'))
        await expectNoEnglish(page, locale, names, 'browse with the cart toast')
      })
    })

    test(`a farmer's listing form and the reset mail speak ${locale}`, async ({ page, context, request, consoleGuard }) => {
      // The photo the server refuses is an XHR answered 415, which Chromium logs.
      consoleGuard.allow(/status of 415/)
      test.setTimeout(90_000)
      const names = new DataNames().watch(page)
      await context.addCookies([languageCookie(locale)])
      const farmer = await signUpInLanguage(request, locale, 'farmer', 'Ramesh Patil')
      const session = await signInViaApi(request, farmer.email, farmer.password)
      expect(session.user.language).toBe(locale)
      names.add(farmer.name)
      await plantSession(page, session)

      await page.goto(at(locale, paths.productCreate))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('productForm.createHeading'))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await checkScreen(page, locale, names, 'list a new product')

      // The shared schema's check, before any round trip: its message id in the language.
      await page.getByRole('button', { name: t('productForm.submitCreate'), exact: true }).click()
      await expect(page.getByText(t('products.nameRequired'), { exact: true })).toBeVisible()
      await expect(page.getByLabel(t('productForm.name'), { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await checkScreen(page, locale, names, 'list a new product, submitted empty')

      // The server's own check: it reads the photo and refuses it, in the language the page asked in.
      await page.getByLabel(t('photos.chooseFromGallery'), { exact: true }).setInputFiles(NOT_AN_IMAGE)
      await expect(page.getByRole('alert').filter({ hasText: t('uploads.unsupportedType') })).toHaveText(t('uploads.unsupportedType'))
      await checkScreen(page, locale, names, 'list a new product, photo refused')

      // The reset mail goes out in the account's language, its link to the page in it.
      await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), [TOKEN_KEY, USER_KEY])
      await page.goto(at(locale, paths.forgotPassword))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('reset.heading'))
      await checkScreen(page, locale, names, 'forgot password')
      await page.getByLabel(t('auth.email'), { exact: true }).fill(farmer.email)
      await page.getByRole('button', { name: t('reset.sendLink'), exact: true }).click()
      await expect(page.getByText(t('reset.linkSentText'), { exact: true })).toBeVisible()
      await expectNoEnglish(page, locale, names, 'forgot password, link sent')

      const mail = await readMail(farmer.email)
      expect(mail.subject).toBe(t('reset.mailSubject'))
      const link = mail.links[0] ?? ''
      expect(link).toContain(`${at(locale, paths.resetPassword)}?token=`)
      expect(mail.text).toBe(t('reset.mailText', { name: farmer.name, link }))

      await page.goto(link)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('resetScreen.newPasswordHeading'))
      await checkScreen(page, locale, names, 'reset password')
      const password = `pw-${randomUUID().slice(0, 12)}`
      await page.getByLabel(t('reset.newPassword'), { exact: true }).fill(password)
      await page.getByLabel(t('reset.confirmPassword'), { exact: true }).fill(password)
      await page.getByRole('button', { name: t('reset.submit'), exact: true }).click()
      await expectToast(page, t('reset.succeeded'))
      await expectNoEnglish(page, locale, names, 'reset password, done')
      await expect(page).toHaveURL(at(locale, paths.signIn))
      expect((await signInViaApi(request, farmer.email, password)).user.language).toBe(locale)
    })
  })
}

test.describe('English (en) on a phone', () => {
  test.use({ ...PHONE, locale: 'en-IN' })

  test.describe('a first visit', () => {
    test.use({ languageAsked: false })

    test('closing the chooser asks no more; choosing English keeps the English addresses', async ({ page, context }) => {
      const en = translate('en')
      const languageCookieValue = async () => (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value

      await page.goto('/')
      const chooser = page.getByRole('dialog', { name: en('language.choose') })
      await expect(chooser).toBeVisible()
      await expect(chooser.getByRole('button').first()).toHaveText(`${LOCALE_NAMES.en}${en('language.suggested')}`)

      // Closing without a choice marks the browser as asked and chooses nothing.
      await page.keyboard.press('Escape')
      await expect(chooser).toBeHidden()
      // The browser fires the dialog's close event in a task of its own, after hiding it.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_ASKED_KEY)).toBe('1')
      expect(await languageCookieValue()).toBeUndefined()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('landing.hero.heading'))
      await expect(chooser).toBeHidden()

      // Choosing English from the button remembers it, and English addresses stay where they are.
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${en('language.label')}`) })
        .click()
      await expect(chooser).toBeVisible()
      await chooser.getByRole('button', { name: LOCALE_NAMES.en }).click()
      await expect(chooser).toBeHidden()
      await expect(page).toHaveURL('/')
      expect(await languageCookieValue()).toBe('en')
      await page.goto(paths.signIn)
      await expect(page).toHaveURL(paths.signIn)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  })

  test('a browser that never chose takes the account’s language when it signs in', async ({ page, context, request }) => {
    const en = translate('en')
    const hi = translate('hi')
    // The fixtures' returning visitor: asked before and closed the chooser, so nothing is chosen.
    const buyer = await signUpInLanguage(request, 'hi', 'buyer', 'Asha Devi')

    await page.goto(paths.signIn)
    await page.getByLabel(en('auth.email'), { exact: true }).fill(buyer.email)
    await page.getByLabel(en('auth.password'), { exact: true }).fill(buyer.password)
    await page.getByRole('button', { name: en('auth.signIn'), exact: true }).click()
    await expect(page).toHaveURL(at('hi', paths.buyerDashboard))
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('buyerHome.heading'))
    expect((await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('hi')
  })
})
