import { absoluteUploadUrl, storedUploadPath } from '@app/shared/uploads'

/**
 * Links to uploads, both ways: every answer names an upload by its absolute link (ASSETS_URL +
 * /uploads/…) so pages on other origins can show it, while rows keep the path alone, so a change
 * of ASSETS_URL or PUBLIC_URL rewrites no row. The storage plugin applies these to every JSON answer and body;
 * services build answers with paths (`storage.url(key)`, the products' `images` as stored).
 */

/**
 * Deeper than this, nothing is looked at: no answer or body of ours nests links that far, and a
 * hostile body of 10,000 nested arrays must not overflow the stack (a 500) before validation
 * refuses it.
 */
const MAX_DEPTH = 32

/**
 * `value` with `change` applied to every string in it, down to MAX_DEPTH. Objects and arrays are
 * copied only along the way to a string that changed, so an answer held in a cache is never
 * modified and one without uploads is returned as it is.
 */
export function mapStrings<T>(value: T, change: (text: string) => string, depth = 0): T {
  if (typeof value === 'string') return change(value) as T
  if (depth >= MAX_DEPTH) return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item: unknown, index) => {
      const mapped = mapStrings(item, change, depth + 1)
      if (mapped !== item) (copy ??= [...value])[index] = mapped
    })
    return (copy ?? value) as T
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const record = value as Record<string, unknown>
    let copy: Record<string, unknown> | undefined
    for (const [key, item] of Object.entries(record)) {
      const mapped = mapStrings(item, change, depth + 1)
      if (mapped !== item) (copy ??= { ...record })[key] = mapped
    }
    return (copy ?? value) as T
  }
  return value
}

/** Dates, buffers, streams and class instances are left alone: only JSON's objects are walked. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

/** An answer with every upload path in it made an absolute link on `assetsUrl` (ASSETS_URL). */
export function withAbsoluteUploadLinks<T>(assetsUrl: string, answer: T): T {
  return mapStrings(answer, (text) => absoluteUploadUrl(assetsUrl, text))
}

/** A body with every link to our own uploads (a path, or absolute on one of `bases`) turned into the path rows keep. */
export function withStoredUploadPaths<T>(bases: string | readonly string[], body: T): T {
  return mapStrings(body, (text) => storedUploadPath(bases, text))
}
