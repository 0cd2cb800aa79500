import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'

async function requestLink(email: string) {
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument()
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))
}

describe('Forgot password screen', () => {
  it('says the link was sent, with the toast', async () => {
    server.use(http.post(apiUrl('/user/forgetPassword'), () => HttpResponse.json({ message: 'If an account exists…' })))
    renderApp('/forgot-password')
    await requestLink('anita@example.com')
    expect(await screen.findByText('Password reset link has been sent to your email.')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Password reset link send.')).toBeInTheDocument()
  })

  it('toasts the failure and shows the server reason', async () => {
    server.use(
      http.post(apiUrl('/user/forgetPassword'), () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please wait 15 minutes and try again.', code: 'RATE_LIMITED', requestId: 'r4' },
          { status: 429 },
        ),
      ),
    )
    renderApp('/forgot-password')
    await requestLink('anita@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.')
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Fails to send re-send link.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  })
})
