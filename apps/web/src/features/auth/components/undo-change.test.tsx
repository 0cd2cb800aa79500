import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getSession, TOKEN_KEY } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const UNDONE = 'The change is undone, and every device is signed out. Sign in with your mobile number or email as before.'

/** Answers the link's token as the server does and records the requests it received. */
function acceptToken() {
  const requests: { body: unknown; auth: string | null }[] = []
  server.use(
    http.post(apiUrl('/user/undoChange'), async ({ request }) => {
      requests.push({ body: await request.json(), auth: request.headers.get('authorization') })
      return HttpResponse.json({ message: UNDONE })
    }),
  )
  return requests
}

describe('The page the undo link opens', () => {
  it('says what undoing does and sends the token only when the button is pressed', async () => {
    const requests = acceptToken()
    const user = userEvent.setup()
    renderApp('/undo-change?token=undo-123')
    expect(await screen.findByRole('heading', { name: 'Undo a change to your account' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Undo Change | KisanSetu'))
    expect(screen.getByText('Undo the change to your account’s sign-in details? Every device will be signed out.')).toBeInTheDocument()
    // Opening the link (as a mail scanner does) changes nothing.
    expect(requests).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Undo the change' }))
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(UNDONE)
    expect(requests).toEqual([{ body: { token: 'undo-123' }, auth: null }])
    expect(screen.queryByRole('button', { name: 'Undo the change' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin')
  })

  it('forgets the session stored on this device, which the server has signed out', async () => {
    storeSession('farmer')
    acceptToken()
    const user = userEvent.setup()
    renderApp('/undo-change?token=undo-123')
    expect(getSession()?.token).toBe('token-farmer')

    await user.click(await screen.findByRole('button', { name: 'Undo the change' }))
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(UNDONE)
    await waitFor(() => expect(getSession()).toBeNull())
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
  })

  it('shows the server’s reason when the change cannot be undone, and keeps the session', async () => {
    storeSession('buyer')
    server.use(
      http.post(apiUrl('/user/undoChange'), () =>
        HttpResponse.json(
          { code: 'CONFLICT', message: 'Your old email now belongs to another account, so the change cannot be undone.', requestId: 'r1' },
          { status: 409 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp('/undo-change?token=undo-123')
    await user.click(await screen.findByRole('button', { name: 'Undo the change' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your old email now belongs to another account, so the change cannot be undone.',
    )
    expect(getSession()?.token).toBe('token-buyer')
  })

  it('says the link is invalid when the server refuses the token', async () => {
    server.use(
      http.post(apiUrl('/user/undoChange'), () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Check the highlighted fields',
            fieldErrors: { token: ['This link is not valid or has expired. Links to undo a change work for 7 days, once.'] },
            requestId: 'r1',
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp('/undo-change?token=used-already')
    await user.click(await screen.findByRole('button', { name: 'Undo the change' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has expired. Links to undo a change work for 7 days, once.',
    )
  })

  it('says the link is invalid without a token, asking the server nothing', async () => {
    renderApp('/undo-change')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has expired. Links to undo a change work for 7 days, once.',
    )
    expect(screen.queryByRole('button', { name: 'Undo the change' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument()
  })
})
