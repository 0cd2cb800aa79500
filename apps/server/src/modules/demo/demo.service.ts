import type { AppDeps } from '#src/app-deps'
import { loadDemoData, seedDemoData, type DemoData } from '#src/db/seed'
import * as repo from './demo.repository'

const HOUR_MS = 60 * 60 * 1000

export interface DemoReset {
  /** Demo accounts deleted. */
  deleted: number
  /** Demo accounts and listings loaded again. */
  users: number
  products: number
}

/**
 * Reloads the demo data when it was loaded `hours` or more before `now`: every demo account goes
 * with all it did (repo.deleteDemoAccounts), and the demo catalogue is seeded again, in one
 * transaction, so a failure leaves the old demo data in place and no one ever sees it half gone.
 * A database without demo data is left alone: whether there is any is SEED_DEMO_DATA's choice.
 * Safe on several instances: the reload takes an advisory lock, and whoever waited for it finds
 * the data fresh and does nothing. Undefined when nothing was due.
 *
 * Uploads are not touched here: their rows outlive the accounts (user id set null), and the
 * uploads clean-up removes a file a day after no listing or profile names it, which spares the
 * shipped demo photos the seed stores again (they have no row).
 */
export async function resetDemoDataIfDue(
  deps: Pick<AppDeps, 'db' | 'storage' | 'browseCache' | 'log'>,
  hours: number,
  now = new Date(),
  load: () => Promise<DemoData> = loadDemoData,
): Promise<DemoReset | undefined> {
  const due = (loadedAt: Date | null) => loadedAt !== null && loadedAt.getTime() <= now.getTime() - hours * HOUR_MS
  // A first look without the lock: on most runs nothing is due, and no transaction is needed.
  if (!due(await repo.findDemoLoadedAt(deps.db))) return undefined
  const data = await load()
  const result = await deps.db.transaction(async (tx) => {
    await repo.lockDemoReset(tx)
    if (!due(await repo.findDemoLoadedAt(tx))) return undefined
    const deleted = await repo.deleteDemoAccounts(tx)
    const seeded = await seedDemoData({ db: tx, storage: deps.storage }, data, now)
    return { deleted, ...seeded }
  })
  if (result) {
    await deps.browseCache.invalidate()
    deps.log.info(result, 'demo data reloaded')
  }
  return result
}
