import { z } from 'zod'
import {
  SECURITY_ACTIVITY_KINDS,
  type SecurityActivityKind,
  type SecurityEvent,
  type SecurityEventKind,
} from '@app/shared/account-security'
import { PROOF_VALID_MINUTES, UNDO_CHANGE_VALID_DAYS } from '@app/shared/limits'
import { msg } from '@app/shared/messages/refs'
import { localePath, paths } from '@app/shared/paths'
import type { AppDeps } from '#src/app-deps'
import type { AuditLogRow, NewUserRow, UserRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { assertPasswordAllowed } from '#src/lib/password-policy'
import { hashPassword, verifyPassword } from '#src/lib/passwords'
import { deleteSessionsOfUser, markSessionProven, unauthenticated, type RequestAuth } from '#src/lib/sessions'
import type { SmsSender } from '#src/lib/sms'
import { randomToken, sha256 } from '#src/lib/tokens'
import { byOwner, recordAudit } from '#src/modules/audit/audit.repository'
import { signInThrottle } from '#src/modules/auth/auth.throttle'
import { buildChangeNoticeMail, buildChangeNoticeSms } from './accounts.mail'
import * as accounts from './accounts.repository'
import * as repo from './account-security.repository'
import { checkCode, claimCode, contactOf, maskEmail, maskMobile, type CodeDeps } from './one-time-codes'

/*
 * Who may change how an account signs in, and how its owner gets it back. A session must have
 * shown in the last PROOF_VALID_MINUTES that its owner holds it (signed in, or entered the
 * password or a code to the account's own contact), so a stolen session alone cannot move the
 * account to a thief's number or email. Each change is kept as a security event; the contacts the
 * account had before are told, with a link that puts every sign-in detail back as it was before
 * that change and signs every session out.
 *
 * The audit log is the record of these changes (and of the account's other sensitive events), and
 * the owner's list of security events reads it. A change is also kept in security_events, which
 * holds what the audit log must not: the undo link's hash, the value to put back (a password hash,
 * a whole number or email) and whether it was undone.
 */

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS
/** How many of an account's events its profile shows. */
const SHOWN_EVENTS = 50

/** Which sign-in detail each kind of change changed. */
const FIELD_OF: Record<Exclude<SecurityEventKind, 'change_undone'>, 'mobile' | 'email' | 'password'> = {
  mobile_added: 'mobile',
  mobile_changed: 'mobile',
  email_added: 'email',
  email_changed: 'email',
  password_set: 'password',
  password_changed: 'password',
  password_reset: 'password',
}

/** What the audit log keeps of a change: the values as the owner is shown them, and the change's own row. */
function auditDetails(event: { id: string; shownBefore: string | null; shownAfter: string | null }) {
  return { securityEventId: event.id, before: event.shownBefore, after: event.shownAfter }
}

function shownValue(details: Record<string, unknown>, key: 'before' | 'after'): string | null {
  const value = details[key]
  return typeof value === 'string' ? value : null
}

/** An audit entry about the account as its owner sees it (repo.listOwnAuditEvents reads only `account.*` ones). */
export function toSecurityEventDto({ entry, undoneAt }: { entry: AuditLogRow; undoneAt: Date | null }): SecurityEvent {
  const kind = entry.action.slice('account.'.length) as SecurityActivityKind
  if (!SECURITY_ACTIVITY_KINDS.includes(kind)) throw new Error(`not a security event: ${entry.action}`)
  return {
    id: String(entry.id),
    kind,
    before: shownValue(entry.details, 'before'),
    after: shownValue(entry.details, 'after'),
    createdAt: entry.createdAt.toISOString(),
    undoneAt: undoneAt?.toISOString() ?? null,
  }
}

/**
 * 403 unless the session proved in the last PROOF_VALID_MINUTES that its owner holds it. A demo
 * account's password is public and the account shared, so its sign-in details never change.
 */
export function requireRecentProof(auth: Pick<RequestAuth, 'provenAt' | 'user'>): void {
  if (auth.user.isDemo) throw new AppError(403, 'FORBIDDEN', msg('account.demoDetailsFixed'))
  if (auth.provenAt && Date.now() - auth.provenAt.getTime() <= PROOF_VALID_MINUTES * MINUTE_MS) return
  throw new AppError(403, 'PROOF_REQUIRED', msg('account.proofRequired'))
}

function proofRefused(field: 'password', message: ReturnType<typeof msg>): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { [field]: [message] })
}

/**
 * Proves the session with the account's password. The tries count as sign-in attempts on the
 * account from this address (auth.throttle.ts), so a stolen session cannot guess the password
 * faster than a stranger at the sign-in form; once they are used up, a code is the way.
 */
export async function proveWithPassword(
  deps: Pick<AppDeps, 'db' | 'rateLimiter' | 'config'>,
  auth: RequestAuth,
  password: string,
  ip: string,
): Promise<Date> {
  if (auth.user.passwordHash === null) throw proofRefused('password', msg('account.noPasswordUseCode'))
  const attempt = await signInThrottle(deps.rateLimiter, deps.config).begin(`user:${auth.user.id}`, ip)
  if (!attempt) throw proofRefused('password', msg('account.proofUseCode'))
  if (!(await verifyPassword(auth.user.passwordHash, password))) throw proofRefused('password', msg('account.proofPasswordWrong'))
  await attempt.succeeded()
  return markSessionProven(deps.db, auth.sessionId)
}

/** Proves the session with the code sent to the account's own number or email. */
export async function proveWithCode(deps: Pick<CodeDeps, 'db' | 'codeKey'>, auth: RequestAuth, code: string): Promise<Date> {
  const codeId = await checkCode(deps, contactOf(auth.user).recipient, code)
  await claimCode(deps.db, codeId)
  return markSessionProven(deps.db, auth.sessionId)
}

/** The queue whose jobs tell an account's earlier contacts about a change, with the link that undoes it. */
export const CHANGE_NOTICE_QUEUE = 'sign-in-change-notice'

const ContactSchema = z.object({ channel: z.enum(['email', 'sms']), to: z.string() })
const ChangeNoticeJobSchema = z.object({ eventId: z.string(), contacts: z.array(ContactSchema) })

type Change = Omit<repo.NewSecurityEvent, 'userId'>

/**
 * Keeps a change of `before` (the account as it was, read under lock in `tx`) as a security event
 * and in the audit log and, with `notify`, queues the notice to the contacts the account had
 * before it, in the same transaction: a change that is committed is always recorded and told.
 * The account's owner made it (a reset link or an undo link proves the owner as much as a session
 * does); `ipTag` is the tagged address it came from. Call it last in the transaction: the audit
 * log's lock is held from here to the commit.
 */
export async function recordChange(
  deps: Pick<AppDeps, 'jobs'>,
  tx: AppDeps['db'],
  before: UserRow,
  change: Change,
  notify: boolean,
  ipTag: string | null = null,
) {
  const event = await repo.insertSecurityEvent(tx, { userId: before.id, ...change })
  if (notify) {
    const contacts: z.infer<typeof ContactSchema>[] = []
    if (before.email) contacts.push({ channel: 'email', to: before.email })
    if (before.mobile) contacts.push({ channel: 'sms', to: before.mobile })
    await deps.jobs.send(tx, CHANGE_NOTICE_QUEUE, { eventId: event.id, contacts })
  }
  await recordAudit(tx, { ...byOwner(before), action: `account.${change.kind}`, details: auditDetails(event), ipTag })
}

/** A mobile number's change as the account shows it; undefined when nothing changed. */
export function mobileChange(before: UserRow, mobile: string): Change | undefined {
  if (before.mobile === mobile) return undefined
  return {
    kind: before.mobile ? 'mobile_changed' : 'mobile_added',
    shownBefore: before.mobile ? maskMobile(before.mobile) : null,
    shownAfter: maskMobile(mobile),
    previousValue: before.mobile,
  }
}

/** An email's change as the account shows it; undefined when nothing changed. */
export function emailChange(before: UserRow, email: string): Change | undefined {
  if (before.email === email) return undefined
  return {
    kind: before.email ? 'email_changed' : 'email_added',
    shownBefore: before.email ? maskEmail(before.email) : null,
    shownAfter: maskEmail(email),
    previousValue: before.email,
  }
}

/**
 * The job behind a change's notice: makes the link that undoes it (only its hash is stored, and
 * the token never enters the queue or a log, only the messages) and sends it to every contact the
 * account had before, in the account's language. A failed delivery fails the job, which is
 * retried with a new link, so the newest message's link is the one that works.
 */
export async function sendChangeNotice(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'> & { sms: SmsSender },
  data: Record<string, unknown>,
): Promise<void> {
  const parsed = ChangeNoticeJobSchema.safeParse(data)
  if (!parsed.success) {
    deps.log.error('sign-in change notice job malformed; dropped')
    return
  }
  const found = await repo.findOpenEventWithUser(deps.db, parsed.data.eventId)
  const event = found?.event
  // Undone already, or the account is gone: nothing left to tell. (An undoing is never told.)
  if (!found || !event || event.kind === 'change_undone') return
  const { user } = found
  const token = randomToken()
  await repo.setUndoToken(deps.db, event.id, sha256(token), new Date(Date.now() + UNDO_CHANGE_VALID_DAYS * DAY_MS))
  const link = `${deps.config.publicUrl}${localePath(user.language, paths.undoChange)}?token=${encodeURIComponent(token)}`
  const t = translator(user.language)
  const notice = { name: user.name, event: { ...event, kind: event.kind }, link, days: UNDO_CHANGE_VALID_DAYS }
  for (const contact of parsed.data.contacts) {
    if (contact.channel === 'email') await deps.mailer.deliver(buildChangeNoticeMail(t, contact.to, notice))
    else await deps.sms.send(buildChangeNoticeSms(t, contact.to, notice))
  }
}

/**
 * Sets or changes the account's password. The session proved itself (the route asks), the
 * account's other sessions stay, and its contacts are told with a link that undoes it.
 */
export async function setPassword(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  userId: string,
  password: string,
  ipTag: string | null = null,
): Promise<UserRow> {
  await assertPasswordAllowed(password)
  const passwordHash = await hashPassword(password)
  return deps.db.transaction(async (tx) => {
    const before = await accounts.lockUser(tx, userId)
    if (!before) throw unauthenticated()
    const user = await accounts.updateUserUnlessTaken(tx, userId, { passwordHash })
    if (!user) throw unauthenticated()
    const kind = before.passwordHash ? 'password_changed' : 'password_set'
    await recordChange(deps, tx, before, { kind, shownBefore: null, shownAfter: null, previousValue: before.passwordHash }, true, ipTag)
    return user
  })
}

function undoLinkInvalid(): AppError {
  return new AppError(400, 'VALIDATION_FAILED', msg('account.undoLinkInvalid'), { token: [msg('account.undoLinkInvalid')] })
}

/**
 * Undoes a change with the link sent about it: the account's mobile number, email and password go
 * back to what they were before that change (so later changes, such as a password reset through a
 * thief's new email, go too), every session ends, and the undoing is kept as an event. A link
 * works once, for UNDO_CHANGE_VALID_DAYS. When another account took the old number or email in
 * the meantime nothing changes (409). An email put back counts as unconfirmed: the link may have
 * come by SMS.
 */
export async function undoChange(deps: Pick<AppDeps, 'db'>, token: string, ipTag: string | null = null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const event = await repo.lockUndoableEvent(tx, sha256(token))
    if (!event) throw undoLinkInvalid()
    const before = await accounts.lockUser(tx, event.userId)
    if (!before) throw undoLinkInvalid()
    const changes = await repo.changesSince(tx, event.userId, event.createdAt)
    const values: Partial<NewUserRow> = {}
    // Newest first, so each field ends with the value it had before the earliest of these changes.
    for (const change of changes) {
      if (change.kind === 'change_undone') continue
      const field = FIELD_OF[change.kind]
      if (field === 'mobile') values.mobile = change.previousValue
      else if (field === 'email') Object.assign(values, { email: change.previousValue, emailVerifiedAt: null })
      else values.passwordHash = change.previousValue
    }
    const user = await accounts.updateUserUnlessTaken(tx, event.userId, values)
    if (!user) throw new AppError(409, 'CONFLICT', msg('account.undoTaken'))
    await repo.markUndone(
      tx,
      changes.map((change) => change.id),
    )
    await deleteSessionsOfUser(tx, event.userId)
    const undone = await repo.insertSecurityEvent(tx, {
      userId: event.userId,
      kind: 'change_undone',
      shownBefore: null,
      shownAfter: null,
      previousValue: null,
    })
    await recordAudit(tx, {
      ...byOwner(before),
      action: 'account.change_undone',
      details: { ...auditDetails(undone), undoes: event.id },
      ipTag,
    })
  })
}

/** Where a sign-in came from: the address as its tag (lib/address-tag) and the User-Agent header. */
export interface SignInClient {
  ipTag: string | null
  userAgent: string | undefined
}

/** Browsers and systems named in a new device's entry, first match wins (Edge and Opera say Chrome too). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A device as the audit log tells them apart: its User-Agent header with the version numbers left
 * out (a browser's update is not a new device), hashed; and a short name for its owner ("Chrome,
 * Android"). The address is not part of it: a phone's address changes all day.
 */
export function deviceOf(userAgent: string | undefined): { tag: string; name: string } {
  const agent = (userAgent ?? '').slice(0, 512)
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1]
  const name =
    [browser, system].filter(Boolean).join(', ') ||
    agent
      .replace(/[\d._]+/g, '')
      .slice(0, 40)
      .trim() ||
    '?'
  return { tag: sha256(agent.replace(/[\d._]+/g, '')).slice(0, 32), name }
}

/**
 * Records a sign-in from a device the account has not signed in from before (deviceOf), in the
 * transaction that starts the session. Two first sign-ins at the same moment from one new device
 * may both be recorded: harmless, and cheaper than a lock.
 */
export async function recordSignInDevice(tx: AppDeps['db'], user: Pick<UserRow, 'id' | 'role'>, client: SignInClient): Promise<void> {
  const device = deviceOf(client.userAgent)
  if (await repo.hasSignedInFromDevice(tx, user.id, device.tag)) return
  await recordAudit(tx, {
    ...byOwner(user),
    action: 'account.signed_in_new_device',
    details: { device: device.tag, after: device.name },
    ipTag: client.ipTag,
  })
}

/** The account's latest security events, newest first, as its owner sees them. */
export async function listSecurityEvents(deps: Pick<AppDeps, 'db'>, userId: string): Promise<SecurityEvent[]> {
  return (await repo.listOwnAuditEvents(deps.db, userId, SHOWN_EVENTS)).map(toSecurityEventDto)
}
