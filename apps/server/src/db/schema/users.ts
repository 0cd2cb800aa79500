import { sql } from 'drizzle-orm'
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { LOCALES } from '@app/shared/messages/locales'
import { ROLES } from '@app/shared/roles'

export const userRole = pgEnum('user_role', ROLES)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased (the shared EmailSchema normalises it), so one plain unique index makes
    // emails unique regardless of case; the check keeps any other writer honest. Null for an
    // account made with a mobile number alone.
    email: text('email'),
    /** When the email was confirmed through a mailed link; null for emails never confirmed. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    role: userRole('role').notNull(),
    /** The contact phone as the person gave it (free form). */
    phone: text('phone'),
    /**
     * The mobile number the account signs in with, in E.164 ("+919876512345"); set only once a
     * code sent to it was entered, so it is always confirmed.
     */
    mobile: text('mobile'),
    /** Null for an account that signs in with codes only. */
    passwordHash: text('password_hash'),
    /**
     * Storage key of the profile image (`profiles/<user id>/<hash>.webp`), never a URL: answers
     * build the URL, so the place files are served from can change without rewriting rows.
     */
    profileImageKey: text('profile_image'),
    /**
     * The language the account reads: its mail, SMS and notices are written in it, and its answers
     * too when a request names no language. Text with a check rather than an enum, so adding a
     * language changes a constraint, not a type.
     */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    /**
     * A demo account: made by the demo seed, whose passwords are public (the guest buttons, the
     * repository). Demo accounts live in a sandbox of their own (lib/sandbox), so whoever signs in
     * as one never meets a real person's data, and a real buyer never orders from a demo farm.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The address the account was made from, as a keyed tag (lib/address-tag), never the address:
     * new accounts from one address share a day's upload allowance. Null for accounts made before
     * it was kept, and by the demo seed.
     */
    signupAddress: text('signup_address'),
    /**
     * When an operator suspended the account, and why (shown to its owner as written, on sign-in):
     * a suspended account has no sessions and cannot start one. Null for an account in good standing.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_mobile_unique').on(table.mobile),
    // Browse's search finds a farmer's listings by the farmer's name: a substring match (trigram GIN).
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // The demo accounts are a few among many: a demo viewer's lists read their ids from this small index.
    index('users_demo_idx')
      .on(table.id)
      .where(sql`${table.isDemo}`),
    // The accounts made from one address in the last day, for their shared upload allowance.
    index('users_signup_address_idx')
      .on(table.signupAddress, table.createdAt)
      .where(sql`${table.signupAddress} IS NOT NULL`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_email_or_mobile', sql`${table.email} IS NOT NULL OR ${table.mobile} IS NOT NULL`),
    check('users_mobile_e164', sql`${table.mobile} ~ '^[+][1-9][0-9]{7,14}$'`),
    check('users_language_supported', sql`${table.language} IN (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
