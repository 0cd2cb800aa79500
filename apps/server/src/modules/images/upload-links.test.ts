import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, putInCart } from '../../../test/factories'
import { jpeg, png } from '../../../test/images'
import { multipart } from '../../../test/multipart'

/**
 * Links to uploads as clients see them: absolute on PUBLIC_URL in every answer that carries one,
 * so another origin's page can show them; accepted back absolute or as paths, and stored as paths.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://photos.kisansetu.test' })
})
afterAll(async () => {
  await t?.close()
})

const PUBLIC_URL = 'https://photos.kisansetu.test'
const OWN_LINK = /^https:\/\/photos\.kisansetu\.test\/uploads\/products\/[0-9a-f]{32}\.webp$/
const ELSEWHERE = 'https://example.in/uploads/products/0123456789abcdef0123456789abcdef.webp'

async function uploadPhoto(token: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipart({ data })
  const response = await t.app.inject({ method: 'POST', url: '/api/product-images', payload, headers: { ...headers, ...bearer(token) } })
  expect(response.statusCode).toBe(201)
  return response.json<{ url: string }>().url
}

async function setProfileImage(token: string, data: Buffer): Promise<string> {
  const { payload, headers } = multipart({ data })
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/setProfileImg/set-profile-image',
    payload,
    headers: { ...headers, ...bearer(token) },
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ optimizedUrl: string }>().optimizedUrl
}

function productBody(name: string, images: string[]) {
  return {
    name,
    category: 'vegetable',
    unit: 'kg',
    pricePerUnit: 30,
    quantityAvailable: 50,
    images,
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' },
  }
}

async function storedImagesOf(productId: string): Promise<string[]> {
  const [row] = await t.app.db.select({ images: products.images }).from(products).where(eq(products.id, productId))
  return row?.images ?? []
}

describe('links to uploads', () => {
  it('are absolute in every answer, stored as paths, and taken back either way', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    const first = await uploadPhoto(farmer.token, await jpeg(640, 480))
    const second = await uploadPhoto(farmer.token, await png(320, 240))
    expect(first).toMatch(OWN_LINK)
    const secondPath = second.slice(PUBLIC_URL.length)

    // The form sends back the links it was given; an older client may send the path; a link to
    // another site that merely looks like ours stays as it is.
    const name = `Brinjal ${farmer.user.id.slice(0, 8)}`
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/addProductByFarmer/add-productByFarmer',
      headers: bearer(farmer.token),
      payload: productBody(name, [first, secondPath, ELSEWHERE]),
    })
    expect(created.statusCode, created.body).toBe(201)
    const { product } = created.json()
    const productId: string = product._id
    const expected = [first, second, ELSEWHERE]
    expect(product.images).toEqual(expected)
    expect(await storedImagesOf(productId)).toEqual([first.slice(PUBLIC_URL.length), secondPath, ELSEWHERE])

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/addProductByFarmer/update-productByFarmer/${productId}`,
      headers: bearer(farmer.token),
      payload: productBody(name, [second, first]),
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect(await storedImagesOf(productId)).toEqual([secondPath, first.slice(PUBLIC_URL.length)])
    const swapped = [second, first]

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })
    expect(detail.json().product.images).toEqual(swapped)

    const own = await t.app.inject({ method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(farmer.token) })
    expect(JSON.stringify(own.json())).toContain(JSON.stringify(swapped))

    const browse = await t.app.inject({ method: 'GET', url: '/api/orderProduct/get-AllListedProduct', query: { search: name } })
    expect(browse.statusCode).toBe(200)
    const card = browse.json().getAllProduct.find((listed: { _id: string }) => listed._id === productId)
    expect(card.images).toEqual(swapped)

    // The buyer's cart, and the farmer's view of the buyer's request with the buyer's photo.
    const buyerPhoto = await setProfileImage(buyer.token, await png(300, 300))
    expect(buyerPhoto).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/profiles/${buyer.user.id}/[0-9a-f]{32}\\.webp$`))
    await putInCart(t.app, buyer.user.id, productId)
    const cart = await t.app.inject({ method: 'GET', url: '/api/orderProduct/getProductFromCart', headers: bearer(buyer.token) })
    expect(cart.json().product[0].images).toEqual(swapped)
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/addProductByFarmer/requestToBuyProducts',
      headers: bearer(farmer.token),
    })
    expect(requests.statusCode).toBe(200)
    const body = requests.json()
    expect(JSON.stringify(body.checkProducts)).toContain(JSON.stringify(swapped))
    expect(JSON.stringify(body.additionalBuyerInfo)).toContain(JSON.stringify(buyerPhoto))
    expect(JSON.stringify(body)).not.toContain('"/uploads/')
  })

  it("are absolute in the farmer's and the buyer's profile", async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const farmerPhoto = await setProfileImage(farmer.token, await jpeg(500, 500))
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/farmerProfile/add-farmerProfile',
      headers: bearer(farmer.token),
      payload: { phone: '9876543210', farmSize: 4, location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' } },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(JSON.stringify(created.json())).toContain(JSON.stringify(farmerPhoto))
    const farmerProfile = await t.app.inject({ method: 'GET', url: '/api/farmerProfile/get-farmerProfile', headers: bearer(farmer.token) })
    expect(JSON.stringify(farmerProfile.json())).toContain(JSON.stringify(farmerPhoto))
    expect(farmerProfile.body).not.toContain('"/uploads/')

    const buyer = await createSignedInUser(t.app, 'buyer')
    const buyerPhoto = await setProfileImage(buyer.token, await png(256, 256))
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/buyerProfile/add-buyerProfile',
      headers: bearer(buyer.token),
      payload: {
        phone: '9876543210',
        address: '12 MG Road',
        preferences: 'Onion, Tomato',
        location: { city: 'Pune', state: 'Maharashtra' },
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const buyerProfile = await t.app.inject({ method: 'GET', url: '/api/buyerProfile/get-buyerProfile', headers: bearer(buyer.token) })
    expect(JSON.stringify(buyerProfile.json())).toContain(JSON.stringify(buyerPhoto))
  })

  it('are served to pages on any origin, with their long cache and nosniff; other answers stay same-origin', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const link = await uploadPhoto(farmer.token, await jpeg(200, 150))
    const image = await t.app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length), headers: { origin: 'https://partner.example' } })
    expect(image.statusCode).toBe(200)
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(image.headers['x-content-type-options']).toBe('nosniff')

    const api = await t.app.inject({ method: 'GET', url: '/api/addProductByFarmer/get-productByFarmer', headers: bearer(farmer.token) })
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin')
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/products/none.webp' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})
