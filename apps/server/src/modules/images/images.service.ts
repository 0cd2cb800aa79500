import { msg } from '@app/shared/messages/refs'
import { productImageKey, productThumbnailKey } from '@app/shared/uploads'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { ImageError, processProductImage, processProfileImage } from '#src/lib/images'
import * as repo from './images.repository'

const WEBP = 'image/webp'

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

async function runPipeline<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    throw err instanceof ImageError ? rejected(err) : err
  }
}

/** A product photo and its thumbnail, stored under content-hashed keys; answers their URLs. */
export async function storeProductImage(deps: Pick<AppDeps, 'storage'>, data: Buffer): Promise<{ url: string; thumbnailUrl: string }> {
  const processed = await runPipeline(() => processProductImage(data))
  const imageKey = productImageKey(processed.hash)
  const thumbnailKey = productThumbnailKey(processed.hash)
  await deps.storage.put(imageKey, processed.image.data, WEBP)
  try {
    await deps.storage.put(thumbnailKey, processed.thumbnail.data, WEBP)
  } catch (err) {
    // A photo without its thumbnail would break the cards; take both or neither.
    await deps.storage.delete(imageKey)
    throw err
  }
  return { url: deps.storage.url(imageKey), thumbnailUrl: deps.storage.url(thumbnailKey) }
}

/**
 * The user's profile image: a 256 px WebP under `profiles/<user id>/`, so no two users ever share
 * a file and deleting one's old image cannot break another's. The replaced file is deleted.
 */
export async function setProfileImage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  user: Pick<UserRow, 'id' | 'profileImageKey'>,
  data: Buffer,
): Promise<string> {
  const processed = await runPipeline(() => processProfileImage(data))
  const key = `profiles/${user.id}/${processed.hash}.webp`
  // The same picture again (the signed-in user's row, read by authenticate, names it): it is
  // already stored and set.
  if (user.profileImageKey === key) return deps.storage.url(key)

  await deps.storage.put(key, processed.image.data, WEBP)
  let previous: string | null
  try {
    previous = await repo.replaceProfileImageKey(deps.db, user.id, key)
  } catch (err) {
    await deps.storage.delete(key)
    throw err
  }
  if (previous && previous !== key) {
    // The new image is saved either way; a file left behind is only wasted space, so log it.
    await deps.storage.delete(previous).catch((err: unknown) => deps.log.warn({ err, key: previous }, 'old profile image not deleted'))
  }
  return deps.storage.url(key)
}
