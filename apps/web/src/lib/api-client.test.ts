import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getToasts } from '@/components/ui/toast/toast-store'
import { endSession, getSession } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { setupApiClient, apiFailure as failure } from '@/testing/api-client-harness'
import { apiRequest, getErrorMessage } from './api-client'

const { navigate } = setupApiClient()

describe('apiRequest', () => {
  it('sends the Bearer token and JSON, and returns the parsed body', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined
    server.use(
      http.post(apiUrl('/things'), async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() }
        return HttpResponse.json({ ok: true })
      }),
    )
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true })
    expect(seen).toEqual({ auth: 'Bearer token-1', type: 'application/json', body: { a: 1 } })
  })

  it('leaves the token off calls that must not carry it', async () => {
    let auth: string | null = 'unset'
    server.use(
      http.post(apiUrl('/user/resetPassword'), ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ message: 'ok' })
      }),
    )
    await apiRequest('/user/resetPassword', { method: 'POST', body: {}, auth: false })
    expect(auth).toBeNull()
  })

  it('turns the error body into an ApiError', async () => {
    server.use(
      http.post(apiUrl('/user/signup'), () =>
        HttpResponse.json(
          {
            message: 'Check the highlighted fields',
            code: 'VALIDATION_FAILED',
            fieldErrors: { email: ['Email is required'] },
            requestId: 'req-1',
          },
          { status: 400 },
        ),
      ),
    )
    const error = await failure(apiRequest('/user/signup', { method: 'POST', body: {}, auth: false }))
    expect(error).toMatchObject({
      status: 400,
      message: 'Check the highlighted fields',
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: ['Email is required'] },
      requestId: 'req-1',
      hasMessage: true,
    })
    expect(getErrorMessage(error, 'fallback')).toBe('Check the highlighted fields')
  })

  it('gives callers their fallback when the body is not ours', async () => {
    server.use(
      http.get(apiUrl('/broken'), () => new HttpResponse('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    )
    const error = await failure(apiRequest('/broken'))
    expect(error).toMatchObject({ status: 502, code: null, fieldErrors: {}, hasMessage: false })
    expect(getErrorMessage(error, 'Failed to fetch products')).toBe('Failed to fetch products')
  })

  it('reports a network failure with its own text and status 0', async () => {
    server.use(http.get(apiUrl('/offline'), () => HttpResponse.error()))
    const error = await failure(apiRequest('/offline'))
    expect(error.status).toBe(0)
    expect(error.hasMessage).toBe(true)
    expect(getErrorMessage(error, 'fallback')).toBe(error.message)
  })

  it('on a 401 to a data call, ends the session and goes to /signin with "Please sign-in first."', async () => {
    server.use(
      http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () =>
        HttpResponse.json({ message: 'Please sign-in first.', code: 'UNAUTHENTICATED', requestId: 'r' }, { status: 401 }),
      ),
    )
    const error = await failure(apiRequest('/addProductByFarmer/get-productByFarmer'))
    expect(error.status).toBe(401)
    expect(getSession()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/signin')
    expect(getToasts().map((item) => [item.type, item.message])).toEqual([['error', 'Please sign-in first.']])
  })

  it('leaves a 401 to a call without a session (a wrong password) to the caller', async () => {
    endSession()
    server.use(
      http.post(apiUrl('/user/signin'), () =>
        HttpResponse.json({ message: 'Invalid email or password', code: 'UNAUTHENTICATED', requestId: 'r' }, { status: 401 }),
      ),
    )
    await failure(apiRequest('/user/signin', { method: 'POST', body: {}, auth: false }))
    expect(navigate).not.toHaveBeenCalled()
    expect(getToasts()).toEqual([])
  })
})
