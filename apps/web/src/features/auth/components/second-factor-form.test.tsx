import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TOKEN_KEY, USER_KEY } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, makeUser, renderApp } from '@/testing/render-app'

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'
const DASHBOARD = {
  asOf: '2026-12-06T10:00:00.000Z',
  days: [{ day: '2026-12-06', orders: 3, value: 450, farmers: 1, buyers: 2 }],
  openReports: { count: 2, oldestAt: '2026-12-06T05:00:00.000Z' },
  openComplaints: { count: 0, oldestAt: null },
  expiringCertificates: { count: 1, firstOn: '2026-12-20' },
}

/** The password step answers an operator's challenge; the code steps record what they received. */
function operatorServer(secondFactor: 'totp' | 'enrol') {
  const bodies: { path: string; body: unknown }[] = []
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>
    bodies.push({ path, body })
    return body
  }
  server.use(
    http.post(apiUrl('/user/signin'), () => HttpResponse.json({ secondFactor, challenge: 'challenge-1', message: 'Enter the code' })),
    http.post(apiUrl('/admin/signin/enrol'), async ({ request }) => {
      await record('enrol', request)
      return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/KisanSetu:a', qrSvg: QR_SVG })
    }),
    http.post(apiUrl(`/admin/signin/${secondFactor === 'enrol' ? 'enrol/confirm' : 'totp'}`), async ({ request }) => {
      const { code } = await record('code', request)
      if (code !== '123456') {
        return HttpResponse.json(
          {
            message: 'That code is not right.',
            code: 'VALIDATION_FAILED',
            requestId: 'r',
            fieldErrors: { code: ['That code is not right.'] },
          },
          { status: 400 },
        )
      }
      return HttpResponse.json({ token: 'operator-token', user: makeUser('admin'), message: 'Signed in successfully' })
    }),
    http.get(apiUrl('/admin/dashboard'), () => HttpResponse.json(DASHBOARD)),
  )
  return bodies
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/signin')
  await user.type(await screen.findByLabelText('Email'), 'ops@example.in')
  await user.type(screen.getByLabelText('Password'), 'secret-pass')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('the operator’s second sign-in step', () => {
  it('enrols from the QR code and key, keeps no session before the code, then opens the console’s dashboard', async () => {
    const user = userEvent.setup()
    const bodies = operatorServer('enrol')
    await passwordStep(user)

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'QR code that adds KisanSetu to an authenticator app' })).toBeInTheDocument()
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(currentPath()).toBe('/admin/signin')
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()

    await user.type(screen.getByLabelText('Code from your authenticator app'), '654321')
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()

    await user.clear(screen.getByLabelText('Code from your authenticator app'))
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))
    await waitFor(() => expect(currentPath()).toBe('/admin'))
    expect(localStorage.getItem(TOKEN_KEY)).toBe('operator-token')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    // The dashboard's figures: the open queues with their oldest's age, and the first certificate to expire.
    expect(await screen.findByText('oldest open for 5 hours')).toBeInTheDocument()
    expect(screen.getByText('none open')).toBeInTheDocument()
    expect(screen.getByText('first on 20 Dec 2026')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Orders and their value by day' })).toHaveTextContent('₹450.00')
    expect(bodies.filter((entry) => entry.path === 'enrol')).toEqual([{ path: 'enrol', body: { challenge: 'challenge-1' } }])
    expect(bodies.at(-1)).toEqual({ path: 'code', body: { challenge: 'challenge-1', code: '123456' } })
  })

  it('an enrolled operator is asked only for the code', async () => {
    const user = userEvent.setup()
    const bodies = operatorServer('totp')
    await passwordStep(user)
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument()
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentPath()).toBe('/admin'))
    expect(bodies.some((entry) => entry.path === 'enrol')).toBe(false)
  })

  it('keeps a buyer out of the console', async () => {
    localStorage.setItem(TOKEN_KEY, 'buyer-token')
    localStorage.setItem(USER_KEY, JSON.stringify(makeUser('buyer')))
    renderApp('/admin')
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(await screen.findByText('That page is for the market’s operators.')).toBeInTheDocument()
  })
})
