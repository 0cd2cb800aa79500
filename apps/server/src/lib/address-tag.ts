import { createHmac } from 'node:crypto'
import { resolveJwtSecret } from '#src/lib/tokens'

/**
 * Tags a client address, so what the accounts made from one address do can be counted together
 * without the address being kept: an HMAC keyed from the server's secret (an address is easy to
 * guess; the key is not, so the stored tags do not give the addresses back).
 */
export async function addressTagger(config: { jwtSecret?: string | undefined; dataDir: string }): Promise<(address: string) => string> {
  const key = createHmac('sha256', await resolveJwtSecret(config))
    .update('kisansetu:signup-address')
    .digest()
  return (address) => createHmac('sha256', key).update(address).digest('base64url')
}
