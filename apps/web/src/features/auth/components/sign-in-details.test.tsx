import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { User } from '@app/shared/auth'
import { formatTimestamp } from '@/lib/format'
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

/** The server's refusal of a change the session has not proven itself for. */
function proofRequired() {
  return HttpResponse.json(
    { code: 'PROOF_REQUIRED', message: 'Confirm it’s you first: enter your password or a code.', requestId: 'r-proof' },
    { status: 403 },
  )
}

describe('Confirm it’s you, before a change of sign-in details', () => {
  it('asks for the password when the server wants proof, then sends the change again by itself', async () => {
    returningVisitor(makeUser('buyer', { email: 'anita@example.com' }))
    const calls: { path: string; body: unknown }[] = []
    let proven = false
    server.use(
      http.post(apiUrl('/me/email'), async ({ request }) => {
        calls.push({ path: 'email', body: await request.json() })
        return proven
          ? HttpResponse.json({
              message: 'We sent a link to anita.new@example.com. Open it within 60 minutes to add this email to your account.',
            })
          : proofRequired()
      }),
      http.post(apiUrl('/me/proof'), async ({ request }) => {
        const body = (await request.json()) as { password?: string }
        calls.push({ path: 'proof', body })
        if (body.password !== 'right-password') {
          return HttpResponse.json(
            {
              code: 'VALIDATION_FAILED',
              message: 'Check the highlighted fields',
              fieldErrors: { password: ['The password is wrong'] },
              requestId: 'r2',
            },
            { status: 400 },
          )
        }
        proven = true
        return HttpResponse.json({
          message: 'Thank you. You can change your sign-in details now.',
          provenUntil: '2030-01-01T00:10:00.000Z',
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/profile/buyer')
    const card = await detailsCard()

    await user.click(card.getByRole('button', { name: 'Change email' }))
    await user.type(card.getByLabelText('Email'), 'anita.new@example.com')
    await user.click(card.getByRole('button', { name: 'Send link' }))

    // The step takes the form's place, and the focus.
    const step = within(await card.findByRole('region', { name: 'Confirm it’s you' }))
    const password = step.getByLabelText('Password')
    await waitFor(() => expect(password).toHaveFocus())
    expect(password).toHaveAccessibleDescription('Before you change how you sign in, enter your password.')
    expect(card.queryByLabelText('Email')).not.toBeVisible()

    await user.type(password, 'wrong-password')
    await user.click(step.getByRole('button', { name: 'Confirm' }))
    expect(await step.findByText('The password is wrong')).toBeInTheDocument()

    await user.clear(password)
    await user.type(password, 'right-password')
    await user.click(step.getByRole('button', { name: 'Confirm' }))

    expect(await card.findByRole('status')).toHaveTextContent(
      'We sent a link to anita.new@example.com. Open it within 60 minutes to add this email to your account.',
    )
    expect(card.queryByRole('region', { name: 'Confirm it’s you' })).not.toBeInTheDocument()
    expect(calls).toEqual([
      { path: 'email', body: { email: 'anita.new@example.com' } },
      { path: 'proof', body: { password: 'wrong-password' } },
      { path: 'proof', body: { password: 'right-password' } },
      { path: 'email', body: { email: 'anita.new@example.com' } },
    ])
  })

  it('proves the session with a code sent by email, then sets the password and shows it in the activity', async () => {
    returningVisitor(makeUser('farmer', { email: 'ramesh@example.com' }))
    const calls: { path: string; body: unknown }[] = []
    let proven = false
    let passwordSet = false
    server.use(
      http.post(apiUrl('/me/password'), async ({ request }) => {
        calls.push({ path: 'password', body: await request.json() })
        if (!proven) return proofRequired()
        passwordSet = true
        return HttpResponse.json({ user: makeUser('farmer', { email: 'ramesh@example.com' }), message: 'Your password is saved.' })
      }),
      http.post(apiUrl('/me/proof/code'), async ({ request }) => {
        calls.push({ path: 'proof-code', body: await request.json() })
        return HttpResponse.json({ message: 'sent', channel: 'email', to: 'r•••@example.com', resendInSeconds: 60, expiresInMinutes: 10 })
      }),
      http.post(apiUrl('/me/proof'), async ({ request }) => {
        calls.push({ path: 'proof', body: await request.json() })
        proven = true
        return HttpResponse.json({ message: 'ok', provenUntil: '2030-01-01T00:10:00.000Z' })
      }),
      http.get(apiUrl('/me/security-events'), () =>
        HttpResponse.json({
          events: passwordSet
            ? [{ id: 'e1', kind: 'password_changed', before: null, after: null, createdAt: '2025-03-12T10:35:00.000Z', undoneAt: null }]
            : [],
        }),
      ),
    )
    const user = userEvent.setup()
    renderApp('/profile/farmer')
    const card = await detailsCard()
    const activity = within(await screen.findByRole('region', { name: 'Security activity' }))
    expect(await activity.findByText('No changes yet.')).toBeInTheDocument()

    await user.click(card.getByRole('button', { name: 'Set or change password' }))
    await user.type(card.getByLabelText('New Password'), 'a-new-secret')
    await user.click(card.getByRole('button', { name: 'Save password' }))

    const step = within(await card.findByRole('region', { name: 'Confirm it’s you' }))
    await user.click(step.getByRole('button', { name: 'Send me a code instead' }))
    const code = await step.findByLabelText('Code from the email')
    await waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAccessibleDescription('We sent a 6-digit code by email to r•••@example.com. It works for 10 minutes.')
    expect(step.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument()
    await user.type(code, '123 456')
    await user.click(step.getByRole('button', { name: 'Confirm' }))

    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Your password is saved.')).toBeInTheDocument()
    expect(await activity.findByText('Password changed')).toBeInTheDocument()
    expect(card.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(calls).toEqual([
      { path: 'password', body: { password: 'a-new-secret' } },
      { path: 'proof-code', body: {} },
      { path: 'proof', body: { code: '123456' } },
      { path: 'password', body: { password: 'a-new-secret' } },
    ])
  })

  it('asks for proof before sending a code to a new number, and Cancel gives the change up', async () => {
    returningVisitor(makeUser('buyer', { mobile: '+919876512345' }))
    let codeRequests = 0
    server.use(
      http.post(apiUrl('/me/mobile/code'), () => {
        codeRequests += 1
        return proofRequired()
      }),
    )
    const user = userEvent.setup()
    renderApp('/profile/buyer')
    const card = await detailsCard()

    await user.click(card.getByRole('button', { name: 'Change mobile number' }))
    await user.type(card.getByLabelText('Mobile number'), '91234 56780')
    await user.click(card.getByRole('button', { name: 'Send code' }))
    const step = within(await card.findByRole('region', { name: 'Confirm it’s you' }))
    await user.click(step.getByRole('button', { name: 'Cancel' }))

    expect(card.queryByRole('region', { name: 'Confirm it’s you' })).not.toBeInTheDocument()
    expect(card.queryByLabelText('Mobile number')).not.toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Change mobile number' })).toBeVisible()
    expect(codeRequests).toBe(1)
  })
})

describe('Security activity', () => {
  it('lists each change in words, newest first, with its date and whether it was undone', async () => {
    returningVisitor(makeUser('buyer'))
    const events = [
      { id: 'e4', kind: 'change_undone', before: null, after: null, createdAt: '2025-03-14T09:00:00.000Z', undoneAt: null },
      {
        id: 'e3',
        kind: 'mobile_changed',
        before: '…45',
        after: '…78',
        createdAt: '2025-03-13T09:00:00.000Z',
        undoneAt: '2025-03-14T09:00:00.000Z',
      },
      {
        id: 'e2',
        kind: 'email_changed',
        before: 'b•••@example.com',
        after: 'n•••@example.com',
        createdAt: '2025-03-12T09:00:00.000Z',
        undoneAt: null,
      },
      { id: 'e1', kind: 'password_set', before: null, after: null, createdAt: '2025-03-11T09:00:00.000Z', undoneAt: null },
      { id: 'e0', kind: 'upi_changed', before: 'r•••@okaxis', after: 't•••@ybl', createdAt: '2025-03-10T09:00:00.000Z', undoneAt: null },
      { id: 'd2', kind: 'upi_changed', before: null, after: 'r•••@okaxis', createdAt: '2025-03-09T09:00:00.000Z', undoneAt: null },
      { id: 'd1', kind: 'delivery_changed', before: null, after: null, createdAt: '2025-03-08T09:00:00.000Z', undoneAt: null },
      {
        id: 'd0',
        kind: 'signed_in_new_device',
        before: null,
        after: 'Chrome, Android',
        createdAt: '2025-03-07T09:00:00.000Z',
        undoneAt: null,
      },
    ]
    server.use(http.get(apiUrl('/me/security-events'), () => HttpResponse.json({ events })))
    renderApp('/profile/buyer')
    const activity = within(await screen.findByRole('region', { name: 'Security activity' }, { timeout: 5000 }))

    const items = await activity.findAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Change undone',
      'Mobile number changed from …45 to …78',
      'Email changed from b•••@example.com to n•••@example.com',
      'Password set',
      'UPI ID changed from r•••@okaxis to t•••@ybl',
      'UPI ID r•••@okaxis added',
      'Delivery settings changed',
      'Signed in on a new device: Chrome, Android',
    ])
    const [, mobileChanged, emailChanged] = items
    expect(within(mobileChanged!).getByText('Undone')).toBeInTheDocument()
    expect(within(emailChanged!).queryByText('Undone')).not.toBeInTheDocument()
    expect(within(emailChanged!).getByText(formatTimestamp('2025-03-12T09:00:00.000Z'))).toHaveAttribute(
      'datetime',
      '2025-03-12T09:00:00.000Z',
    )
  })

  it('says why the list did not load, and Try Again asks again', async () => {
    returningVisitor(makeUser('buyer'))
    let fail = true
    server.use(
      http.get(apiUrl('/me/security-events'), () =>
        fail
          ? HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong', requestId: 'r9' }, { status: 500 })
          : HttpResponse.json({ events: [] }),
      ),
    )
    const user = userEvent.setup()
    renderApp('/profile/buyer')
    const activity = within(await screen.findByRole('region', { name: 'Security activity' }, { timeout: 5000 }))
    expect(await activity.findByRole('alert')).toHaveTextContent('Something went wrong')

    fail = false
    await user.click(activity.getByRole('button', { name: 'Try Again' }))
    expect(await activity.findByText('No changes yet.')).toBeInTheDocument()
  })
})
