import { randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { authHeader, registerViaApi, signInViaApi, TOKEN_KEY, USER_KEY } from '../fixtures/accounts'
import { SMALL_JPEG } from '../fixtures/images'
import { listLot } from '../fixtures/listings'
import { BASE_URL, SECOND_ORIGIN } from '../fixtures/server-env'
import { expect, test } from '../fixtures/test'

/** An image the browser has fetched and decoded: a broken or blocked one has no natural width. */
async function expectShown(image: Locator): Promise<void> {
  // Scrolled to on every look, as a list that re-renders (search results arriving) may replace it.
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => {
        element.scrollIntoView({ block: 'center' })
        return element.complete && element.naturalWidth > 0
      }),
    )
    .toBe(true)
}

/**
 * The same web app, served from another origin and calling the API across origins (CORS_ORIGINS):
 * a partner's site or an app on another host. Its pages show the server's photos because image
 * links are absolute and /uploads may be embedded anywhere.
 */
test('the app served from a second origin shows listing photos and profile images', async ({ page, request }) => {
  const account = await registerViaApi(request, 'farmer')
  const session = await signInViaApi(request, account.email, account.password)
  const headers = authHeader(session.token)
  const image = { name: 'field.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG }

  const profileUpload = await request.post('/api/setProfileImg/set-profile-image', { headers, multipart: { image } })
  expect(profileUpload.status(), await profileUpload.text()).toBe(200)
  const photoUpload = await request.post('/api/product-images', { headers, multipart: { image } })
  expect(photoUpload.status(), await photoUpload.text()).toBe(201)
  const photo = (await photoUpload.json()) as { url: string }
  expect(photo.url.startsWith(`${BASE_URL}/uploads/`), photo.url).toBe(true)

  const name = `Brinjal ${randomUUID().slice(0, 8)}`
  await listLot(request, session.token, name, { pricePerUnit: 30, images: [photo.url] })
  const profile = await request.post('/api/farmerProfile/add-farmerProfile', {
    headers,
    data: { phone: '9876543210', farmSize: 4, location: { city: 'Nashik', state: 'Maharashtra', pin: '422001' } },
  })
  expect(profile.status(), await profile.text()).toBe(201)

  // A visitor on the second origin finds the listing, its photo loaded from the API's origin.
  await page.goto(`${SECOND_ORIGIN}/products/browse`)
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  const cardPhoto = card.getByAltText(`${name}, photo 1`)
  await expect(cardPhoto).toHaveAttribute('src', new RegExp(`^${BASE_URL}/uploads/`))
  await expectShown(cardPhoto)

  // The farmer, signed in on the second origin, sees the profile image there.
  await page.evaluate(
    ([tokenKey, userKey, token, user]) => {
      localStorage.setItem(tokenKey, token)
      localStorage.setItem(userKey, user)
    },
    [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)] as const,
  )
  await page.goto(`${SECOND_ORIGIN}/profile/farmer`)
  const profilePhoto = page.getByAltText('Profile photo')
  await expect(profilePhoto).toHaveAttribute('src', new RegExp(`^${BASE_URL}/uploads/profiles/`))
  await expectShown(profilePhoto)

  // And the farmer's own listing, with its photo, on the dashboard.
  await page.goto(`${SECOND_ORIGIN}/dashboard/farmer`)
  const own = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expectShown(own.getByRole('img').first())
})
