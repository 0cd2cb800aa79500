import { useState } from 'react'
import { ApiError } from '@/lib/api-client'

/** The server refused a change of sign-in details until the session proves it is the owner's. */
export function isProofRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PROOF_REQUIRED'
}

/** Makes a call to the server, doing what it needs around it (ProofGate.guard). */
export type CallGuard = <T>(call: () => Promise<T>) => Promise<T>

export type ProofGate = {
  /** True while a call waits for the proof: show the "Confirm it’s you" step in place of its form. */
  asking: boolean
  /**
   * Runs `call`; when the server answers PROOF_REQUIRED, the returned promise waits for the proof
   * and settles with the same call made again. Any other answer settles it as `call` does.
   */
  guard: CallGuard
  /** The session proved itself: the waiting call is made again. */
  proven: () => void
  /**
   * The person gave up: the waiting call is never made again and its promise never settles, so
   * the caller closes the form that made it (nothing is left waiting on screen).
   */
  drop: () => void
}

/**
 * The one way a form that changes how the account signs in (mobile number, email, password) gets
 * past the server's demand for recent proof: wrap its calls in `guard`, show `ProofStep` while
 * `asking`, and the call goes through once the password or a code is accepted, with no second
 * tap. The form stays mounted meanwhile (hidden), so what was typed is kept.
 */
export function useProofGate(): ProofGate {
  const [waiting, setWaiting] = useState<{ retry: () => void } | null>(null)

  function guard<T>(call: () => Promise<T>): Promise<T> {
    return call().catch((error: unknown) => {
      if (!isProofRequired(error)) throw error
      return new Promise<T>((resolve, reject) => setWaiting({ retry: () => void guard(call).then(resolve, reject) }))
    })
  }

  return {
    asking: waiting !== null,
    guard,
    proven: () => {
      setWaiting(null)
      waiting?.retry()
    },
    drop: () => setWaiting(null),
  }
}
