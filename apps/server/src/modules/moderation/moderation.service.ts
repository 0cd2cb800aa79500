import { randomUUID } from 'node:crypto'
import type { AuditAction } from '@app/shared/audit'
import type { MessageId } from '@app/shared/messages/en'
import { msg } from '@app/shared/messages/refs'
import type { ModerationDecision, OpenReportsResponse, ReportInput } from '@app/shared/moderation'
import { REPORTS_QUEUE_LIMIT } from '@app/shared/moderation'
import { STOCK_HOLDING_STATUSES } from '@app/shared/orders'
import { paths } from '@app/shared/paths'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import { AppError } from '#src/lib/app-error'
import { deleteSessionsOfUser } from '#src/lib/sessions'
import { actorOf, recordAudit } from '#src/modules/audit/audit.repository'
import { queueUserNotice } from '#src/modules/notifications/notifications.service'
import { findOrderForUpdate } from '#src/modules/orders/orders.repository'
import { applyTransition } from '#src/modules/orders/orders.transition'
import * as repo from './moderation.repository'

/**
 * Reports and moderation (docs/decisions/044-reports-and-moderation.md). Anyone signed in reports
 * a listing or an account; an operator hides or restores a listing, suspends or restores an
 * account, sends a notice, or dismisses a report. Each decision is one transaction: the change, the
 * reports it settles, the user's notice (queued) and its audit entry commit together or not at all.
 */

export interface Operator {
  id: string
  role: 'admin'
}

/** Where the decision came from, for the audit log: the tag of the operator's address. */
export interface DecisionContext {
  ipTag: string | null
}

function reportTargetNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('reports.targetNotFound'))
}

/**
 * Files a report. A listing hidden from the reporter, or an account that is no farmer's or buyer's,
 * cannot be reported (404, as one that does not exist); nobody reports themselves or their own
 * listing (400); a second open report of the same target by the same reporter is refused (409).
 */
export async function fileReport(deps: Pick<AppDeps, 'db'>, reporterId: string, input: ReportInput & { details: string }) {
  let productId: string | null = null
  let accountId: string | null = null
  if (input.target === 'listing') {
    const listing = await repo.findListing(deps.db, input.targetId)
    if (!listing || (listing.hiddenAt && listing.farmerId !== reporterId)) throw reportTargetNotFound()
    if (listing.farmerId === reporterId) throw new AppError(400, 'VALIDATION_FAILED', msg('reports.notYourself'))
    productId = listing.id
  } else {
    const account = await repo.findAccount(deps.db, input.targetId)
    if (!account || account.role === 'admin') throw reportTargetNotFound()
    if (account.id === reporterId) throw new AppError(400, 'VALIDATION_FAILED', msg('reports.notYourself'))
    accountId = account.id
  }
  const row = await repo.insertReport(deps.db, { reporterId, productId, accountId, reason: input.reason, details: input.details })
  if (!row) throw new AppError(409, 'CONFLICT', msg('reports.alreadyOpen'))
  return row
}

/** The operators' queue: the oldest open reports first, each with its target as it stands now. */
export async function openReports(deps: Pick<AppDeps, 'db'>): Promise<OpenReportsResponse> {
  const [rows, total] = await Promise.all([repo.findOpenReports(deps.db, REPORTS_QUEUE_LIMIT), repo.countOpenReports(deps.db)])
  return {
    total,
    reports: rows.map(({ report, reporter, listing, account, openOnTarget }) => ({
      _id: report.id,
      target: report.productId ? 'listing' : 'account',
      reason: report.reason,
      details: report.details,
      createdAt: report.createdAt.toISOString(),
      reporter: { _id: reporter.id, name: reporter.name },
      listing:
        report.productId && listing
          ? { _id: listing.id, name: listing.name, hidden: listing.hiddenAt !== null, hiddenReason: listing.hiddenReason }
          : null,
      account: {
        _id: account.id,
        name: account.name,
        role: account.role,
        suspended: account.suspendedAt !== null,
        suspendedReason: account.suspendedReason,
      },
      openOnTarget: Number(openOnTarget),
    })),
  }
}

function listingNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('moderation.listingNotFound'))
}

function accountNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('moderation.accountNotFound'))
}

function alreadyThat(): AppError {
  return new AppError(409, 'CONFLICT', msg('moderation.alreadyThat'))
}

/**
 * The end of every decision about a user's listing or account, in its transaction: the user's notice
 * (`notice`, a catalogue id whose `note` is the operator's words) and the audit entry, last. Without
 * a `target`, the decision is about the account itself; without a `link`, the notice opens nothing.
 */
async function tellAndRecord(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Db,
  operator: Operator,
  entry: {
    userId: string
    notice: MessageId
    values?: Record<string, string>
    link?: string
    action: AuditAction
    target?: { type: 'listing'; id: string }
    reason: string
    details?: Record<string, unknown>
    context: DecisionContext
  },
): Promise<void> {
  const target = entry.target ?? { type: 'user', id: entry.userId }
  await queueUserNotice(deps, tx, {
    userId: entry.userId,
    ref: msg(entry.notice, { ...entry.values, note: entry.reason }),
    link: entry.link ?? null,
    // A key of its own per decision: a job's retries deliver it once, a later decision again.
    dedupeKey: `moderation:${entry.action}:${randomUUID()}`,
  })
  await recordAudit(tx, {
    ...actorOf(operator),
    action: entry.action,
    subjectUserId: entry.userId,
    targetType: target.type,
    targetId: target.id,
    reason: entry.reason,
    ...(entry.details ? { details: entry.details } : {}),
    ipTag: entry.context.ipTag,
  })
}

/** What hiding and showing a listing change, say and record. */
const LISTING_DECISIONS = {
  hide: {
    apply: (tx: Db, productId: string, reason: string) => repo.hideListing(tx, productId, reason, 'listing'),
    notice: 'notice.listingHidden',
    audit: 'operator.listing_hidden',
  },
  restore: {
    apply: (tx: Db, productId: string) => repo.showListing(tx, productId),
    notice: 'notice.listingRestored',
    audit: 'operator.listing_restored',
  },
} as const

/**
 * Hides a listing from everyone but its farmer (the open reports on it close with the decision), or
 * shows a hidden one again, whether it was hidden on its own or with its farmer's account. Its farmer
 * is told why. 409 when it is already so.
 */
export async function decideListing(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  operator: Operator,
  action: keyof typeof LISTING_DECISIONS,
  productId: string,
  decision: ModerationDecision,
  context: DecisionContext,
): Promise<void> {
  const { apply, notice, audit } = LISTING_DECISIONS[action]
  await deps.db.transaction(async (tx) => {
    const listing = await repo.findListing(tx, productId, { lock: true })
    if (!listing) throw listingNotFound()
    if (!(await apply(tx, listing.id, decision.reason))) throw alreadyThat()
    const closed =
      action === 'hide' ? await repo.resolveReports(tx, { productIds: [listing.id] }, { by: operator.id, resolution: decision.reason }) : 0
    await tellAndRecord(deps, tx, operator, {
      userId: listing.farmerId,
      notice,
      values: { listing: listing.name },
      link: paths.farmerDashboard,
      action: audit,
      target: { type: 'listing', id: listing.id },
      reason: decision.reason,
      details: { reportsClosed: closed },
      context,
    })
  })
}

/** A farmer's or buyer's account locked for a decision; operators are not moderated here (404). */
async function lockAccount(tx: Db, userId: string) {
  const account = await repo.findAccount(tx, userId, { lock: true })
  if (!account || account.role === 'admin') throw accountNotFound()
  return account
}

/**
 * Suspends an account, at once and all together: its sessions end (its tokens get 401 from the
 * next request), its listings are hidden, every order of it that still holds stock is cancelled by
 * the system through the orders' state machine (the stock returns and both sides are told, as with
 * any cancellation), the open reports on it and its listings close, and its owner is told why.
 * Signing in again is refused with the reason. 409 when it is suspended already.
 */
export async function suspendAccount(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  operator: Operator,
  userId: string,
  decision: ModerationDecision,
  context: DecisionContext,
): Promise<{ ordersCancelled: number; listingsHidden: number }> {
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId)
    if (account.suspendedAt) throw alreadyThat()
    await repo.setSuspension(tx, account.id, { at: new Date(), reason: decision.reason })
    await deleteSessionsOfUser(tx, account.id)
    const hidden = account.role === 'farmer' ? await repo.hideListingsOfFarmer(tx, account.id, decision.reason) : []
    let ordersCancelled = 0
    for (const orderId of await repo.findOpenOrderIdsOfUser(tx, account.id)) {
      // Locked, then checked again: the order may have moved since it was listed.
      const order = await findOrderForUpdate(tx, orderId)
      if (!order || !STOCK_HOLDING_STATUSES.includes(order.status)) continue
      await applyTransition(deps, tx, order, {
        action: 'suspend',
        to: 'cancelled',
        actor: 'system',
        actorId: null,
        note: '',
        cause: 'account_suspended',
      })
      ordersCancelled += 1
    }
    const listingIds = account.role === 'farmer' ? await repo.findListingIdsOfFarmer(tx, account.id) : []
    const closed = await repo.resolveReports(
      tx,
      { accountId: account.id, productIds: listingIds },
      { by: operator.id, resolution: decision.reason },
    )
    await tellAndRecord(deps, tx, operator, {
      userId: account.id,
      notice: 'notice.accountSuspended',
      action: 'operator.account_suspended',
      reason: decision.reason,
      details: { listingsHidden: hidden.length, ordersCancelled, reportsClosed: closed },
      context,
    })
    return { ordersCancelled, listingsHidden: hidden.length }
  })
}

/**
 * Restores a suspended account: it may sign in again, and the listings hidden with it are shown
 * (those an operator hid on their own stay hidden). Cancelled orders stay cancelled. Its owner is told.
 */
export async function restoreAccount(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  operator: Operator,
  userId: string,
  decision: ModerationDecision,
  context: DecisionContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId)
    if (!account.suspendedAt) throw alreadyThat()
    await repo.setSuspension(tx, account.id, null)
    await repo.showListingsOfFarmer(tx, account.id)
    await tellAndRecord(deps, tx, operator, {
      userId: account.id,
      notice: 'notice.accountRestored',
      action: 'operator.account_restored',
      reason: decision.reason,
      context,
    })
  })
}

/** An operator's message to one farmer or buyer: bell, mail and SMS, the words as written inside a sentence in their language. */
export async function sendNotice(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  operator: Operator,
  userId: string,
  message: string,
  context: DecisionContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId)
    await tellAndRecord(deps, tx, operator, {
      userId: account.id,
      notice: 'notice.fromOperator',
      action: 'operator.notice_sent',
      reason: message,
      context,
    })
  })
}

/** Closes a report without acting on its target (nothing wrong found); the reporter is not told. */
export async function dismissReport(
  deps: Pick<AppDeps, 'db'>,
  operator: Operator,
  reportId: string,
  decision: ModerationDecision,
  context: DecisionContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const report = await repo.findOpenReportForUpdate(tx, reportId)
    if (!report) throw new AppError(404, 'NOT_FOUND', msg('moderation.reportNotFound'))
    await repo.resolveReports(tx, { reportId: report.id }, { by: operator.id, resolution: decision.reason })
    await recordAudit(tx, {
      ...actorOf(operator),
      action: 'operator.report_dismissed',
      subjectUserId: report.accountId,
      targetType: 'report',
      targetId: report.id,
      reason: decision.reason,
      ipTag: context.ipTag,
    })
  })
}
