import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { COMPLAINT_ACTIONS, COMPLAINT_KINDS, COMPLAINT_OUTCOMES, COMPLAINT_STATES } from '@app/shared/complaints'
import { orders } from './orders'
import { users } from './users'

export const complaintKind = pgEnum('complaint_kind', COMPLAINT_KINDS)
export const complaintState = pgEnum('complaint_state', COMPLAINT_STATES)
export const complaintOutcome = pgEnum('complaint_outcome', COMPLAINT_OUTCOMES)
export const complaintAction = pgEnum('complaint_action', COMPLAINT_ACTIONS)
export const orderSide = pgEnum('order_side', ['buyer', 'farmer'])
export const complaintBy = pgEnum('complaint_by', ['buyer', 'farmer', 'operator', 'system'])

/**
 * A complaint on an order by one of its two sides, with its own state beside the order's. At most
 * one unresolved complaint per order: the partial unique index decides between two racing openings.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    openedBy: orderSide('opened_by').notNull(),
    kind: complaintKind('kind').notNull(),
    state: complaintState('state').notNull().default('open'),
    outcome: complaintOutcome('outcome'),
    /** When the other side's time to answer ends: set when it is told, cleared once the complaint moves on. */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('complaints_one_unresolved_per_order')
      .on(table.orderId)
      .where(sql`${table.state} in ('open', 'awaiting_answer', 'with_operator')`),
    index('complaints_state_created_at_idx').on(table.state, table.createdAt),
    check('complaints_outcome_when_resolved', sql`(${table.state} = 'resolved') = (${table.outcome} is not null)`),
  ],
)

/**
 * A complaint's history and thread, one row per step: its opening statement, the answer, the lapse
 * of the time to answer, the operator's decision and note, a withdrawal. Rows are only ever added.
 */
export const complaintEntries = pgTable(
  'complaint_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    action: complaintAction('action').notNull(),
    by: complaintBy('by').notNull(),
    /** The user who made the step; null for the system. */
    actorId: uuid('actor_id').references(() => users.id),
    /** The state the step left the complaint in. */
    state: complaintState('state').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaint_entries_complaint_id_created_at_idx').on(table.complaintId, table.createdAt)],
)

/**
 * A photo of a complaint's statement or answer, stored privately (never under /uploads): only the
 * order's two sides and operators get it, through the API.
 */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => complaintEntries.id, { onDelete: 'cascade' }),
    /** Key in the private storage: `complaints/<complaint id>/<hash>.webp`. */
    key: text('key').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaint_photos_entry_id_idx').on(table.entryId)],
)

export type ComplaintRow = typeof complaints.$inferSelect
export type ComplaintEntryRow = typeof complaintEntries.$inferSelect
export type ComplaintPhotoRow = typeof complaintPhotos.$inferSelect
