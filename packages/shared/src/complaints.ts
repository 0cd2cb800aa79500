import { z } from 'zod'
import { msg } from './messages/refs'
import { OrderSchema } from './orders'

/**
 * Complaints on orders: either side of an order says something went wrong, the other side
 * answers, and an operator settles it. A complaint has its own state machine beside the order's:
 * the order keeps moving (or has ended) whatever the complaint does.
 */

/** What went wrong, as the one who complains picks it. */
export const COMPLAINT_KINDS = ['not_delivered', 'quality', 'quantity_short', 'payment_not_received', 'other'] as const
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number]

/**
 * open: recorded, the other side not told yet; awaiting_answer: the other side was told and has
 * ANSWER_WITHIN_HOURS to answer; with_operator: answered (or not in time), an operator decides;
 * resolved: decided, with an outcome; withdrawn: taken back by the one who opened it.
 */
export const COMPLAINT_STATES = ['open', 'awaiting_answer', 'with_operator', 'resolved', 'withdrawn'] as const
export type ComplaintState = (typeof COMPLAINT_STATES)[number]

/** States a complaint never leaves. */
export const FINAL_COMPLAINT_STATES: readonly ComplaintState[] = ['resolved', 'withdrawn']
/** States in which a complaint is unresolved: one per order at most, and it holds the order's reviews. */
export const UNRESOLVED_COMPLAINT_STATES: readonly ComplaintState[] = ['open', 'awaiting_answer', 'with_operator']

/** How an operator settled a complaint. Refunds are agreed, never paid by KisanSetu: the money went farmer to buyer. */
export const COMPLAINT_OUTCOMES = ['no_fault', 'partial_refund', 'full_refund', 'farmer_warned'] as const
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number]

/** Which side of the order a person is on. */
export type OrderSide = 'buyer' | 'farmer'

/** Who moves a complaint: the side that opened it, the other side, an operator, or the server on its own. */
export type ComplaintActor = 'opener' | 'respondent' | 'operator' | 'system'

/** Every step of a complaint; `open` makes it, the others move it. */
export const COMPLAINT_ACTIONS = ['open', 'notify', 'answer', 'lapse', 'resolve', 'withdraw'] as const
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number]
export type ComplaintMove = Exclude<ComplaintAction, 'open'>

export interface ComplaintTransition {
  from: readonly ComplaintState[]
  to: ComplaintState
  by: ComplaintActor
}

/** The state machine: every legal move, and nothing else. */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintMove, ComplaintTransition>> = {
  // Both sides are told; the other side's time to answer starts.
  notify: { from: ['open'], to: 'awaiting_answer', by: 'system' },
  // The other side may answer as soon as it sees the complaint, even before the notice went out.
  answer: { from: ['open', 'awaiting_answer'], to: 'with_operator', by: 'respondent' },
  // No answer within ANSWER_WITHIN_HOURS: the operator decides on what there is.
  lapse: { from: ['awaiting_answer'], to: 'with_operator', by: 'system' },
  resolve: { from: ['with_operator'], to: 'resolved', by: 'operator' },
  withdraw: { from: ['open', 'awaiting_answer', 'with_operator'], to: 'withdrawn', by: 'opener' },
}

export type ComplaintProblem = 'notYours' | 'illegal'

/** The state `move` takes a complaint in `state` to, when `actor` makes it; or why not. */
export function applyComplaintMove(
  state: ComplaintState,
  move: ComplaintMove,
  actor: ComplaintActor,
): { ok: true; to: ComplaintState } | { ok: false; problem: ComplaintProblem } {
  const transition = COMPLAINT_TRANSITIONS[move]
  if (transition.by !== actor) return { ok: false, problem: 'notYours' }
  if (!transition.from.includes(state)) return { ok: false, problem: 'illegal' }
  return { ok: true, to: transition.to }
}

/** The moves `actor` may make now: the buttons a screen shows. */
export function availableComplaintMoves(state: ComplaintState, actor: ComplaintActor): ComplaintMove[] {
  return (Object.keys(COMPLAINT_TRANSITIONS) as ComplaintMove[]).filter((move) => applyComplaintMove(state, move, actor).ok)
}

/** Days after an order's last delivery or payment step that a complaint may still be opened. */
export const COMPLAINT_WITHIN_DAYS = 7
/** Hours the other side has to answer once told. */
export const ANSWER_WITHIN_HOURS = 48
/** Photos each side may add to its own statement (the opening one, or the answer). */
export const MAX_COMPLAINT_PHOTOS = 3
/** A complaint photo's file at most: the product photo's limit (the same phones take both). */
export { MAX_PRODUCT_IMAGE_BYTES as MAX_COMPLAINT_PHOTO_BYTES } from './uploads'
/** Longest statement, answer or operator's note. */
export const MAX_COMPLAINT_TEXT_LENGTH = 2000

/**
 * When an order's complaint window ends: COMPLAINT_WITHIN_DAYS after the latest of its delivery
 * (the `delivered` event) and its payment steps (a UTR entered, a payment confirmed received or
 * not). Null when the order had none of them: nothing was handed over or paid, so there is
 * nothing to complain about yet (a placed or accepted order is cancelled or rejected instead).
 */
export function complaintWindowEnd(events: readonly { at: string; status: string | null; paymentStatus: string | null }[]): Date | null {
  let latest: number | null = null
  for (const event of events) {
    const counts = event.status === 'delivered' || (event.paymentStatus !== null && event.paymentStatus !== 'pending')
    if (!counts) continue
    const at = Date.parse(event.at)
    if (latest === null || at > latest) latest = at
  }
  return latest === null ? null : new Date(latest + COMPLAINT_WITHIN_DAYS * 24 * 60 * 60 * 1000)
}

const complaintText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_COMPLAINT_TEXT_LENGTH, msg('complaints.textTooLong', { max: MAX_COMPLAINT_TEXT_LENGTH }))

/** POST /orders/{orderId}/complaints: what went wrong, in the complainer's words. */
export const OpenComplaintInputSchema = z.object({
  kind: z.enum(COMPLAINT_KINDS, { error: msg('complaints.kindInvalid') }),
  text: complaintText(msg('complaints.textRequired')),
})
export type OpenComplaintInput = z.input<typeof OpenComplaintInputSchema>

/** POST /complaints/{complaintId}/answer: the other side's answer. */
export const AnswerComplaintInputSchema = z.object({ text: complaintText(msg('complaints.textRequired')) })
export type AnswerComplaintInput = z.input<typeof AnswerComplaintInputSchema>

/** POST /admin/complaints/{complaintId}/resolve: the operator's outcome and note, which both sides read as written. */
export const ResolveComplaintInputSchema = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: msg('complaints.outcomeInvalid') }),
  note: complaintText(msg('complaints.noteRequired')),
})
export type ResolveComplaintInput = z.input<typeof ResolveComplaintInputSchema>

export const ComplaintPhotoSchema = z.object({
  _id: z.string(),
  /** The API path that answers the photo to the order's two sides and operators (never a public link). */
  url: z.string(),
})

/** One step of a complaint: who made it, when, and what they wrote (with their photos). */
export const ComplaintEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(COMPLAINT_ACTIONS),
  /** The side or role that made it. */
  by: z.enum(['buyer', 'farmer', 'operator', 'system']),
  state: z.enum(COMPLAINT_STATES),
  text: z.string(),
  photos: z.array(ComplaintPhotoSchema),
  at: z.string(),
})
export type ComplaintEntry = z.infer<typeof ComplaintEntrySchema>

/**
 * A complaint as the order's two sides and operators see it. `you` is the caller's part in it
 * (null for an operator); `moves` the steps the caller may take now.
 */
export const ComplaintSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  kind: z.enum(COMPLAINT_KINDS),
  openedBy: z.enum(['buyer', 'farmer']),
  state: z.enum(COMPLAINT_STATES),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  /** When the other side's time to answer ends; null before it is told and once answered. */
  answerBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  you: z.enum(['opener', 'respondent']).nullable(),
  moves: z.array(z.enum(['notify', 'answer', 'lapse', 'resolve', 'withdraw'])),
  /** Whether the caller may still add a photo to their own statement. */
  canAddPhoto: z.boolean(),
  entries: z.array(ComplaintEntrySchema),
})
export type Complaint = z.infer<typeof ComplaintSchema>

export const ComplaintResponseSchema = z.object({ message: z.string(), complaint: ComplaintSchema })
export type ComplaintResponse = z.infer<typeof ComplaintResponseSchema>

/**
 * GET /orders/{orderId}/complaints: the order's complaints, newest first, and whether the caller
 * may open one now (`canOpen`) and until when (`windowEnd`, null when the order had no delivery or
 * payment step yet).
 */
export const OrderComplaintsResponseSchema = z.object({
  complaints: z.array(ComplaintSchema),
  canOpen: z.boolean(),
  windowEnd: z.string().nullable(),
})
export type OrderComplaintsResponse = z.infer<typeof OrderComplaintsResponseSchema>

/** One row of the operator's queue: the complaint without its thread, with the two sides' names. */
export const ComplaintSummarySchema = ComplaintSchema.pick({
  _id: true,
  orderId: true,
  orderReference: true,
  kind: true,
  openedBy: true,
  state: true,
  outcome: true,
  answerBy: true,
  createdAt: true,
}).extend({ buyerName: z.string(), farmerName: z.string() })
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>

/** GET /admin/complaints's query: unresolved ones (the default), or all. */
export const ComplaintQueueQuerySchema = z.object({
  show: z.enum(['unresolved', 'all'], { error: msg('complaints.showInvalid') }).default('unresolved'),
})

/** GET /admin/complaints: oldest first, so the longest waiting is on top. */
export const ComplaintQueueResponseSchema = z.object({ complaints: z.array(ComplaintSummarySchema) })
export type ComplaintQueueResponse = z.infer<typeof ComplaintQueueResponseSchema>

/** GET /admin/complaints/{complaintId}: the complaint with its order's facts (lines, payment and UTR, events). */
export const AdminComplaintResponseSchema = z.object({ complaint: ComplaintSchema, order: OrderSchema })
export type AdminComplaintResponse = z.infer<typeof AdminComplaintResponseSchema>
