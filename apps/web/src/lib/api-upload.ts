import { failedAnswer, offlineWriteError, requestTarget, unansweredError } from './api-client'

export type UploadOptions = {
  /** Called as the file goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * Sends `form` as multipart/form-data (POST, with the Bearer token) and returns the parsed JSON
 * body. XMLHttpRequest rather than fetch: only it reports upload progress, which a farmer sending
 * a phone photo over a slow rural connection needs to see. Errors read like `apiRequest`'s. A
 * module of its own, so that pages which upload nothing do not load it.
 */
export function apiUpload<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { url, token, language } = requestTarget(path)
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'))
      return
    }
    const offline = offlineWriteError('POST')
    if (offline) {
      reject(offline)
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Accept-Language', language)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    const { onProgress, signal } = options
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      })
    }
    const abort = () => xhr.abort()
    signal?.addEventListener('abort', abort, { once: true })

    xhr.addEventListener('loadend', () => {
      signal?.removeEventListener('abort', abort)
      if (signal?.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'))
        return
      }
      // Status 0: the request never got an answer (offline, refused, cut off).
      if (xhr.status === 0) {
        reject(unansweredError('POST'))
        return
      }
      let body: unknown = undefined
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        body = null
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T)
        return
      }
      reject(failedAnswer(xhr.status, body, token))
    })
    xhr.send(form)
  })
}
