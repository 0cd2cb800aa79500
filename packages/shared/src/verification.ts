import { z } from 'zod'
import { CERTIFICATE_SCHEMES, type FarmerBadges } from './browse'
import { todayInIndia } from './buyer-requests'
import { emptyToUndefined, nullableText, type TextInput } from './fields'
import { msg } from './messages/refs'
import { requiredText } from './required-text'

/**
 * A farmer's verification (who they are, checked against an ID document) and organic certificates
 * (PGS-India, NPOP/India Organic or another scheme), each reviewed by an operator. Their document
 * photos are private: only operators see them, through the console's own routes. The badges they
 * earn, and the schemes' names, are Browse's (browse.ts, browse-filters.ts).
 */

export { CERTIFICATE_SCHEMES, type CertificateScheme, type FarmerBadges } from './browse'

export const VERIFICATION_LIMITS = {
  legalName: 100,
  farmAddress: 300,
  fpoName: 100,
  certificateId: 60,
  certifyingBody: 100,
  reason: 500,
} as const

/** An FSSAI licence or registration number: exactly 14 digits. */
export const FSSAI_PATTERN = /^\d{14}$/

/** Where a submission stands: waiting for an operator, approved, or rejected with a reason. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
/** A certificate also expires: past its valid-to date in India it earns no badge. */
export type CertificateStatus = ReviewStatus | 'expired'

/** The verification form's fields (sent as multipart form fields beside the ID photo in `image`). */
export const VerificationInputSchema = z.object({
  legalName: requiredText(msg('verification.legalNameRequired')).max(
    VERIFICATION_LIMITS.legalName,
    msg('verification.tooLong', { max: VERIFICATION_LIMITS.legalName }),
  ),
  farmAddress: requiredText(msg('verification.farmAddressRequired')).max(
    VERIFICATION_LIMITS.farmAddress,
    msg('verification.tooLong', { max: VERIFICATION_LIMITS.farmAddress }),
  ),
  fpoName: nullableText(VERIFICATION_LIMITS.fpoName, msg('verification.tooLong', { max: VERIFICATION_LIMITS.fpoName })),
  /** Optional; spaces a farmer types between the groups of digits are dropped. */
  fssaiLicence: z
    .preprocess(
      (value: TextInput) => emptyToUndefined(typeof value === 'string' ? value.replace(/\s+/g, '') : value),
      z
        .string({ error: msg('verification.fssaiInvalid') })
        .regex(FSSAI_PATTERN, msg('verification.fssaiInvalid'))
        .optional(),
    )
    .transform((value) => value ?? null),
})
export type VerificationInput = z.input<typeof VerificationInputSchema>
export type VerificationFields = z.output<typeof VerificationInputSchema>

const DateSchema = (required: string) => z.preprocess((value: TextInput) => emptyToUndefined(value), z.iso.date({ error: required }))

/**
 * A certificate's fields (multipart form fields beside the document photo in `image`). Valid-to
 * comes after valid-from and is not already past in India: an expired certificate earns nothing.
 */
export const CertificateInputSchema = z
  .object({
    scheme: z.enum(CERTIFICATE_SCHEMES, { error: msg('certificates.schemeInvalid') }),
    certificateId: requiredText(msg('certificates.idRequired')).max(
      VERIFICATION_LIMITS.certificateId,
      msg('verification.tooLong', { max: VERIFICATION_LIMITS.certificateId }),
    ),
    certifyingBody: requiredText(msg('certificates.bodyRequired')).max(
      VERIFICATION_LIMITS.certifyingBody,
      msg('verification.tooLong', { max: VERIFICATION_LIMITS.certifyingBody }),
    ),
    validFrom: DateSchema(msg('products.dateInvalid')),
    validTo: DateSchema(msg('products.dateInvalid')),
  })
  .refine(({ validFrom, validTo }) => validTo > validFrom, { message: msg('certificates.toBeforeFrom'), path: ['validTo'] })
  .refine(({ validTo }) => validTo >= todayInIndia(), { message: msg('certificates.expired'), path: ['validTo'] })
export type CertificateInput = z.input<typeof CertificateInputSchema>
export type CertificateFields = z.output<typeof CertificateInputSchema>

/** The farmer's verification as they see it: the latest submission, with the operator's reason when rejected. */
export const VerificationSchema = z.object({
  _id: z.string(),
  legalName: z.string(),
  farmAddress: z.string(),
  fpoName: z.string().nullable(),
  fssaiLicence: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** The operator's reason for a rejection, as they wrote it. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type Verification = z.infer<typeof VerificationSchema>

/** GET /me/verification: null before the first submission. */
export const VerificationResponseSchema = z.object({ verification: VerificationSchema.nullable() })
export type VerificationResponse = z.infer<typeof VerificationResponseSchema>

export const CertificateSchema = z.object({
  _id: z.string(),
  scheme: z.enum(CERTIFICATE_SCHEMES),
  certificateId: z.string(),
  certifyingBody: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum([...REVIEW_STATUSES, 'expired']),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type Certificate = z.infer<typeof CertificateSchema>

/** GET /me/certificates: newest first. */
export const CertificatesResponseSchema = z.object({ certificates: z.array(CertificateSchema) })
export const CertificateResponseSchema = z.object({ certificate: CertificateSchema })

export const NO_BADGES: FarmerBadges = { verified: false, certificate: null }

/** An operator's decision on a submission; a rejection carries the reason the farmer reads. */
export const ReviewDecisionSchema = z
  .object({
    outcome: z.enum(['approved', 'rejected'], { error: msg('review.outcomeInvalid') }),
    reason: nullableText(VERIFICATION_LIMITS.reason, msg('verification.tooLong', { max: VERIFICATION_LIMITS.reason })),
  })
  .refine(({ outcome, reason }) => outcome === 'approved' || reason !== null, { message: msg('review.reasonRequired'), path: ['reason'] })
export type ReviewDecisionInput = z.input<typeof ReviewDecisionSchema>

/** POST /admin/{verifications|certificates}/{id}/decision: the submission's new status. */
export const ReviewDecisionResponseSchema = z.object({ _id: z.string(), status: z.enum([...REVIEW_STATUSES, 'expired']) })
export type ReviewDecisionResponse = z.infer<typeof ReviewDecisionResponseSchema>

/** A pending verification in the operator's queue. */
export const QueuedVerificationSchema = VerificationSchema.extend({
  farmer: z.object({ _id: z.string(), name: z.string() }),
  /** Whether the ID photo is still kept (deleted 30 days after a decision). */
  hasDocument: z.boolean(),
})
export type QueuedVerification = z.infer<typeof QueuedVerificationSchema>

export const QueuedCertificateSchema = CertificateSchema.extend({
  farmer: z.object({ _id: z.string(), name: z.string() }),
  hasDocument: z.boolean(),
})
export type QueuedCertificate = z.infer<typeof QueuedCertificateSchema>

/** GET /admin/verification/queue: what waits for a decision, oldest first. */
export const ReviewQueueResponseSchema = z.object({
  verifications: z.array(QueuedVerificationSchema),
  certificates: z.array(QueuedCertificateSchema),
})
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>
