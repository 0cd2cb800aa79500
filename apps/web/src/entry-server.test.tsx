// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { createTranslator } from '@app/shared/messages/translate'
import { render, renderLoadingShell } from './entry-server'

// The public pages are pre-rendered at build time (scripts/prerender.mjs): they must render to
// readable HTML with no DOM, signed out, through the real routes.
describe('pre-rendering', () => {
  it('renders the sign-in screen with its controls, top bar and title', async () => {
    const html = await render('/signin')
    expect(html).toContain('<title>Sign In | KisanSetu</title>')
    expect(html).toContain('Guest Farmer Login')
    expect(html).toMatch(/<label[^>]*>Email<\/label>/)
    expect(html).toContain('href="/signup"')
  })

  it('renders the forgot-password screen and the landing page', async () => {
    expect(await render('/forgot-password')).toContain('Reset your password')
    expect(await render('/')).toContain('Bridging farmers and buyers directly')
  })

  it('renders the Loading... shell for every other route', async () => {
    expect(await renderLoadingShell()).toBe('<div class="app-loading" role="status">Loading...</div>')
  })

  it('renders a page in another language under its prefix', async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const html = await render('/signin', 'hi')
    expect(html).toContain(hindi.t('authScreen.signInHeading'))
    expect(html).toContain('href="/hi/signup"')
    expect(html).not.toContain(en['authScreen.signInHeading'])
    // The next page rendered in English is English again.
    expect(await render('/signin')).toContain(en['authScreen.signInHeading'])
  })
})
