import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { preparedStatement } from '#src/db/prepared'
import {
  certificates,
  farmerBadges,
  farmerVerifications,
  users,
  type CertificateRow,
  type FarmerVerificationRow,
} from '#src/db/schema/index'

export type NewVerification = Pick<
  FarmerVerificationRow,
  'userId' | 'legalName' | 'farmAddress' | 'fpoName' | 'fssaiLicence' | 'documentKey'
>
export type NewCertificate = Pick<
  CertificateRow,
  'farmerId' | 'scheme' | 'certificateId' | 'certifyingBody' | 'validFrom' | 'validTo' | 'documentKey'
>

/** The farmer's latest submission for verification, or undefined before the first. */
export async function latestVerification(db: Db, userId: string): Promise<FarmerVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(farmerVerifications)
    .where(eq(farmerVerifications.userId, userId))
    .orderBy(desc(farmerVerifications.createdAt), desc(farmerVerifications.id))
    .limit(1)
  return row
}

/**
 * Locks the farmer's row, so two submissions of one farmer are checked one after another: the
 * second sees the first's pending row and is refused.
 */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** Whether the farmer has an approved verification, or one waiting for review. */
export async function verificationStanding(tx: Db, userId: string): Promise<{ approved: boolean; pending: boolean }> {
  const rows = await tx
    .select({ status: farmerVerifications.status })
    .from(farmerVerifications)
    .where(and(eq(farmerVerifications.userId, userId), inArray(farmerVerifications.status, ['approved', 'pending'])))
  return { approved: rows.some((row) => row.status === 'approved'), pending: rows.some((row) => row.status === 'pending') }
}

export async function insertVerification(tx: Db, values: NewVerification): Promise<FarmerVerificationRow> {
  const [row] = await tx.insert(farmerVerifications).values(values).returning()
  return row!
}

export async function listCertificates(db: Db, farmerId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.farmerId, farmerId))
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
}

export async function insertCertificate(tx: Db, values: NewCertificate): Promise<CertificateRow> {
  const [row] = await tx.insert(certificates).values(values).returning()
  return row!
}

const farmerColumns = { farmerName: users.name }

/** What waits for an operator, oldest first, with each farmer's name. */
export async function pendingVerifications(db: Db) {
  return db
    .select({ row: farmerVerifications, ...farmerColumns })
    .from(farmerVerifications)
    .innerJoin(users, eq(users.id, farmerVerifications.userId))
    .where(eq(farmerVerifications.status, 'pending'))
    .orderBy(asc(farmerVerifications.createdAt))
}

export async function pendingCertificates(db: Db) {
  return db
    .select({ row: certificates, ...farmerColumns })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.farmerId))
    .where(eq(certificates.status, 'pending'))
    .orderBy(asc(certificates.createdAt))
}

export async function findVerification(db: Db, id: string): Promise<FarmerVerificationRow | undefined> {
  const [row] = await db.select().from(farmerVerifications).where(eq(farmerVerifications.id, id))
  return row
}

export async function findCertificate(db: Db, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id))
  return row
}

export interface Decision {
  outcome: 'approved' | 'rejected'
  reason: string | null
  operatorId: string
  at: Date
}

/** Decides a pending verification; undefined when it is no longer pending (another operator was first). */
export async function decideVerification(tx: Db, id: string, decision: Decision): Promise<FarmerVerificationRow | undefined> {
  const [row] = await tx
    .update(farmerVerifications)
    .set({ status: decision.outcome, reason: decision.reason, decidedBy: decision.operatorId, decidedAt: decision.at })
    .where(and(eq(farmerVerifications.id, id), eq(farmerVerifications.status, 'pending')))
    .returning()
  return row
}

export async function decideCertificate(tx: Db, id: string, decision: Decision): Promise<CertificateRow | undefined> {
  const [row] = await tx
    .update(certificates)
    .set({ status: decision.outcome, reason: decision.reason, decidedBy: decision.operatorId, decidedAt: decision.at })
    .where(and(eq(certificates.id, id), eq(certificates.status, 'pending')))
    .returning()
  return row
}

/** Read with every Browse page: built once (db/prepared), and parsed once per pooled connection. */
const badgesOfFarmers = preparedStatement('badges_of_farmers', (db) =>
  db
    .select()
    .from(farmerBadges)
    .where(sql`${farmerBadges.farmerId} = any(${sql.placeholder('farmerIds')}::uuid[])`),
)

/** The badges of the farmers among `farmerIds` who have one (the farmer_badges view, computed as it is read). */
export async function badgesOf(db: Db, farmerIds: readonly string[]) {
  if (farmerIds.length === 0) return []
  return badgesOfFarmers(db, { farmerIds: [...new Set(farmerIds)] })
}

/** Approved certificates whose valid-to is before `today` (India's date) become `expired`; answers them. */
export async function expireCertificates(tx: Db, today: string): Promise<CertificateRow[]> {
  return tx
    .update(certificates)
    .set({ status: 'expired' })
    .where(and(eq(certificates.status, 'approved'), lt(certificates.validTo, today)))
    .returning()
}

/**
 * Claims the approved certificates that expire between `today` and `latest` and whose farmer was
 * not warned yet: one conditional UPDATE, so two sweeps at once never warn twice.
 */
export async function claimExpiryWarnings(tx: Db, today: string, latest: string, at: Date): Promise<CertificateRow[]> {
  return tx
    .update(certificates)
    .set({ expiryWarnedAt: at })
    .where(
      and(
        eq(certificates.status, 'approved'),
        isNull(certificates.expiryWarnedAt),
        gte(certificates.validTo, today),
        lte(certificates.validTo, latest),
      ),
    )
    .returning()
}

/** Documents decided before `before`: their photos are deleted and their keys cleared (`clearDocument`). */
export async function documentsDecidedBefore(db: Db, before: Date, limit: number) {
  const verificationKeys = await db
    .select({ id: farmerVerifications.id, key: farmerVerifications.documentKey })
    .from(farmerVerifications)
    .where(and(isNotNull(farmerVerifications.documentKey), lt(farmerVerifications.decidedAt, before)))
    .limit(limit)
  const certificateKeys = await db
    .select({ id: certificates.id, key: certificates.documentKey })
    .from(certificates)
    .where(and(isNotNull(certificates.documentKey), lt(certificates.decidedAt, before)))
    .limit(limit)
  return {
    verifications: verificationKeys.map((row) => ({ id: row.id, key: row.key! })),
    certificates: certificateKeys.map((row) => ({ id: row.id, key: row.key! })),
  }
}

export async function clearVerificationDocument(db: Db, id: string): Promise<void> {
  await db.update(farmerVerifications).set({ documentKey: null }).where(eq(farmerVerifications.id, id))
}

export async function clearCertificateDocument(db: Db, id: string): Promise<void> {
  await db.update(certificates).set({ documentKey: null }).where(eq(certificates.id, id))
}
