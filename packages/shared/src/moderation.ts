import { z } from 'zod'
import { msg } from './messages/refs'
import { REPORT_REASONS, REPORT_TARGETS } from './moderation-constants'
import { requiredText } from './required-text'

export {
  HIDDEN_CAUSES,
  REPORT_REASONS,
  REPORT_TARGETS,
  type HiddenCause,
  type ReportReason,
  type ReportTarget,
} from './moderation-constants'

/** The longest report a reporter may write, and the longest reason or notice an operator may. */
export const MAX_REPORT_DETAILS_LENGTH = 1000
export const MAX_MODERATION_TEXT_LENGTH = 1000

/**
 * POST /api/reports: a signed-in user reports a listing or an account, with a preset reason and
 * words of their own (needed for `other`, which says nothing by itself).
 */
export const ReportInputSchema = z
  .strictObject({
    target: z.enum(REPORT_TARGETS, { error: msg('report.targetInvalid') }),
    targetId: z.uuid({ error: msg('report.targetInvalid') }),
    reason: z.enum(REPORT_REASONS, { error: msg('report.reasonInvalid') }),
    details: z
      .string({ error: msg('report.detailsTooLong') })
      .trim()
      .max(MAX_REPORT_DETAILS_LENGTH, { error: msg('report.detailsTooLong') })
      .default(''),
  })
  .refine((report) => report.reason !== 'other' || report.details !== '', {
    error: msg('report.detailsRequired'),
    path: ['details'],
  })
export type ReportInput = z.input<typeof ReportInputSchema>

export const ReportCreatedResponseSchema = z.object({ message: z.string(), report: z.object({ _id: z.string() }) })

/** An operator's decision (hide, restore, suspend, dismiss): the reason is required and shown to the user as written. */
export const ModerationDecisionSchema = z.strictObject({
  reason: requiredText(msg('moderation.reasonRequired')).max(MAX_MODERATION_TEXT_LENGTH, { error: msg('moderation.reasonTooLong') }),
})
export type ModerationDecision = z.input<typeof ModerationDecisionSchema>

/** An operator's notice to one user, shown to them as written inside a sentence in their language. */
export const OperatorNoticeSchema = z.strictObject({
  message: requiredText(msg('moderation.messageRequired')).max(MAX_MODERATION_TEXT_LENGTH, { error: msg('moderation.reasonTooLong') }),
})
export type OperatorNotice = z.input<typeof OperatorNoticeSchema>

/** One open report in the operators' queue, with what it is about as it stands now. */
export const OpenReportSchema = z.object({
  _id: z.string(),
  target: z.enum(REPORT_TARGETS),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  createdAt: z.string(),
  reporter: z.object({ _id: z.string(), name: z.string() }),
  /** The reported listing (target `listing`); null for an account. */
  listing: z.object({ _id: z.string(), name: z.string(), hidden: z.boolean(), hiddenReason: z.string().nullable() }).nullable(),
  /** The reported account, or the reported listing's farmer. */
  account: z.object({
    _id: z.string(),
    name: z.string(),
    role: z.string(),
    suspended: z.boolean(),
    suspendedReason: z.string().nullable(),
  }),
  /** How many open reports name the same listing or account (this one included). */
  openOnTarget: z.number().int().positive(),
})
export type OpenReport = z.infer<typeof OpenReportSchema>

export const OpenReportsResponseSchema = z.object({ reports: z.array(OpenReportSchema), total: z.number().int().nonnegative() })
export type OpenReportsResponse = z.infer<typeof OpenReportsResponseSchema>

/** The most open reports the queue lists at once, oldest first. */
export const REPORTS_QUEUE_LIMIT = 100
