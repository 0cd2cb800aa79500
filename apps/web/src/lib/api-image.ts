import { ApiError, failedAnswer, requestTarget } from './api-client'

/**
 * An image the API serves only to who may see it (an API path under /api or not): fetched with
 * the Bearer header, which an `<img src>` cannot send; the caller shows it from an object URL.
 */
export async function getPrivateImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const { url, token, language } = requestTarget(path.replace(/^\/api/, ''))
  const headers: Record<string, string> = { Accept: 'image/webp', 'Accept-Language': language }
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(url, { headers, signal })
  } catch (error) {
    throw new ApiError({ status: 0, message: error instanceof Error ? error.message : '' })
  }
  if (!response.ok) throw failedAnswer(response.status, await response.json().catch(() => null), token)
  return response.blob()
}
