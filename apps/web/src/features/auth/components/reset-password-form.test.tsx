import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp } from '@/testing/render-app'

afterEach(() => {
  vi.useRealTimers()
})

async function fillPasswords(password: string, confirmation: string, { fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {})
  await user.type(await screen.findByLabelText('New Password'), password)
  await user.type(screen.getByLabelText('Confirm Password'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

describe('Reset password screen', () => {
  it('says the passwords do not match, and sends nothing', async () => {
    renderApp('/reset-password?token=abc')
    await fillPasswords('long-enough', 'long-enougH')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
  })

  it('says a link without a token is invalid', async () => {
    renderApp('/user/resetPassword')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link')
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
  })

  it('sends {token, password}, toasts the server message and opens /signin after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const bodies: unknown[] = []
    server.use(
      http.post(apiUrl('/user/resetPassword'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ message: 'Your password has been reset. Please sign in.' })
      }),
    )
    renderApp('/user/resetPassword?token=tok-123')
    await fillPasswords('new-secret', 'new-secret', { fakeTimers: true })

    const toasts = within(screen.getByRole('region', { name: 'Notifications' }))
    expect(await toasts.findByText('Your password has been reset. Please sign in.')).toBeInTheDocument()
    expect(bodies).toEqual([{ token: 'tok-123', password: 'new-secret' }])
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled()

    act(() => vi.advanceTimersByTime(1900))
    expect(currentPath()).toBe('/user/resetPassword?token=tok-123')
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(currentPath()).toBe('/signin'))
  })

  it('shows "Failed to reset password." with the server message when the link is refused', async () => {
    server.use(
      http.post(apiUrl('/user/resetPassword'), () =>
        HttpResponse.json({ message: 'Invalid or expired reset link', code: 'VALIDATION_FAILED', requestId: 'r2' }, { status: 400 }),
      ),
    )
    renderApp('/reset-password?token=used')
    await fillPasswords('new-secret', 'new-secret')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. Invalid or expired reset link')
    expect(currentPath()).toBe('/reset-password?token=used')
  })
})
