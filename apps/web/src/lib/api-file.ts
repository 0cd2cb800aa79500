import { failedAnswer, requestTarget, unansweredError } from './api-client'

/**
 * A file the API gives only to who may see it (a receipt's PDF, a complaint's or a document's
 * photo), at an API path with or without its /api: fetched with the Bearer header, which a plain
 * link or an `<img src>` cannot send, in the page's language. Errors read like `apiRequest`'s. A
 * module of its own, so that pages which fetch no such file do not load it.
 */
export async function getPrivateFile(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
  const { url, token, language } = requestTarget(path.replace(/^\/api(?=\/)/, ''))
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': language }
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(url, { headers, signal })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    // The browser's own text ("Failed to fetch") is in English and says nothing a user can act on.
    throw unansweredError('GET')
  }
  if (!response.ok) throw failedAnswer(response.status, await response.json().catch(() => null), token)
  return response.blob()
}
