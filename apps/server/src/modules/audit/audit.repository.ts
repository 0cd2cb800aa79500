import { and, asc, desc, eq, gt, gte, like, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditAction, AuditActorRole } from '@app/shared/audit'
import type { Role } from '@app/shared/roles'
import type { Db } from '#src/db/client'
import { auditLog, users, type AuditLogRow } from '#src/db/schema/index'
import { sha256 } from '#src/lib/tokens'

/*
 * Writing the audit log (docs/decisions/047-hash-chained-audit-log.md). Each entry is chained to
 * the one before it: hash = SHA-256(previous hash + "\n" + canonical form of the entry). Writers
 * take one transaction-level advisory lock before reading the last hash, so two transactions never
 * chain to the same entry (PostgreSQL and PGlite alike); the lock is held until the writer's
 * transaction ends, so call recordAudit last in a transaction, after the change it records.
 */

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64)

/** Names the advisory lock that serialises the chain's writers. */
const CHAIN_LOCK = sql`hashtext('kisansetu:audit-log')`

export interface AuditEntry {
  action: AuditAction
  /** Who acted: null with role 'system' for a job or the command line. */
  actorUserId: string | null
  actorRole: AuditActorRole
  /** Whose account the entry concerns. */
  subjectUserId?: string | null
  targetType?: string | null
  targetId?: string | null
  /** An operator's reason, as written. */
  reason?: string | null
  /** JSON values only; values shown partly, never whole contacts or secrets. */
  details?: Record<string, unknown>
  /** `addressTagger(config)(request.ip)`, never the address. */
  ipTag?: string | null
}

/** The actor fields for a signed-in user acting on their own behalf or as an operator. */
export function actorOf(user: { id: string; role: Role }): Pick<AuditEntry, 'actorUserId' | 'actorRole'> {
  return { actorUserId: user.id, actorRole: user.role }
}

/** The fields of an entry about a user's own account, made by that user (their sign-in details, payment and delivery settings). */
export function byOwner(user: {
  id: string
  role: Role
}): Pick<AuditEntry, 'actorUserId' | 'actorRole' | 'subjectUserId' | 'targetType' | 'targetId'> {
  return { ...actorOf(user), subjectUserId: user.id, targetType: 'user', targetId: user.id }
}

/** The actor fields for the system (jobs, the command line). */
export const SYSTEM_ACTOR = { actorUserId: null, actorRole: 'system' } as const satisfies Pick<AuditEntry, 'actorUserId' | 'actorRole'>

/** JSON with every object's keys sorted, so the same entry always serialises alike. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const object = value as Record<string, unknown>
  const keys = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort()
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`
}

type Hashed = Pick<
  AuditLogRow,
  'actorUserId' | 'actorRole' | 'action' | 'subjectUserId' | 'targetType' | 'targetId' | 'reason' | 'details' | 'ipTag' | 'createdAt'
>

/** The hash an entry must carry after `prevHash`; the verifier (scripts/audit-verify.ts) recomputes it. */
export function entryHash(prevHash: string, entry: Hashed): string {
  const canonical = canonicalJson({
    actorUserId: entry.actorUserId,
    actorRole: entry.actorRole,
    action: entry.action,
    subjectUserId: entry.subjectUserId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details,
    ipTag: entry.ipTag,
    createdAt: entry.createdAt.toISOString(),
  })
  return sha256(`${prevHash}\n${canonical}`)
}

/**
 * Appends an entry to the audit log, chained to the last one. Pass the transaction that makes the
 * change the entry records, so both commit or neither does; a plain `db` works too (the entry then
 * commits alone). Runs in a savepoint of `tx`, so the lock is always taken inside a transaction.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<AuditLogRow> {
  return tx.transaction(async (inner) => {
    const locked = await inner.execute(
      sql`select pg_advisory_xact_lock(${CHAIN_LOCK}), current_setting('transaction_isolation') as isolation`,
    )
    // A snapshot taken before the lock would not see an entry committed while waiting for it, and
    // the chain would fork: only READ COMMITTED reads the last entry afresh after the lock.
    const isolation = (locked as unknown as { rows: { isolation: string }[] }).rows[0]?.isolation
    if (isolation !== 'read committed') throw new Error(`recordAudit needs a READ COMMITTED transaction, not ${isolation}`)
    const [last] = await inner.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    const prevHash = last?.hash ?? GENESIS_HASH
    const values = {
      actorUserId: entry.actorUserId,
      actorRole: entry.actorRole,
      action: entry.action,
      subjectUserId: entry.subjectUserId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      reason: entry.reason ?? null,
      // As jsonb gives it back, so the hash the verifier recomputes from the stored row matches.
      details: JSON.parse(JSON.stringify(entry.details ?? {})) as Record<string, unknown>,
      ipTag: entry.ipTag ?? null,
      createdAt: new Date(),
    }
    const [row] = await inner
      .insert(auditLog)
      .values({ ...values, prevHash, hash: entryHash(prevHash, values) })
      .returning()
    if (!row) throw new Error('audit log insert returned no row')
    return row
  })
}

/** A page of the chain in its order, from after entry `afterId` (0: from the start); for the verifier. */
export async function chainPage(db: Db, afterId: number, limit: number): Promise<AuditLogRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit)
}

/** What the operators' search filters by, resolved: the account's id, not how it was typed. */
export interface AuditFilter {
  userId?: string
  /** Whole actions, or the area before the dot. */
  action?: string
  from?: Date
  /** Exclusive. */
  until?: Date
  beforeId?: number
}

const actor = alias(users, 'actor')
const subject = alias(users, 'subject')
const person = (table: typeof actor | typeof subject) => ({ id: table.id, name: table.name, email: table.email, mobile: table.mobile })

/** Entries matching `filter`, newest first, with the accounts they name as they are now (null once gone). */
export async function searchAuditLog(db: Db, filter: AuditFilter, limit: number) {
  const conditions: SQL[] = []
  if (filter.userId) conditions.push(or(eq(auditLog.actorUserId, filter.userId), eq(auditLog.subjectUserId, filter.userId))!)
  if (filter.action) {
    conditions.push(filter.action.includes('.') ? eq(auditLog.action, filter.action) : like(auditLog.action, `${filter.action}.%`))
  }
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from))
  if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until))
  if (filter.beforeId) conditions.push(lt(auditLog.id, filter.beforeId))
  return db
    .select({ entry: auditLog, actor: person(actor), subject: person(subject) })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit)
}

/** The id of the account with this email or mobile number. */
export async function findUserIdBy(db: Db, by: 'email' | 'mobile', value: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(by === 'email' ? users.email : users.mobile, value))
    .limit(1)
  return row?.id
}
