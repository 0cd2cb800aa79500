import { describe, expect, it } from 'vitest'
import { createSecretBox } from './secret-box'

describe('secret box', () => {
  const box = createSecretBox('k'.repeat(40))

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP')
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed)
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP')
  })

  it('refuses a box sealed with another key, altered, or not a box at all', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP')
    expect(createSecretBox('other-key-of-enough-length-12345').open(sealed)).toBeNull()
    const [version, iv, tag, ciphertext] = sealed.split('.')
    const flipped = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull()
    expect(box.open('plain text')).toBeNull()
    expect(box.open(`${sealed}.extra`)).toBeNull()
  })
})
