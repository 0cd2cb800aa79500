/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03
 * (shut down, crashed, starting up) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
}

/** node-postgres reports lost connections and its own time-outs with these messages and no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection refused',
]

/**
 * Whether `error` (or what caused it: drizzle wraps driver errors in `cause`) says the database
 * could not be reached, as opposed to a query it refused. Such a request answers 503: the client
 * may retry, and nothing was written.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

/** Whether `error`, or what caused it (drizzle wraps the driver's error in `cause`), carries one of these SQLSTATEs. */
function hasSqlState(error: unknown, codes: readonly string[], depth = 0, constraint?: string): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  const { code, cause, constraint: named } = error as { code?: unknown; cause?: unknown; constraint?: unknown }
  if (typeof code === 'string' && codes.includes(code)) return constraint === undefined || named === constraint
  return hasSqlState(cause, codes, depth + 1, constraint)
}

/** A unique index (`constraint`, when named) refused the row (23505): someone else wrote the same key first. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasSqlState(error, ['23505'], 0, constraint)
}

/**
 * PostgreSQL refuses NUL in text (22021) and in JSON text (22P05), whatever the column allows; no
 * schema rules it out, so such input reaches the query: the client's input, not our failure.
 */
export function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, ['22021', '22P05'])
}
