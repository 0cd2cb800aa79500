import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_COOKIE } from '@app/shared/messages/locales'
import { apiUrl, server } from '@/testing/msw-server'
import { startSession } from '@/lib/session'
import { makeUser } from '@/testing/render-app'
import { LanguageMenu } from './language-menu'

const assign = vi.fn()

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, pathname: '/products/browse', search: '?q=rice', hash: '', assign })
})

afterEach(() => {
  vi.unstubAllGlobals()
  assign.mockReset()
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`
})

describe('LanguageMenu', () => {
  it('names the page’s language and opens the chooser with every language in its own script', async () => {
    render(<LanguageMenu />)
    const button = screen.getByRole('button', { name: 'Language: English' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.setup().click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' })
    const names = within(dialog)
      .getAllByRole('button')
      .map((option) => option.textContent)
    expect(names).toEqual([expect.stringContaining('English'), 'हिन्दी', 'मराठी', 'தமிழ்', 'বাংলা'])
    expect(within(dialog).getByText('हिन्दी')).toHaveAttribute('lang', 'hi')
  })

  it('remembers a choice and opens the same screen in that language', async () => {
    render(<LanguageMenu />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('button', { name: 'தமிழ்' }))
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ta`)
    expect(assign).toHaveBeenCalledWith('/ta/products/browse?q=rice')
  })

  it('saves the choice in a signed-in account too', async () => {
    const bodies: unknown[] = []
    server.use(
      http.patch(apiUrl('/me/language'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ language: 'hi' })
      }),
    )
    startSession('token-farmer', makeUser('farmer'))
    render(<LanguageMenu />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Language: English' }))
    await user.click(await screen.findByRole('button', { name: 'हिन्दी' }))
    expect(bodies).toEqual([{ language: 'hi' }])
    expect(assign).toHaveBeenCalledWith('/hi/products/browse?q=rice')
  })

  it('opens by itself on a first visit, with the browser’s language first', async () => {
    window.localStorage.clear()
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['bn-IN', 'en'])
    render(<LanguageMenu />)
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' })
    const first = within(dialog).getAllByRole('button')[0]
    expect(first).toHaveTextContent('বাংলা')
    expect(first).toHaveTextContent('Suggested for this phone')
  })

  it('stays closed where a language was chosen before, though this browser never showed the chooser', async () => {
    window.localStorage.clear()
    document.cookie = `${LANGUAGE_COOKIE}=hi; path=/`
    const cookieRead = vi.spyOn(document, 'cookie', 'get')
    render(<LanguageMenu />)
    // The first visit's check runs once the page does; a dialog it opened would be in the page next.
    await waitFor(() => expect(cookieRead).toHaveBeenCalled())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
