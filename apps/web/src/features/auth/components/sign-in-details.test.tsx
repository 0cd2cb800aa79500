import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { User } from '@app/shared/auth'
import { queryClient } from '@/lib/query-client'
import { getSession, TOKEN_KEY, USER_KEY } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { makeUser, renderApp } from '@/testing/render-app'

/** Signs `user` in the way a returning visitor is, with no profile stored yet. */
function returningVisitor(user: User) {
  window.localStorage.setItem(TOKEN_KEY, `token-${user.role}`)
  window.localStorage.setItem(USER_KEY, JSON.stringify(user))
  server.use(
    http.get(apiUrl('/buyerProfile/get-buyerProfile'), () => HttpResponse.json({ getBuyerProfile: [] })),
    http.get(apiUrl('/farmerProfile/get-farmerProfile'), () => HttpResponse.json({ getFarmerProfile: [] })),
  )
}

async function detailsCard() {
  return within(await screen.findByRole('region', { name: 'Sign-in details' }, { timeout: 5000 }))
}

beforeEach(() => queryClient.clear())

describe('Sign-in details on the profile screens', () => {
  it('adds a mobile number to an account made by email, with the code sent to it', async () => {
    const buyer = makeUser('buyer')
    returningVisitor(buyer)
    const requests: { path: string; auth: string | null; body: unknown }[] = []
    server.use(
      http.post(apiUrl('/me/mobile/code'), async ({ request }) => {
        requests.push({ path: 'code', auth: request.headers.get('authorization'), body: await request.json() })
        return HttpResponse.json({ message: 'sent', mobile: '+91 98765 12345', resendInSeconds: 60, expiresInMinutes: 5 })
      }),
      http.post(apiUrl('/me/mobile'), async ({ request }) => {
        requests.push({ path: 'mobile', auth: request.headers.get('authorization'), body: await request.json() })
        return HttpResponse.json({
          user: { ...buyer, mobile: '+919876512345' },
          message: 'Your mobile number is confirmed and added to your account.',
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/profile/buyer')
    const card = await detailsCard()
    // App screens show one toast at a time: the profile's own goes first, so the one checked below is next.
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
    expect(await toasts.findByText('No profile found.')).toBeInTheDocument()
    await user.click(toasts.getByRole('button', { name: 'Dismiss notification' }))
    expect(card.getByText('buyer@example.com')).toBeInTheDocument()
    expect(card.getByText('Not added yet')).toBeInTheDocument()
    expect(card.queryByRole('button', { name: 'Add email' })).not.toBeInTheDocument()

    await user.click(card.getByRole('button', { name: 'Add mobile number' }))
    await user.type(card.getByLabelText('Mobile number'), '98765 12345')
    await user.click(card.getByRole('button', { name: 'Send code' }))
    await user.type(await card.findByLabelText('Code from the SMS'), '112233')
    await user.click(card.getByRole('button', { name: 'Add mobile number' }))

    // App toasts close after 2 s: read it first.
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Your mobile number is confirmed and added to your account.',
      ),
    ).toBeInTheDocument()
    expect(await card.findByText('+91 98765 12345')).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument()
    expect(requests).toEqual([
      { path: 'code', auth: 'Bearer token-buyer', body: { mobile: '98765 12345' } },
      { path: 'mobile', auth: 'Bearer token-buyer', body: { mobile: '98765 12345', code: '112233' } },
    ])
    expect(getSession()?.user.mobile).toBe('+919876512345')
  })

  it('mails a link to add an email to an account made by mobile number, and shows a taken email under the field', async () => {
    returningVisitor(makeUser('farmer', { email: null, mobile: '+919876512345' }))
    let taken = true
    server.use(
      http.post(apiUrl('/me/email'), () =>
        taken
          ? HttpResponse.json(
              {
                message: 'An account with this email already exists',
                code: 'CONFLICT',
                fieldErrors: { email: ['An account with this email already exists'] },
                requestId: 'r1',
              },
              { status: 409 },
            )
          : HttpResponse.json({
              message: 'We sent a link to ramesh@example.com. Open it within 60 minutes to add this email to your account.',
            }),
      ),
    )
    const user = userEvent.setup()
    renderApp('/profile/farmer')
    const card = await detailsCard()
    expect(card.getByText('+91 98765 12345')).toBeInTheDocument()
    expect(card.getByText('Not added yet')).toBeInTheDocument()

    await user.click(card.getByRole('button', { name: 'Add email' }))
    await user.type(card.getByLabelText('Email'), 'ramesh@example.com')
    await user.click(card.getByRole('button', { name: 'Send link' }))
    expect(await card.findByText('An account with this email already exists')).toBeInTheDocument()

    taken = false
    await user.click(card.getByRole('button', { name: 'Send link' }))
    expect(await card.findByRole('status')).toHaveTextContent(
      'We sent a link to ramesh@example.com. Open it within 60 minutes to add this email to your account.',
    )
    // The email joins only once the link is opened.
    await waitFor(() => expect(card.queryByLabelText('Email')).not.toBeInTheDocument())
    expect(card.getByText('Not added yet')).toBeInTheDocument()
  })
})
