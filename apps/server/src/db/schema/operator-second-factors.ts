import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * An operator's authenticator (TOTP, RFC 6238): one row per operator. The secret is kept only
 * encrypted (AES-256-GCM, lib/secret-box) and is shown once, while enrolling; after the first
 * right code `enrolled_at` is set and the secret never leaves the server again.
 */
export const operatorSecondFactors = pgTable('operator_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  /** Null while the secret has only been shown: no code has confirmed it yet. */
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code of this step or an earlier one is never taken again. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type OperatorSecondFactorRow = typeof operatorSecondFactors.$inferSelect

/** What the password step let the operator do next: give a code, or first enrol an authenticator. */
export const operatorChallengeKind = pgEnum('operator_challenge_kind', ['totp', 'enrol'])

/**
 * The proof that an operator's password was right, waiting for the second factor: no session
 * exists until a code is given. Only the challenge's hash is stored; it lives minutes and is used once.
 */
export const operatorChallenges = pgTable(
  'operator_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: operatorChallengeKind('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('operator_challenges_token_hash_unique').on(table.tokenHash),
    index('operator_challenges_user_id_idx').on(table.userId),
  ],
)
