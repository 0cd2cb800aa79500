import { sql } from 'drizzle-orm'
import { boolean, check, date, index, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { CERTIFICATE_SCHEMES, REVIEW_STATUSES } from '@app/shared/verification'
import { users } from './users'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A farmer's submissions for verification: one row per submission, kept after the decision (the
 * latest is the farmer's status). At most one waits for an operator at a time.
 */
export const farmerVerifications = pgTable(
  'farmer_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    farmAddress: text('farm_address').notNull(),
    fpoName: text('fpo_name'),
    /** 14 digits. */
    fssaiLicence: text('fssai_licence'),
    /** Private storage key of the ID photo (lib/storage createPrivateStorage); null once deleted, 30 days after the decision. */
    documentKey: text('document_key'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** The operator's reason for a rejection, shown to the farmer as written. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('farmer_verifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('farmer_verifications_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('farmer_verifications_document_idx')
      .on(table.decidedAt)
      .where(sql`${table.documentKey} IS NOT NULL AND ${table.decidedAt} IS NOT NULL`),
    check('farmer_verifications_status_known', sql`${table.status} IN (${inList(REVIEW_STATUSES)})`),
    check('farmer_verifications_fssai_digits', sql`${table.fssaiLicence} ~ '^[0-9]{14}$'`),
    check('farmer_verifications_reason_on_reject', sql`${table.status} <> 'rejected' OR ${table.reason} IS NOT NULL`),
  ],
)

export type FarmerVerificationRow = typeof farmerVerifications.$inferSelect

/**
 * A farmer's organic certificates, each reviewed by an operator. An approved one earns its badge
 * while India's date is within valid-from..valid-to; the daily job marks it `expired` after, and
 * warns the farmer 30 days before (`expiryWarnedAt`, once).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheme: text('scheme', { enum: CERTIFICATE_SCHEMES }).notNull(),
    certificateId: text('certificate_id').notNull(),
    certifyingBody: text('certifying_body').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** Private storage key of the document photo; null once deleted, 30 days after the decision. */
    documentKey: text('document_key'),
    status: text('status', { enum: [...REVIEW_STATUSES, 'expired'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('certificates_farmer_idx').on(table.farmerId, table.createdAt),
    index('certificates_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    index('certificates_approved_valid_to_idx')
      .on(table.validTo)
      .where(sql`${table.status} = 'approved'`),
    index('certificates_document_idx')
      .on(table.decidedAt)
      .where(sql`${table.documentKey} IS NOT NULL AND ${table.decidedAt} IS NOT NULL`),
    check('certificates_scheme_known', sql`${table.scheme} IN (${inList(CERTIFICATE_SCHEMES)})`),
    check('certificates_status_known', sql`${table.status} IN (${inList([...REVIEW_STATUSES, 'expired'])})`),
    check('certificates_valid_range', sql`${table.validTo} > ${table.validFrom}`),
    check('certificates_reason_on_reject', sql`${table.status} <> 'rejected' OR ${table.reason} IS NOT NULL`),
  ],
)

export type CertificateRow = typeof certificates.$inferSelect

/**
 * Each farmer with a badge, computed as it is read (migration 0034's view): `verified` with an
 * approved verification; `certified` with an approved certificate whose dates hold India's today,
 * whose scheme and valid-to it gives (a named scheme before `other`, then the longest valid). Read
 * from the two small tables, never from every user, so Browse's filter stays cheap.
 */
export const farmerBadges = pgView('farmer_badges', {
  farmerId: uuid('farmer_id').notNull(),
  verified: boolean('verified').notNull(),
  certified: boolean('certified').notNull(),
  certificateScheme: text('certificate_scheme', { enum: CERTIFICATE_SCHEMES }),
  certificateValidTo: date('certificate_valid_to', { mode: 'string' }),
}).existing()

export type FarmerBadgesRow = typeof farmerBadges.$inferSelect
