import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { AuditActorRole } from '@app/shared/audit'

/**
 * The audit log: one row per operator action or sensitive account change, written in the same
 * transaction as the change it records (modules/audit). Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0031). Each row's `hash` is the SHA-256 of the previous row's hash and this
 * row's canonical form, so an entry changed or removed by hand breaks the chain (`npm run
 * audit:verify`). The user ids are not foreign keys: the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** The order of the chain: entries are numbered under the log's lock, so by the order they were chained. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the system acted (a job, the command line). */
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role').$type<AuditActorRole>().notNull(),
    /** One of AUDIT_ACTIONS (packages/shared/src/audit.ts); text, so a new action needs no migration. */
    action: text('action').notNull(),
    /** Whose account the entry concerns, when it concerns one. */
    subjectUserId: uuid('subject_user_id'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** The reason an operator gave, as written. */
    reason: text('reason'),
    /** What else the entry needs (values shown partly, never whole numbers, emails or secrets). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's address as a keyed tag (lib/address-tag), never the address. */
    ipTag: text('ip_tag'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectUserId, table.id),
    index('audit_log_actor_idx').on(table.actorUserId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_created_idx').on(table.createdAt),
  ],
)

export type AuditLogRow = typeof auditLog.$inferSelect
