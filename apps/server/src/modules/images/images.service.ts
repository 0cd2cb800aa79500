import { msg } from '@app/shared/messages/refs'
import { productImageKey, productThumbnailKey, thumbnailKeyOf } from '@app/shared/uploads'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { BusyError, ImageError, processProductImage, processProfileImage, type WorkLimiter } from '#src/lib/images'
import * as repo from './images.repository'

const WEBP = 'image/webp'

/** What storing an upload needs: the app's parts, and this process's limiter of image decodes. */
export type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'config'> & { decodes: WorkLimiter }

/** A client told the server is busy decoding retries after this many seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10
/** An hour: uploads of the new accounts of an address leave their day's count as it moves on. */
const ADDRESS_ALLOWANCE_RETRY_SECONDS = 3600

/** The pipeline's verdict as the client reads it: 415 for what is no image we take, 400 for a broken one. */
function rejected(err: ImageError): AppError {
  const message =
    err.problem === 'unsupported'
      ? msg('uploads.unsupportedType')
      : err.problem === 'too-many-pixels'
        ? msg('uploads.tooManyPixels')
        : msg('uploads.brokenImage')
  return err.problem === 'unsupported'
    ? new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { image: [message] })
    : new AppError(400, 'VALIDATION_FAILED', message, { image: [message] })
}

function overQuota(deps: Pick<AppDeps, 'config'>): AppError {
  const message = msg('uploads.quotaExceeded', { megabytes: Math.floor(deps.config.uploads.quotaBytes / (1024 * 1024)) })
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { image: [message] })
}

/** New accounts from one address used the day's allowance: they may upload again as the day moves on. */
function overAddressAllowance(): AppError {
  const message = msg('uploads.newAccountsAllowance')
  return new AppError(429, 'RATE_LIMITED', message, { image: [message] }, { 'retry-after': String(ADDRESS_ALLOWANCE_RETRY_SECONDS) })
}

/**
 * Decodes within the process's limit of images at once; a full queue answers 503 with a
 * Retry-After rather than letting a burst of uploads take every thread and hundreds of MB.
 */
export async function runPipeline<T>(deps: UploadDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await deps.decodes.run(work)
  } catch (err) {
    if (err instanceof ImageError) throw rejected(err)
    if (err instanceof BusyError) {
      deps.log.warn({ running: deps.decodes.running, waiting: deps.decodes.waiting }, 'image upload refused: decode queue full')
      throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('uploads.busy'), undefined, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) })
    }
    throw err
  }
}

/** An upload's limits in bytes: the account's quota, and the day's allowance of new accounts from one address. */
function allowances(deps: Pick<AppDeps, 'config'>) {
  return { quotaBytes: deps.config.uploads.quotaBytes, newAccountsBytesPerAddress: deps.config.uploads.newAccountsBytesPerAddress }
}

/** A user already at the quota is refused before anything is decoded. */
async function checkRoomLeft(deps: UploadDeps, userId: string): Promise<void> {
  if ((await repo.storedBytesOf(deps.db, userId)) >= deps.config.uploads.quotaBytes) throw overQuota(deps)
}

/** A product photo and its thumbnail, stored under content-hashed keys; answers their paths (answers make them absolute). */
export async function storeProductImage(
  deps: UploadDeps,
  user: Pick<UserRow, 'id'>,
  data: Buffer,
): Promise<{ url: string; thumbnailUrl: string }> {
  await checkRoomLeft(deps, user.id)
  const processed = await runPipeline(deps, () => processProductImage(data))
  const imageKey = productImageKey(processed.hash)
  const thumbnailKey = productThumbnailKey(processed.hash)
  const bytes = processed.image.data.length + processed.thumbnail.data.length
  const outcome = await repo.recordUpload(deps.db, { userId: user.id, key: imageKey, bytes, ...allowances(deps) }, async () => {
    // Written under the key's lock, in the transaction that records them: a failed write leaves
    // no row, and the clean-up cannot delete the files while they are being written.
    await deps.storage.put(imageKey, processed.image.data, WEBP)
    await deps.storage.put(thumbnailKey, processed.thumbnail.data, WEBP)
  })
  if (outcome === repo.OVER_QUOTA) throw overQuota(deps)
  if (outcome === repo.OVER_ADDRESS_ALLOWANCE) throw overAddressAllowance()
  return { url: deps.storage.url(imageKey), thumbnailUrl: deps.storage.url(thumbnailKey) }
}

/**
 * The user's profile image: a 256 px WebP under `profiles/<user id>/`, so no two users ever share
 * a file and deleting one's old image cannot break another's. The replaced file is deleted.
 */
export async function setProfileImage(deps: UploadDeps, user: Pick<UserRow, 'id' | 'profileImageKey'>, data: Buffer): Promise<string> {
  await checkRoomLeft(deps, user.id)
  const processed = await runPipeline(deps, () => processProfileImage(data))
  const key = `profiles/${user.id}/${processed.hash}.webp`
  // The same picture again (the signed-in user's row, read by authenticate, names it): it is
  // already stored and set.
  if (user.profileImageKey === key) return deps.storage.url(key)

  const outcome = await repo.replaceProfileImage(
    deps.db,
    { userId: user.id, key, bytes: processed.image.data.length, ...allowances(deps) },
    () => deps.storage.put(key, processed.image.data, WEBP),
  )
  if (outcome === repo.OVER_QUOTA) throw overQuota(deps)
  if (outcome === repo.OVER_ADDRESS_ALLOWANCE) throw overAddressAllowance()
  const { previous } = outcome
  if (previous && previous !== key) {
    // The new image is saved either way; a file left behind is only wasted space, so log it.
    await deps.storage.delete(previous).catch((err: unknown) => deps.log.warn({ err, key: previous }, 'old profile image not deleted'))
  }
  return deps.storage.url(key)
}

/** The clean-up job's queue, run hourly (at a quarter past, away from the hour's other work). */
export const UPLOADS_CLEANUP_QUEUE = 'uploads-cleanup'
export const UPLOADS_CLEANUP_CRON = '15 * * * *'

/** An upload no listing or profile has named for this long is removed. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

/** Rows removed per run at most, so one run stays short; the next run takes the rest. */
const CLEANUP_BATCH = 1000

/**
 * The clean-up job: marks which uploads a listing or profile names, then deletes those nothing has
 * named for UNUSED_UPLOAD_TTL_MS (as the runs saw it) with their files, a product photo's thumbnail
 * too. A file stays while another user's upload row or any listing or profile still names it.
 * Order lines copy no image, so orders never hold a removed photo. Answers the keys whose files were deleted.
 */
export async function removeUnusedUploads(deps: Pick<AppDeps, 'db' | 'storage' | 'log'>, now: Date): Promise<string[]> {
  await repo.markUploadUse(deps.db, now)
  const keys = await repo.deleteUnusedUploads(deps.db, new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS), CLEANUP_BATCH)
  const removed: string[] = []
  for (const key of keys) {
    const thumbnail = thumbnailKeyOf(key)
    const deleted = await repo.removeFilesIfUnused(deps.db, key, async () => {
      await deps.storage.delete(key)
      if (thumbnail) await deps.storage.delete(thumbnail)
    })
    if (deleted) removed.push(key)
  }
  if (keys.length > 0) deps.log.info({ rows: keys.length, files: removed.length }, 'unused uploads removed')
  return removed
}
