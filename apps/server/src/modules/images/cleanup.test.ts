import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, uploads, users } from '#src/db/schema/index'
import { JOBS_SCHEMA } from '#src/lib/jobs'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createProduct, createSignedInUser } from '../../../test/factories'
import { jpeg, png, webp } from '../../../test/images'
import { multipart } from '../../../test/multipart'
import { removeUnusedUploads, UPLOADS_CLEANUP_QUEUE } from './images.service'

/** The hourly clean-up of uploads no listing or profile uses, run by hand with a clock the test sets. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const HOUR = 60 * 60 * 1000
/** `hours` from now, as the clean-up's clock. */
const later = (hours: number) => new Date(Date.now() + hours * HOUR)

async function uploadPhoto(token: string, data: Buffer): Promise<{ path: string; key: string }> {
  const { payload, headers } = multipart({ data })
  const response = await t.app.inject({ method: 'POST', url: '/api/product-images', payload, headers: { ...headers, ...bearer(token) } })
  expect(response.statusCode).toBe(201)
  const link = response.json<{ url: string }>().url
  const linkPath = link.slice(t.config.publicUrl.length)
  return { path: linkPath, key: linkPath.replace('/uploads/', '') }
}

function stored(key: string): Promise<boolean> {
  return t.files.has('uploads', key)
}

const thumbnailOf = (key: string) => key.replace('.webp', '-thumb.webp')

async function rowKeys(userId: string): Promise<string[]> {
  return (await t.app.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId))).map((row) => row.key)
}

describe('removeUnusedUploads', () => {
  it('removes, with its thumbnail, a photo no listing has used for a day, and keeps the ones in use', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const used = await uploadPhoto(farmer.token, await jpeg(640, 480))
    const unused = await uploadPhoto(farmer.token, await png(320, 240))
    await createProduct(t.app, farmer.user.id, { images: [used.path, 'https://example.in/onion.jpg'] })

    // A photo uploaded a moment ago is kept, even an hour on.
    await removeUnusedUploads(t.app, later(1))
    expect(await stored(unused.key)).toBe(true)

    const removed = await removeUnusedUploads(t.app, later(25))
    expect(removed).toContain(unused.key)
    expect(removed).not.toContain(used.key)
    expect(await stored(unused.key)).toBe(false)
    expect(await stored(thumbnailOf(unused.key))).toBe(false)
    expect(await stored(used.key)).toBe(true)
    expect(await stored(thumbnailOf(used.key))).toBe(true)
    expect(await rowKeys(farmer.user.id)).toEqual([used.key])
    // Its link now answers 404, like any missing file.
    expect((await t.app.inject({ method: 'GET', url: unused.path })).statusCode).toBe(404)
  })

  it('gives a photo taken off its listing a day from when the job first saw it unused', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const photo = await uploadPhoto(farmer.token, await webp(500, 400))
    const product = await createProduct(t.app, farmer.user.id, { images: [photo.path] })
    await removeUnusedUploads(t.app, later(30))
    expect(await stored(photo.key)).toBe(true)

    await t.app.db.update(products).set({ images: [] }).where(eq(products.id, product.id))
    await removeUnusedUploads(t.app, later(40))
    await removeUnusedUploads(t.app, later(63))
    expect(await stored(photo.key)).toBe(true)
    // Put back in time: it is in use again, and the count starts over when it next leaves.
    await t.app.db
      .update(products)
      .set({ images: [photo.path] })
      .where(eq(products.id, product.id))
    await removeUnusedUploads(t.app, later(64))
    await t.app.db.update(products).set({ images: [] }).where(eq(products.id, product.id))
    await removeUnusedUploads(t.app, later(65))
    await removeUnusedUploads(t.app, later(88))
    expect(await stored(photo.key)).toBe(true)
    expect(await removeUnusedUploads(t.app, later(90))).toContain(photo.key)
    expect(await stored(photo.key)).toBe(false)
  })

  it('keeps profile images in use, and removes one whose account is gone', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const { payload, headers } = multipart({ data: await png(300, 300) })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/setProfileImg/set-profile-image',
      payload,
      headers: { ...headers, ...bearer(buyer.token) },
    })
    const key = response.json<{ optimizedUrl: string }>().optimizedUrl.slice(`${t.config.publicUrl}/uploads/`.length)
    await removeUnusedUploads(t.app, later(30))
    expect(await stored(key)).toBe(true)

    await t.app.db.delete(users).where(eq(users.id, buyer.user.id))
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, key))
    expect(row?.userId).toBeNull()
    await removeUnusedUploads(t.app, later(31))
    expect(await removeUnusedUploads(t.app, later(56))).toContain(key)
    expect(await stored(key)).toBe(false)
  })

  it('keeps a file that another account uploaded too, until neither uses it', async () => {
    const first = await createSignedInUser(t.app, 'farmer')
    const second = await createSignedInUser(t.app, 'farmer')
    const picture = await jpeg(333, 222)
    const photo = await uploadPhoto(first.token, picture)
    await removeUnusedUploads(t.app, later(10))
    // The second farmer sends the same picture 20 hours on (here: their row is that much younger).
    expect((await uploadPhoto(second.token, picture)).key).toBe(photo.key)
    await t.app.db
      .update(uploads)
      .set({ unreferencedSince: later(20) })
      .where(eq(uploads.userId, second.user.id))

    await removeUnusedUploads(t.app, later(26))
    expect(await rowKeys(first.user.id)).toEqual([])
    expect(await rowKeys(second.user.id)).toEqual([photo.key])
    expect(await stored(photo.key)).toBe(true)
    await removeUnusedUploads(t.app, later(43))
    expect(await stored(photo.key)).toBe(true)
    await removeUnusedUploads(t.app, later(45))
    expect(await stored(photo.key)).toBe(false)
  })

  it('never touches files without an upload row (the demo photos) or a file a listing still names', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const demoKey = `products/${'d'.repeat(32)}.webp`
    await t.app.storage.put(demoKey, await webp(64, 48), 'image/webp')
    await removeUnusedUploads(t.app, later(100))
    expect(await stored(demoKey)).toBe(true)

    // A row that is old by its clock, but whose picture a listing shows (stored as a full link by an older client).
    const photo = await uploadPhoto(farmer.token, await jpeg(200, 100))
    await createProduct(t.app, farmer.user.id, { images: [`https://old.kisansetu.test${photo.path}`] })
    await removeUnusedUploads(t.app, later(200))
    expect(await stored(photo.key)).toBe(true)
    expect(await rowKeys(farmer.user.id)).toEqual([photo.key])
  })

  it('runs hourly through the job queue, scheduled when the app starts', async () => {
    const scheduled = (await t.app.db.execute(sql`select name, cron from ${sql.identifier(JOBS_SCHEMA)}.schedule`)) as unknown as {
      rows: { name: string; cron: string }[]
    }
    expect(scheduled.rows).toContainEqual({ name: UPLOADS_CLEANUP_QUEUE, cron: '15 * * * *' })
  })
})
