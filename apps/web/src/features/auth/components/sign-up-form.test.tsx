import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp } from '@/testing/render-app'

async function fillSignUp(values: { name: string; email: string; password: string; role?: 'Farmer' | 'Buyer' }) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Name'), values.name)
  await user.type(screen.getByLabelText('Email'), values.email)
  await user.type(screen.getByLabelText('Password'), values.password)
  if (values.role) await user.selectOptions(screen.getByLabelText('Role'), values.role)
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
}

describe('Sign-up screen', () => {
  it('starts with the farmer role and shows the spec errors on an empty submit', async () => {
    renderApp('/signup')
    expect(await screen.findByLabelText('Role')).toHaveDisplayValue('Farmer')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  it('registers, toasts the success and opens /signin', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(apiUrl('/user/signup'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ message: 'Account created successfully' }, { status: 201 })
      }),
    )
    renderApp('/signup')
    await fillSignUp({ name: 'Anita Sharma', email: 'anita@example.com', password: 'secret1', role: 'Buyer' })
    await waitFor(() => expect(currentPath()).toBe('/signin'))
    expect(bodies).toEqual([{ name: 'Anita Sharma', email: 'anita@example.com', password: 'secret1', role: 'buyer' }])
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('Registration successful! Please sign in.'),
    ).toBeInTheDocument()
    // Sign-in starts with the email just registered, and nothing else.
    expect(await screen.findByLabelText('Email')).toHaveValue('anita@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('')
  })

  it('toasts the server message and marks the field when the email is taken', async () => {
    server.use(
      http.post(apiUrl('/user/signup'), () =>
        HttpResponse.json(
          {
            message: 'An account with this email already exists',
            code: 'CONFLICT',
            fieldErrors: { email: ['An account with this email already exists'] },
            requestId: 'r3',
          },
          { status: 409 },
        ),
      ),
    )
    renderApp('/signup')
    await fillSignUp({ name: 'Anita', email: 'anita@example.com', password: 'secret1' })
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
    expect(await toasts.findByText('An account with this email already exists')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists')
    expect(currentPath()).toBe('/signup')
  })

  it('toasts the spec fallback when the failure carries no message', async () => {
    server.use(http.post(apiUrl('/user/signup'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })))
    renderApp('/signup')
    await fillSignUp({ name: 'Anita', email: 'anita@example.com', password: 'secret1' })
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
    expect(await toasts.findByText('Registration failed. Try again.')).toBeInTheDocument()
  })
})
