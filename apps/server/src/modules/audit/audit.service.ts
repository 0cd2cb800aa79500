import { AUDIT_PAGE_SIZE, type AuditEntryDto, type AuditSearchQuerySchema, type AuditSearchResponse } from '@app/shared/audit'
import { indiaMidnight } from '@app/shared/dashboards'
import type { z } from 'zod'
import type { AppDeps } from '#src/app-deps'
import * as repo from './audit.repository'

const DAY_MS = 24 * 60 * 60 * 1000

type Found = Awaited<ReturnType<typeof repo.searchAuditLog>>[number]

function toPerson(person: Found['actor'], id: string | null): AuditEntryDto['actor'] {
  if (id === null) return null
  return person ? { id, name: person.name, email: person.email, mobile: person.mobile } : { id, name: null, email: null, mobile: null }
}

function toAuditEntryDto({ entry, actor, subject }: Found): AuditEntryDto {
  return {
    id: String(entry.id),
    createdAt: entry.createdAt.toISOString(),
    action: entry.action,
    actorRole: entry.actorRole,
    actor: toPerson(actor, entry.actorUserId),
    subject: toPerson(subject, entry.subjectUserId),
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details,
    ipTag: entry.ipTag,
  }
}

/**
 * The operators' search of the audit log: a page of AUDIT_PAGE_SIZE entries, newest first. An
 * email or a number no account has finds nothing (an account's id finds its entries even after it
 * is gone). Days are India's: `to` takes in the whole of its day.
 */
export async function searchAudit(deps: Pick<AppDeps, 'db'>, query: z.output<typeof AuditSearchQuerySchema>): Promise<AuditSearchResponse> {
  let userId: string | undefined
  if (query.user) {
    userId = query.user.by === 'id' ? query.user.value : await repo.findUserIdBy(deps.db, query.user.by, query.user.value)
    if (!userId) return { entries: [], nextBefore: null }
  }
  const rows = await repo.searchAuditLog(
    deps.db,
    {
      ...(userId ? { userId } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.from ? { from: indiaMidnight(query.from) } : {}),
      ...(query.to ? { until: new Date(indiaMidnight(query.to).getTime() + DAY_MS) } : {}),
      ...(query.before ? { beforeId: query.before } : {}),
    },
    AUDIT_PAGE_SIZE + 1,
  )
  const page = rows.slice(0, AUDIT_PAGE_SIZE)
  return {
    entries: page.map(toAuditEntryDto),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? String(page.at(-1)!.entry.id) : null,
  }
}
