import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { inject } from 'vitest'
import { createTestBucket } from './s3'
import './provided-context'

/** Where a test app keeps its files, and what is stored there, read around the app (as an operator would look). */
export interface TestFiles {
  backend: 'disk' | 's3'
  /** Environment for the app: the bucket's settings on S3, nothing on disk (DATA_DIR). */
  env: Record<string, string>
  /** Keys of the files stored under `area` (public uploads, or private documents), sorted. */
  list(area: 'uploads' | 'private'): Promise<string[]>
  /** True when the file `key` is stored under `area`. */
  has(area: 'uploads' | 'private', key: string): Promise<boolean>
  /** Removes the bucket; the disk's files go with DATA_DIR. */
  drop(): Promise<void>
}

async function listFolder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * The running project's storage: a bucket of its own on the s3 project's server, DATA_DIR's
 * folders on every other project.
 */
export async function createTestFiles(dataDir: string): Promise<TestFiles> {
  const endpoint = inject('s3Endpoint')
  if (endpoint) {
    const bucket = await createTestBucket(endpoint)
    return {
      backend: 's3',
      env: bucket.env,
      list: bucket.list,
      has: async (area, key) => (await bucket.list(area)).includes(key),
      drop: bucket.drop,
    }
  }
  const list = (area: 'uploads' | 'private') => listFolder(path.join(dataDir, area))
  return {
    backend: 'disk',
    env: {},
    list,
    has: async (area, key) => (await list(area)).includes(key),
    drop: async () => undefined,
  }
}
