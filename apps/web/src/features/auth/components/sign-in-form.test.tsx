import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, makeUser, renderApp } from '@/testing/render-app'
import { TOKEN_KEY, USER_KEY } from '@/lib/session'

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

/** Answers sign-in for `role` and records the bodies it received. */
function acceptSignIn(role: 'farmer' | 'buyer') {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/user/signin'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ token: `token-${role}`, user: makeUser(role), message: 'Signed in successfully' })
    }),
  )
  return bodies
}

describe('Sign-in screen', () => {
  it('shows both field errors and the toast on an empty submit, and stays', async () => {
    const user = userEvent.setup()
    renderApp('/signin')
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required')
    expect(notifications().getByText('Please fix the highlighted errors.')).toBeInTheDocument()
    expect(currentPath()).toBe('/signin')
  })

  it('clears only the error of the field being typed in', async () => {
    const user = userEvent.setup()
    renderApp('/signin')
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    await screen.findByText('Email is required')

    await user.type(screen.getByLabelText('Email'), 'a')
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  it('ignores spaces typed into the password', async () => {
    const user = userEvent.setup()
    renderApp('/signin')
    const password = await screen.findByLabelText('Password')
    await user.type(password, ' se cret ')
    expect(password).toHaveValue('secret')
  })

  it('signs in, stores the session, welcomes the role and opens the farmer dashboard', async () => {
    const bodies = acceptSignIn('farmer')
    server.use(http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })))
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Email'), ' Ramesh@Example.com ')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmer'))
    expect(bodies).toEqual([{ email: 'ramesh@example.com', password: 'secret1' }])
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('token-farmer')
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ role: 'farmer' })
    expect(notifications().getByText('Welcome back, farmer!')).toBeInTheDocument()
  })

  it('signs a guest buyer in with the demo account and says so', async () => {
    const bodies = acceptSignIn('buyer')
    const user = userEvent.setup()
    renderApp('/signin')
    await user.click(await screen.findByRole('button', { name: 'Guest Buyer Login' }))

    await waitFor(() => expect(currentPath()).toBe('/dashboard/buyer'))
    expect(bodies).toEqual([{ email: GUEST_ACCOUNTS.buyer.email, password: GUEST_ACCOUNTS.buyer.password }])
    expect(notifications().getByText('Logged in as Guest buyer')).toBeInTheDocument()
  })

  it('shows the server error under the form, with the spinner and controls disabled meanwhile', async () => {
    let answer: () => void = () => {}
    server.use(
      http.post(apiUrl('/user/signin'), async () => {
        await new Promise<void>((resolve) => (answer = resolve))
        return HttpResponse.json({ message: 'Invalid email or password', code: 'UNAUTHENTICATED', requestId: 'r1' }, { status: 401 })
      }),
    )
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Email'), 'ramesh@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect((await screen.findByText('Loading...')).closest('[role="status"]')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Guest Farmer Login' })).toBeDisabled()
    answer()

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    expect(currentPath()).toBe('/signin')
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('falls back to "Login failed" when the server gives no message', async () => {
    server.use(http.post(apiUrl('/user/signin'), () => new HttpResponse('Bad gateway', { status: 502 })))
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Email'), 'ramesh@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
  })
})
