import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

export interface SecretBox {
  seal(plaintext: string): string
  /** The plaintext of a box sealed with this key; null for a box that was altered or sealed with another key. */
  open(sealed: string): string | null
}

const VERSION = 'v1'

/**
 * AES-256-GCM with a key derived from `secret` (SHA-256 of it, so any long random string will do).
 * A sealed value reads `v1.<iv>.<tag>.<ciphertext>` in base64url: the version lets a later key or
 * cipher sit beside this one. Used for what the server must read back but a copy of the database
 * alone must not reveal (operators' authenticator secrets).
 */
export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(secret).digest()
  return {
    seal(plaintext) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
