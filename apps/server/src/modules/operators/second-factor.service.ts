import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { msg } from '@app/shared/messages/refs'
import type { EnrolStartResponse, OperatorChallengeResponse, SecondFactorStep } from '@app/shared/operator-auth'
import type { AppDeps } from '#src/app-deps'
import type { Config } from '#src/config'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { rateLimitedError, type Backoff } from '#src/lib/rate-limit'
import { createSecretBox, type SecretBox } from '#src/lib/secret-box'
import { insertSession } from '#src/lib/sessions'
import { keptSecret, randomToken, sha256 } from '#src/lib/tokens'
import { actorOf, recordAudit } from '#src/modules/audit/audit.repository'
import * as authRepo from '#src/modules/auth/auth.repository'
import * as repo from './operators.repository'

/**
 * An operator's session is shorter than a trader's week: the console can hide listings and
 * suspend accounts, so a forgotten tab on a shared computer should not hold that power for days.
 */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000

/** Long enough to find the phone, scan the QR code and type the first code; used once. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000

/** One 30-second step either side of the server's clock, for a phone whose clock drifts a little. */
const CODE_TOLERANCE_SECONDS = 30

/** What authenticator apps show above the code. */
const ISSUER = 'KisanSetu'

/**
 * Wrong codes per operator: five free, then waits of 1 minute doubling up to an hour. A million
 * codes against a handful of tries an hour leaves a guesser nowhere, and the operator who mistypes
 * is never locked out for long.
 */
const CODE_BACKOFF: Backoff = { free: 5, firstWaitMs: 60_000, maxWaitMs: 60 * 60_000, forgetMs: 24 * 60 * 60_000 }

const boxes = new Map<string, Promise<SecretBox>>()

/** The box that seals authenticator secrets: SECOND_FACTOR_KEY, or a key kept in DATA_DIR/secrets. */
function secondFactorBox(config: Pick<Config, 'secondFactorKey' | 'dataDir'>): Promise<SecretBox> {
  const source = config.secondFactorKey ?? `file:${config.dataDir}`
  let box = boxes.get(source)
  if (!box) {
    box = (config.secondFactorKey ? Promise.resolve(config.secondFactorKey) : keptSecret(config.dataDir, 'second-factor-key')).then(
      createSecretBox,
    )
    boxes.set(source, box)
  }
  return box
}

function challengeExpired(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', msg('operatorAuth.challengeExpired'))
}

function codeWrong(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', msg('operatorAuth.codeWrong'), { code: [msg('operatorAuth.codeWrong')] })
}

/**
 * The password step of an operator's sign-in: instead of a session, a challenge for the second
 * factor. An operator with an enrolled authenticator is asked for its code; one without is walked
 * through enrolment first. No session exists until a code is right.
 */
export async function beginSecondFactor(deps: Pick<AppDeps, 'db'>, user: UserRow): Promise<Omit<OperatorChallengeResponse, 'message'>> {
  const factor = await repo.findSecondFactor(deps.db, user.id)
  const secondFactor: SecondFactorStep = factor?.enrolledAt ? 'totp' : 'enrol'
  const challenge = randomToken()
  await repo.deleteSpentChallenges(deps.db, user.id)
  await repo.insertChallenge(deps.db, {
    userId: user.id,
    tokenHash: sha256(challenge),
    kind: secondFactor,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  })
  return { secondFactor, challenge }
}

async function usableChallenge(deps: Pick<AppDeps, 'db'>, token: string, kind: SecondFactorStep) {
  const challenge = await repo.findUsableChallenge(deps.db, sha256(token))
  if (!challenge || challenge.kind !== kind) throw challengeExpired()
  return challenge
}

/**
 * Enrolment's first step: a new secret, shown as a QR code (and as text, for an app that cannot
 * scan). Asked again, it makes another: only the last one shown can be confirmed.
 */
export async function startEnrolment(deps: Pick<AppDeps, 'db' | 'config'>, token: string): Promise<EnrolStartResponse> {
  const challenge = await usableChallenge(deps, token, 'enrol')
  const user = await authRepo.findUserById(deps.db, challenge.userId)
  if (!user) throw challengeExpired()
  const secret = generateSecret()
  const box = await secondFactorBox(deps.config)
  if (!(await repo.putPendingSecret(deps.db, user.id, box.seal(secret)))) throw challengeExpired()
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email ?? user.id, secret })
  // Drawn on the server, as the UPI QR code is, so the browser loads no QR library.
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, otpauthUrl, qrSvg }
}

/**
 * The second step: the code the authenticator shows turns the challenge into a session. `enrol`
 * confirms the secret shown by `startEnrolment` (which is never shown again); `totp` checks the
 * enrolled one. Codes are counted per operator before they are checked; a code's time step is
 * used once, so a code seen or replayed is refused even within its 30 seconds.
 */
export async function signInWithCode(
  deps: Pick<AppDeps, 'db' | 'config' | 'tokens' | 'rateLimiter'>,
  input: { challenge: string; code: string },
  kind: SecondFactorStep,
  client: { ipTag: string },
): Promise<{ token: string; user: UserRow }> {
  const challenge = await usableChallenge(deps, input.challenge, kind)
  const attempt = await deps.rateLimiter.reserve([{ key: `operator:totp:${challenge.userId}`, backoff: CODE_BACKOFF }])
  if (!attempt.allowed) throw rateLimitedError(attempt.retryInMs)
  const factor = await repo.findSecondFactor(deps.db, challenge.userId)
  if (!factor || (factor.enrolledAt !== null) !== (kind === 'totp')) throw challengeExpired()
  const secret = (await secondFactorBox(deps.config)).open(factor.secretCiphertext)
  // Sealed with another key (SECOND_FACTOR_KEY changed, or the key file lost): only re-enrolment helps.
  if (secret === null) throw new Error('an operator’s authenticator secret cannot be opened with this SECOND_FACTOR_KEY')
  const result = await verify({
    secret,
    token: input.code,
    epochTolerance: CODE_TOLERANCE_SECONDS,
    ...(factor.lastTimeStep === null ? {} : { afterTimeStep: factor.lastTimeStep }),
  })
  // The union also covers HOTP's answer, which has no time step.
  if (!result.valid || !('timeStep' in result)) throw codeWrong()
  const signedIn = await deps.db.transaction(async (tx) => {
    if (!(await repo.takeTimeStep(tx, challenge.userId, result.timeStep, kind === 'enrol'))) throw codeWrong()
    if (!(await repo.claimChallenge(tx, challenge.id))) throw challengeExpired()
    const user = await authRepo.findUserById(tx, challenge.userId)
    if (!user || user.role !== 'admin') throw challengeExpired()
    const expiresAt = new Date(Date.now() + OPERATOR_SESSION_TTL_MS)
    const session = await insertSession(tx, { userId: user.id, expiresAt })
    // Every operator session is on the record: the console's power is used only through one.
    const entry = { ...actorOf(user), subjectUserId: user.id, ipTag: client.ipTag }
    if (kind === 'enrol') await recordAudit(tx, { ...entry, action: 'operator.totp_enrolled' })
    await recordAudit(tx, { ...entry, action: 'operator.signed_in' })
    return { token: await deps.tokens.sign({ userId: user.id, sessionId: session.id }, expiresAt), user }
  })
  await attempt.giveBack()
  return signedIn
}

/** Forgets the operator's authenticator (a lost phone): the next sign-in enrols a new one. */
export async function resetSecondFactor(deps: Pick<AppDeps, 'db'>, userId: string): Promise<void> {
  await repo.deleteSecondFactor(deps.db, userId)
}
