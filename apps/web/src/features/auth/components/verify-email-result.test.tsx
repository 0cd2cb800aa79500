import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getSession } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { makeUser, renderApp, storeSession } from '@/testing/render-app'

/** Answers the link's token as the server does and records the bodies it received. */
function acceptToken(user = makeUser('farmer', { email: 'ramesh@example.com', emailVerified: true })) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/user/verifyEmail'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ user, message: 'Your email is confirmed and added to your account.' })
    }),
  )
  return bodies
}

describe('The email confirmation page', () => {
  it('sends the token once, says the email was added and offers Sign In to a visitor', async () => {
    const bodies = acceptToken()
    renderApp('/verify-email?token=abc123')
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument()
    expect(await screen.findByText('Your email is confirmed and added to your account.')).toBeInTheDocument()
    expect(bodies).toEqual([{ token: 'abc123' }])
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin')
  })

  it('brings the signed-in account up to date and leads to its profile', async () => {
    const stored = storeSession('farmer')
    acceptToken(makeUser('farmer', { email: 'ramesh@example.com', emailVerified: true, mobile: '+919876512345' }))
    renderApp('/verify-email?token=abc123')
    expect(await screen.findByText('Your email is confirmed and added to your account.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile/farmer')
    await waitFor(() => expect(getSession()?.user).toMatchObject({ _id: stored._id, email: 'ramesh@example.com', emailVerified: true }))
    expect(getSession()?.token).toBe('token-farmer')
  })

  it('says the link is invalid when the server refuses the token', async () => {
    server.use(
      http.post(apiUrl('/user/verifyEmail'), () =>
        HttpResponse.json(
          {
            message: 'Check the highlighted fields',
            code: 'VALIDATION',
            fieldErrors: { token: ['This link is invalid or has expired. Ask for a new one.'] },
            requestId: 'r1',
          },
          { status: 400 },
        ),
      ),
    )
    renderApp('/verify-email?token=used-already')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.')
  })

  it('says the link is invalid without a token, asking the server nothing', async () => {
    renderApp('/verify-email')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.')
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
  })
})
