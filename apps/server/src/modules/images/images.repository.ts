import { and, eq, gt, ne, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { uploads, users } from '#src/db/schema/index'

/**
 * Every storage key a listing or a profile names: the products' image links that point into
 * /uploads (whatever stands before it, so a link stored absolute still protects its file) and the
 * users' profile images.
 */
const REFERENCED_KEYS = sql`(
  select substring(image from '/uploads/(.*)$') from products, unnest(products.images) as image where image like '%/uploads/%'
  union
  select profile_image from users where profile_image is not null
)`

/**
 * Serialises everything that changes one key's files: an upload storing them and the clean-up
 * deciding to delete them. Without it the job could delete a file just written by an upload of the
 * same picture that it had not seen yet.
 */
async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${key}`}, 0))`)
}

/** Locks the user's row: one user's uploads are counted against the quota one after another. */
async function lockUser(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId)).for('update')
  return row?.key ?? null
}

/** Bytes of the user's stored uploads, leaving out `exceptKeys` (the upload being replaced or refreshed). */
export async function storedBytesOf(db: Db, userId: string, exceptKeys: string[] = []): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), ...exceptKeys.map((key) => ne(uploads.key, key))))
  return Number(row?.bytes ?? 0)
}

export interface NewUpload {
  userId: string
  key: string
  bytes: number
  quotaBytes: number
  /** What the accounts made from one address in the last day may upload in that day, together. */
  newAccountsBytesPerAddress: number
}

/** Answered by `recordUpload` when the upload would take the user past the quota; nothing was written. */
export const OVER_QUOTA = Symbol('over quota')
/** Answered when the upload would take the new accounts of the user's address past their day's allowance. */
export const OVER_ADDRESS_ALLOWANCE = Symbol('over address allowance')

/**
 * Whether `upload` fits the day's allowance of the accounts made in the last day from the address
 * the user's account was made from (always, for an older account or one without a known address):
 * sign-ups from one address cannot multiply the per-account quota. The user's `exceptKeys` (the
 * upload itself, sent again, and a profile image it replaces) are not counted, as for the quota.
 * Counted under a lock per address, so parallel uploads of those accounts go one after another.
 */
async function fitsAddressAllowance(tx: Db, upload: NewUpload, exceptKeys: string[]): Promise<boolean> {
  const [self] = await tx
    .select({ address: users.signupAddress })
    .from(users)
    .where(and(eq(users.id, upload.userId), gt(users.createdAt, sql`now() - interval '1 day'`)))
  if (!self?.address) return true
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads-address:${self.address}`}, 0))`)
  const [row] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(
      and(
        eq(users.signupAddress, self.address),
        gt(users.createdAt, sql`now() - interval '1 day'`),
        gt(uploads.createdAt, sql`now() - interval '1 day'`),
        or(ne(uploads.userId, upload.userId), notInArray(uploads.key, exceptKeys)),
      ),
    )
  return Number(row?.bytes ?? 0) + upload.bytes <= upload.newAccountsBytesPerAddress
}

/**
 * Records an upload of `userId` and runs `store` (which writes its files) in one transaction, under
 * the key's lock: if writing fails, no row is left; and the user's total, this upload included,
 * stays within `quotaBytes`. The same picture sent again by the same user counts once, and has a
 * fresh day before clean-up unless a listing or profile already uses it.
 */
export async function recordUpload(
  db: Db,
  upload: NewUpload,
  store: () => Promise<void>,
): Promise<typeof OVER_QUOTA | typeof OVER_ADDRESS_ALLOWANCE | void> {
  return db.transaction(async (tx) => {
    await lockUser(tx, upload.userId)
    await lockKey(tx, upload.key)
    if ((await storedBytesOf(tx, upload.userId, [upload.key])) + upload.bytes > upload.quotaBytes) return OVER_QUOTA
    if (!(await fitsAddressAllowance(tx, upload, [upload.key]))) return OVER_ADDRESS_ALLOWANCE
    await insertUpload(tx, upload)
    await store()
  })
}

async function insertUpload(tx: Db, upload: NewUpload): Promise<void> {
  await tx
    .insert(uploads)
    .values({ userId: upload.userId, key: upload.key, bytes: upload.bytes })
    .onConflictDoUpdate({
      target: [uploads.userId, uploads.key],
      set: {
        bytes: upload.bytes,
        unreferencedSince: sql`case when ${uploads.unreferencedSince} is null then null else now() end`,
      },
    })
}

/**
 * Stores a new profile image: records it (within the quota, the replaced image not counted), runs
 * `store`, sets it on the user and forgets the replaced one's row, in one transaction. Answers the
 * key it replaced (its file is the caller's to delete), or OVER_QUOTA or OVER_ADDRESS_ALLOWANCE with
 * nothing changed. The user's row is locked first, so of two uploads racing each sees the key the
 * other replaced.
 */
export async function replaceProfileImage(
  db: Db,
  upload: NewUpload,
  store: () => Promise<void>,
): Promise<{ previous: string | null } | typeof OVER_QUOTA | typeof OVER_ADDRESS_ALLOWANCE> {
  return db.transaction(async (tx) => {
    const previous = await lockUser(tx, upload.userId)
    await lockKey(tx, upload.key)
    const notCounted = previous ? [upload.key, previous] : [upload.key]
    if ((await storedBytesOf(tx, upload.userId, notCounted)) + upload.bytes > upload.quotaBytes) return OVER_QUOTA
    if (!(await fitsAddressAllowance(tx, upload, notCounted))) return OVER_ADDRESS_ALLOWANCE
    await insertUpload(tx, upload)
    await store()
    await tx.update(users).set({ profileImageKey: upload.key, updatedAt: new Date() }).where(eq(users.id, upload.userId))
    if (previous && previous !== upload.key) {
      await tx.delete(uploads).where(and(eq(uploads.userId, upload.userId), eq(uploads.key, previous)))
    }
    return { previous }
  })
}

/**
 * The clean-up's bookkeeping at `now`: an upload a listing or profile names is marked in use
 * (unreferenced_since null); one nothing names is marked unused from `now` unless it already was.
 */
export async function markUploadUse(db: Db, now: Date): Promise<void> {
  await db.execute(sql`update uploads set unreferenced_since = null where unreferenced_since is not null and key in ${REFERENCED_KEYS}`)
  await db.execute(
    sql`update uploads set unreferenced_since = ${now.toISOString()} where unreferenced_since is null and key not in ${REFERENCED_KEYS}`,
  )
}

/**
 * Deletes the rows of uploads unused since before `cutoff` that nothing names now either, at most
 * `limit` of them, and answers their keys (one per key).
 */
export async function deleteUnusedUploads(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(
      sql`${uploads.id} in (
        select id from uploads
        where unreferenced_since < ${cutoff.toISOString()} and key not in ${REFERENCED_KEYS}
        order by unreferenced_since
        limit ${limit}
      )`,
    )
    .returning({ key: uploads.key })
  return [...new Set(rows.map((row) => row.key))]
}

/**
 * Runs `remove` (which deletes the key's files) when no upload row and no listing or profile names
 * `key` any more, under the key's lock so no upload of the same picture writes it meanwhile.
 * Answers whether it ran.
 */
export async function removeFilesIfUnused(db: Db, key: string, remove: () => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockKey(tx, key)
    const result = await tx.execute(sql`select exists (select 1 from uploads where key = ${key}) or ${key} in ${REFERENCED_KEYS} as used`)
    const [row] = (result as unknown as { rows: { used: boolean }[] }).rows
    if (row?.used) return false
    await remove()
    return true
  })
}
