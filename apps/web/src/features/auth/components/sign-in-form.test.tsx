import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, makeUser, renderApp } from '@/testing/render-app'
import { TOKEN_KEY, USER_KEY } from '@/lib/session'
import { hasPendingCart, keepPendingCart } from '@/lib/pending-cart'

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

  it('opens the cart instead of the dashboard when a buyer chose a product before signing in', async () => {
    keepPendingCart({ productId: 'p-1', quantity: 2 })
    acceptSignIn('buyer')
    server.use(
      http.post(apiUrl('/orderProduct/addToCart'), () => HttpResponse.json({ message: 'Product added to cart ✅' }, { status: 201 })),
      http.get(apiUrl('/orderProduct/getProductFromCart'), () => HttpResponse.json({ cart: { products: [] }, product: [] })),
    )
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(currentPath()).toBe('/mycart'))
  })

  it('forgets a product chosen before signing in when a farmer signs in', async () => {
    keepPendingCart({ productId: 'p-1', quantity: 2 })
    acceptSignIn('farmer')
    server.use(http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })))
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Email'), 'ramesh@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmer'))
    expect(hasPendingCart()).toBe(false)
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

  it('asks for the code the server sent after repeated failed sign-ins, and signs in with it', async () => {
    const bodies: unknown[] = []
    const asked = 'There were failed sign-ins on this account. We sent a code to its mobile number or email: enter it with your password.'
    // Each sign-in without a code gets a new one; a code pays for one password check.
    const codes = ['111111', '222222', '333333']
    let current: string | undefined
    server.use(
      http.post(apiUrl('/user/signin'), async ({ request }) => {
        const body = (await request.json()) as { password: string; code?: string }
        bodies.push(body)
        if (body.code === undefined) {
          current = codes.shift()
          return HttpResponse.json(
            { code: 'CODE_REQUIRED', message: asked, fieldErrors: { code: [asked] }, requestId: 'r1' },
            { status: 401 },
          )
        }
        if (body.code !== current) {
          return HttpResponse.json(
            {
              code: 'VALIDATION_FAILED',
              message: 'Check the highlighted fields',
              fieldErrors: { code: ['The code is wrong or has expired.'] },
              requestId: 'r2',
            },
            { status: 400 },
          )
        }
        current = undefined
        if (body.password !== 'secret1') {
          return HttpResponse.json({ code: 'UNAUTHENTICATED', message: 'Invalid email or password', requestId: 'r3' }, { status: 401 })
        }
        return HttpResponse.json({ token: 'token-farmer', user: makeUser('farmer'), message: 'Signed in successfully' })
      }),
      http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })),
    )
    const user = userEvent.setup()
    renderApp('/signin')
    const password = await screen.findByLabelText('Password')
    await user.type(screen.getByLabelText('Email'), 'ramesh@example.com')
    await user.type(password, 'secret2')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    // The server's words go with the code field, which takes the focus; nothing is shown as a failure.
    const code = await screen.findByLabelText('Sign-in code')
    await waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAccessibleDescription(asked)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    // The code is checked as every code is before it is sent; a wrong one shows under the field.
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Enter the 6-digit code from the SMS')).toBeInTheDocument()
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument()

    // The right code with a wrong password: the code is spent, so the step goes with the refusal.
    await user.clear(code)
    await user.type(code, '111111')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(screen.queryByLabelText('Sign-in code')).not.toBeInTheDocument()

    // The right password asks again, with an empty field for the new code; and a newer one may be asked for.
    await user.clear(password)
    await user.type(password, 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByLabelText('Sign-in code')).toHaveFocus())
    expect(screen.getByLabelText('Sign-in code')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Send a new code' }))
    await waitFor(() => expect(bodies).toHaveLength(5))
    await user.type(await screen.findByLabelText('Sign-in code'), '333 333')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmer'))
    expect(bodies).toEqual([
      { email: 'ramesh@example.com', password: 'secret2' },
      { email: 'ramesh@example.com', password: 'secret2', code: '000000' },
      { email: 'ramesh@example.com', password: 'secret2', code: '111111' },
      { email: 'ramesh@example.com', password: 'secret1' },
      { email: 'ramesh@example.com', password: 'secret1' },
      { email: 'ramesh@example.com', password: 'secret1', code: '333333' },
    ])
  })

  it('drops the code step when the email is changed, as the code belongs to the account first typed', async () => {
    server.use(
      http.post(apiUrl('/user/signin'), () =>
        HttpResponse.json(
          { code: 'CODE_REQUIRED', message: 'We sent a code.', fieldErrors: { code: ['We sent a code.'] }, requestId: 'r1' },
          { status: 401 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Email'), 'ramesh@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await screen.findByLabelText('Sign-in code')

    await user.type(screen.getByLabelText('Email'), 'x')
    expect(screen.queryByLabelText('Sign-in code')).not.toBeInTheDocument()
  })
})
