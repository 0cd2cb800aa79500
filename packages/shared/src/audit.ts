import { z } from 'zod'
import { SECURITY_ACTIVITY_KINDS, type SecurityActivityKind } from './account-security'
import { UUID_PATTERN } from './browse-filters'
import { emptyToUndefined } from './fields'
import { msg } from './messages/refs'
import { toIndianMobile } from './phone'

/*
 * The audit log: every operator action and every sensitive change of an account, append-only and
 * hash-chained (docs/decisions/047-hash-chained-audit-log.md). An action is `area.what_happened`,
 * in the past tense; add new ones to AUDIT_ACTIONS (the database keeps any string, so adding one
 * needs no migration). The owner sees the `account.*` ones on their profile (SECURITY_ACTIVITY_KINDS).
 */
export const AUDIT_ACTIONS = [
  // The account's own sign-in details and payment and delivery settings.
  'account.signed_in_new_device',
  'account.mobile_added',
  'account.mobile_changed',
  'account.email_added',
  'account.email_changed',
  'account.password_set',
  'account.password_changed',
  'account.password_reset',
  'account.change_undone',
  'account.upi_changed',
  'account.delivery_changed',
  // Verification and certificates.
  'verification.submitted',
  'verification.approved',
  'verification.rejected',
  'certificate.submitted',
  'certificate.approved',
  'certificate.rejected',
  'certificate.expired',
  // The operator's own actions.
  'operator.created',
  'operator.totp_enrolled',
  'operator.signed_in',
  'operator.listing_hidden',
  'operator.listing_restored',
  'operator.account_suspended',
  'operator.account_restored',
  'operator.notice_sent',
  'operator.report_dismissed',
  'operator.complaint_resolved',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The actions an account's owner sees among their security events on their profile. */
export const OWN_SECURITY_ACTIONS = SECURITY_ACTIVITY_KINDS.map((kind) => `account.${kind}` as const) satisfies readonly AuditAction[]
export type OwnSecurityAction = `account.${SecurityActivityKind}`

/** Who acted: a farmer or buyer on their own account, an operator, or the system (a job). */
export const AUDIT_ACTOR_ROLES = ['farmer', 'buyer', 'admin', 'system'] as const
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number]

/** The areas of AUDIT_ACTIONS ("operator", "account", …): the search takes one to mean all its actions. */
export const AUDIT_AREAS = [...new Set(AUDIT_ACTIONS.map((action) => action.slice(0, action.indexOf('.'))))]

/** How many entries a page of the operators' search holds. */
export const AUDIT_PAGE_SIZE = 50

/** Whom the search is about: an account id, an email or an Indian mobile number, as typed. */
export type AuditUserQuery = { by: 'id' | 'email' | 'mobile'; value: string }

/** A query field left empty counts as not given (a form sends every field). */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToUndefined, schema.optional())
}

/**
 * GET /admin/audit's query: entries the account took part in (as actor or subject), of an action
 * or an area, from one day to another (India's calendar, both included), newest first;
 * `before` is the `nextBefore` of the page before.
 */
export const AuditSearchQuerySchema = z
  .object({
    user: optional(
      z
        .string({ error: msg('audit.userInvalid') })
        .trim()
        .max(200, msg('audit.userInvalid'))
        .transform((value, ctx): AuditUserQuery => {
          if (UUID_PATTERN.test(value)) return { by: 'id', value: value.toLowerCase() }
          if (value.includes('@')) return { by: 'email', value: value.toLowerCase() }
          const mobile = toIndianMobile(value)
          if (mobile) return { by: 'mobile', value: mobile }
          ctx.addIssue({ code: 'custom', message: msg('audit.userInvalid') })
          return z.NEVER
        }),
    ),
    action: optional(z.enum([...AUDIT_ACTIONS, ...AUDIT_AREAS] as [string, ...string[]], { error: msg('audit.actionInvalid') })),
    from: optional(z.iso.date({ error: msg('audit.dateInvalid') })),
    to: optional(z.iso.date({ error: msg('audit.dateInvalid') })),
    before: optional(
      z
        .string({ error: msg('audit.pageInvalid') })
        .regex(/^[1-9][0-9]{0,15}$/, msg('audit.pageInvalid'))
        .transform(Number),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: msg('audit.rangeReversed'), path: ['to'] })
export type AuditSearchQuery = z.input<typeof AuditSearchQuerySchema>

/** An account an entry names, as it is now; name and contacts null once the account is gone. */
export const AuditPersonSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
})
export type AuditPerson = z.infer<typeof AuditPersonSchema>

export const AuditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** One of AUDIT_ACTIONS (a string: entries outlive the list's changes). */
  action: z.string(),
  actorRole: z.enum(AUDIT_ACTOR_ROLES),
  /** Null when the system acted. */
  actor: AuditPersonSchema.nullable(),
  subject: AuditPersonSchema.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ipTag: z.string().nullable(),
})
export type AuditEntryDto = z.infer<typeof AuditEntrySchema>

/** GET /admin/audit: a page of entries, newest first; `nextBefore` asks for the next page, null at the end. */
export const AuditSearchResponseSchema = z.object({ entries: z.array(AuditEntrySchema), nextBefore: z.string().nullable() })
export type AuditSearchResponse = z.infer<typeof AuditSearchResponseSchema>
