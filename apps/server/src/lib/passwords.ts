import { hash, verify, type Algorithm } from '@node-rs/argon2'

// `Algorithm` is a const enum, which isolatedModules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm

/**
 * argon2id with the library's defaults (19 MiB, t=2, p=1): the OWASP Password Storage Cheat
 * Sheet's first recommendation. Verification reads the parameters from the stored hash.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A malformed stored hash must read as a wrong password, not as a 500.
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * A hash to verify against when no account matches the email or mobile number, or the account has
 * no password (it signs in with codes), so such an attempt costs the same time as a wrong password
 * and response timing does not reveal which emails and numbers have accounts, nor which have a password.
 */
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('kisansetu-no-such-account')
  return dummyHash
}
