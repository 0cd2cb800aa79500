import { describe, expect, it } from 'vitest'
import { ResetPasswordFormSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from './auth'
import { english } from './messages/english'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= english.text(issue.message)
  return byField
}

describe('SignInSchema', () => {
  it('requires email and password', () => {
    expect(messages(SignInSchema.safeParse({ email: '   ', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(messages(SignInSchema.safeParse({}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })
  it('normalises the email', () => {
    expect(SignInSchema.parse({ email: ' Guest@Example.COM ', password: 'x' }).email).toBe('guest@example.com')
  })
})

describe('SignUpSchema', () => {
  it('gives the spec messages', () => {
    expect(messages(SignUpSchema.safeParse({ name: '', email: '', password: '' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(messages(SignUpSchema.safeParse({ name: 'A', email: 'a@b.in', password: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    })
  })
  it('defaults the role to farmer and refuses others', () => {
    expect(SignUpSchema.parse({ name: 'A', email: 'a@b.in', password: '123456' }).role).toBe('farmer')
    expect(messages(SignUpSchema.safeParse({ name: 'A', email: 'a@b.in', password: '123456', role: 'admin' }))).toEqual({
      role: 'Role must be farmer or buyer',
    })
  })
  it('refuses a password of spaces only', () => {
    expect(messages(SignUpSchema.safeParse({ name: 'A', email: 'a@b.in', password: '      ' }))).toEqual({
      password: 'Password cannot be only spaces',
    })
  })
  it('refuses a 10,000-character name', () => {
    expect(messages(SignUpSchema.safeParse({ name: 'x'.repeat(10_000), email: 'a@b.in', password: '123456' }))).toEqual({
      name: 'Name must be at most 100 characters',
    })
  })
})

describe('ResetPasswordSchema', () => {
  it('accepts newPassword or password', () => {
    expect(ResetPasswordSchema.parse({ token: 't', newPassword: 'secret1' })).toEqual({ token: 't', password: 'secret1' })
    expect(ResetPasswordSchema.parse({ token: 't', password: 'secret2' })).toEqual({ token: 't', password: 'secret2' })
  })
  it('requires a token and a long enough password', () => {
    expect(messages(ResetPasswordSchema.safeParse({ token: '', password: '123' }))).toEqual({
      token: 'Invalid or expired reset link',
      password: 'Password must be at least 6 characters',
    })
    expect(messages(ResetPasswordSchema.safeParse({ token: 't' }))).toEqual({ password: 'Password is required' })
  })
})

describe('ResetPasswordFormSchema', () => {
  it('requires matching passwords', () => {
    expect(messages(ResetPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    })
    expect(messages(ResetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: 'Password is required',
    })
  })
})
