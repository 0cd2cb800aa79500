import type { Db } from '#src/db/client'
import { chainPage, entryHash, GENESIS_HASH } from './audit.repository'

/** How many entries the verifier reads at a time. */
const PAGE = 1000

export type ChainCheck =
  { ok: true; count: number; lastHash: string } | { ok: false; count: number; brokenId: number; problem: 'prev_hash' | 'hash' }

/**
 * Walks the audit log in its order and recomputes every hash: the first entry whose previous hash
 * is not the hash of the entry before it (one removed or put in) or whose own hash does not match
 * its content (one edited) breaks the chain. `count` is how many entries were found whole before
 * it. Removing the newest entries leaves a shorter chain that is whole: compare the count and the
 * last hash with ones noted earlier (docs/operations.md).
 */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  let prevHash = GENESIS_HASH
  let afterId = 0
  let count = 0
  for (;;) {
    const rows = await chainPage(db, afterId, PAGE)
    for (const row of rows) {
      if (row.prevHash !== prevHash) return { ok: false, count, brokenId: row.id, problem: 'prev_hash' }
      if (row.hash !== entryHash(prevHash, row)) return { ok: false, count, brokenId: row.id, problem: 'hash' }
      prevHash = row.hash
      afterId = row.id
      count += 1
    }
    if (rows.length < PAGE) return { ok: true, count, lastHash: prevHash }
  }
}

/** The verifier's one line for the operator. */
export function describeChainCheck(check: ChainCheck): string {
  if (check.ok) return `OK: ${check.count} audit log entries, chain whole; last hash ${check.lastHash}`
  const what =
    check.problem === 'hash'
      ? 'its content does not match its hash (edited)'
      : 'it does not follow the entry before it (one removed, added or reordered)'
  return `BROKEN at audit log entry ${check.brokenId}: ${what}; ${check.count} entries before it are whole`
}
