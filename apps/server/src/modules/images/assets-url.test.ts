import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, createUser, uniqueIp } from '../../../test/factories'
import { jpeg } from '../../../test/images'
import { multipart } from '../../../test/multipart'
import { waitForMailTo } from '../auth/outbox.test-helpers'

/**
 * Photos served from a CDN (ASSETS_URL) while the app lives on PUBLIC_URL: answers link photos on
 * the CDN, mails link the app, the CSP lets pages show the CDN's images, and links a client sends
 * back on either address are stored as paths. Runs on disk and, in the s3 project, on a bucket.
 */

const CDN = 'https://cdn.example'
const APP = 'https://app.example'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: APP, ASSETS_URL: CDN })
})
afterAll(async () => {
  await t?.close()
})

async function uploadPhoto(token: string): Promise<{ url: string; thumbnailUrl: string }> {
  const { payload, headers } = multipart({ data: await jpeg(640, 480) })
  const response = await t.app.inject({ method: 'POST', url: '/api/product-images', payload, headers: { ...headers, ...bearer(token) } })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

describe('photos on ASSETS_URL', () => {
  it('are linked on the CDN in upload, product and browse answers, and stored as paths whichever link comes back', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const first = await uploadPhoto(farmer.token)
    expect(first.url).toMatch(/^https:\/\/cdn\.example\/uploads\/products\/[0-9a-f]{32}\.webp$/)
    expect(first.thumbnailUrl).toBe(first.url.replace('.webp', '-thumb.webp'))
    const photoPath = first.url.slice(CDN.length)

    // Where the upload went: the bucket's uploads/ on S3 (nothing in DATA_DIR), the folder on disk.
    expect(await t.files.has('uploads', photoPath.slice('/uploads/'.length))).toBe(true)
    if (t.files.backend === 's3') expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false)

    // The form sends the CDN link back; a client holding a link from before the move sends it on PUBLIC_URL.
    const name = `Okra ${farmer.user.id.slice(0, 8)}`
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addProductByFarmer/add-productByFarmer',
      headers: bearer(farmer.token),
      payload: {
        name,
        category: 'vegetable',
        unit: 'kg',
        pricePerUnit: 40,
        quantityAvailable: 20,
        images: [first.url, APP + photoPath],
        location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const productId: string = created.json().product._id
    const [row] = await t.app.db.select({ images: products.images }).from(products).where(eq(products.id, productId))
    expect(row?.images).toEqual([photoPath, photoPath])

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })
    expect(detail.json().product.images).toEqual([first.url, first.url])
    const browse = await t.app.inject({ method: 'GET', url: '/api/orderProduct/get-AllListedProduct', query: { search: name } })
    const card = browse.json().getAllProduct.find((listed: { _id: string }) => listed._id === productId)
    expect(card.images).toEqual([first.url, first.url])
    expect(browse.body).not.toContain(`${APP}/uploads/`)

    // The CDN's origin fetches from the app (or old links on PUBLIC_URL land here): served with
    // the same caching, embeddable by other origins.
    const served = await t.app.inject({ method: 'GET', url: photoPath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin')
    const thumbnail = await t.app.inject({ method: 'GET', url: first.thumbnailUrl.slice(CDN.length) })
    expect(thumbnail.statusCode).toBe(200)
    expect(thumbnail.rawPayload.length).toBeLessThan(served.rawPayload.length)
  })

  it('are allowed by the pages’ Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ')
    expect(imgSrc).toContain(CDN)
    expect(imgSrc).not.toContain(APP)
  })

  it('leave mail links on PUBLIC_URL', async () => {
    const { user } = await createUser(t.app, { role: 'buyer' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgetPassword',
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    })
    expect(response.statusCode).toBe(200)
    const [mail] = await waitForMailTo(t.dataDir, user.email)
    expect(mail!.links.length).toBeGreaterThan(0)
    for (const link of mail!.links) expect(link.startsWith(`${APP}/`), link).toBe(true)
    expect(mail!.text + mail!.html).not.toContain(CDN)
  })
})
