import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { uploadUrl } from '@app/shared/uploads'
import type { Config } from '#src/config'
import { checkKey, contentTypeOf, type PrivateStorage, type Storage } from '#src/lib/storage'

/**
 * Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), for servers whose disk is not
 * kept (containers) or that run as several instances. Public uploads live under `uploads/` so that
 * a bucket policy (or a CDN) can serve that prefix alone, at the same path the app serves it
 * (`/uploads/<key>`); private documents live under `private/`, in S3_PRIVATE_BUCKET when it is set,
 * and are only ever read by the app's routes that check who asks.
 */

export type S3Settings = NonNullable<Config['s3']>

/** Object-key prefixes: the same path as the app's /uploads route, so ASSETS_URL may be the bucket's own origin. */
export const PUBLIC_PREFIX = 'uploads/'
export const PRIVATE_PREFIX = 'private/'

/** Written with every public object, so a bucket or CDN serving it directly caches it as the app's route does. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, an instance or task role).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer
    // default CRC headers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the upload (or the readiness check) within seconds
    // instead of holding the request.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  })
}

/** True for the SDK's "no such object" (NoSuchKey on GET, a bare 404 on some servers). */
function isMissing(err: unknown): boolean {
  return err instanceof NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
}

async function getObject(client: S3Client, bucket: string, key: string) {
  try {
    return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  } catch (err) {
    if (isMissing(err)) return null
    throw err
  }
}

/** Deletes every object under `prefix`, a page of the listing at a time. */
async function deletePrefix(client: S3Client, bucket: string, prefix: string): Promise<void> {
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: DELETE_BATCH, ContinuationToken: token }),
    )
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
    if (keys.length > 0) {
      const result = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }))
      const failed = result.Errors ?? []
      if (failed.length > 0) throw new Error(`${failed.length} objects under ${prefix} not deleted: ${failed[0]?.Code ?? 'unknown error'}`)
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}

/** Public uploads in `bucket` under `uploads/`; the app's /uploads route or ASSETS_URL serves them. */
export function createS3Storage(client: S3Client, bucket: string): Storage {
  const objectKey = (key: string) => PUBLIC_PREFIX + checkKey(key)
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: UPLOAD_CACHE_CONTROL,
        }),
      )
    },
    url: (key) => uploadUrl(checkKey(key)),
    async delete(key) {
      // S3 answers a delete of a missing object with success, as the disk storage's `force` does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },
    async open(key) {
      const object = await getObject(client, bucket, objectKey(key))
      if (!object?.Body) return null
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? contentTypeOf(key),
        bytes: object.ContentLength ?? 0,
      }
    },
    clear: () => deletePrefix(client, bucket, PUBLIC_PREFIX),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    },
  }
}

/**
 * Private documents under `private/` in `bucket`: never public (the bucket policy grants reads of
 * `uploads/` alone, or nothing), read only through the app's routes that check who asks.
 */
export function createPrivateS3Storage(client: S3Client, bucket: string): PrivateStorage {
  const objectKey = (key: string) => PRIVATE_PREFIX + checkKey(key)
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: 'private, no-store',
        }),
      )
    },
    async read(key) {
      const object = await getObject(client, bucket, objectKey(key))
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },
    clear: () => deletePrefix(client, bucket, PRIVATE_PREFIX),
  }
}
