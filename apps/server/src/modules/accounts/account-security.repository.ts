import { and, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { SecurityEventKind } from '@app/shared/account-security'
import { OWN_SECURITY_ACTIONS } from '@app/shared/audit'
import type { Db } from '#src/db/client'
import { auditLog, securityEvents, users, type AuditLogRow, type SecurityEventRow, type UserRow } from '#src/db/schema/index'

export interface NewSecurityEvent {
  userId: string
  kind: SecurityEventKind
  shownBefore: string | null
  shownAfter: string | null
  previousValue: string | null
}

export async function insertSecurityEvent(tx: Db, values: NewSecurityEvent): Promise<SecurityEventRow> {
  const [row] = await tx.insert(securityEvents).values(values).returning()
  if (!row) throw new Error('security event insert returned no row')
  return row
}

/** The event with its account, unless it was undone. */
export async function findOpenEventWithUser(db: Db, eventId: string): Promise<{ event: SecurityEventRow; user: UserRow } | undefined> {
  const [found] = await db
    .select({ event: securityEvents, user: users })
    .from(securityEvents)
    .innerJoin(users, eq(users.id, securityEvents.userId))
    .where(and(eq(securityEvents.id, eventId), isNull(securityEvents.undoneAt)))
    .limit(1)
  return found
}

/** The link that undoes the event: a new one replaces any sent before (a retried notice sends again). */
export async function setUndoToken(db: Db, eventId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(securityEvents).set({ undoTokenHash: tokenHash, undoExpiresAt: expiresAt }).where(eq(securityEvents.id, eventId))
}

/** The event an unexpired, unused undo link names, locked for the rest of the transaction. */
export async function lockUndoableEvent(tx: Db, tokenHash: string): Promise<SecurityEventRow | undefined> {
  const [row] = await tx
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.undoTokenHash, tokenHash), isNull(securityEvents.undoneAt), gt(securityEvents.undoExpiresAt, sql`now()`)))
    .for('update')
  return row
}

/** The user's changes from `since` on that are not undone, newest first. */
export async function changesSince(tx: Db, userId: string, since: Date): Promise<SecurityEventRow[]> {
  return tx
    .select()
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        gte(securityEvents.createdAt, since),
        isNull(securityEvents.undoneAt),
        ne(securityEvents.kind, 'change_undone'),
      ),
    )
    .orderBy(desc(securityEvents.createdAt))
}

export async function markUndone(tx: Db, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return
  await tx
    .update(securityEvents)
    .set({ undoneAt: sql`now()` })
    .where(inArray(securityEvents.id, eventIds))
}

/**
 * The account's latest security events from the audit log, newest first, each with when the change
 * was undone (kept with the change's undo link, which the append-only log cannot hold).
 */
export async function listOwnAuditEvents(db: Db, userId: string, limit: number): Promise<{ entry: AuditLogRow; undoneAt: Date | null }[]> {
  return db
    .select({ entry: auditLog, undoneAt: securityEvents.undoneAt })
    .from(auditLog)
    .leftJoin(securityEvents, sql`${securityEvents.id}::text = ${auditLog.details}->>'securityEventId'`)
    .where(and(eq(auditLog.subjectUserId, userId), inArray(auditLog.action, [...OWN_SECURITY_ACTIONS])))
    .orderBy(desc(auditLog.id))
    .limit(limit)
}

/** Whether the account signed in from the device (account-security.service deviceOf) before. */
export async function hasSignedInFromDevice(db: Db, userId: string, deviceTag: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectUserId, userId),
        eq(auditLog.action, 'account.signed_in_new_device'),
        sql`${auditLog.details}->>'device' = ${deviceTag}`,
      ),
    )
    .limit(1)
  return row !== undefined
}
