import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '#src/config'
import { openStorages, type Storages } from '#src/lib/open-storage'
import { createTestBucket, startFakeS3, type FakeS3, type TestBucket } from '../../test/s3'

/**
 * The contract both storages keep, on a folder and on an S3-compatible bucket (s3rver): what the
 * upload routes, the /uploads route, the clean-up job, the private documents and db:reset rely on.
 */

let s3: FakeS3
let dataDir: string
const buckets: TestBucket[] = []

beforeAll(async () => {
  s3 = await startFakeS3()
  dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-storage-'))
})
afterAll(async () => {
  for (const bucket of buckets) await bucket.drop()
  await s3?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

/** A fresh storage of `backend`: its own folder, or its own bucket. */
async function open(backend: 'disk' | 's3'): Promise<Storages> {
  if (backend === 'disk') return openStorages(parseConfig({ DATA_DIR: await mkdtemp(path.join(dataDir, 'data-')) }))
  const bucket = await createTestBucket(s3.endpoint)
  buckets.push(bucket)
  return openStorages(parseConfig({ DATA_DIR: dataDir, ...bucket.env }))
}

async function read(storages: Storages, key: string): Promise<string | null> {
  const file = await storages.storage.open(key)
  return file && text(file.body)
}

describe.each(['disk', 's3'] as const)('storage on %s', (backend) => {
  it('stores, serves, replaces and deletes a public file by its key', async () => {
    const storages = await open(backend)
    expect(storages.backend).toBe(backend)
    const { storage } = storages
    await storage.ping()
    expect(await storage.open('products/abc.webp')).toBeNull()

    await storage.put('products/abc.webp', Buffer.from('first bytes'), 'image/webp')
    const file = await storage.open('products/abc.webp')
    expect(file).toMatchObject({ contentType: 'image/webp', bytes: 11 })
    expect(await text(file!.body)).toBe('first bytes')
    expect(storage.url('products/abc.webp')).toBe('/uploads/products/abc.webp')

    await storage.put('profiles/u1/def.webp', Buffer.from('profile'), 'image/webp')
    expect(await read(storages, 'profiles/u1/def.webp')).toBe('profile')

    await storage.delete('products/abc.webp')
    expect(await storage.open('products/abc.webp')).toBeNull()
    // Deleting what is not there is no error: the clean-up may meet a file already gone.
    await storage.delete('products/abc.webp')
    expect(await read(storages, 'profiles/u1/def.webp')).toBe('profile')
    storages.close()
  })

  it('refuses keys the server never makes', async () => {
    const storages = await open(backend)
    for (const key of ['../secret.webp', 'products/../../x.webp', '/abs.webp', 'UPPER.webp', 'no-extension', '']) {
      await expect(storages.storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/invalid storage key/)
      await expect(storages.privateStorage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/)
      expect(() => storages.storage.url(key), key).toThrow(/invalid storage key/)
    }
    storages.close()
  })

  it('keeps private documents apart: the public side never finds them', async () => {
    const storages = await open(backend)
    const { storage, privateStorage } = storages
    expect(await privateStorage.read('verification/u1/doc.webp')).toBeNull()
    await privateStorage.put('verification/u1/doc.webp', Buffer.from('licence'))
    expect((await privateStorage.read('verification/u1/doc.webp'))?.toString()).toBe('licence')
    expect(await storage.open('verification/u1/doc.webp')).toBeNull()

    await privateStorage.delete('verification/u1/doc.webp')
    expect(await privateStorage.read('verification/u1/doc.webp')).toBeNull()
    storages.close()
  })

  it('empties the uploads and the private documents for db:reset, and goes on storing after', async () => {
    const storages = await open(backend)
    const { storage, privateStorage } = storages
    await storage.put('products/one.webp', Buffer.from('1'), 'image/webp')
    await storage.put('profiles/u1/two.webp', Buffer.from('2'), 'image/webp')
    await privateStorage.put('certificates/u1/three.webp', Buffer.from('3'))

    await storage.clear()
    expect(await storage.open('products/one.webp')).toBeNull()
    expect(await storage.open('profiles/u1/two.webp')).toBeNull()
    expect((await privateStorage.read('certificates/u1/three.webp'))?.toString()).toBe('3')
    await privateStorage.clear()
    expect(await privateStorage.read('certificates/u1/three.webp')).toBeNull()

    await storage.put('products/one.webp', Buffer.from('again'), 'image/webp')
    expect(await read(storages, 'products/one.webp')).toBe('again')
    storages.close()
  })
})

describe('storage on s3', () => {
  it('writes public uploads under uploads/ with their year-long caching, private documents under private/', async () => {
    const bucket = await createTestBucket(s3.endpoint)
    buckets.push(bucket)
    const storages = openStorages(parseConfig({ DATA_DIR: dataDir, ...bucket.env }))
    await storages.storage.put('products/abc.webp', Buffer.from('photo'), 'image/webp')
    await storages.privateStorage.put('verification/u1/doc.webp', Buffer.from('licence'))
    expect(await bucket.list('uploads')).toEqual(['products/abc.webp'])
    expect(await bucket.list('private')).toEqual(['verification/u1/doc.webp'])
    // What a bucket or CDN serving uploads/ directly answers with.
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.env.S3_BUCKET, Key: 'uploads/products/abc.webp' }))
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable')
    expect(object.ContentType).toBe('image/webp')
    storages.close()
  })

  it('keeps private documents in S3_PRIVATE_BUCKET when it is set', async () => {
    const photos = await createTestBucket(s3.endpoint)
    const documents = await createTestBucket(s3.endpoint)
    buckets.push(photos, documents)
    const storages = openStorages(parseConfig({ DATA_DIR: dataDir, ...photos.env, S3_PRIVATE_BUCKET: documents.env.S3_BUCKET! }))
    await storages.privateStorage.put('verification/u1/doc.webp', Buffer.from('licence'))
    expect(await photos.list('private')).toEqual([])
    expect(await documents.list('private')).toEqual(['verification/u1/doc.webp'])
    storages.close()
  })

  it('fails its ping when the bucket is not there', async () => {
    const storages = openStorages(parseConfig({ DATA_DIR: dataDir, ...(await createTestBucketEnvWithoutBucket()) }))
    await expect(storages.storage.ping()).rejects.toThrow()
    storages.close()
  })
})

/** Settings naming a bucket nobody made. */
async function createTestBucketEnvWithoutBucket(): Promise<Record<string, string>> {
  const bucket = await createTestBucket(s3.endpoint)
  await bucket.drop()
  return bucket.env
}
