import { z } from 'zod'
import { PasswordSchema, SignInPasswordSchema } from './auth'
import { msg } from './messages/refs'
import { CodeSchema } from './phone'

/*
 * Guarding how an account signs in. Changing the mobile number, the email or the password needs
 * recent proof that the session is the owner's (PROOF_VALID_MINUTES), every such change is kept as
 * a security event the owner sees, and the contact the account had before is told, with a link
 * that undoes the change (UNDO_CHANGE_VALID_DAYS).
 */

/** Where a code to the account's own contact goes: its mobile number by SMS, or else its email. */
export const CODE_CHANNELS = ['sms', 'email'] as const
export type CodeChannel = (typeof CODE_CHANNELS)[number]

/** POST /me/proof/code takes no body, or an empty object. */
export const ProofCodeRequestSchema = z.object({}).strict().optional()

/** POST /me/proof/code answers where the code went, shown partly ("…45", "r•••@example.com"). */
export const ProofCodeSentSchema = z.object({
  message: z.string(),
  channel: z.enum(CODE_CHANNELS),
  to: z.string(),
  resendInSeconds: z.number().int(),
  expiresInMinutes: z.number().int(),
})
export type ProofCodeSent = z.infer<typeof ProofCodeSentSchema>

/** POST /me/proof: the account's password, or the code POST /me/proof/code sent. */
export const ProofInputSchema = z.union([z.object({ password: SignInPasswordSchema }), z.object({ code: CodeSchema })], {
  error: msg('account.proofMissing'),
})
export type ProofInput = z.input<typeof ProofInputSchema>

export const ProofResponseSchema = z.object({
  message: z.string(),
  /** Until when the session may change its sign-in details without proving itself again. */
  provenUntil: z.string(),
})
export type ProofResponse = z.infer<typeof ProofResponseSchema>

/** POST /me/password: the account's new password (the proof is the session's). */
export const SetPasswordSchema = z.object({ password: PasswordSchema })
export type SetPassword = z.input<typeof SetPasswordSchema>

/** What changed. */
export const SECURITY_EVENT_KINDS = [
  'mobile_added',
  'mobile_changed',
  'email_added',
  'email_changed',
  'password_set',
  'password_changed',
  'password_reset',
  'change_undone',
] as const
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number]

/**
 * What the owner sees among their security events: the changes above, and the other sensitive
 * events the audit log records about the account (each is the audit action `account.<kind>`).
 */
export const SECURITY_ACTIVITY_KINDS = [...SECURITY_EVENT_KINDS, 'signed_in_new_device', 'upi_changed', 'delivery_changed'] as const
export type SecurityActivityKind = (typeof SECURITY_ACTIVITY_KINDS)[number]

/** A change of how the account signs in, as its owner sees it: never a whole number or email. */
export const SecurityEventSchema = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_ACTIVITY_KINDS),
  /** The value before and after, shown partly; null where there was none, it is a password, or the event has none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdAt: z.string(),
  /** When the change was undone through the link sent about it. */
  undoneAt: z.string().nullable(),
})
export type SecurityEvent = z.infer<typeof SecurityEventSchema>

export const SecurityEventsSchema = z.object({ events: z.array(SecurityEventSchema) })
export type SecurityEvents = z.infer<typeof SecurityEventsSchema>

/** POST /user/undoChange: the token of the link sent to the old contact. */
export const UndoChangeSchema = z.object({
  token: z
    .string({ error: msg('account.undoLinkInvalid') })
    .min(1, msg('account.undoLinkInvalid'))
    .max(200, msg('account.undoLinkInvalid')),
})
export type UndoChange = z.input<typeof UndoChangeSchema>
