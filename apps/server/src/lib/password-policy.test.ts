import { describe, expect, it } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { DEMO_PASSWORD } from '#src/db/demo-data/index'
import { assertPasswordAllowed, isCommonPassword, isWeakPassword } from './password-policy'

describe('password policy', () => {
  it.each(['123456', 'password', 'qwerty123', 'iloveyou', 'PASSWORD', ' Password123 ', 'india123', 'krishna'])(
    'refuses the common password %j',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true)
      await expect(assertPasswordAllowed(password)).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'auth.passwordTooCommon',
        fieldErrors: { password: ['auth.passwordTooCommon'] },
      })
    },
  )

  // Not in the common list, but a repetition, a sequence, a name with a digit or six characters of
  // any kind: a guesser's first tries all the same.
  it.each(['aaaaaa', 'abcdefg', '12341234', 'ramesh1', 'kx83mq'])('refuses the easily guessed password %j', async (password) => {
    expect(await isCommonPassword(password)).toBe(false)
    expect(await isWeakPassword(password)).toBe(true)
    await expect(assertPasswordAllowed(password)).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'auth.passwordTooWeak',
      fieldErrors: { password: ['auth.passwordTooWeak'] },
    })
  })

  it.each(['      ', '\t\t\t\t\t\t', '        \n'])('refuses the blank password %j', async (password) => {
    await expect(assertPasswordAllowed(password)).rejects.toMatchObject({
      statusCode: 400,
      message: 'auth.passwordBlank',
      fieldErrors: { password: ['auth.passwordBlank'] },
    })
  })

  it('names the field it was given', async () => {
    await expect(assertPasswordAllowed('123456', 'newPassword')).rejects.toMatchObject({
      fieldErrors: { newPassword: ['auth.passwordTooCommon'] },
    })
  })

  it('accepts passwords hard to guess, the seeded demo and guest ones included', async () => {
    for (const password of [
      'kx83mqz',
      'brand-new-1',
      'tamatar-bazaar-42',
      DEMO_PASSWORD,
      ...Object.values(GUEST_ACCOUNTS).map((g) => g.password),
    ]) {
      expect(await isCommonPassword(password), password).toBe(false)
      await expect(assertPasswordAllowed(password)).resolves.toBeUndefined()
    }
  })
})
