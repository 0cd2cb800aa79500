import type { User } from '@app/shared/auth'
import { DEFAULT_LOCALE, isLocale } from '@app/shared/messages/locales'
import { isRole } from '@app/shared/roles'

/**
 * The signed-in session: the Bearer token and the user, kept in memory and in two local-storage
 * keys named for the product, so a returning visitor stays signed in. A plain module that the API
 * client reads the token from and ends on a 401; the auth feature starts and ends it and shows it.
 */
export const TOKEN_KEY = 'kisansetu_token'
export const USER_KEY = 'kisansetu_user'

export type Session = { token: string; user: User }

let current: Session | null = null
const listeners = new Set<() => void>()

function setSession(next: Session | null) {
  current = next
  for (const listener of listeners) listener()
}

export function getSession(): Session | null {
  return current
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

/**
 * Reads the stored user by hand (Zod stays off the first load). Anything that is not a user of a
 * known role counts as no session: a stale or tampered entry must not sign anyone in. An account
 * has an email, a mobile number or both; a user stored before accounts had a mobile number has
 * its email.
 */
function parseStoredUser(raw: string): User | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const user = value as Record<string, unknown>
  if (typeof user._id !== 'string' || !isRole(user.role) || typeof user.name !== 'string') return null
  const email = stringOrNull(user.email)
  const mobile = stringOrNull(user.mobile)
  if (email === null && mobile === null) return null
  return {
    _id: user._id,
    role: user.role,
    name: user.name,
    email,
    phone: stringOrNull(user.phone),
    mobile,
    emailVerified: user.emailVerified === true,
    createdAt: typeof user.createdAt === 'string' ? user.createdAt : '',
    // Stored before accounts had a language: English, as those accounts are.
    language: isLocale(user.language) ? user.language : DEFAULT_LOCALE,
  }
}

/** Storage can be unavailable (private modes, blocked cookies); the app then works for one page. */
function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The stored session, only when both keys exist and the user reads as one. */
function readStoredSession(): Session | null {
  const store = storage()
  const token = store?.getItem(TOKEN_KEY)
  const rawUser = store?.getItem(USER_KEY)
  if (!token || !rawUser) return null
  const user = parseStoredUser(rawUser)
  return user ? { token, user } : null
}

/** Called once at start-up, before the first render. */
export function restoreSession() {
  const stored = readStoredSession()
  if (stored) setSession(stored)
}

/** Stores token and user and makes them the session. */
export function startSession(token: string, user: User) {
  const store = storage()
  try {
    store?.setItem(TOKEN_KEY, token)
    store?.setItem(USER_KEY, JSON.stringify(user))
  } catch {
    // Full or blocked storage: the session still lasts for this page.
  }
  setSession({ token, user })
}

/** Clears both stored keys and the session (sign-out, or a token the server no longer accepts). */
export function endSession() {
  const store = storage()
  store?.removeItem(TOKEN_KEY)
  store?.removeItem(USER_KEY)
  setSession(null)
}
