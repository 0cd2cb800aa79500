import { describe, expect, it } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { DEMO_PASSWORD } from '#src/db/demo-data/index'
import { assertPasswordAllowed, isCommonPassword } from './password-policy'

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

  it('accepts uncommon passwords, the seeded demo and guest ones included', async () => {
    for (const password of [
      'kx83mq',
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
