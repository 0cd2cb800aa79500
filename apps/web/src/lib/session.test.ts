import { afterEach, describe, expect, it } from 'vitest'
import { endSession, getSession, restoreSession, TOKEN_KEY, USER_KEY } from './session'

function storeRaw(user: Record<string, unknown>) {
  window.localStorage.setItem(TOKEN_KEY, 'token-1')
  window.localStorage.setItem(USER_KEY, JSON.stringify(user))
}

afterEach(() => endSession())

describe('restoreSession', () => {
  it('restores an account made with a mobile number alone', () => {
    storeRaw({ _id: 'u1', role: 'farmer', name: 'Ramesh', email: null, mobile: '+919876512345', emailVerified: false, language: 'hi' })
    restoreSession()
    expect(getSession()?.user).toEqual({
      _id: 'u1',
      role: 'farmer',
      name: 'Ramesh',
      email: null,
      phone: null,
      mobile: '+919876512345',
      emailVerified: false,
      createdAt: '',
      language: 'hi',
    })
  })

  it('reads a user stored before accounts had a mobile number as one without it', () => {
    storeRaw({ _id: 'u2', role: 'buyer', name: 'Anita', email: 'anita@example.com', phone: '9876543210', createdAt: '2025-01-01' })
    restoreSession()
    expect(getSession()?.user).toMatchObject({ email: 'anita@example.com', mobile: null, emailVerified: false, language: 'en' })
  })

  it('signs nobody in from a stored user with neither an email nor a mobile number', () => {
    storeRaw({ _id: 'u3', role: 'buyer', name: 'Nobody', email: null, mobile: null })
    restoreSession()
    expect(getSession()).toBeNull()
  })
})
