import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installDialogPolyfill } from '@/testing/dialog'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'
import { OfficeMap } from './office-map'

/** jsdom has no matchMedia: the screen is as wide as the test says. */
function setScreenWide(isWide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query.includes('min-width: 640px') ? isWide : false, media: query }),
  })
}

beforeEach(() => {
  installDialogPolyfill()
  setScreenWide(true)
})
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia')
})

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

async function openContactPage() {
  renderApp('/contact-us')
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
}

describe('Contact Us screen', () => {
  it('has the form with the browser’s checks, the contact info block and the address', async () => {
    await openContactPage()
    expect(screen.getByLabelText('Name')).toBeRequired()
    expect(screen.getByLabelText('Email')).toBeRequired()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Message')).toBeRequired()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument()

    const info = screen.getByRole('region', { name: 'Contact information' })
    expect(within(info).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
    expect(within(info).getByRole('link', { name: 'support@kisansetu.in' })).toHaveAttribute('href', 'mailto:support@kisansetu.in')
    expect(within(info).getByText('Kolkata, West Bengal 700091')).toBeInTheDocument()

    // No map is configured: the map box shows the address and a link, and nothing is embedded.
    const map = screen.getByRole('region', { name: 'Find us' })
    expect(map.querySelector('iframe')).toBeNull()
    expect(within(map).getByText(/Kolkata, West Bengal 700091/)).toBeInTheDocument()
    expect(within(map).getByRole('link', { name: 'Open in maps (opens in a new tab)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/search\?query=/),
    )
  })

  it('sends nothing while a required field is empty', async () => {
    const sent = vi.fn()
    server.use(http.post(apiUrl('/contact'), () => sent()))
    await openContactPage()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sent).not.toHaveBeenCalled()
  })

  it('on a wide screen, types the message in the modal: Save keeps it, Close drops it, focus comes back', async () => {
    const user = userEvent.setup()
    await openContactPage()
    const message = screen.getByLabelText('Message')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(message)
    const dialog = screen.getByRole('dialog', { name: 'Type Your Message' })
    const box = within(dialog).getByRole('textbox', { name: 'Type Your Message' })
    expect(box).toHaveFocus()
    await user.type(box, 'Need help listing my wheat')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(message).toHaveValue('Need help listing my wheat')
    expect(message).toHaveFocus()

    await user.click(message)
    const reopened = screen.getByRole('dialog', { name: 'Type Your Message' })
    expect(within(reopened).getByRole('textbox')).toHaveValue('Need help listing my wheat')
    await user.type(within(reopened).getByRole('textbox'), ' and rice')
    await user.click(within(reopened).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(message).toHaveValue('Need help listing my wheat')
    expect(message).toHaveFocus()
  })

  it('under 640 px, edits the message in place', async () => {
    setScreenWide(false)
    const user = userEvent.setup()
    await openContactPage()
    const message = screen.getByLabelText('Message')
    await user.click(message)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.type(message, 'Typed in place')
    expect(message).toHaveValue('Typed in place')
  })

  it('sends the message, thanks the sender and empties the form', async () => {
    setScreenWide(false)
    let body: unknown
    server.use(
      http.post(apiUrl('/contact'), async ({ request }) => {
        body = await request.json()
        expect(request.headers.get('authorization')).toBeNull()
        return HttpResponse.json({ message: 'Thank you for your patience.' }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    await openContactPage()
    await user.type(screen.getByLabelText('Name'), 'Asha Devi')
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.type(screen.getByLabelText('Message'), 'When is the next mandi day?')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await notifications().findByText('Thank you for your patience.')).toBeInTheDocument()
    expect(body).toEqual({ name: 'Asha Devi', email: 'asha@example.in', message: 'When is the next mandi day?' })
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
    expect(screen.getByLabelText('Message')).toHaveValue('')
  })

  it.each([
    [429, { message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED', requestId: 'r1' }],
    [
      502,
      {
        message: 'Your message could not be sent just now. Please try again later, or write to support@kisansetu.in.',
        code: 'BAD_GATEWAY',
        requestId: 'r2',
      },
    ],
  ])('shows the server’s reason when sending fails with %i, keeping what was typed', async (status, error) => {
    setScreenWide(false)
    server.use(http.post(apiUrl('/contact'), () => HttpResponse.json(error, { status })))
    const user = userEvent.setup()
    await openContactPage()
    await user.type(screen.getByLabelText('Name'), 'Asha')
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await notifications().findByText(error.message)).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('Hello')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('shows the server’s field errors under the fields', async () => {
    setScreenWide(false)
    server.use(
      http.post(apiUrl('/contact'), () =>
        HttpResponse.json(
          {
            message: 'Please enter a valid email address',
            code: 'VALIDATION_FAILED',
            fieldErrors: { email: ['Please enter a valid email address'] },
            requestId: 'r3',
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    await openContactPage()
    await user.type(screen.getByLabelText('Name'), 'Asha')
    // Passes the browser's check and the schema's; the server has the last word.
    await user.type(screen.getByLabelText('Email'), 'asha@example.in')
    await user.type(screen.getByLabelText('Message'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address')
  })
})

describe('OfficeMap with a map configured', () => {
  class FakeIntersectionObserver {
    static last: FakeIntersectionObserver | undefined
    constructor(readonly callback: IntersectionObserverCallback) {
      FakeIntersectionObserver.last = this
    }
    observe() {}
    disconnect() {}
  }

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('embeds the map only once the block comes near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    render(<OfficeMap embedUrl="https://maps.example.in/embed?office=kolkata" />)
    const region = screen.getByRole('region', { name: 'Find us' })
    expect(region.querySelector('iframe')).toBeNull()
    expect(within(region).getByText(/Kolkata/)).toBeInTheDocument()

    await act(async () => {
      FakeIntersectionObserver.last?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
    const frame = within(region).getByTitle('Map of the KisanSetu office')
    expect(frame).toHaveAttribute('src', 'https://maps.example.in/embed?office=kolkata')
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
  })
})
