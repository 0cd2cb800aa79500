import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TOKEN_KEY, USER_KEY } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, makeUser, renderApp } from '@/testing/render-app'

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

/** Answers "send a code" the way the server does, and records the bodies it received. */
function acceptCodeRequests(resendInSeconds = 60) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/user/phone/code'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({
        message: 'We sent a 6-digit code by SMS to +91 98765 12345. It works for 5 minutes.',
        mobile: '+91 98765 12345',
        resendInSeconds,
        expiresInMinutes: 5,
      })
    }),
  )
  return bodies
}

/** Opens Sign-in, chooses "Mobile number", types `mobile` and asks for the code. */
async function askForCode(mobile: string) {
  const user = userEvent.setup()
  renderApp('/signin')
  await user.click(await screen.findByRole('button', { name: 'Mobile number' }))
  await user.type(await screen.findByLabelText('Mobile number'), mobile)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  return user
}

describe('Sign-in by mobile number', () => {
  it('shows the email form first, with the choice of a mobile number beside it', async () => {
    renderApp('/signin')
    // The first screen of the file waits for the route's code to load.
    expect(await screen.findByRole('button', { name: 'Email' }, { timeout: 5000 })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Mobile number' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('group', { name: 'Sign in with' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument()
  })

  it('sends the number as typed, says where the code went and signs in with the code', async () => {
    const codeBodies = acceptCodeRequests()
    const signInBodies: unknown[] = []
    const farmer = makeUser('farmer', { email: null, mobile: '+919876512345' })
    server.use(
      http.post(apiUrl('/user/phone/signin'), async ({ request }) => {
        signInBodies.push(await request.json())
        return HttpResponse.json({ token: 'token-mobile', user: farmer, message: 'Signed in successfully' })
      }),
      http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })),
    )
    const user = await askForCode('+91 98765 12345')

    const code = await screen.findByLabelText('Code from the SMS')
    await waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAccessibleDescription('We sent a 6-digit code by SMS to +91 98765 12345. It works for 5 minutes.')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('maxlength', '6')
    expect(codeBodies).toEqual([{ mobile: '+91 98765 12345' }])

    await user.type(code, '123 456')
    expect(code).toHaveValue('123456')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmer'), { timeout: 5000 })
    expect(signInBodies).toEqual([{ mobile: '+91 98765 12345', code: '123456' }])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-mobile')
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ email: null, mobile: '+919876512345' })
    expect(notifications().getByText('Welcome back, farmer!')).toBeInTheDocument()
  })

  it('checks the number before asking for a code', async () => {
    const bodies = acceptCodeRequests()
    await askForCode('12345')
    expect(await screen.findByText('Enter a 10-digit Indian mobile number, like 98765 12345')).toBeInTheDocument()
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('shows the server’s field errors on the fields they name', async () => {
    acceptCodeRequests()
    let answer = { code: ['The code is wrong or has expired. Check the SMS or ask for a new code.'] } as Record<string, string[]>
    server.use(
      http.post(apiUrl('/user/phone/signin'), () =>
        HttpResponse.json(
          { message: 'Check the highlighted fields', code: 'VALIDATION', fieldErrors: answer, requestId: 'r1' },
          { status: 400 },
        ),
      ),
    )
    const user = await askForCode('98765 12345')
    await user.type(await screen.findByLabelText('Code from the SMS'), '000000')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByLabelText('Code from the SMS')).toHaveAccessibleDescription(
      expect.stringContaining('The code is wrong or has expired. Check the SMS or ask for a new code.') as string,
    )
    expect(screen.getByLabelText('Code from the SMS')).toHaveFocus()
    expect(currentPath()).toBe('/signin')

    answer = { mobile: ['No account uses this mobile number yet. Register first.'] }
    await user.clear(screen.getByLabelText('Code from the SMS'))
    await user.type(screen.getByLabelText('Code from the SMS'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('No account uses this mobile number yet. Register first.')).toBeInTheDocument()
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('No account uses this mobile number yet. Register first.') as string,
    )
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('shows the server’s message when it refuses to send another code yet', async () => {
    server.use(
      http.post(apiUrl('/user/phone/code'), () =>
        HttpResponse.json(
          { message: 'Please wait 42 seconds before asking for another code.', code: 'RATE_LIMITED', requestId: 'r2' },
          { status: 429 },
        ),
      ),
    )
    await askForCode('98765 12345')
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking for another code.')
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument()
  })

  it('waits as long as the server says before a new code may be sent, then sends it', async () => {
    const bodies = acceptCodeRequests(1)
    const user = await askForCode('98765 12345')
    const resend = await screen.findByRole('button', { name: 'Send a new code' })
    expect(resend).toBeDisabled()
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeInTheDocument()
    // The countdown is not a live region: a screen reader is not told every second.
    expect(screen.getByText('You can ask for a new code in 1 second.').closest('[aria-live], [role="status"]')).toBeNull()

    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 })
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument()
    await user.click(resend)
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toEqual({ mobile: '98765 12345' })
    expect(
      await notifications().findByText('We sent a 6-digit code by SMS to +91 98765 12345. It works for 5 minutes.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Code from the SMS')).toHaveFocus()
  })

  it('counts the wait down in seconds, and a changed number goes back to "Send code"', async () => {
    acceptCodeRequests(60)
    const user = await askForCode('98765 12345')
    expect(await screen.findByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled()

    await user.type(screen.getByLabelText('Mobile number'), '9')
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled()
  })
})
