import { useSyncExternalStore } from 'react'
import type { User } from '@app/shared/auth'
import { isRole } from '@app/shared/roles'
import { getErrorMessage } from '@/lib/api-client'

/** SPEC.md §3 Session: two local-storage keys named for the product. */
export const TOKEN_KEY = 'kisansetu_token'
export const USER_KEY = 'kisansetu_user'

/** SPEC.md §4 Auth state: the current user, a loading flag and the last error message. */
export type AuthState = {
  user: User | null
  token: string | null
  loading: boolean
  error: string | null
}

const SIGNED_OUT: AuthState = { user: null, token: null, loading: false, error: null }

let state: AuthState = SIGNED_OUT
const listeners = new Set<() => void>()

function setState(patch: Partial<AuthState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function getAuthState(): AuthState {
  return state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The auth state; pre-rendered HTML is always signed out, so the server snapshot is too. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => SIGNED_OUT)
}

/**
 * Reads the stored user by hand (Zod stays off the first load). Anything that is not a user of a
 * known role counts as no session: a stale or tampered entry must not sign anyone in.
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
  if (typeof user._id !== 'string' || !isRole(user.role) || typeof user.name !== 'string' || typeof user.email !== 'string') return null
  return {
    _id: user._id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: typeof user.phone === 'string' ? user.phone : null,
    createdAt: typeof user.createdAt === 'string' ? user.createdAt : '',
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

/** The stored session, only when both keys exist and the user reads as one (SPEC.md §3). */
export function readStoredSession(): { token: string; user: User } | null {
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
  if (stored) setState({ token: stored.token, user: stored.user })
}

export function startSession(token: string, user: User) {
  const store = storage()
  try {
    store?.setItem(TOKEN_KEY, token)
    store?.setItem(USER_KEY, JSON.stringify(user))
  } catch {
    // Full or blocked storage: the session still lasts for this page.
  }
  setState({ token, user })
}

/** Clears both keys and the user (SPEC.md §4 sign-out); the last error stays. */
export function endSession() {
  const store = storage()
  store?.removeItem(TOKEN_KEY)
  store?.removeItem(USER_KEY)
  setState({ token: null, user: null })
}

/** Back to a signed-out, idle state (tests). */
export function resetAuthState() {
  state = SIGNED_OUT
  for (const listener of listeners) listener()
}

export type AuthResult<T> = { success: true; data: T } | { success: false; message: string; error: unknown }

/**
 * SPEC.md §4/§8: an auth operation sets loading, clears the prior error when it starts, and on
 * failure returns `success: false` with the message and keeps that message as the current error.
 */
export async function runAuthOperation<T>(operation: () => Promise<T>, fallback: string): Promise<AuthResult<T>> {
  setState({ loading: true, error: null })
  try {
    const data = await operation()
    setState({ loading: false })
    return { success: true, data }
  } catch (error) {
    const message = getErrorMessage(error, fallback)
    setState({ loading: false, error: message })
    return { success: false, message, error }
  }
}

/** For the logout action, which sets loading but leaves the last error alone (SPEC.md §4). */
export function setAuthLoading(loading: boolean) {
  setState({ loading })
}
