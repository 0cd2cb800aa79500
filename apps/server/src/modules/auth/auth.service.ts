import { z } from 'zod'
import type { User } from '@app/shared/auth'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { msg } from '@app/shared/messages/refs'
import { RESET_TOKEN_TTL_MINUTES } from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import { localePath, paths } from '@app/shared/paths'
import type { OperatorChallengeResponse } from '@app/shared/operator-auth'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { assertPasswordAllowed } from '#src/lib/password-policy'
import { getDummyPasswordHash, hashPassword, verifyPassword } from '#src/lib/passwords'
import {
  deleteExpiredSessionsOfUser,
  deleteSession,
  deleteSessionsOfUser,
  insertSession,
  SESSION_TTL_MS,
  unauthenticated,
} from '#src/lib/sessions'
import { randomToken, sha256 } from '#src/lib/tokens'
import { recordChange, recordSignInDevice, type SignInClient } from '#src/modules/accounts/account-security.service'
import { lockUser } from '#src/modules/accounts/accounts.repository'
import { checkCode, claimCode, contactOf, sendContactCode, type CodeDeps } from '#src/modules/accounts/one-time-codes'
import { beginSecondFactor } from '#src/modules/operators/second-factor.service'
import { buildResetMail } from './auth.mail'
import * as repo from './auth.repository'
import { signInThrottle } from './auth.throttle'

/** The user as every response shows it: never the password hash. */
export function toUserDto(user: UserRow): User {
  return {
    _id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    mobile: user.mobile,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  }
}

/** A new account, reading in `language` (the language the sign-up was made in), tagged with the address it came from. */
export async function signUp(
  deps: Pick<AppDeps, 'db'>,
  input: { name: string; email: string; password: string; role: Role; language: Locale; signupAddress: string },
): Promise<UserRow> {
  await assertPasswordAllowed(input.password)
  // Cheap early answer for the common case; the unique index still decides under a race.
  if (await repo.findUserByEmail(deps.db, input.email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  const user = await repo.insertUser(deps.db, {
    name: input.name,
    email: input.email,
    role: input.role,
    language: input.language,
    passwordHash,
    signupAddress: input.signupAddress,
  })
  if (!user) throw emailTaken()
  return user
}

export function emailTaken(): AppError {
  return new AppError(409, 'CONFLICT', msg('auth.emailTaken'), { email: [msg('auth.emailTaken')] })
}

function invalidCredentials(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', msg('auth.invalidCredentials'))
}

/** Whether the published guest password still opens a guest account, per stored hash: checked once. */
const guestPasswordWorks = new Map<string, Promise<boolean>>()

/**
 * A guest account (packages/shared/src/demo-accounts.ts) signing in with its published password.
 * Where an operator has changed a guest's password, the published one is just a wrong password.
 */
async function isGuestSignIn(user: UserRow | undefined, password: string): Promise<boolean> {
  const guest = Object.values(GUEST_ACCOUNTS).find((account) => account.email === user?.email)
  if (!guest || !user?.passwordHash || guest.password !== password) return false
  let works = guestPasswordWorks.get(user.passwordHash)
  if (!works) {
    works = verifyPassword(user.passwordHash, guest.password)
    guestPasswordWorks.set(user.passwordHash, works)
  }
  return works
}

/**
 * What a right password earns: a session, or for an operator the challenge of the second factor
 * (modules/operators), as no operator session exists before the authenticator's code.
 */
export type PasswordSignInOutcome = { token: string; user: UserRow } | Omit<OperatorChallengeResponse, 'message'>

/** The session of a trader, or an operator's second-factor challenge in its place. */
async function enter(deps: Pick<AppDeps, 'db' | 'tokens'>, user: UserRow, client?: SignInClient): Promise<PasswordSignInOutcome> {
  if (user.role === 'admin') return beginSecondFactor(deps, user)
  return { token: await startSession(deps, deps.db, user.id, client), user }
}

/**
 * Signs in by email or mobile number and password. The attempt is counted before the password is
 * checked (auth.throttle.ts) and given back when it was right. Guest accounts with their published
 * password pass uncounted: anyone may use them, so nobody may lock them by failing on purpose.
 *
 * While the throttle makes the account (or this address) wait, no password is checked: a code goes
 * to the account's own number or email, and the password counts again with that code beside it
 * (CODE_REQUIRED). The answer is the same for a right or a wrong password and for an unknown
 * account, so waiting tells a guesser nothing, while the owner gets in.
 */
export async function signIn(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'rateLimiter' | 'config'> & { codes: CodeDeps },
  input: { email?: string | undefined; mobile?: string | undefined; password: string; code?: string | undefined },
  client: { ip: string } & Partial<SignInClient>,
): Promise<PasswordSignInOutcome> {
  const user =
    input.email !== undefined ? await repo.findUserByEmail(deps.db, input.email) : await repo.findUserByMobile(deps.db, input.mobile ?? '')
  const account = user ? `user:${user.id}` : input.email !== undefined ? `email:${input.email}` : `mobile:${input.mobile}`
  const throttle = signInThrottle(deps.rateLimiter, deps.config)
  if (input.code !== undefined) {
    // An unknown account's "contact" is the name it was tried by: it has no code, so the same work says the code is wrong.
    const recipient = user ? contactOf(user).recipient : (input.email ?? input.mobile ?? '')
    return signInWithCode(
      deps,
      user,
      { recipient, password: input.password, code: input.code },
      () => throttle.trust(account, client.ip),
      client,
    )
  }
  const attempt = (await isGuestSignIn(user, input.password)) ? undefined : await throttle.begin(account, client.ip)
  if (attempt === null) {
    // Not awaited: an account's code takes longer to send than none, and the answer must not tell.
    if (user && (await throttle.mayOfferCode(client.ip))) void offerCode(deps.codes, user)
    throw codeRequired()
  }
  // Verify against a dummy hash when no account matches or the account has no password (it signs
  // in with codes): the same work, the same answer, so neither the message nor the timing tells an
  // attacker which emails and numbers have accounts.
  const passwordHash = user?.passwordHash ?? (await getDummyPasswordHash())
  const passwordMatches = await verifyPassword(passwordHash, input.password)
  if (!user || user.passwordHash === null || !passwordMatches) throw invalidCredentials()
  await attempt?.succeeded()
  return enter(deps, user, signInClient(client))
}

/** The client as the audit log keeps it, when the caller told where the sign-in came from. */
function signInClient(client: Partial<SignInClient>): SignInClient | undefined {
  return client.ipTag === undefined ? undefined : { ipTag: client.ipTag, userAgent: client.userAgent }
}

/** An operator signing in some way other than password and authenticator (a code by SMS). */
export function operatorNeedsSecondFactor(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', msg('operatorAuth.passwordAndCode'))
}

function codeRequired(): AppError {
  return new AppError(401, 'CODE_REQUIRED', msg('auth.codeRequired'), { code: [msg('auth.codeRequired')] })
}

/**
 * Sends a code to the account's own contact for a sign-in that waits. A code sent a moment ago
 * still works and the limits on codes hold, so a refusal to send another is kept quiet.
 */
async function offerCode(codes: CodeDeps, user: UserRow): Promise<void> {
  try {
    await sendContactCode(codes, user)
  } catch (error) {
    if (!(error instanceof AppError)) codes.log.error({ err: error }, 'sign-in code failed')
  }
}

/**
 * The password with a code to the account's own contact. The code is checked first, so without it
 * no password is ever compared; each code pays for one comparison.
 */
async function signInWithCode(
  deps: Pick<AppDeps, 'db' | 'tokens'> & { codes: CodeDeps },
  user: UserRow | undefined,
  input: { recipient: string; password: string; code: string },
  trust: () => Promise<void>,
  client: Partial<SignInClient>,
): Promise<PasswordSignInOutcome> {
  const codeId = await checkCode(deps.codes, input.recipient, input.code)
  await claimCode(deps.db, codeId)
  if (!user || user.passwordHash === null || !(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials()
  const entered = await enter(deps, user, signInClient(client))
  await trust()
  return entered
}

/**
 * A new session of the user and its Bearer token; `db` may be the caller's transaction. Never an
 * operator's: their sessions start only after the second factor (modules/operators), whichever
 * way of signing in reaches here.
 */
export async function startSession(
  deps: Pick<AppDeps, 'tokens'>,
  db: AppDeps['db'],
  userId: string,
  client?: SignInClient,
): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await repo.findUserById(tx, userId)
    if (user?.role === 'admin') throw operatorNeedsSecondFactor()
    // Reached once the caller proved the account is theirs, so only its owner is told why (modules/moderation).
    if (user?.suspendedAt) throw new AppError(403, 'FORBIDDEN', msg('auth.suspended', { reason: user.suspendedReason ?? '' }))
    await deleteExpiredSessionsOfUser(tx, userId)
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
    const session = await insertSession(tx, { userId, expiresAt })
    // A sign-in from a device the account never used is kept in the audit log (the account's own
    // security events); not a demo account's, whose password is public and which anyone may use.
    if (user && client && !user.isDemo) await recordSignInDevice(tx, user, client)
    return deps.tokens.sign({ userId, sessionId: session.id }, expiresAt)
  })
}

export async function signOut(deps: Pick<AppDeps, 'db'>, sessionId: string): Promise<void> {
  await deleteSession(deps.db, sessionId)
}

/** The queue whose jobs mail password reset links. */
export const PASSWORD_RESET_QUEUE = 'password-reset-mail'

const PasswordResetJobSchema = z.object({ email: z.string() })

/**
 * Starts a password reset. Says nothing about whether the email has an account: every request only
 * queues a job (the same work whether or not the account exists, so neither the answer nor its
 * timing tells who has an account) and the job looks the account up and mails the link.
 */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'jobs'>, email: string): Promise<void> {
  await deps.jobs.send(deps.db, PASSWORD_RESET_QUEUE, { email })
}

/**
 * The job behind forgot-password: mails a reset link if the email has an account. Only the token's
 * hash is stored, so a leaked database holds no usable reset link; the token never enters the job
 * queue or a log, only the mail. A mail that cannot be delivered fails the job, which is retried.
 */
export async function sendPasswordResetMail(deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>, data: Record<string, unknown>) {
  const parsed = PasswordResetJobSchema.safeParse(data)
  if (!parsed.success) {
    deps.log.error('password reset job without an email; dropped')
    return
  }
  const { email } = parsed.data
  const user = await repo.findUserByEmail(deps.db, email)
  if (!user) return
  const token = randomToken()
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000)
  await repo.insertResetToken(deps.db, { userId: user.id, tokenHash: sha256(token), expiresAt })
  // The reset page in the account's language, so the mail and the page it opens read alike.
  const link = `${deps.config.publicUrl}${localePath(user.language, paths.resetPassword)}?token=${encodeURIComponent(token)}`
  await deps.mailer.deliver(buildResetMail(translator(user.language), email, user.name, link))
}

function invalidResetLink(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', msg('reset.invalidLink'), { token: [msg('reset.invalidLink')] })
}

/**
 * Sets a new password with a reset token. The token is looked up before the new password is judged
 * or hashed: a bogus link costs a lookup, not a hash, and is said to be bogus whatever the password.
 * The token is used up; the user's other reset links
 * and every signed-in session end, so whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  input: { token: string; password: string },
  ipTag: string | null = null,
) {
  const tokenHash = sha256(input.token)
  if (!(await repo.isResetTokenUsable(deps.db, tokenHash))) throw invalidResetLink()
  await assertPasswordAllowed(input.password)
  const passwordHash = await hashPassword(input.password)
  const userId = await deps.db.transaction(async (tx) => {
    // The claim decides: of two requests with one link, only one gets past it.
    const claimed = await repo.claimResetToken(tx, tokenHash)
    if (!claimed) return undefined
    const before = await lockUser(tx, claimed.userId)
    if (!before) return undefined
    await repo.updateUserPassword(tx, claimed.userId, passwordHash)
    await repo.deleteOtherResetTokens(tx, claimed.userId, claimed.id)
    await deleteSessionsOfUser(tx, claimed.userId)
    const change = { kind: 'password_reset', shownBefore: null, shownAfter: null, previousValue: before.passwordHash } as const
    await recordChange(deps, tx, before, change, true, ipTag)
    return claimed.userId
  })
  if (!userId) throw invalidResetLink()
}

/** Sets the account's language; answers the account as it now is. */
export async function setLanguage(deps: Pick<AppDeps, 'db'>, userId: string, language: Locale): Promise<UserRow> {
  const user = await repo.updateUserLanguage(deps.db, userId, language)
  // The row was read by `authenticate` a moment ago; only a concurrent account deletion gets here.
  if (!user) throw unauthenticated()
  return user
}
