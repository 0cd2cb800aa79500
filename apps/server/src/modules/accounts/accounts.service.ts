import { EMAIL_TOKEN_TTL_MINUTES } from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import { msg } from '@app/shared/messages/refs'
import { localePath, paths } from '@app/shared/paths'
import { formatIndianMobile } from '@app/shared/phone'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { assertPasswordAllowed } from '#src/lib/password-policy'
import { hashPassword } from '#src/lib/passwords'
import { unauthenticated } from '#src/lib/sessions'
import { randomToken, sha256 } from '#src/lib/tokens'
import { findUserByMobile } from '#src/modules/auth/auth.repository'
import { emailTaken, startSession } from '#src/modules/auth/auth.service'
import { emailChange, mobileChange, recordChange, type SignInClient } from './account-security.service'
import { buildEmailConfirmMail } from './accounts.mail'
import * as repo from './accounts.repository'
import { checkCode, claimCode, type CodeDeps } from './one-time-codes'

function mobileTaken(): AppError {
  return new AppError(409, 'CONFLICT', msg('account.mobileTaken'), { mobile: [msg('account.mobileTaken')] })
}

type SessionDeps = Pick<AppDeps, 'db' | 'tokens'>

/**
 * A new account by mobile number, signed in at once. The code is checked first: a wrong one makes
 * nothing, and only someone who holds the number learns whether it already has an account (a
 * code that found the number taken stays usable, to sign in with). The contact phone is the
 * number as people write it; the email is left for later.
 */
export async function signUpWithCode(
  deps: CodeDeps & SessionDeps,
  input: { name: string; mobile: string; code: string; role: Role; password?: string | undefined; language: Locale; signupAddress: string },
  client?: SignInClient,
): Promise<{ token: string; user: UserRow }> {
  // A password refused costs no try of the code: the form is sent again with another.
  if (input.password !== undefined) await assertPasswordAllowed(input.password)
  const codeId = await checkCode(deps, input.mobile, input.code)
  if (await findUserByMobile(deps.db, input.mobile)) throw mobileTaken()
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
  return deps.db.transaction(async (tx) => {
    await claimCode(tx, codeId)
    const user = await repo.insertUser(tx, {
      name: input.name,
      email: null,
      mobile: input.mobile,
      phone: formatIndianMobile(input.mobile),
      role: input.role,
      language: input.language,
      passwordHash,
      signupAddress: input.signupAddress,
    })
    // Taken between the check above and now: the code stays unused with the rollback.
    if (!user) throw mobileTaken()
    return { token: await startSession(deps, tx, user.id, client), user }
  })
}

/**
 * Signs in with the code sent to the account's number. A right code for a number without an
 * account says so (the code proved the number is the caller's, so this tells nobody else
 * anything) and stays unused, so the same code can register the number.
 */
export async function signInWithCode(
  deps: CodeDeps & SessionDeps,
  input: { mobile: string; code: string },
  client?: SignInClient,
): Promise<{ token: string; user: UserRow }> {
  const codeId = await checkCode(deps, input.mobile, input.code)
  const user = await findUserByMobile(deps.db, input.mobile)
  if (!user)
    throw new AppError(400, 'VALIDATION_FAILED', msg('account.noAccountForMobile'), { mobile: [msg('account.noAccountForMobile')] })
  return deps.db.transaction(async (tx) => {
    await claimCode(tx, codeId)
    return { token: await startSession(deps, tx, user.id, client), user }
  })
}

/**
 * Adds (or changes) the signed-in account's mobile number, proven by the code sent to it; the
 * session proved itself too (the route asks). The change is kept and its earlier contacts told.
 */
export async function addMobile(
  deps: CodeDeps & Pick<AppDeps, 'jobs'>,
  userId: string,
  input: { mobile: string; code: string },
  ipTag: string | null = null,
): Promise<UserRow> {
  const codeId = await checkCode(deps, input.mobile, input.code)
  return deps.db.transaction(async (tx) => {
    await claimCode(tx, codeId)
    const before = await repo.lockUser(tx, userId)
    // No row at all: the account was deleted since `authenticate` read it.
    if (!before) throw unauthenticated()
    const user = await repo.setUserMobile(tx, userId, input.mobile)
    if (!user) throw mobileTaken()
    const change = mobileChange(before, input.mobile)
    if (change) await recordChange(deps, tx, before, change, true, ipTag)
    return user
  })
}

/**
 * Mails a link that adds `email` to the signed-in account once opened. Only the token's SHA-256 is
 * stored, as for reset links. The mail and the page it opens are in the account's language.
 */
export async function requestEmailLink(deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>, user: UserRow, email: string): Promise<void> {
  if (await repo.isEmailOfAnotherUser(deps.db, email, user.id)) throw emailTaken()
  const token = randomToken()
  const expiresAt = new Date(Date.now() + EMAIL_TOKEN_TTL_MINUTES * 60 * 1000)
  await repo.replaceEmailToken(deps.db, { userId: user.id, email, tokenHash: sha256(token), expiresAt })
  const link = `${deps.config.publicUrl}${localePath(user.language, paths.verifyEmail)}?token=${encodeURIComponent(token)}`
  await deps.mailer.send(buildEmailConfirmMail(translator(user.language), email, user.name, link, EMAIL_TOKEN_TTL_MINUTES))
}

/**
 * Adds the email a link confirms to its account, marked confirmed, and uses the link up. If
 * another account took the email since the link was sent, nothing changes (409).
 */
export async function verifyEmail(deps: Pick<AppDeps, 'db' | 'jobs'>, token: string, ipTag: string | null = null): Promise<UserRow> {
  return deps.db.transaction(async (tx) => {
    const claimed = await repo.claimEmailToken(tx, sha256(token))
    if (!claimed)
      throw new AppError(400, 'VALIDATION_FAILED', msg('account.emailLinkInvalid'), { token: [msg('account.emailLinkInvalid')] })
    const before = await repo.lockUser(tx, claimed.userId)
    if (!before) throw emailTaken()
    const user = await repo.setUserVerifiedEmail(tx, claimed.userId, claimed.email)
    if (!user) throw emailTaken()
    const change = emailChange(before, claimed.email)
    if (change) await recordChange(deps, tx, before, change, true, ipTag)
    return user
  })
}
