import { z } from 'zod'
import {
  ANSWER_WITHIN_HOURS,
  applyComplaintMove,
  availableComplaintMoves,
  COMPLAINT_WITHIN_DAYS,
  complaintWindowEnd,
  FINAL_COMPLAINT_STATES,
  MAX_COMPLAINT_PHOTOS,
  type Complaint,
  type ComplaintActor,
  type ComplaintMove,
  type ComplaintOutcome,
  type ComplaintQueueResponse,
  type OpenComplaintInput,
  type OrderComplaintsResponse,
  type OrderSide,
} from '@app/shared/complaints'
import type { MessageId } from '@app/shared/messages/en'
import { msg } from '@app/shared/messages/refs'
import type { Order } from '@app/shared/orders'
import type { Role } from '@app/shared/roles'
import { UUID_PATTERN } from '@app/shared/browse-filters'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import { AppError } from '#src/lib/app-error'
import { processDocumentImage } from '#src/lib/images'
import { actorOf, recordAudit } from '#src/modules/audit/audit.repository'
import { runPipeline, type UploadDeps } from '#src/modules/images/images.service'
import { deliverNotice, type NoticeDeps } from '#src/modules/notifications/notifications.service'
import { findOrderForNotice, findOrderForUpdate, findOrderWithDetails } from '#src/modules/orders/orders.repository'
import { getOrderForOperator } from '#src/modules/orders/orders.service'
import * as repo from './complaints.repository'

/** The job that tells both sides of a new complaint and starts the other side's time to answer. */
export const COMPLAINT_OPENED_QUEUE = 'complaint-opened'
/** The job, due when the time to answer ends, that hands an unanswered complaint to the operators. */
export const COMPLAINT_LAPSE_QUEUE = 'complaint-lapse'
/** The job that tells both sides of one step of a complaint (bell, mail, SMS). */
export const COMPLAINT_ENTRY_QUEUE = 'complaint-entry'

const HOUR_MS = 60 * 60 * 1000
/** The queue shows this many complaints at most: more unresolved than this is a different problem. */
const QUEUE_LIMIT = 200

type Viewer = { id: string; role: Role }

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('complaints.notFound'))
}

function conflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message)
}

/** The side of the order `userId` is on, or null. */
function sideOf(order: { buyerId: string; farmerId: string }, userId: string): OrderSide | null {
  if (order.buyerId === userId) return 'buyer'
  if (order.farmerId === userId) return 'farmer'
  return null
}

/** The caller's part in the complaint: the side that opened it, the other side, or none (an operator, a stranger). */
function partOf(found: repo.ComplaintWithOrder, userId: string): 'opener' | 'respondent' | null {
  const side = sideOf(found.order, userId)
  if (!side) return null
  return side === found.complaint.openedBy ? 'opener' : 'respondent'
}

/** The statement a part writes and adds photos to: the opener's opening one, the respondent's answer. */
function statementOf(part: 'opener' | 'respondent'): 'open' | 'answer' {
  return part === 'opener' ? 'open' : 'answer'
}

function photoUrl(complaintId: string, photoId: string): string {
  return `/api/complaints/${complaintId}/photos/${photoId}`
}

async function toComplaintDtos(db: Db, rows: readonly repo.ComplaintWithOrder[], viewer: Viewer): Promise<Complaint[]> {
  const entries = await repo.findEntries(
    db,
    rows.map((row) => row.complaint.id),
  )
  return rows.map((row) => {
    const { complaint, order } = row
    const part = partOf(row, viewer.id)
    const actor: ComplaintActor | null = part ?? (viewer.role === 'admin' ? 'operator' : null)
    const thread = entries.get(complaint.id) ?? []
    const statement = part ? thread.find(({ entry }) => entry.action === statementOf(part)) : undefined
    return {
      _id: complaint.id,
      orderId: order.id,
      orderReference: order.reference,
      kind: complaint.kind,
      openedBy: complaint.openedBy,
      state: complaint.state,
      outcome: complaint.outcome,
      answerBy: complaint.answerBy?.toISOString() ?? null,
      createdAt: complaint.createdAt.toISOString(),
      updatedAt: complaint.updatedAt.toISOString(),
      you: part,
      moves: actor ? availableComplaintMoves(complaint.state, actor).filter((move) => move !== 'notify' && move !== 'lapse') : [],
      canAddPhoto:
        statement !== undefined && !FINAL_COMPLAINT_STATES.includes(complaint.state) && statement.photos.length < MAX_COMPLAINT_PHOTOS,
      entries: thread.map(({ entry, photos }) => ({
        _id: entry.id,
        action: entry.action,
        by: entry.by,
        state: entry.state,
        text: entry.text,
        photos: photos.map((photo) => ({ _id: photo.id, url: photoUrl(complaint.id, photo.id) })),
        at: entry.createdAt.toISOString(),
      })),
    }
  })
}

async function complaintFor(db: Db, complaintId: string, viewer: Viewer): Promise<Complaint> {
  const found = await repo.findComplaint(db, complaintId)
  if (!found) throw notFound()
  const [dto] = await toComplaintDtos(db, [found], viewer)
  return dto!
}

/**
 * Locks a complaint for a step by `viewer`: 404 unless the viewer is one of the order's two sides
 * (or, for an operator's step, an operator), so nobody else learns that it exists.
 */
async function lockForStep(
  tx: Db,
  complaintId: string,
  viewer: Viewer,
): Promise<{ found: repo.ComplaintWithOrder; actor: ComplaintActor }> {
  if (!UUID_PATTERN.test(complaintId)) throw notFound()
  const found = await repo.findComplaintForUpdate(tx, complaintId)
  if (!found) throw notFound()
  const part = partOf(found, viewer.id)
  const actor: ComplaintActor | null = viewer.role === 'admin' ? 'operator' : part
  if (!actor) throw notFound()
  return { found, actor }
}

/** Applies `move` by `actor` or refuses it: 403 for a step that is another's, 409 for one the state does not allow. */
function checkMove(found: repo.ComplaintWithOrder, move: ComplaintMove, actor: ComplaintActor) {
  const result = applyComplaintMove(found.complaint.state, move, actor)
  if (!result.ok) {
    if (result.problem === 'notYours') throw new AppError(403, 'FORBIDDEN', msg('complaints.notYourMove'))
    throw conflict(msg('complaints.illegalMove'))
  }
  return result.to
}

/** Records one step and queues its notices to both sides, in the step's transaction. */
async function recordStep(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Db,
  entry: Parameters<typeof repo.insertEntry>[1],
): Promise<Awaited<ReturnType<typeof repo.insertEntry>>> {
  const row = await repo.insertEntry(tx, entry)
  // The opening tells nobody by itself: the notify step that follows it tells both sides.
  if (entry.action !== 'open') await deps.jobs.send(tx, COMPLAINT_ENTRY_QUEUE, { entryId: row.id })
  return row
}

/**
 * GET /orders/{orderId}/complaints: the order's complaints for its buyer or farmer (404 for anyone
 * else), and whether the caller may open one now.
 */
export async function listOrderComplaints(deps: Pick<AppDeps, 'db'>, viewer: Viewer, orderId: string): Promise<OrderComplaintsResponse> {
  if (!UUID_PATTERN.test(orderId)) throw new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
  const details = await findOrderWithDetails(deps.db, orderId)
  if (!details || !sideOf(details.order, viewer.id)) throw new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
  const rows = await repo.findComplaintsOfOrder(deps.db, orderId)
  const complaints = await toComplaintDtos(deps.db, rows, viewer)
  const windowEnd = windowEndOf(details.events)
  const unresolved = complaints.some((complaint) => !FINAL_COMPLAINT_STATES.includes(complaint.state))
  return { complaints, canOpen: windowEnd !== null && windowEnd > new Date() && !unresolved, windowEnd: windowEnd?.toISOString() ?? null }
}

function windowEndOf(events: readonly { createdAt: Date; status: string | null; paymentStatus: string | null }[]): Date | null {
  return complaintWindowEnd(
    events.map((event) => ({ at: event.createdAt.toISOString(), status: event.status, paymentStatus: event.paymentStatus })),
  )
}

/**
 * POST /orders/{orderId}/complaints: the order's buyer or farmer opens a complaint. Under the
 * order's lock: 404 for anyone else; 409 when the order had no delivery or payment step yet, when
 * its complaint window (COMPLAINT_WITHIN_DAYS after the last of them) has ended, or when it already
 * has an unresolved complaint. The notices go out, and the other side's time starts, with the
 * COMPLAINT_OPENED_QUEUE job queued here.
 */
export async function openComplaint(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  viewer: Viewer,
  orderId: string,
  input: OpenComplaintInput & { text: string },
): Promise<Complaint> {
  if (!UUID_PATTERN.test(orderId)) throw new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
  const complaintId = await deps.db.transaction(async (tx) => {
    const order = await findOrderForUpdate(tx, orderId)
    const side = order ? sideOf(order, viewer.id) : null
    if (!order || !side) throw new AppError(404, 'NOT_FOUND', msg('orders.notFound'))
    const details = await findOrderWithDetails(tx, orderId)
    const windowEnd = windowEndOf(details?.events ?? [])
    if (!windowEnd) throw conflict(msg('complaints.notYet'))
    if (windowEnd <= new Date()) throw conflict(msg('complaints.windowClosed', { days: COMPLAINT_WITHIN_DAYS }))
    const complaint = await repo.insertComplaint(tx, { orderId, openedBy: side, kind: input.kind })
    if (!complaint) throw conflict(msg('complaints.alreadyOpen'))
    await recordStep(deps, tx, { complaintId: complaint.id, action: 'open', by: side, actorId: viewer.id, state: 'open', text: input.text })
    await deps.jobs.send(tx, COMPLAINT_OPENED_QUEUE, { complaintId: complaint.id })
    return complaint.id
  })
  return complaintFor(deps.db, complaintId, viewer)
}

/**
 * The COMPLAINT_OPENED_QUEUE job: an open complaint moves to awaiting the other side, whose
 * ANSWER_WITHIN_HOURS start now; the lapse job is queued for that moment, and both sides are told.
 * A complaint already answered or withdrawn is left as it is.
 */
export async function notifyComplaint(deps: Pick<AppDeps, 'db' | 'jobs'>, complaintId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findComplaintForUpdate(tx, complaintId)
    if (!found || !applyComplaintMove(found.complaint.state, 'notify', 'system').ok) return false
    const answerBy = new Date(now.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS)
    await repo.setComplaintState(tx, complaintId, { state: 'awaiting_answer', answerBy })
    await recordStep(deps, tx, { complaintId, action: 'notify', by: 'system', actorId: null, state: 'awaiting_answer', text: '' })
    await deps.jobs.send(tx, COMPLAINT_LAPSE_QUEUE, { complaintId }, { startAfter: answerBy })
    return true
  })
}

/**
 * The COMPLAINT_LAPSE_QUEUE job, due at the complaint's answer deadline: a complaint still awaiting
 * its answer goes to the operators. One answered or withdrawn meanwhile is left alone; one whose
 * deadline has not come (a job started early) is queued again for the deadline.
 */
export async function lapseComplaint(deps: Pick<AppDeps, 'db' | 'jobs'>, complaintId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findComplaintForUpdate(tx, complaintId)
    if (!found || !applyComplaintMove(found.complaint.state, 'lapse', 'system').ok) return false
    const { answerBy } = found.complaint
    if (answerBy && answerBy > now) {
      await deps.jobs.send(tx, COMPLAINT_LAPSE_QUEUE, { complaintId }, { startAfter: answerBy })
      return false
    }
    await repo.setComplaintState(tx, complaintId, { state: 'with_operator', answerBy: null })
    await recordStep(deps, tx, { complaintId, action: 'lapse', by: 'system', actorId: null, state: 'with_operator', text: '' })
    return true
  })
}

/** POST /complaints/{complaintId}/answer: the other side answers; the complaint goes to the operators. */
export async function answerComplaint(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  viewer: Viewer,
  complaintId: string,
  text: string,
): Promise<Complaint> {
  await deps.db.transaction(async (tx) => {
    const { found, actor } = await lockForStep(tx, complaintId, viewer)
    const to = checkMove(found, 'answer', actor)
    await repo.setComplaintState(tx, complaintId, { state: to, answerBy: null })
    const side = sideOf(found.order, viewer.id)!
    await recordStep(deps, tx, { complaintId, action: 'answer', by: side, actorId: viewer.id, state: to, text })
  })
  return complaintFor(deps.db, complaintId, viewer)
}

/** POST /complaints/{complaintId}/withdraw: the side that opened it takes it back, while it is not resolved. */
export async function withdrawComplaint(deps: Pick<AppDeps, 'db' | 'jobs'>, viewer: Viewer, complaintId: string): Promise<Complaint> {
  await deps.db.transaction(async (tx) => {
    const { found, actor } = await lockForStep(tx, complaintId, viewer)
    const to = checkMove(found, 'withdraw', actor)
    await repo.setComplaintState(tx, complaintId, { state: to, answerBy: null })
    await recordStep(deps, tx, { complaintId, action: 'withdraw', by: found.complaint.openedBy, actorId: viewer.id, state: to, text: '' })
  })
  return complaintFor(deps.db, complaintId, viewer)
}

/**
 * POST /admin/complaints/{complaintId}/resolve: an operator settles a complaint that is with the
 * operators, with an outcome and a note both sides read as written. Audited in the same transaction.
 */
export async function resolveComplaint(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  operator: Viewer,
  complaintId: string,
  input: { outcome: ComplaintOutcome; note: string },
  ipTag: string | null = null,
): Promise<Complaint> {
  await deps.db.transaction(async (tx) => {
    const { found, actor } = await lockForStep(tx, complaintId, operator)
    const to = checkMove(found, 'resolve', actor)
    await repo.setComplaintState(tx, complaintId, { state: to, answerBy: null, outcome: input.outcome })
    await recordStep(deps, tx, { complaintId, action: 'resolve', by: 'operator', actorId: operator.id, state: to, text: input.note })
    await recordAudit(tx, {
      ...actorOf(operator),
      action: 'operator.complaint_resolved',
      // The account the complaint was made against.
      subjectUserId: found.complaint.openedBy === 'buyer' ? found.order.farmerId : found.order.buyerId,
      targetType: 'complaint',
      targetId: complaintId,
      reason: input.note,
      details: { orderId: found.order.id, outcome: input.outcome, kind: found.complaint.kind, openedBy: found.complaint.openedBy },
      ipTag,
    })
  })
  return complaintFor(deps.db, complaintId, operator)
}

/**
 * POST /complaints/{complaintId}/photos: a photo added to the caller's own statement (the opening
 * one, or the answer once given), while the complaint is unresolved, MAX_COMPLAINT_PHOTOS at most.
 * Re-encoded by the image pipeline and kept in private storage.
 */
export async function addComplaintPhoto(
  deps: Pick<AppDeps, 'db' | 'privateStorage'> & UploadDeps,
  viewer: Viewer,
  complaintId: string,
  data: Buffer,
): Promise<Complaint> {
  const check = async (db: Db) => {
    const found = UUID_PATTERN.test(complaintId) ? await repo.findComplaint(db, complaintId) : undefined
    const part = found ? partOf(found, viewer.id) : null
    if (!found || !part) throw notFound()
    const entry = await repo.findEntryOf(db, complaintId, statementOf(part))
    if (!entry || FINAL_COMPLAINT_STATES.includes(found.complaint.state)) throw conflict(msg('complaints.illegalMove'))
    if ((await repo.countPhotosOf(db, entry.id)) >= MAX_COMPLAINT_PHOTOS) {
      const message = msg('complaints.photosFull', { max: MAX_COMPLAINT_PHOTOS })
      throw new AppError(409, 'CONFLICT', message, { image: [message] })
    }
    return entry
  }
  // Checked before decoding (nothing is decoded for a refused caller), and again under the lock.
  await check(deps.db)
  const processed = await runPipeline(deps, () => processDocumentImage(data))
  const key = `complaints/${complaintId}/${processed.hash}.webp`
  await deps.db.transaction(async (tx) => {
    await repo.findComplaintForUpdate(tx, complaintId)
    const entry = await check(tx)
    await deps.privateStorage.put(key, processed.image.data)
    await repo.insertPhoto(tx, { entryId: entry.id, key, bytes: processed.image.data.length })
  })
  return complaintFor(deps.db, complaintId, viewer)
}

/** GET /complaints/{complaintId}/photos/{photoId}: the photo's bytes, for the order's two sides and operators (404 for anyone else). */
export async function readComplaintPhoto(
  deps: Pick<AppDeps, 'db' | 'privateStorage'>,
  viewer: Viewer,
  complaintId: string,
  photoId: string,
): Promise<Buffer> {
  if (!UUID_PATTERN.test(complaintId) || !UUID_PATTERN.test(photoId)) throw notFound()
  const found = await repo.findComplaint(deps.db, complaintId)
  if (!found || (viewer.role !== 'admin' && !partOf(found, viewer.id))) throw notFound()
  const photo = await repo.findPhoto(deps.db, complaintId, photoId)
  const data = photo ? await deps.privateStorage.read(photo.key) : null
  if (!data) throw new AppError(404, 'NOT_FOUND', msg('complaints.photoNotFound'))
  return data
}

/** GET /admin/complaints: the operators' queue, oldest first. */
export async function complaintQueue(deps: Pick<AppDeps, 'db'>, show: 'unresolved' | 'all'): Promise<ComplaintQueueResponse> {
  const rows = await repo.findQueue(deps.db, show, QUEUE_LIMIT)
  return {
    complaints: rows.map(({ complaint, orderReference, buyerName, farmerName }) => ({
      _id: complaint.id,
      orderId: complaint.orderId,
      orderReference,
      kind: complaint.kind,
      openedBy: complaint.openedBy,
      state: complaint.state,
      outcome: complaint.outcome,
      buyerName,
      farmerName,
      answerBy: complaint.answerBy?.toISOString() ?? null,
      createdAt: complaint.createdAt.toISOString(),
    })),
  }
}

/** GET /admin/complaints/{complaintId}: the complaint and its order's facts, for an operator. */
export async function complaintForOperator(
  deps: Pick<AppDeps, 'db'>,
  operator: Viewer,
  complaintId: string,
): Promise<{ complaint: Complaint; order: Order }> {
  if (!UUID_PATTERN.test(complaintId)) throw notFound()
  const complaint = await complaintFor(deps.db, complaintId, operator)
  const order = await getOrderForOperator(deps, complaint.orderId)
  if (!order) throw notFound()
  return { complaint, order }
}

/** Whether the order's reviews are held: it has a complaint not yet resolved or withdrawn. */
export function reviewsHeld(db: Db, orderId: string): Promise<boolean> {
  return repo.hasUnresolvedComplaint(db, orderId)
}

/** The notice of one step, as a message reference, for the side `reader` is on. */
function entryNotice(
  step: { action: string; text: string; createdAt: Date },
  complaint: { openedBy: OrderSide; outcome: ComplaintOutcome | null; answerBy: Date | null },
  reader: OrderSide,
  reference: string,
): string | null {
  switch (step.action) {
    case 'notify': {
      // Answered before this notice went out: the deadline it started is still the one to name.
      const answerBy = (complaint.answerBy ?? new Date(step.createdAt.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS)).toISOString()
      return msg(reader === complaint.openedBy ? 'notice.complaintOpened' : 'notice.complaintOpenedYou', { reference, answerBy })
    }
    case 'answer':
      return msg('notice.complaintAnswered', { reference })
    case 'lapse':
      return msg('notice.complaintLapsed', { reference })
    case 'withdraw':
      return msg('notice.complaintWithdrawn', { reference })
    case 'resolve':
      return complaint.outcome
        ? msg(`notice.complaintResolved.${complaint.outcome}` satisfies MessageId, { reference, note: step.text })
        : null
    default:
      return null
  }
}

const EntryJobSchema = z.object({ entryId: z.uuid() })

/**
 * The worker of COMPLAINT_ENTRY_QUEUE: both sides are told of the step in their own language (bell
 * once, mail and SMS at least once; a failed one throws after the others were tried, so pg-boss retries).
 */
export async function deliverComplaintNotices(deps: NoticeDeps, data: Record<string, unknown>): Promise<void> {
  const parsed = EntryJobSchema.safeParse(data)
  if (!parsed.success) {
    deps.log.error({ data }, 'complaint-entry job without a valid entryId; dropped')
    return
  }
  const entry = await repo.findEntry(deps.db, parsed.data.entryId)
  const found = entry ? await repo.findComplaint(deps.db, entry.complaintId) : undefined
  const notice = found ? await findOrderForNotice(deps.db, found.order.id) : undefined
  if (!entry || !found || !notice) return
  const failures: unknown[] = []
  for (const [side, party] of [
    ['buyer', notice.buyer],
    ['farmer', notice.farmer],
  ] as const) {
    const ref = entryNotice(entry, found.complaint, side, notice.order.reference)
    if (!ref) continue
    failures.push(
      ...(await deliverNotice(deps, party, {
        order: notice.order,
        ref,
        dedupeKey: `complaint:${entry.id}`,
        event: 'notice.complaintEvent',
      })),
    )
  }
  if (failures.length > 0) throw new AggregateError(failures, `complaint entry ${entry.id}: ${failures.length} deliveries failed`)
}

const ComplaintJobSchema = z.object({ complaintId: z.uuid() })

/** The complaint id a job names, or undefined (logged) for a job without one. */
export function complaintIdOf(deps: Pick<AppDeps, 'log'>, data: Record<string, unknown>): string | undefined {
  const parsed = ComplaintJobSchema.safeParse(data)
  if (!parsed.success) deps.log.error({ data }, 'complaint job without a valid complaintId; dropped')
  return parsed.success ? parsed.data.complaintId : undefined
}
