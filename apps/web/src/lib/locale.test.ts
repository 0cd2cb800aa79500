import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { msg } from '@app/shared/messages/refs'
import { apiUrl, server } from '@/testing/msw-server'
import { makeUser } from '@/testing/render-app'
import { languageAfterSignIn } from './account-language'
import { tText } from './i18n'
import { LANGUAGE_COOKIE } from '@app/shared/messages/locales'
import { guessLocale, rememberedLocale, rememberLocale, switchedLocation } from './locale'
import { startSession } from './session'

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`
})

describe('the page’s language', () => {
  it('guesses from the browser’s languages, English when it speaks none of them', () => {
    expect(guessLocale(['mr-IN', 'hi', 'en'])).toBe('mr')
    expect(guessLocale(['fr-FR', 'ta'])).toBe('ta')
    expect(guessLocale(['fr-FR', 'de'])).toBe('en')
  })

  it('moves an address into another language and back', () => {
    expect(switchedLocation('hi', { pathname: '/orders/view/42', search: '?x=1', hash: '#pay' })).toBe('/hi/orders/view/42?x=1#pay')
    expect(switchedLocation('en', { pathname: '/hi/signin', search: '', hash: '' })).toBe('/signin')
    expect(switchedLocation('bn', { pathname: '/ta/', search: '', hash: '' })).toBe('/bn/')
  })

  it('puts message references from the shared checks into words, and leaves other text alone', () => {
    expect(tText(msg('auth.emailRequired'))).toBe('Email is required')
    expect(tText(msg('quantity.belowMinimum', { min: 5, unit: 'unit.dozen' }))).toBe('The minimum order is 5 dozen')
    expect(tText('Only 2 kg of Onion left')).toBe('Only 2 kg of Onion left')
  })
})

describe('the language after sign-in', () => {
  it('takes the account’s language on a browser that never chose one', () => {
    expect(rememberedLocale()).toBeUndefined()
    expect(languageAfterSignIn('ta', 'en')).toBe('ta')
    expect(rememberedLocale()).toBe('ta')
  })

  it('keeps the browser’s choice, and tells the account', async () => {
    const saved: unknown[] = []
    server.use(
      http.patch(apiUrl('/me/language'), async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ language: 'hi' })
      }),
    )
    rememberLocale('hi')
    startSession('token-buyer', makeUser('buyer', { language: 'en' }))
    expect(languageAfterSignIn('en', 'hi')).toBeNull()
    await expect.poll(() => saved).toEqual([{ language: 'hi' }])
  })
})
