/**
 * A visitor's Add to Cart, kept while they sign up or sign in and replayed once they are signed in
 * as a buyer, so the first purchase loses neither the product nor the quantity. Kept in the tab's
 * session storage: it survives the sign-up → sign-in hop and a reload into another language, and
 * goes with the tab, so the next person on a shared phone does not inherit it.
 */

const KEY = 'kisansetu_pending_cart'

/** A kept choice older than this is dropped: whoever comes back much later has moved on. */
const KEEP_MS = 60 * 60 * 1000

export type PendingCart = { productId: string; quantity: number }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage refused (private mode, blocked cookies): the visitor simply picks again after signing in.
    return null
  }
}

/** Keeps the visitor's choice; a later choice replaces an earlier one. */
export function keepPendingCart(item: PendingCart): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...item, savedAt: Date.now() }))
  } catch {
    // A full or refused storage only loses the convenience.
  }
}

function read(): PendingCart | null {
  const raw = storage()?.getItem(KEY)
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { productId, quantity, savedAt } = value as Record<string, unknown>
    if (typeof productId !== 'string' || typeof quantity !== 'number' || !(quantity > 0) || typeof savedAt !== 'number') return null
    if (Date.now() - savedAt > KEEP_MS || savedAt > Date.now()) return null
    return { productId, quantity }
  } catch {
    return null
  }
}

/** Whether a visitor's choice waits to be put in the cart. */
export function hasPendingCart(): boolean {
  return read() !== null
}

/** The waiting choice, removed from storage so it is replayed once; null when there is none. */
export function takePendingCart(): PendingCart | null {
  const item = read()
  storage()?.removeItem(KEY)
  return item
}

/** Forgets the waiting choice (an account that cannot buy signed in). */
export function dropPendingCart(): void {
  storage()?.removeItem(KEY)
}
