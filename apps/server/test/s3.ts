import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import { CreateBucketCommand, DeleteBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { parseConfig } from '#src/config'
import { createPrivateS3Storage, createS3Client, createS3Storage, PRIVATE_PREFIX, PUBLIC_PREFIX } from '#src/lib/s3-storage'

/**
 * An S3-compatible server for the tests (s3rver: plain npm, objects kept in a temporary folder), so
 * the storage code runs against the same HTTP API as AWS S3, R2 and MinIO speak.
 */
export interface FakeS3 {
  /** Its http://127.0.0.1:port address, for S3_ENDPOINT. */
  endpoint: string
  stop(): Promise<void>
}

/** s3rver accepts any request signed with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kisansetu-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/** The settings (as environment) of a bucket on `endpoint`, as an operator of MinIO would write them. */
export function bucketEnv(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
}

/** A new, empty bucket of its own for one test file or app; `drop` deletes it and what it holds. */
export interface TestBucket {
  env: Record<string, string>
  client: S3Client
  /** Keys (without their `uploads/` or `private/` prefix) of the objects stored under `area`. */
  list(area: 'uploads' | 'private'): Promise<string[]>
  drop(): Promise<void>
}

export async function createTestBucket(endpoint: string): Promise<TestBucket> {
  const bucket = `kisansetu-test-${randomBytes(6).toString('hex')}`
  const env = bucketEnv(endpoint, bucket)
  const client = createS3Client(parseConfig(env).s3!)
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  async function list(area: 'uploads' | 'private'): Promise<string[]> {
    const prefix = area === 'uploads' ? PUBLIC_PREFIX : PRIVATE_PREFIX
    const keys: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length))
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return keys.sort()
  }
  return {
    env,
    client,
    list,
    async drop() {
      await createS3Storage(client, bucket).clear()
      await createPrivateS3Storage(client, bucket).clear()
      await client.send(new DeleteBucketCommand({ Bucket: bucket }))
      client.destroy()
    },
  }
}
