import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { getToasts } from '@/components/ui/toast/toast-store'
import { endSession, getSession } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { setupApiClient, apiFailure as failure } from '@/testing/api-client-harness'
import { apiRequest, getErrorMessage, isRetryable } from './api-client'

const { navigate } = setupApiClient()

/** The browser says it has no connection, for this test only. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  onTestFinished(() => onLine.mockRestore())
}

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

  it('says why a call got no answer, instead of the browser’s “Failed to fetch”', async () => {
    server.use(http.get(apiUrl('/offline'), () => HttpResponse.error()))
    const error = await failure(apiRequest('/offline'))
    expect(error.status).toBe(0)
    expect(getErrorMessage(error, 'fallback')).toBe('KisanSetu could not be reached. Check your connection and try again.')
    expect(isRetryable(error)).toBe(true)
  })

  it('while offline, refuses a write at once without sending it, and says so', async () => {
    goOffline()
    let sent = 0
    server.use(
      http.post(apiUrl('/orderProduct/addToCart'), () => {
        sent += 1
        return HttpResponse.json({ message: 'Added' })
      }),
    )
    const error = await failure(apiRequest('/orderProduct/addToCart', { method: 'POST', body: { productId: 'p1', quantity: 1 } }))
    expect(sent).toBe(0)
    expect(error.status).toBe(0)
    expect(getErrorMessage(error, 'Could not add')).toBe('You are offline. This was not sent — try again when you are back online.')
    expect(isRetryable(error)).toBe(true)
  })

  it('while offline, still asks for a read (the phone may have it saved), and says when it has not', async () => {
    goOffline()
    server.use(http.get(apiUrl('/orderProduct/get-AllListedProduct'), () => HttpResponse.json([{ _id: 'p1' }])))
    await expect(apiRequest('/orderProduct/get-AllListedProduct')).resolves.toEqual([{ _id: 'p1' }])

    server.use(http.get(apiUrl('/orders'), () => HttpResponse.error()))
    const error = await failure(apiRequest('/orders'))
    expect(getErrorMessage(error, 'fallback')).toBe(
      'You are offline and this is not saved on this phone yet. Try again when you are back online.',
    )
  })

  it('offers a retry only where one can help', async () => {
    server.use(
      http.post(apiUrl('/orderProduct/addToCart'), () =>
        HttpResponse.json({ message: 'Out of stock', code: 'VALIDATION_FAILED', requestId: 'r' }, { status: 400 }),
      ),
      http.get(apiUrl('/down'), () => HttpResponse.json({ message: 'Unavailable', requestId: 'r' }, { status: 503 })),
    )
    expect(isRetryable(await failure(apiRequest('/orderProduct/addToCart', { method: 'POST', body: {} })))).toBe(false)
    expect(isRetryable(await failure(apiRequest('/down')))).toBe(true)
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
