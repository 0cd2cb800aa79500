import { describe, expect, it } from 'vitest'
import { english } from './messages/english'
import { MobileSignUpSchema, PasswordSignInSchema } from './mobile-auth'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= english.text(issue.message)
  return byField
}

describe('PasswordSignInSchema', () => {
  it('reads the spec’s email sign-in as before', () => {
    expect(PasswordSignInSchema.parse({ email: ' Guest@Example.COM ', password: 'x' })).toEqual({
      email: 'guest@example.com',
      password: 'x',
    })
    expect(messages(PasswordSignInSchema.safeParse({}))).toEqual({ email: 'Email is required', password: 'Password is required' })
  })

  it('takes a mobile number instead of an email, in any common form', () => {
    expect(PasswordSignInSchema.parse({ mobile: '098765 12345', password: 'x' })).toEqual({ mobile: '+919876512345', password: 'x' })
    expect(messages(PasswordSignInSchema.safeParse({ mobile: '12345', password: '' }))).toEqual({
      mobile: 'Enter a 10-digit Indian mobile number, like 98765 12345',
      password: 'Password is required',
    })
  })

  it.each([null, 'text', 42, []])('answers issues, never throws, for the body %j', (body) => {
    expect(PasswordSignInSchema.safeParse(body).success).toBe(false)
  })
})

describe('MobileSignUpSchema', () => {
  it('needs a name, a mobile number and the code; the role is a farmer unless said', () => {
    expect(MobileSignUpSchema.parse({ name: 'Asha', mobile: '+91 98765 12345', code: '123 456' })).toEqual({
      name: 'Asha',
      mobile: '+919876512345',
      code: '123456',
      role: 'farmer',
    })
    expect(messages(MobileSignUpSchema.safeParse({ name: '', mobile: '', code: '' }))).toEqual({
      name: 'Name is required',
      mobile: 'Mobile number is required',
      code: 'Enter the 6-digit code from the SMS',
    })
  })
})
