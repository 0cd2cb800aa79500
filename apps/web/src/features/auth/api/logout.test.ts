import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { getSession, startSession, TOKEN_KEY, USER_KEY } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { makeUser } from '@/testing/render-app'
import { getAuthState, runAuthOperation } from '../session-store'
import { logout } from './logout'

describe('logout', () => {
  it('revokes the token on the server and clears both keys and the user', async () => {
    let auth: string | null = null
    let sessionWhileRevoking: unknown
    server.use(
      http.post(apiUrl('/user/logout'), ({ request }) => {
        auth = request.headers.get('authorization')
        sessionWhileRevoking = getSession()
        return HttpResponse.json({ message: 'Logged out successfully' })
      }),
    )
    startSession('token-9', makeUser('farmer'))

    await logout()
    expect(auth).toBe('Bearer token-9')
    // A call the page makes while the token is being revoked goes out signed out, not with a token about to be refused.
    expect(sessionWhileRevoking).toBeNull()
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(window.localStorage.getItem(USER_KEY)).toBeNull()
    expect(getAuthState()).toMatchObject({ user: null, token: null, loading: false })
  })

  it('clears the session even when the server fails, only logging the failure and keeping the last error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.post(apiUrl('/user/logout'), () => HttpResponse.error()))
    startSession('token-9', makeUser('buyer'))
    await runAuthOperation(() => Promise.reject(new Error('offline')), 'Login failed')

    await logout()
    expect(warn).toHaveBeenCalledOnce()
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(getAuthState()).toMatchObject({ user: null, loading: false, error: 'Login failed' })
  })
})
