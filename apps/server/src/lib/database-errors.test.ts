import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-errors'

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, however the driver wraps it', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true)
  })

  it('leaves query errors alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('syntax error', '42601') }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
