import { useSyncExternalStore } from 'react'
import type { User } from '@app/shared/auth'
import { getErrorMessage } from '@/lib/api-client'
import { getSession, subscribeToSession } from '@/lib/session'

/** What screens know of auth: the current user (and token), whether an operation runs, its last error. */
export type AuthState = {
  user: User | null
  token: string | null
  loading: boolean
  error: string | null
}

type OperationState = Pick<AuthState, 'loading' | 'error'>

const IDLE: OperationState = { loading: false, error: null }
const SIGNED_OUT: AuthState = { user: null, token: null, ...IDLE }

let operationState: OperationState = IDLE
let state: AuthState = SIGNED_OUT
const listeners = new Set<() => void>()

/** Rebuilds the snapshot from the session and the operation state, then tells the subscribers. */
function publish() {
  const session = getSession()
  // Signed out and idle is SIGNED_OUT itself, the snapshot pages are hydrated with: a copy would
  // read as a change and render every screen that reads it again, for nothing, as the page starts.
  state =
    session === null && !operationState.loading && operationState.error === null
      ? SIGNED_OUT
      : { user: session?.user ?? null, token: session?.token ?? null, ...operationState }
  for (const listener of listeners) listener()
}

// Sign-in, sign-out and a 401 in the API client all change the session; screens follow each.
subscribeToSession(publish)
publish()

function setOperation(patch: Partial<OperationState>) {
  operationState = { ...operationState, ...patch }
  publish()
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

/** The auth state. A page the server drew is a visitor's: it hydrates signed out, then shows the session. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => SIGNED_OUT)
}

/** Back to no operation running and no error (tests). */
export function resetAuthState() {
  operationState = IDLE
  publish()
}

export type AuthResult<T> = { success: true; data: T } | { success: false; message: string; error: unknown }

/**
 * An auth operation sets loading, clears the prior error when it starts, and on failure returns
 * `success: false` with the message and keeps that message as the current error, so the form can
 * show it and the toast can say it.
 */
export async function runAuthOperation<T>(operation: () => Promise<T>, fallback: string): Promise<AuthResult<T>> {
  setOperation({ loading: true, error: null })
  try {
    const data = await operation()
    setOperation({ loading: false })
    return { success: true, data }
  } catch (error) {
    const message = getErrorMessage(error, fallback)
    setOperation({ loading: false, error: message })
    return { success: false, message, error }
  }
}

/** For the logout action, which sets loading but leaves the last error alone. */
export function setAuthLoading(loading: boolean) {
  setOperation({ loading })
}
