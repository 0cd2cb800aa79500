import type { APIRequestContext, Page } from '@playwright/test'
import { signedInAs, authHeader } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/test'

type Setup = { token: string; productId: string }

type Screen = {
  name: string
  path: (setup: Setup) => string
  /** Makes the screen show what it is scanned for (a stored profile, say). */
  prepare?: (request: APIRequestContext, token: string) => Promise<void>
  ready: (page: Page) => Promise<void>
}

async function createProfile(request: APIRequestContext, token: string) {
  const res = await request.post('/api/farmerProfile/add-farmerProfile', {
    headers: authHeader(token),
    data: {
      phone: '9876543210',
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
      farmSize: 8,
      isCertifiedSustainable: true,
      certificationDetails: { authority: 'PGS-India', certifiedOn: '2024-06-01', documents: ['https://example.com/cert.pdf'] },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** Every farmer screen, in the states a farmer sees. */
const SCREENS: Screen[] = [
  {
    name: 'listed crops with a product',
    path: () => '/dashboard/farmer',
    ready: (page) => expect(page.getByRole('link', { name: /^Edit now/ })).toBeVisible(),
  },
  {
    name: 'list a new product (certified)',
    path: () => '/products/list',
    ready: async (page) => {
      await page.getByLabel('Certified', { exact: true }).check()
      await expect(page.getByLabel('Certifying authority')).toBeVisible()
    },
  },
  {
    name: 'edit product',
    path: ({ productId }) => `/products/edit/${productId}`,
    ready: (page) => expect(page.getByLabel('Product name')).toHaveValue('Kesar Mango'),
  },
  {
    name: 'product detail',
    path: ({ productId }) => `/products/details/${productId}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Kesar Mango', level: 1 })).toBeVisible(),
  },
  {
    name: 'farmer profile, create form',
    path: () => '/profile/farmer',
    ready: (page) => expect(page.getByRole('heading', { name: 'Create Farmer Profile' })).toBeVisible(),
  },
  {
    name: 'farmer profile, view',
    path: () => '/profile/farmer',
    prepare: createProfile,
    ready: (page) => expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible(),
  },
  {
    name: 'farmer profile, edit form',
    path: () => '/profile/farmer/edit',
    prepare: createProfile,
    ready: (page) => expect(page.getByRole('heading', { name: 'Edit Farmer Profile' })).toBeVisible(),
  },
]

for (const screen of SCREENS) {
  test(`the ${screen.name} screen has no WCAG 2.1 A/AA violations`, async ({ page, request }) => {
    const { token } = await signedInAs(page, request, 'farmer')
    const res = await request.post('/api/addProductByFarmer/add-productByFarmer', {
      headers: authHeader(token),
      data: {
        name: 'Kesar Mango',
        variety: 'Kesar',
        category: 'fruit',
        pricePerUnit: 180,
        quantityAvailable: 300,
        isOrganic: true,
        isCertified: true,
        certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP-1', certifiedOn: '2025-01-10' },
        harvestDate: '2025-05-01',
        expiryDate: '2025-05-20',
        location: { city: 'Junagadh', state: 'Gujarat', pin: '362001', coordinates: { type: 'Point', coordinates: [70.46, 21.52] } },
        deliveryAvailable: true,
        deliveryRadiusKm: 30,
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    const productId = ((await res.json()) as { product: { _id: string } }).product._id
    await screen.prepare?.(request, token)

    const path = screen.path({ token, productId })
    await page.goto(path)
    await expect(page).toHaveURL(path)
    await screen.ready(page)
    // Let data calls settle and entrance transitions finish, so contrast is measured on the final colours.
    await page.waitForLoadState('networkidle')

    expect(await axeViolations(page), `axe on ${path}`).toEqual([])
  })
}
