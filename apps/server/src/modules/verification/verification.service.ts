import { addDays } from '@app/shared/calendar'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { todayInIndia } from '@app/shared/buyer-requests'
import { validationMessage, type FieldErrors } from '@app/shared/errors'
import { msg } from '@app/shared/messages/refs'
import { paths } from '@app/shared/paths'
import {
  CertificateInputSchema,
  NO_BADGES,
  VerificationInputSchema,
  type Certificate,
  type FarmerBadges,
  type ReviewDecisionInput,
  type ReviewDecisionResponse,
  type ReviewQueueResponse,
  type Verification,
} from '@app/shared/verification'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { CertificateRow, FarmerBadgesRow, FarmerVerificationRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import { processDocumentImage } from '#src/lib/images'
import type { ImageForm } from '#src/lib/multipart'
import { actorOf, recordAudit, SYSTEM_ACTOR } from '#src/modules/audit/audit.repository'
import { runPipeline, type UploadDeps } from '#src/modules/images/images.service'
import { queueUserNotice } from '#src/modules/notifications/notifications.service'
import * as repo from './verification.repository'

/** What a submission needs: the app's parts, the private storage and the image decodes' limiter. */
export type SubmitDeps = UploadDeps & Pick<AppDeps, 'privateStorage'>

/** A decided submission's document photo is deleted this long after the decision. */
export const DOCUMENT_KEPT_DAYS = 30
/** The farmer is told this many days before a certificate's valid-to. */
export const EXPIRY_WARNING_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The first check's fields in `fieldErrors`, by path, as the errors plugin answers a JSON body's. */
function validationFailed(error: z.ZodError): AppError {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body'
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  return new AppError(400, 'VALIDATION_FAILED', validationMessage(fieldErrors), fieldErrors)
}

function photoRequired(): AppError {
  const message = msg('verification.photoRequired')
  return new AppError(400, 'VALIDATION_FAILED', message, { image: [message] })
}

/**
 * Checks the form's fields, then decodes and re-encodes the photo (stripped of metadata) and stores
 * it privately under a key of its own, so no two submissions share a file and deleting one's photo
 * never touches another's. Answers the fields and the key.
 */
async function storeSubmission<T extends z.ZodType>(
  deps: SubmitDeps,
  schema: T,
  form: ImageForm,
  folder: 'verification' | 'certificates',
  userId: string,
): Promise<{ fields: z.output<T>; documentKey: string }> {
  const parsed = schema.safeParse(form.fields)
  if (!parsed.success) throw validationFailed(parsed.error)
  if (!form.image) throw photoRequired()
  const image = form.image
  const processed = await runPipeline(deps, () => processDocumentImage(image))
  const documentKey = `${folder}/${userId}/${randomUUID()}.webp`
  await deps.privateStorage.put(documentKey, processed.image.data)
  return { fields: parsed.data, documentKey }
}

/** Runs `write` with the stored photo's key; when it fails, the photo is deleted, as no row names it. */
async function keepingPhotoOnlyIfWritten<R>(deps: SubmitDeps, documentKey: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write()
  } catch (err) {
    await deps.privateStorage.delete(documentKey).catch((error: unknown) => deps.log.warn({ err: error }, 'document photo not deleted'))
    throw err
  }
}

export function toVerificationDto(row: FarmerVerificationRow): Verification {
  return {
    _id: row.id,
    legalName: row.legalName,
    farmAddress: row.farmAddress,
    fpoName: row.fpoName,
    fssaiLicence: row.fssaiLicence,
    status: row.status,
    reason: row.reason,
    submittedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

/** An approved certificate past its valid-to reads `expired` at once, before the daily job marks it. */
export function toCertificateDto(row: CertificateRow, today = todayInIndia()): Certificate {
  return {
    _id: row.id,
    scheme: row.scheme,
    certificateId: row.certificateId,
    certifyingBody: row.certifyingBody,
    validFrom: row.validFrom,
    validTo: row.validTo,
    status: row.status === 'approved' && row.validTo < today ? 'expired' : row.status,
    reason: row.reason,
    submittedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

/** Refuses a farmer who is verified already, or whose submission waits for review. */
async function assertMaySubmit(db: Db, userId: string): Promise<void> {
  const standing = await repo.verificationStanding(db, userId)
  if (standing.approved) throw new AppError(409, 'CONFLICT', msg('verification.alreadyVerified'))
  if (standing.pending) throw new AppError(409, 'CONFLICT', msg('verification.alreadyPending'))
}

export async function getVerification(deps: Pick<AppDeps, 'db'>, userId: string): Promise<Verification | null> {
  const row = await repo.latestVerification(deps.db, userId)
  return row ? toVerificationDto(row) : null
}

/**
 * A farmer's submission for verification. Refused while one waits for review or once the farmer is
 * verified; after a rejection the farmer submits again. Recorded in the audit log with the row.
 */
export async function submitVerification(
  deps: SubmitDeps,
  user: { id: string; role: 'farmer' },
  form: ImageForm,
  ipTag: string | null,
): Promise<Verification> {
  // Refused before the photo is decoded when the answer is already known, and again under the lock.
  await assertMaySubmit(deps.db, user.id)
  const { fields, documentKey } = await storeSubmission(deps, VerificationInputSchema, form, 'verification', user.id)
  const row = await keepingPhotoOnlyIfWritten(deps, documentKey, () =>
    deps.db.transaction(async (tx) => {
      await repo.lockUser(tx, user.id)
      await assertMaySubmit(tx, user.id)
      const inserted = await repo.insertVerification(tx, { userId: user.id, ...fields, documentKey })
      await recordAudit(tx, {
        ...actorOf(user),
        action: 'verification.submitted',
        subjectUserId: user.id,
        targetType: 'verification',
        targetId: inserted.id,
        ipTag,
      })
      return inserted
    }),
  )
  return toVerificationDto(row)
}

export async function listFarmerCertificates(deps: Pick<AppDeps, 'db'>, farmerId: string): Promise<Certificate[]> {
  const today = todayInIndia()
  return (await repo.listCertificates(deps.db, farmerId)).map((row) => toCertificateDto(row, today))
}

/** A farmer's certificate, waiting for review; recorded in the audit log with the row. */
export async function submitCertificate(
  deps: SubmitDeps,
  user: { id: string; role: 'farmer' },
  form: ImageForm,
  ipTag: string | null,
): Promise<Certificate> {
  const { fields, documentKey } = await storeSubmission(deps, CertificateInputSchema, form, 'certificates', user.id)
  const row = await keepingPhotoOnlyIfWritten(deps, documentKey, () =>
    deps.db.transaction(async (tx) => {
      const inserted = await repo.insertCertificate(tx, { farmerId: user.id, ...fields, documentKey })
      await recordAudit(tx, {
        ...actorOf(user),
        action: 'certificate.submitted',
        subjectUserId: user.id,
        targetType: 'certificate',
        targetId: inserted.id,
        details: { scheme: inserted.scheme, validTo: inserted.validTo },
        ipTag,
      })
      return inserted
    }),
  )
  return toCertificateDto(row)
}

/** The operator's queue: pending verifications and certificates, oldest first. */
export async function reviewQueue(deps: Pick<AppDeps, 'db'>): Promise<ReviewQueueResponse> {
  const [verifications, certificateRows] = await Promise.all([repo.pendingVerifications(deps.db), repo.pendingCertificates(deps.db)])
  return {
    verifications: verifications.map(({ row, farmerName }) => ({
      ...toVerificationDto(row),
      farmer: { _id: row.userId, name: farmerName },
      hasDocument: row.documentKey !== null,
    })),
    certificates: certificateRows.map(({ row, farmerName }) => ({
      ...toCertificateDto(row),
      farmer: { _id: row.farmerId, name: farmerName },
      hasDocument: row.documentKey !== null,
    })),
  }
}

export type ReviewKind = 'verification' | 'certificate'

function nothingToReview(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('review.notFound'))
}

/** A submission's private photo, for an operator: 404 for an unknown id or a photo already deleted. */
export async function documentOf(deps: Pick<AppDeps, 'db' | 'privateStorage'>, kind: ReviewKind, id: string): Promise<Buffer> {
  const row = kind === 'verification' ? await repo.findVerification(deps.db, id) : await repo.findCertificate(deps.db, id)
  if (!row) throw nothingToReview()
  const data = row.documentKey === null ? null : await deps.privateStorage.read(row.documentKey)
  if (!data) throw new AppError(404, 'NOT_FOUND', msg('review.documentGone'))
  return data
}

/** The farmer's notice of a decision or of a coming expiry, queued in the transaction that made it; it opens their profile. */
async function tellFarmer(deps: Pick<AppDeps, 'jobs'>, tx: Db, farmerId: string, ref: string, dedupeKey: string): Promise<void> {
  await queueUserNotice(deps, tx, { userId: farmerId, ref, link: paths.farmerProfile, dedupeKey })
}

/** An operator's decision on a pending submission; the farmer is told, and the audit log records it. */
export async function decide(
  deps: Pick<AppDeps, 'db' | 'browseCache' | 'jobs'>,
  operator: { id: string; role: 'admin' },
  kind: ReviewKind,
  id: string,
  input: Required<Pick<ReviewDecisionInput, 'outcome'>> & { reason: string | null },
  ipTag: string | null,
): Promise<ReviewDecisionResponse> {
  const decision: repo.Decision = {
    outcome: input.outcome,
    reason: input.outcome === 'rejected' ? input.reason : null,
    operatorId: operator.id,
    at: new Date(),
  }
  const decided = await deps.db.transaction(async (tx) => {
    const row = kind === 'verification' ? await repo.decideVerification(tx, id, decision) : await repo.decideCertificate(tx, id, decision)
    if (!row) {
      const exists = kind === 'verification' ? await repo.findVerification(tx, id) : await repo.findCertificate(tx, id)
      throw exists ? new AppError(409, 'CONFLICT', msg('review.alreadyDecided')) : nothingToReview()
    }
    const farmerId = 'userId' in row ? row.userId : row.farmerId
    const ref =
      'userId' in row
        ? decision.outcome === 'approved'
          ? msg('notice.verificationApproved')
          : msg('notice.verificationRejected', { note: decision.reason ?? '' })
        : decision.outcome === 'approved'
          ? msg('notice.certificateApproved', { certificateId: row.certificateId, validTo: row.validTo })
          : msg('notice.certificateRejected', { certificateId: row.certificateId, note: decision.reason ?? '' })
    await tellFarmer(deps, tx, farmerId, ref, `${kind}-decided:${row.id}`)
    await recordAudit(tx, {
      ...actorOf(operator),
      action: `${kind}.${decision.outcome}`,
      subjectUserId: farmerId,
      targetType: kind,
      targetId: row.id,
      reason: decision.reason,
      ipTag,
    })
    return row
  })
  // Listings show badges: pages cached before the decision would show the old ones.
  if (decision.outcome === 'approved') await deps.browseCache.invalidate()
  return { _id: decided.id, status: decided.status }
}

/** Each farmer's badges among `farmerIds` (none for the rest). */
export async function farmerBadges(deps: Pick<AppDeps, 'db'>, farmerIds: readonly string[]): Promise<Map<string, FarmerBadges>> {
  return badgesByFarmer(await repo.badgesOf(deps.db, farmerIds))
}

/** Rows of the farmer_badges view (by farmer, as farmerBadges or a query joined to the view read them) as badges by farmer. */
export function badgesByFarmer(rows: readonly FarmerBadgesRow[]): Map<string, FarmerBadges> {
  return new Map(
    rows.map((row) => [
      row.farmerId,
      {
        verified: row.verified,
        certificate:
          row.certified && row.certificateScheme && row.certificateValidTo
            ? { scheme: row.certificateScheme, validTo: row.certificateValidTo }
            : null,
      },
    ]),
  )
}

/** One farmer's badges. */
export async function badgesOfFarmer(deps: Pick<AppDeps, 'db'>, farmerId: string): Promise<FarmerBadges> {
  return (await farmerBadges(deps, [farmerId])).get(farmerId) ?? NO_BADGES
}

/** Photos deleted per run at most, so one run stays short; the next takes the rest. */
const PURGE_BATCH = 500

export interface SweepResult {
  expired: string[]
  warned: string[]
  documentsDeleted: number
}

/**
 * The daily job, as of `now`: approved certificates past their valid-to (India's date) become
 * `expired` (their badge is already gone, as badges are computed as they are read); farmers whose
 * certificate expires within EXPIRY_WARNING_DAYS are told, once; and document photos of
 * submissions decided DOCUMENT_KEPT_DAYS ago are deleted.
 */
export async function dailySweep(
  deps: Pick<AppDeps, 'db' | 'privateStorage' | 'browseCache' | 'log' | 'jobs'>,
  now: Date,
): Promise<SweepResult> {
  const today = todayInIndia(now)
  const { expired, warned } = await deps.db.transaction(async (tx) => {
    const expiredRows = await repo.expireCertificates(tx, today)
    for (const row of expiredRows) {
      await recordAudit(tx, {
        ...SYSTEM_ACTOR,
        action: 'certificate.expired',
        subjectUserId: row.farmerId,
        targetType: 'certificate',
        targetId: row.id,
        details: { validTo: row.validTo },
      })
    }
    const warnedRows = await repo.claimExpiryWarnings(tx, today, addDays(today, EXPIRY_WARNING_DAYS), now)
    for (const row of warnedRows) {
      await tellFarmer(
        deps,
        tx,
        row.farmerId,
        msg('notice.certificateExpiring', { certificateId: row.certificateId, validTo: row.validTo }),
        `certificate-expiring:${row.id}`,
      )
    }
    return { expired: expiredRows.map((row) => row.id), warned: warnedRows.map((row) => row.id) }
  })
  if (expired.length > 0) await deps.browseCache.invalidate()

  const due = await repo.documentsDecidedBefore(deps.db, new Date(now.getTime() - DOCUMENT_KEPT_DAYS * DAY_MS), PURGE_BATCH)
  let documentsDeleted = 0
  for (const [items, clear] of [
    [due.verifications, repo.clearVerificationDocument],
    [due.certificates, repo.clearCertificateDocument],
  ] as const) {
    for (const { id, key } of items) {
      // The file first: a key cleared with its file left behind would never be found again.
      await deps.privateStorage.delete(key)
      await clear(deps.db, id)
      documentsDeleted += 1
    }
  }
  if (expired.length + warned.length + documentsDeleted > 0) {
    deps.log.info({ expired: expired.length, warned: warned.length, documentsDeleted }, 'verification sweep')
  }
  return { expired, warned, documentsDeleted }
}
