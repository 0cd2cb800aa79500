import { useEffect, useRef, useState } from 'react'
import { PRODUCT_LIMITS } from '@app/shared/products'
import { MAX_PRODUCT_IMAGE_BYTES } from '@app/shared/uploads'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { uploadProductImage } from '../api/upload-product-image'

/** One photo of the form: a URL the product keeps, or a file on its way up, or one that failed. */
export type PhotoEntry =
  | { key: string; state: 'ready'; url: string }
  | { key: string; state: 'uploading'; preview: string; progress: number | null }
  | { key: string; state: 'failed'; preview: string; message: string }

export const MAX_PHOTOS = PRODUCT_LIMITS.images

let nextKey = 0
function newKey() {
  nextKey += 1
  return `photo-${nextKey}`
}

/**
 * The product form's photos: files from the camera or the gallery are uploaded at
 * once, each with its own progress, and pasted URLs are kept as typed. At most 8 count; a failed
 * upload stays on screen with its reason until removed, and takes no place.
 */
export function useProductPhotos(initialUrls: readonly string[]) {
  const [entries, setEntries] = useState<PhotoEntry[]>(() => initialUrls.map((url) => ({ key: newKey(), state: 'ready', url })))
  const [skipped, setSkipped] = useState(0)
  // Uploads in flight and the object URLs of their previews, so removing or leaving can end them.
  const uploads = useRef(new Map<string, { controller: AbortController; preview: string }>())

  useEffect(() => {
    const inFlight = uploads.current
    return () => {
      for (const { controller, preview } of inFlight.values()) {
        controller.abort()
        URL.revokeObjectURL(preview)
      }
      inFlight.clear()
    }
  }, [])

  const counted = entries.filter((entry) => entry.state !== 'failed').length
  const free = Math.max(0, MAX_PHOTOS - counted)

  function update(key: string, next: PhotoEntry) {
    setEntries((list) => list.map((entry) => (entry.key === key ? next : entry)))
  }

  function finish(key: string) {
    const upload = uploads.current.get(key)
    if (upload) URL.revokeObjectURL(upload.preview)
    uploads.current.delete(key)
  }

  function start(file: File): PhotoEntry {
    const key = newKey()
    const preview = URL.createObjectURL(file)
    // Checked here as well as on the server: no point sending 20 MB over a rural connection to hear "too large".
    if (file.size > MAX_PRODUCT_IMAGE_BYTES) {
      return { key, state: 'failed', preview, message: t('uploads.productImageTooLarge') }
    }
    const controller = new AbortController()
    uploads.current.set(key, { controller, preview })
    uploadProductImage(file, {
      signal: controller.signal,
      onProgress: (fraction) => update(key, { key, state: 'uploading', preview, progress: fraction }),
    }).then(
      (stored) => {
        finish(key)
        update(key, { key, state: 'ready', url: stored.url })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        uploads.current.delete(key)
        update(key, { key, state: 'failed', preview, message: getErrorMessage(error, t('photos.uploadFailed')) })
      },
    )
    return { key, state: 'uploading', preview, progress: null }
  }

  function addFiles(files: readonly File[]) {
    const taken = files.slice(0, free)
    setSkipped(files.length - taken.length)
    if (taken.length > 0) {
      const started = taken.map(start)
      setEntries((list) => [...list, ...started])
    }
  }

  function addUrl(url: string) {
    const trimmed = url.trim()
    if (trimmed === '' || free === 0) return
    setSkipped(0)
    setEntries((list) => [...list, { key: newKey(), state: 'ready', url: trimmed }])
  }

  function remove(key: string) {
    const upload = uploads.current.get(key)
    upload?.controller.abort()
    const entry = entries.find((item) => item.key === key)
    if (entry && entry.state !== 'ready') URL.revokeObjectURL(entry.preview)
    uploads.current.delete(key)
    setSkipped(0)
    setEntries((list) => list.filter((item) => item.key !== key))
  }

  return {
    entries,
    /** The URLs the product keeps, in the order shown. */
    urls: entries.flatMap((entry) => (entry.state === 'ready' ? [entry.url] : [])),
    isUploading: entries.some((entry) => entry.state === 'uploading'),
    free,
    /** How many of the last chosen files did not fit under the limit. */
    skipped,
    addFiles,
    addUrl,
    remove,
  }
}

export type ProductPhotos = ReturnType<typeof useProductPhotos>
