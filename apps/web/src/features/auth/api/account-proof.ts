import {
  ProofCodeSentSchema,
  ProofResponseSchema,
  type ProofCodeSent,
  type ProofInput,
  type ProofResponse,
} from '@app/shared/account-security'
import { apiRequest } from '@/lib/api-client'

/** POST /me/proof/code: a code to the account's own mobile number by SMS, or to its email when it has no number. */
export async function requestProofCode(): Promise<ProofCodeSent> {
  return ProofCodeSentSchema.parse(await apiRequest('/me/proof/code', { method: 'POST', body: {} }))
}

/**
 * POST /me/proof: the account's password or the code sent to it. The server then lets this
 * session change its sign-in details for a few minutes (PROOF_VALID_MINUTES).
 */
export async function proveSession(body: ProofInput): Promise<ProofResponse> {
  return ProofResponseSchema.parse(await apiRequest('/me/proof', { method: 'POST', body }))
}
