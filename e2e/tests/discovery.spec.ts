import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { registerViaApi, signInViaApi } from '../fixtures/accounts'
import { listLot } from '../fixtures/listings'
import { OFFLINE_NOTICE, underServiceWorker } from '../fixtures/offline'
import { expect, test } from '../fixtures/test'

/** True when the page scrolls sideways: something is wider than the phone's screen. */
function widerThanScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
}

/** A farmer of their own with an organic lot and a plain one in Sikkim, so the filters have something to keep and something to drop. */
async function farmInSikkim(request: APIRequestContext) {
  const account = await registerViaApi(request, 'farmer')
  const farmer = await signInViaApi(request, account.email, account.password)
  const tag = randomUUID().slice(0, 6)
  const organicName = `Organic Ginger ${tag}`
  const plainName = `Plain Cardamom ${tag}`
  const place = { city: 'Gangtok', state: 'Sikkim', pin: '737101' }
  await listLot(request, farmer.token, plainName, { category: 'spice', location: place })
  const productId = await listLot(request, farmer.token, organicName, {
    category: 'spice',
    isOrganic: true,
    unit: 'quintal',
    pricePerUnit: 9000,
    quantityAvailable: 10,
    location: place,
  })
  return { farmerName: account.name, farmerId: farmer.user._id, organicName, plainName, productId }
}

type Farm = Awaited<ReturnType<typeof farmInSikkim>>

/**
 * From the landing page: Browse, filtered by Sikkim and Organic; the organic lot's page; its
 * farmer's storefront; then Back twice to the filtered list, with its filters still set.
 */
async function walkFromLandingToStorefrontAndBack(page: Page, { farmerName, farmerId, organicName, plainName, productId }: Farm) {
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).first().click()
  await expect(page).toHaveURL(/\/products\/browse$/)
  await expect(page.getByRole('heading', { name: 'Browse Products', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('combobox', { name: 'State' }).selectOption('Sikkim')
  await expect(page).toHaveURL(/[?&]state=Sikkim(&|$)/)
  // The box follows the address, which the router changes in a transition: it shows checked a
  // moment after the tap, once React has rendered the new address (so not check(), which wants the
  // change at once).
  await page.getByRole('checkbox', { name: 'Organic' }).click()
  await expect(page.getByRole('checkbox', { name: 'Organic' })).toBeChecked()
  await expect(page).toHaveURL(/[?&]organic=true(&|$)/)
  await expect(page).toHaveURL(/[?&]state=Sikkim(&|$)/)

  const organicCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: organicName, level: 2 }) })
  await expect(organicCard).toBeVisible()
  await expect(page.getByRole('heading', { name: plainName, level: 2 })).toHaveCount(0)
  // Every card shown is organic and from Sikkim.
  const cards = page.getByRole('article')
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let index = 0; index < count; index += 1) {
    // "Organic (self-declared)" unless the farmer has an approved certificate.
    await expect(cards.nth(index).getByText(/^Organic( \(self-declared\))?$/)).toBeVisible()
    // The card's location line: "City, Sikkim · PIN 737101".
    await expect(cards.nth(index).getByText(/^[^,]+, Sikkim( · PIN \d{6})?$/)).toBeVisible()
  }
  // Sold by the quintal, compared by the kilogram.
  await expect(organicCard.getByText('₹90/kg')).toBeVisible()
  expect(await widerThanScreen(page)).toBe(false)

  await organicCard.getByRole('link', { name: organicName }).click()
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`))
  await expect(page.getByRole('heading', { name: organicName, level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(`${organicName} | KisanSetu`)
  expect(await widerThanScreen(page)).toBe(false)

  await page.getByRole('region', { name: 'Sold by' }).getByRole('link', { name: farmerName }).click()
  await expect(page).toHaveURL(new RegExp(`/farmers/${farmerId}$`))
  await expect(page.getByRole('heading', { name: farmerName, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: organicName, level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: plainName, level: 2 })).toBeVisible()
  expect(await widerThanScreen(page)).toBe(false)

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`))
  await expect(page.getByRole('heading', { name: organicName, level: 1 })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/products\/browse\?/)
  await expect(page).toHaveURL(/[?&]state=Sikkim(&|$)/)
  await expect(page).toHaveURL(/[?&]organic=true(&|$)/)
  const active = page.getByRole('list', { name: 'Active filters' })
  await expect(active.getByRole('button', { name: 'Remove filter: Sikkim' })).toBeVisible()
  await expect(active.getByRole('button', { name: 'Remove filter: Organic' })).toBeVisible()
  // The panel closed with the page; its button counts the two filters it holds.
  await page.getByRole('button', { name: 'Filters (2)' }).click()
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Sikkim')
  await expect(page.getByRole('checkbox', { name: 'Organic' })).toBeChecked()
  await expect(organicCard).toBeVisible()
}

test.describe('finding produce on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a visitor filters Browse by state and Organic, opens a product and its farmer, and Back returns to the filtered list', async ({
    page,
    request,
  }) => {
    const farm = await farmInSikkim(request)
    await page.goto('/')
    await walkFromLandingToStorefrontAndBack(page, farm)
  })

  test('offline, the same walk reads every page from what was saved when it was taken online', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    // Offline, the browser reports each request it could not send.
    consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/)
    const farm = await farmInSikkim(request)
    await page.goto('/')
    await underServiceWorker(page)
    await walkFromLandingToStorefrontAndBack(page, farm)

    await context.setOffline(true)
    await page.goto('/')
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
    await walkFromLandingToStorefrontAndBack(page, farm)
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  })

  test.describe('near me', () => {
    // The phone stands in Siliguri, about 60 km from Gangtok by air.
    test.use({ geolocation: { latitude: 26.727, longitude: 88.395 }, permissions: ['geolocation'] })

    test('a visitor finds lots near their location and near a PIN code, nearest first, with the distance on the card and the listing', async ({
      page,
      request,
    }) => {
      const account = await registerViaApi(request, 'farmer')
      const farmer = await signInViaApi(request, account.email, account.password)
      const tag = randomUUID().slice(0, 6)
      // One lot at the farmer's own point in Gangtok, one placed by its PIN code in Kochi, far away.
      const nearName = `Hill Ginger ${tag}`
      const farName = `Coast Pepper ${tag}`
      await listLot(request, farmer.token, farName, { category: 'spice', location: { city: 'Kochi', state: 'Kerala', pin: '682001' } })
      const nearId = await listLot(request, farmer.token, nearName, {
        category: 'spice',
        location: { city: 'Gangtok', state: 'Sikkim', pin: '737101', coordinates: { type: 'Point', coordinates: [88.612, 27.33] } },
      })

      await page.goto(`/products/browse?search=${tag}`)
      await page.getByRole('button', { name: 'Filters' }).click()
      await page.getByRole('button', { name: 'Use my location' }).click()
      // Three decimals in the address: a shared link does not pin a home to the metre.
      await expect(page).toHaveURL(/[?&]near=26\.727(,|%2C)88\.395(&|$)/)
      await expect(page).toHaveURL(/[?&]sort=nearest(&|$)/)
      await expect(page.getByText('Near your location').first()).toBeVisible()
      const headings = page.getByRole('article').getByRole('heading', { level: 2 })
      await expect(headings).toHaveText([nearName, farName])
      const nearCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: nearName, level: 2 }) })
      await expect(nearCard.getByText(/^(6\d|7\d) km away$/)).toBeVisible()

      // Within 100 km keeps Gangtok and drops Kochi.
      await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Within 100 km' })
      await expect(page).toHaveURL(/[?&]radiusKm=100(&|$)/)
      await expect(headings).toHaveText([nearName])
      expect(await widerThanScreen(page)).toBe(false)

      // A PIN code in Kochi instead: its district is named, and Kochi's lot comes first.
      await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: 'Any distance' })
      await page.getByRole('textbox', { name: 'PIN code' }).fill('682001')
      await page.getByRole('button', { name: 'Find' }).click()
      await expect(page).toHaveURL(/[?&]pin=682001(&|$)/)
      await expect(page.getByText(/^Near Ernakulam, Kerala$/)).toBeVisible()
      await expect(headings).toHaveText([farName, nearName])

      // The listing's page says how far it is from the place chosen.
      await nearCard.getByRole('link', { name: nearName }).click()
      await expect(page).toHaveURL(new RegExp(`/products/${nearId}$`))
      await expect(page.getByText(/^[\d,]+ km from Ernakulam$/)).toBeVisible()
    })
  })
})
