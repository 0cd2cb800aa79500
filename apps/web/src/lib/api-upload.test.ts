import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { getToasts } from '@/components/ui/toast/toast-store'
import { getSession } from '@/lib/session'
import { apiUrl, server } from '@/testing/msw-server'
import { setupApiClient, apiFailure as failure } from '@/testing/api-client-harness'
import { getErrorMessage } from './api-client'
import { apiUpload } from './api-upload'

const { navigate } = setupApiClient()

/** The browser says it has no connection, for this test only. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  onTestFinished(() => onLine.mockRestore())
}

describe('apiUpload', () => {
  function form() {
    const body = new FormData()
    body.append('image', new File([new Uint8Array(16)], 'crop.jpg', { type: 'image/jpeg' }))
    return body
  }

  it('posts multipart with the Bearer token and returns the parsed body', async () => {
    let seen: { auth: string | null; type: string | null } | undefined
    server.use(
      http.post(apiUrl('/product-images'), ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type') }
        return HttpResponse.json({ url: '/uploads/products/a.webp' }, { status: 201 })
      }),
    )
    await expect(apiUpload('/product-images', form())).resolves.toEqual({ url: '/uploads/products/a.webp' })
    expect(seen?.auth).toBe('Bearer token-1')
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('reads an error body like apiRequest, and ends the session on a 401', async () => {
    server.use(
      http.post(apiUrl('/setProfileImg/set-profile-image'), () =>
        HttpResponse.json(
          {
            message: 'File size exceeds 0.5MB limit',
            code: 'PAYLOAD_TOO_LARGE',
            fieldErrors: { image: ['File size exceeds 0.5MB limit'] },
            requestId: 'r',
          },
          { status: 413 },
        ),
      ),
      http.post(apiUrl('/product-images'), () =>
        HttpResponse.json({ message: 'Please sign-in first.', code: 'UNAUTHENTICATED', requestId: 'r' }, { status: 401 }),
      ),
    )
    const tooLarge = await failure(apiUpload('/setProfileImg/set-profile-image', form()))
    expect(tooLarge).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size exceeds 0.5MB limit',
      fieldErrors: { image: ['File size exceeds 0.5MB limit'] },
    })
    expect(getSession()).not.toBeNull()

    const expired = await failure(apiUpload('/product-images', form()))
    expect(expired.status).toBe(401)
    expect(getSession()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/signin')
    expect(getToasts().map((item) => item.message)).toEqual(['Please sign-in first.'])
  })

  it('says why an upload got no answer, instead of the browser’s “Failed to fetch”', async () => {
    server.use(http.post(apiUrl('/product-images'), () => HttpResponse.error()))
    const error = await failure(apiUpload('/product-images', form()))
    expect(error.status).toBe(0)
    expect(getErrorMessage(error, 'Upload failed')).toBe('KisanSetu could not be reached. Check your connection and try again.')
  })

  it('sends nothing while offline, and says so at once', async () => {
    goOffline()
    let sent = 0
    server.use(
      http.post(apiUrl('/product-images'), () => {
        sent += 1
        return HttpResponse.json({ url: '/uploads/products/a.webp' }, { status: 201 })
      }),
    )
    const error = await failure(apiUpload('/product-images', form()))
    expect(getErrorMessage(error, 'Upload failed')).toBe('You are offline. This was not sent — try again when you are back online.')
    expect(sent).toBe(0)
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(apiUpload('/product-images', form(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })
})
