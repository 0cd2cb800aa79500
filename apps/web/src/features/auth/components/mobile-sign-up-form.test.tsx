import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TOKEN_KEY, USER_KEY } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, makeUser, renderApp } from '@/testing/render-app'

/** Answers "send a code" the way the server does, and records the bodies it received. */
function acceptCodeRequests() {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/user/phone/code'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ message: 'Code sent', mobile: '+91 98765 12345', resendInSeconds: 60, expiresInMinutes: 5 })
    }),
  )
  return bodies
}

/** Opens Sign-up, chooses "Mobile number" and fills the first step. */
async function fillDetails(values: { name: string; mobile: string; role?: 'Farmer' | 'Buyer' }) {
  const user = userEvent.setup()
  renderApp('/signup')
  await user.click(await screen.findByRole('button', { name: 'Mobile number' }))
  await user.type(await screen.findByLabelText('Name'), values.name)
  await user.type(screen.getByLabelText('Mobile number'), values.mobile)
  if (values.role) await user.selectOptions(screen.getByLabelText('Role'), values.role)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  return user
}

describe('Sign-up by mobile number', () => {
  it('asks for no email or password, and checks name and number before sending a code', async () => {
    const bodies = acceptCodeRequests()
    const user = userEvent.setup()
    renderApp('/signup')
    // The first screen of the file waits for the route's code to load.
    expect(await screen.findByRole('group', { name: 'Register with' }, { timeout: 5000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mobile number' }))
    await screen.findByLabelText('Mobile number')
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel')
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Your 10-digit mobile number. We send a code to it by SMS.')
    expect(screen.getByLabelText('Role')).toHaveDisplayValue('Farmer')

    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('Please fix the highlighted errors.'),
    ).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('registers a buyer with the code, signed in at once on the buyer dashboard', async () => {
    const codeBodies = acceptCodeRequests()
    const signUpBodies: unknown[] = []
    const buyer = makeUser('buyer', { name: 'Anita Sharma', email: null, mobile: '+919876512345' })
    server.use(
      http.post(apiUrl('/user/phone/signup'), async ({ request }) => {
        signUpBodies.push(await request.json())
        return HttpResponse.json(
          { token: 'token-new', user: buyer, message: 'Registration successful! You are signed in.' },
          { status: 201 },
        )
      }),
    )
    const user = await fillDetails({ name: 'Anita Sharma', mobile: '098765-12345', role: 'Buyer' })
    expect(codeBodies).toEqual([{ mobile: '098765-12345' }])
    const code = await screen.findByLabelText('Code from the SMS')
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))

    await waitFor(() => expect(currentPath()).toBe('/dashboard/buyer'), { timeout: 5000 })
    expect(signUpBodies).toEqual([{ name: 'Anita Sharma', mobile: '098765-12345', code: '654321', role: 'buyer' }])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-new')
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ role: 'buyer', email: null })
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('Registration successful! You are signed in.'),
    ).toBeInTheDocument()
  })

  it('shows a number that already has an account under the number, and a wrong code under the code', async () => {
    acceptCodeRequests()
    let fieldErrors: Record<string, string[]> = { mobile: ['This mobile number already has an account. Sign in instead.'] }
    server.use(
      http.post(apiUrl('/user/phone/signup'), () =>
        HttpResponse.json(
          { message: 'This mobile number already has an account. Sign in instead.', code: 'CONFLICT', fieldErrors, requestId: 'r1' },
          { status: 409 },
        ),
      ),
    )
    const user = await fillDetails({ name: 'Ramesh', mobile: '98765 12345' })
    await user.type(await screen.findByLabelText('Code from the SMS'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))

    const mobile = screen.getByLabelText('Mobile number')
    await waitFor(() => expect(mobile).toHaveFocus())
    expect(mobile).toHaveAccessibleDescription(
      expect.stringContaining('This mobile number already has an account. Sign in instead.') as string,
    )
    expect(currentPath()).toBe('/signup')

    fieldErrors = { code: ['The code is wrong or has expired. Check the SMS or ask for a new code.'] }
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('The code is wrong or has expired. Check the SMS or ask for a new code.')).toBeInTheDocument()
    expect(screen.getByLabelText('Code from the SMS')).toHaveAttribute('aria-invalid', 'true')
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })
})
