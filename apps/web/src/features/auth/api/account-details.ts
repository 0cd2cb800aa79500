import { z } from 'zod'
import type { SetPassword } from '@app/shared/account-security'
import { UserSchema, type AddEmail, type User, type VerifyEmail } from '@app/shared/auth'
import { type AddMobile } from '@app/shared/mobile-auth'
import { MessageResponseSchema } from '@app/shared/errors'
import { apiRequest } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { getSession, startSession } from '@/lib/session'
import { securityEventsQueryKey } from './security-events'

/** What the server answers a change to the account's sign-in details: the account as it is now. */
const UpdatedUserSchema = z.object({ user: UserSchema, message: z.string() })
type UpdatedUser = z.infer<typeof UpdatedUserSchema>

/**
 * The signed-in user as the server now has it replaces the stored one, so every screen shows
 * the new mobile number or email, and the security activity is asked for again, as the change is
 * its newest event. A link opened while signed in to another account changes nothing here.
 */
function keepSessionCurrent(user: User) {
  const session = getSession()
  if (!session || session.user._id !== user._id) return
  startSession(session.token, user)
  void queryClient.invalidateQueries({ queryKey: securityEventsQueryKey })
}

/** The link mailed to confirm an added email: its token is the proof, so the call carries no Bearer header. */
export async function verifyEmail(body: VerifyEmail): Promise<UpdatedUser> {
  const answer = UpdatedUserSchema.parse(await apiRequest('/user/verifyEmail', { method: 'POST', body, auth: false }))
  keepSessionCurrent(answer.user)
  return answer
}

/** Adds (or changes) the signed-in account's mobile number, with the code sent to it. */
export async function addMobile(body: AddMobile): Promise<UpdatedUser> {
  const answer = UpdatedUserSchema.parse(await apiRequest('/me/mobile', { method: 'POST', body }))
  keepSessionCurrent(answer.user)
  return answer
}

/** Sets the signed-in account's password, or changes it; its other sessions stay signed in. */
export async function setPassword(body: SetPassword): Promise<UpdatedUser> {
  const answer = UpdatedUserSchema.parse(await apiRequest('/me/password', { method: 'POST', body }))
  keepSessionCurrent(answer.user)
  return answer
}

/** Mails a confirmation link to an email to add to the signed-in account; the email joins once the link is opened. */
export async function addEmail(body: AddEmail): Promise<{ message: string }> {
  return MessageResponseSchema.parse(await apiRequest('/me/email', { method: 'POST', body }))
}
