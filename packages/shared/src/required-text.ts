import { z } from 'zod'

/** A string field whose absence and emptiness (after trimming) both read `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true })
}
