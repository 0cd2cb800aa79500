import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thumbnailUrl } from '@app/shared/uploads'
import { users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser } from '../../../test/factories'
import { jpeg, jpegWithGps, png, SCRIPTED_SVG, truncated, webp } from '../../../test/images'
import { emptyMultipart, multipart, type FilePart } from '../../../test/multipart'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const PRODUCT_URL = '/api/product-images'
const PROFILE_URL = '/api/setProfileImg/set-profile-image'

/** Every stored upload's key (in DATA_DIR/uploads, or the bucket's uploads/). */
function uploadedFiles(): Promise<string[]> {
  return t.files.list('uploads')
}

async function profileImageKeyOf(userId: string) {
  const [row] = await t.app.db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId))
  return row?.key ?? null
}

function upload(url: string, token: string | null, ...files: FilePart[]) {
  const { payload, headers } = multipart(...files)
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } })
}

/** The path of one of our absolute upload links (what the server is asked for). */
function pathOf(url: string): string {
  expect(url.startsWith(`${t.config.publicUrl}/uploads/`), url).toBe(true)
  return url.slice(t.config.publicUrl.length)
}

/** The storage key an upload link names. */
function keyOf(url: string): string {
  return pathOf(url).replace('/uploads/', '')
}

/** A fetched upload's bytes, decoded. */
async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url: pathOf(url) })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('image/webp')
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  return sharp(response.rawPayload).metadata()
}

describe('POST /api/product-images', () => {
  it('stores a phone photo upright as WebP without its GPS, with a thumbnail, and serves both', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const response = await upload(PRODUCT_URL, farmer.token, { data: await jpegWithGps(2400, 1800), filename: 'IMG_2041.JPG' })
    expect(response.statusCode).toBe(201)
    const { url, thumbnailUrl: thumb } = response.json()
    expect(url).toMatch(/^http:\/\/kisansetu\.test\/uploads\/products\/[0-9a-f]{32}\.webp$/)
    expect(thumb).toBe(thumbnailUrl(url, [t.config.publicUrl]))
    expect(thumb).toMatch(/-thumb\.webp$/)

    const image = await fetchImage(url)
    expect(image).toMatchObject({ format: 'webp', width: 1200, height: 1600 })
    expect(image.exif).toBeUndefined()
    expect(image.xmp).toBeUndefined()
    expect(image.icc).toBeUndefined()
    const thumbnail = await fetchImage(thumb)
    expect(thumbnail).toMatchObject({ format: 'webp', width: 360, height: 480 })
    expect(thumbnail.exif).toBeUndefined()
  })

  it('accepts PNG and WebP, judging by content: a PNG declared as image/jpeg is fine', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    for (const part of [
      { data: await png(), filename: 'field.png', contentType: 'image/png' },
      { data: await webp(), filename: 'field.webp', contentType: 'image/webp' },
      { data: await png(320, 240), filename: 'photo.jpg', contentType: 'image/jpeg' },
      { data: await jpeg(), filename: 'no-extension', contentType: 'application/octet-stream' },
    ]) {
      const response = await upload(PRODUCT_URL, farmer.token, part)
      expect(response.statusCode, part.filename).toBe(201)
    }
  })

  it('answers 403 to a buyer and 401 to an anonymous caller, storing nothing', async () => {
    const buyer = await createSignedInUser(t.app, 'buyer')
    const before = await uploadedFiles()
    const asBuyer = await upload(PRODUCT_URL, buyer.token, { data: await jpeg() })
    expect(asBuyer.statusCode).toBe(403)
    const anonymous = await upload(PRODUCT_URL, null, { data: await jpeg() })
    expect(anonymous.statusCode).toBe(401)
    expect(await uploadedFiles()).toEqual(before)
  })

  it('refuses a photo over 10 MB with 413, storing nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const before = await uploadedFiles()
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)])
    const response = await upload(PRODUCT_URL, farmer.token, { data: huge })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File size exceeds 10MB limit' })
    expect(await uploadedFiles()).toEqual(before)
  })
})

/** Files that are not the image they claim to be, or are no image we take: each refused on both upload routes. */
const BAD_UPLOADS: [string, () => Promise<FilePart>, number, string][] = [
  [
    'a text file renamed .jpg',
    async () => ({ data: Buffer.from('Sowing plan for kharif: paddy, 4 acres.\n'), filename: 'crop.jpg', contentType: 'image/jpeg' }),
    415,
    'Only JPEG, PNG and WebP images can be uploaded',
  ],
  [
    'an SVG carrying a script',
    async () => ({ data: SCRIPTED_SVG, filename: 'logo.svg', contentType: 'image/svg+xml' }),
    415,
    'Only JPEG, PNG and WebP images can be uploaded',
  ],
  [
    'an SVG disguised as a PNG',
    async () => ({ data: SCRIPTED_SVG, filename: 'logo.png', contentType: 'image/png' }),
    415,
    'Only JPEG, PNG and WebP images can be uploaded',
  ],
  [
    'text declared as image/png',
    async () => ({ data: Buffer.from('hello'), filename: 'hello.png', contentType: 'image/png' }),
    415,
    'Only JPEG, PNG and WebP images can be uploaded',
  ],
  [
    'a GIF',
    async () => ({
      data: await sharp(await png())
        .gif()
        .toBuffer(),
      filename: 'anim.gif',
      contentType: 'image/gif',
    }),
    415,
    'Only JPEG, PNG and WebP images can be uploaded',
  ],
  [
    'a truncated JPEG',
    async () => ({ data: truncated(await jpeg(800, 600)), filename: 'cut.jpg' }),
    400,
    'The image could not be read. It may be damaged or incomplete.',
  ],
  [
    'a truncated PNG',
    async () => ({ data: truncated(await png(), 0.6), filename: 'cut.png', contentType: 'image/png' }),
    400,
    'The image could not be read. It may be damaged or incomplete.',
  ],
]

describe.each([
  ['product photo', PRODUCT_URL, 'farmer'],
  ['profile image', PROFILE_URL, 'buyer'],
] as const)('bad uploads of a %s', (_kind, url, role) => {
  it.each(BAD_UPLOADS)('refuses %s, leaving nothing on disk or in the database', async (_name, make, status, message) => {
    const user = await createSignedInUser(t.app, role)
    const before = await uploadedFiles()
    const response = await upload(url, user.token, await make())
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ message, fieldErrors: { image: [message] } })
    expect(await uploadedFiles()).toEqual(before)
    expect(await profileImageKeyOf(user.user.id)).toBeNull()
  })

  it('refuses an empty multipart body, a file in another field and an empty file with 400', async () => {
    const user = await createSignedInUser(t.app, role)
    const before = await uploadedFiles()
    const { payload, headers } = emptyMultipart()
    const empty = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(user.token) } })
    const otherField = await upload(url, user.token, { field: 'photo', data: await jpeg() })
    const emptyFile = await upload(url, user.token, { data: Buffer.alloc(0) })
    for (const response of [empty, otherField, emptyFile]) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Choose an image to upload in the field "image"' })
    }
    expect(await uploadedFiles()).toEqual(before)
  })

  it('refuses a body that is not multipart with 415', async () => {
    const user = await createSignedInUser(t.app, role)
    const before = await uploadedFiles()
    const json = await t.app.inject({ method: 'POST', url, payload: { image: 'https://example.in/a.jpg' }, headers: bearer(user.token) })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the image as multipart/form-data in the field "image"',
    })
    const raw = await t.app.inject({
      method: 'POST',
      url,
      payload: await jpeg(),
      headers: { ...bearer(user.token), 'content-type': 'image/jpeg' },
    })
    expect(raw.statusCode).toBe(415)
    expect(raw.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
    expect(await uploadedFiles()).toEqual(before)
  })

  it('refuses a malformed multipart body with 400', async () => {
    const user = await createSignedInUser(t.app, role)
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
      headers: { ...bearer(user.token), 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
  })
})

describe('POST /api/setProfileImg/set-profile-image', () => {
  it("stores a 256 px WebP for a farmer or a buyer and answers the spec's optimizedUrl and message", async () => {
    for (const role of ['farmer', 'buyer'] as const) {
      const user = await createSignedInUser(t.app, role)
      const response = await upload(PROFILE_URL, user.token, { data: await jpegWithGps(900, 600), filename: 'me.jpg' })
      expect(response.statusCode).toBe(200)
      const { optimizedUrl, message } = response.json()
      expect(message).toBe('Profile image updated!')
      expect(optimizedUrl).toMatch(new RegExp(`^http://kisansetu\\.test/uploads/profiles/${user.user.id}/[0-9a-f]{32}\\.webp$`))
      const image = await fetchImage(optimizedUrl)
      expect(image).toMatchObject({ format: 'webp', width: 256, height: 256 })
      expect(image.exif).toBeUndefined()
      expect(await profileImageKeyOf(user.user.id)).toBe(keyOf(optimizedUrl))
    }
  })

  it('deletes the replaced image, and keeps it when the same picture is sent again', async () => {
    const user = await createSignedInUser(t.app, 'farmer')
    const first = (await upload(PROFILE_URL, user.token, { data: await png(300, 300) })).json().optimizedUrl
    const again = (await upload(PROFILE_URL, user.token, { data: await png(300, 300) })).json().optimizedUrl
    expect(again).toBe(first)
    expect(await t.files.has('uploads', keyOf(first))).toBe(true)
    const second = (await upload(PROFILE_URL, user.token, { data: await webp(500, 500) })).json().optimizedUrl
    expect(second).not.toBe(first)
    expect(await t.files.has('uploads', keyOf(first))).toBe(false)
    expect(await t.files.has('uploads', keyOf(second))).toBe(true)
    const mine = (await uploadedFiles()).filter((file) => file.startsWith(`profiles/${user.user.id}/`))
    expect(mine).toEqual([keyOf(second)])
  })

  it('refuses a 2 MB photo with 413 "File size exceeds 0.5MB limit", keeping the current image', async () => {
    const user = await createSignedInUser(t.app, 'farmer')
    const current = (await upload(PROFILE_URL, user.token, { data: await png(200, 200) })).json().optimizedUrl
    const before = await uploadedFiles()
    const twoMb = Buffer.concat([await jpeg(), Buffer.alloc(2 * 1024 * 1024)])
    const response = await upload(PROFILE_URL, user.token, { data: twoMb, filename: 'big.jpg' })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File size exceeds 0.5MB limit' })
    expect(await uploadedFiles()).toEqual(before)
    expect(await profileImageKeyOf(user.user.id)).toBe(keyOf(current))
  })

  it('takes a photo of exactly 512 KiB, and refuses one byte more', async () => {
    const user = await createSignedInUser(t.app, 'buyer')
    const image = await jpeg(300, 300)
    const padTo = (size: number) => Buffer.concat([image, Buffer.alloc(size - image.length)])
    expect((await upload(PROFILE_URL, user.token, { data: padTo(512 * 1024) })).statusCode).toBe(200)
    expect((await upload(PROFILE_URL, user.token, { data: padTo(512 * 1024 + 1) })).statusCode).toBe(413)
  })

  it('answers 401 to an anonymous caller', async () => {
    const response = await upload(PROFILE_URL, null, { data: await jpeg() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign-in first.' })
  })
})
