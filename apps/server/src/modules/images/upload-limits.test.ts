import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, signIn, uniqueEmail, uniqueIp } from '../../../test/factories'
import { jpeg, png, webp } from '../../../test/images'
import { multipart } from '../../../test/multipart'

/**
 * What one account can take from the server: uploads an hour, stored bytes, and the images the
 * process decodes at once. A small app: 3 uploads an hour, 1 MB each account, 2 MB a day for the new
 * accounts of one address together, one decode at a time and none waiting.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({
    UPLOAD_RATE_LIMIT_PER_HOUR: '3',
    UPLOAD_QUOTA_MB: '1',
    UPLOAD_NEW_ACCOUNTS_MB_PER_ADDRESS: '2',
    IMAGE_DECODE_CONCURRENCY: '1',
    IMAGE_DECODE_QUEUE: '0',
  })
})
afterAll(async () => {
  await t?.close()
})

const MB = 1024 * 1024
const PRODUCT_URL = '/api/product-images'
const PROFILE_URL = '/api/setProfileImg/set-profile-image'

function upload(url: string, token: string, data: Buffer) {
  const { payload, headers } = multipart({ data })
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } })
}

async function rowsOf(userId: string) {
  return t.app.db.select().from(uploads).where(eq(uploads.userId, userId))
}

/** Pretends the user already stores `bytes` in other uploads. */
async function alreadyStored(userId: string, bytes: number) {
  await t.app.db.insert(uploads).values({ userId, key: `products/${'f'.repeat(32)}.webp`, bytes })
}

describe('the upload rate limit', () => {
  it('takes UPLOAD_RATE_LIMIT_PER_HOUR uploads an hour per account on both routes, then answers 429 with Retry-After', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    expect((await upload(PRODUCT_URL, farmer.token, await jpeg(120, 90))).statusCode).toBe(201)
    expect((await upload(PROFILE_URL, farmer.token, await png(100, 100))).statusCode).toBe(200)
    // A refused file counts too: each one was work for the server.
    expect((await upload(PRODUCT_URL, farmer.token, Buffer.from('not an image'))).statusCode).toBe(415)
    const refused = await upload(PRODUCT_URL, farmer.token, await webp(120, 90))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
    expect((await upload(PROFILE_URL, farmer.token, await png(90, 90))).statusCode).toBe(429)
    expect(await rowsOf(farmer.user.id)).toHaveLength(2)

    // Another account is not held back by this one.
    const other = await createSignedInUser(t.app, 'farmer')
    expect((await upload(PRODUCT_URL, other.token, await webp(120, 90))).statusCode).toBe(201)
  })
})

describe('the storage quota', () => {
  it('records each upload with its bytes, the thumbnail included, and counts the same picture once', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const photo = await jpeg(640, 480)
    const first = await upload(PRODUCT_URL, farmer.token, photo)
    const again = await upload(PRODUCT_URL, farmer.token, photo)
    expect(again.json()).toEqual(first.json())
    const rows = await rowsOf(farmer.user.id)
    expect(rows).toHaveLength(1)
    const key = first.json().url.slice(`${t.config.publicUrl}/uploads/`.length)
    const thumbnail = key.replace('.webp', '-thumb.webp')
    // The bytes the app serves for each file.
    const size = async (file: string) => (await t.app.inject({ method: 'GET', url: `/uploads/${file}` })).rawPayload.length
    expect(rows[0]).toMatchObject({ key, bytes: (await size(key)) + (await size(thumbnail)) })
  })

  it('refuses an upload that would pass UPLOAD_QUOTA_MB with 413 and a clear message, storing nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    await alreadyStored(farmer.user.id, MB - 2000)
    const response = await upload(PRODUCT_URL, farmer.token, await jpeg(800, 600))
    expect(response.statusCode).toBe(413)
    const message = 'You have used your photo storage of 1 MB. Photos you remove from your listings free their space within a day.'
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message, fieldErrors: { image: [message] } })
    expect(await rowsOf(farmer.user.id)).toHaveLength(1)

    // In the reader's language.
    const { payload, headers } = multipart({ data: await jpeg(800, 600) })
    const hindi = await t.app.inject({
      method: 'POST',
      url: PRODUCT_URL,
      payload,
      headers: { ...headers, ...bearer(farmer.token), 'accept-language': 'hi' },
    })
    expect(hindi.statusCode).toBe(413)
    expect(hindi.json().message).toContain('1 MB')
    expect(hindi.json().message).toMatch(/[\u0900-\u097F]/)
  })

  it('refuses an account at its quota before decoding anything, the profile image too', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    await alreadyStored(buyer.user.id, MB)
    const response = await upload(PROFILE_URL, buyer.token, await png(300, 300))
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
    const [user] = await t.app.db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, buyer.user.id))
    expect(user?.key).toBeNull()
  })

  it('does not count the profile image being replaced, and forgets its row', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const first = (await upload(PROFILE_URL, buyer.token, await png(300, 300))).json().optimizedUrl as string
    const [row] = await rowsOf(buyer.user.id)
    // Room for a replacement of about the same size only if the current one is not counted.
    await alreadyStored(buyer.user.id, MB - Math.round(1.5 * row!.bytes))
    const second = await upload(PROFILE_URL, buyer.token, await png(301, 300))
    expect(second.statusCode, second.body).toBe(200)
    const keys = (await rowsOf(buyer.user.id)).map((upload) => upload.key)
    expect(keys).not.toContain(first.slice(`${t.config.publicUrl}/uploads/`.length))
    expect(keys).toContain(second.json().optimizedUrl.slice(`${t.config.publicUrl}/uploads/`.length))
    expect(await t.files.has('uploads', first.slice(`${t.config.publicUrl}/uploads/`.length))).toBe(false)
  })
})

describe('new accounts from one address', () => {
  /** A farmer signed up through the API from `address`, signed in. */
  async function signUpFrom(address: string) {
    const email = uniqueEmail('same-address')
    const password = 'address-allowance-9'
    const payload = { name: 'Same Address', email, password, role: 'farmer' }
    expect((await t.app.inject({ method: 'POST', url: '/api/user/signup', payload, remoteAddress: address })).statusCode).toBe(201)
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email))
    return { user: user!, token: await signIn(t.app, email, password) }
  }

  it('share UPLOAD_NEW_ACCOUNTS_MB_PER_ADDRESS a day, however many sign up there', async () => {
    const address = uniqueIp()
    const [first, second, third] = [await signUpFrom(address), await signUpFrom(address), await signUpFrom(address)]
    // The accounts keep a keyed tag of the address they came from, not the address.
    expect(first.user.signupAddress).toMatch(/^[\w-]{43}$/)
    expect(first.user.signupAddress).not.toContain(address)
    expect(third.user.signupAddress).toBe(first.user.signupAddress)
    // The first two hold nearly the day's 2 MB between them, each within its own 1 MB.
    await alreadyStored(first.user.id, MB - 1000)
    await alreadyStored(second.user.id, MB - 1000)

    const refused = await upload(PRODUCT_URL, third.token, await jpeg(640, 480))
    expect(refused.statusCode).toBe(429)
    const message = 'New accounts from this network have uploaded as many photos as they may in a day. Please try again later.'
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message, fieldErrors: { image: [message] } })
    expect(refused.headers['retry-after']).toBe('3600')
    expect(await rowsOf(third.user.id)).toHaveLength(0)
    // Nor may it take a profile photo.
    expect((await upload(PROFILE_URL, third.token, await png(300, 300))).statusCode).toBe(429)

    // An account from another address is not held back.
    const elsewhere = await signUpFrom(uniqueIp())
    expect((await upload(PRODUCT_URL, elsewhere.token, await jpeg(640, 480))).statusCode).toBe(201)

    // A day after those uploads, the address's new accounts have room again.
    await t.app.db
      .update(uploads)
      .set({ createdAt: sql`${uploads.createdAt} - interval '1 day'` })
      .where(inArray(uploads.userId, [first.user.id, second.user.id]))
    expect((await upload(PRODUCT_URL, third.token, await jpeg(640, 480))).statusCode).toBe(201)
  })
})

describe('decoding', () => {
  it('answers 503 with Retry-After to uploads beyond what the process decodes at once, storing nothing for them', async () => {
    const farmers = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(t.app, 'farmer')))
    const photos = await Promise.all(farmers.map((_, index) => jpeg(2400 + index, 1800)))
    const responses = await Promise.all(farmers.map((farmer, index) => upload(PRODUCT_URL, farmer.token, photos[index]!)))
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses).toContain(201)
    expect(statuses).toContain(503)
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true)
    for (const [index, response] of responses.entries()) {
      const rows = await rowsOf(farmers[index]!.user.id)
      if (response.statusCode === 201) {
        expect(rows).toHaveLength(1)
        continue
      }
      expect(response.headers['retry-after']).toBe('10')
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Many photos are being processed right now. Please try again in a few seconds.',
      })
      expect(rows).toHaveLength(0)
    }
    // Once the burst is over, the next upload is decoded.
    expect((await upload(PRODUCT_URL, farmers[3]!.token, await jpeg(300, 200))).statusCode).toBe(201)
  })

  it("refuses the issue's 7000 × 7000 16-bit PNG from its header, under 0.5 MB on the wire", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const { default: sharp } = await import('sharp')
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: 'white' } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(512 * 1024)
    const response = await upload(PRODUCT_URL, farmer.token, bomb)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('The image is too large in pixels. Use a photo of at most 24 megapixels.')
    expect(await rowsOf(farmer.user.id)).toHaveLength(0)
  })
})
