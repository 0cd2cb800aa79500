import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#src/db/client'
import { cropNames, referenceData } from '#src/db/schema/index'
import { cropNameRows, cropNamesChecksum, type CropNameRow } from '#src/lib/crop-names'

/** The name of the crop dictionary's row in `reference_data`. */
export const CROP_NAMES_DATA = 'crop_names'

/** Names the lock that lets one instance at a time replace the dictionary. */
const LOAD_LOCK = sql`hashtext('kisansetu:crop_names')`

async function storedChecksum(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ checksum: referenceData.checksum }).from(referenceData).where(eq(referenceData.name, CROP_NAMES_DATA))
  return row?.checksum
}

/**
 * Sets products.crop again for every listing whose crop the dictionary now reads otherwise (the
 * products_crop trigger keeps it on each write of a name); only rows that change are written.
 */
export async function refreshListingCrops(db: Db): Promise<void> {
  await db.execute(sql`
    update products set crop = named.crop
    from (select id, crop_of_name(name) as crop from products) as named
    where products.id = named.id and products.crop is distinct from named.crop`)
}

/** What to call after each load that changed the dictionary (onCropNamesLoaded). */
const loadListeners = new Set<() => void>()

/**
 * Calls `listener` after each load that changed the dictionary, so a process forgets what it
 * read from the old one (the crops of searches it remembers).
 */
export function onCropNamesLoaded(listener: () => void): void {
  loadListeners.add(listener)
}

/**
 * Fills `crop_names` from the dictionary of lib/crop-names.ts unless it already holds it (one query
 * when it does), then brings every listing's crop up to date with it. Under a lock and in one
 * transaction, so instances starting together load it once and readers see the old names until it
 * commits. The dictionary is code: a deploy that changes it reloads it, and no other.
 */
export async function loadCropNames(
  db: Db,
  options: { rows?: CropNameRow[]; log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<{ loaded: boolean }> {
  const rows = options.rows ?? cropNameRows()
  const checksum = cropNamesChecksum(rows)
  if ((await storedChecksum(db)) === checksum) return { loaded: false }
  const started = Date.now()
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`)
    if ((await storedChecksum(tx)) === checksum) return false
    await tx.delete(cropNames)
    await tx.execute(sql`
      insert into ${cropNames} (name, crop, language, rank)
      select name, crop, language, rank
      from json_to_recordset(${JSON.stringify(rows)}::json) as row(name text, crop text, language text, rank int)`)
    const version = { version: checksum.slice(0, 12), checksum, loadedAt: new Date() }
    await tx
      .insert(referenceData)
      .values({ name: CROP_NAMES_DATA, ...version })
      .onConflictDoUpdate({ target: referenceData.name, set: version })
    await refreshListingCrops(tx)
    return true
  })
  if (loaded) for (const listener of loadListeners) listener()
  if (loaded) options.log?.info({ names: rows.length, ms: Date.now() - started }, 'crop names loaded')
  return { loaded }
}
