import type { APIRequestContext, Page } from '@playwright/test'
import type { SignInResponse } from '@app/shared/auth'
import { plantSession, registerViaApi, signInViaApi, authHeader } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/test'

type Trade = { buyer: SignInResponse; farmer: SignInResponse; productId: string }

async function session(request: APIRequestContext, role: 'farmer' | 'buyer') {
  const account = await registerViaApi(request, role)
  return signInViaApi(request, account.email, account.password)
}

/** A farmer's certified lot in a buyer's cart: what the cart, the requests screen and an order show. */
async function trade(request: APIRequestContext): Promise<Trade> {
  const farmer = await session(request, 'farmer')
  const buyer = await session(request, 'buyer')
  const listed = await request.post('/api/addProductByFarmer/add-productByFarmer', {
    headers: authHeader(farmer.token),
    data: {
      name: 'Kesar Mango',
      variety: 'Kesar',
      description: 'Sweet, fragrant mangoes from Junagadh orchards.',
      category: 'fruit',
      pricePerUnit: 180,
      quantityAvailable: 300,
      isOrganic: true,
      isCertified: true,
      certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP-1', certifiedOn: '2025-01-10' },
      location: { city: 'Junagadh', state: 'Gujarat', pin: '362001' },
      deliveryAvailable: true,
      deliveryRadiusKm: 30,
    },
  })
  expect(listed.status(), await listed.text()).toBe(201)
  const productId = ((await listed.json()) as { product: { _id: string } }).product._id
  const added = await request.post('/api/orderProduct/addToCart', {
    headers: authHeader(buyer.token),
    data: { productId, userId: buyer.user._id },
  })
  expect(added.status(), await added.text()).toBe(201)
  return { buyer, farmer, productId }
}

async function createBuyerProfile(request: APIRequestContext, { buyer }: Trade) {
  const res = await request.post('/api/buyerProfile/add-buyerProfile', {
    headers: authHeader(buyer.token),
    data: {
      phone: '9876543210',
      address: '12 MG Road, Shivajinagar',
      preferences: ['fruit', 'organic'],
      location: { city: 'Pune', state: 'Maharashtra' },
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** The farmer answers and confirms, so the buyer has an order to see. */
async function confirmOrder(request: APIRequestContext, { farmer, productId }: Trade) {
  const res = await request.get('/api/addProductByFarmer/requestToBuyProducts', { headers: authHeader(farmer.token) })
  const requestId = ((await res.json()) as { checkProductIds: { _id: string }[] }).checkProductIds[0]?._id ?? ''
  const confirmed = await request.post(`/api/requests/${requestId}/products/${productId}/confirm`, {
    headers: authHeader(farmer.token),
    data: { quantity: 1 },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(201)
}

/** From a list of orders to the first order's page. */
async function openOrder(page: Page) {
  await page
    .getByRole('link', { name: /^View order #/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Order #KS/ })).toBeVisible()
}

type Screen = {
  name: string
  path: string
  as: 'buyer' | 'farmer' | 'visitor'
  prepare?: (request: APIRequestContext, trade: Trade) => Promise<void>
  ready: (page: Page) => Promise<void>
}

/** Every buyer screen, and the farmer's requests and order screens, in the states they are used in. */
const SCREENS: Screen[] = [
  {
    name: 'browse products (visitor)',
    path: '/products/browse',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('button', { name: 'Load More Products' })).toBeVisible(),
  },
  {
    name: 'browse products (buyer)',
    path: '/products/browse',
    as: 'buyer',
    ready: (page) => expect(page.getByRole('navigation', { name: 'Buyer' })).toBeVisible(),
  },
  { name: 'cart with an item', path: '/mycart', as: 'buyer', ready: (page) => expect(page.getByText('Certified Organic')).toBeVisible() },
  {
    name: 'checkout',
    path: '/checkout',
    as: 'buyer',
    prepare: createBuyerProfile,
    ready: (page) => expect(page.getByRole('button', { name: 'Place order' })).toBeVisible(),
  },
  {
    name: 'my orders, none yet',
    path: '/orders/history',
    as: 'buyer',
    ready: (page) => expect(page.getByText("You haven't ordered anything yet.")).toBeVisible(),
  },
  {
    name: 'my orders with an order',
    path: '/orders/history',
    as: 'buyer',
    prepare: confirmOrder,
    ready: (page) => expect(page.getByText('Accepted')).toBeVisible(),
  },
  {
    name: 'order details (buyer)',
    path: '/orders/history',
    as: 'buyer',
    prepare: confirmOrder,
    ready: (page) => openOrder(page),
  },
  {
    name: 'order receipt (buyer)',
    path: '/orders/history',
    as: 'buyer',
    prepare: confirmOrder,
    ready: async (page) => {
      await openOrder(page)
      await page.getByRole('link', { name: 'Receipt: print or download PDF' }).click()
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
    },
  },
  {
    name: 'orders (farmer)',
    path: '/orders/sales',
    as: 'farmer',
    prepare: confirmOrder,
    ready: (page) => expect(page.getByText('Accepted')).toBeVisible(),
  },
  {
    name: 'order details (farmer)',
    path: '/orders/sales',
    as: 'farmer',
    prepare: confirmOrder,
    ready: async (page) => {
      await openOrder(page)
      await expect(page.getByRole('button', { name: 'Mark packed' })).toBeVisible()
    },
  },
  {
    name: 'buyer profile, create form',
    path: '/profile/buyer',
    as: 'buyer',
    ready: (page) => expect(page.getByRole('heading', { name: 'Create Buyer Profile' })).toBeVisible(),
  },
  {
    name: 'buyer profile, view',
    path: '/profile/buyer',
    as: 'buyer',
    prepare: createBuyerProfile,
    ready: (page) => expect(page.getByText('Active & Verified')).toBeVisible(),
  },
  {
    name: 'buyer profile, edit form',
    path: '/profile/buyer/edit',
    as: 'buyer',
    prepare: createBuyerProfile,
    ready: (page) => expect(page.getByRole('heading', { name: 'Edit Buyer Profile' })).toBeVisible(),
  },
  {
    name: 'product interest requests',
    path: '/orders/received',
    as: 'farmer',
    prepare: createBuyerProfile,
    ready: async (page) => {
      const panel = page.getByRole('article', { name: 'Kesar Mango' })
      await panel.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Can deliver on future date' })
      await expect(panel.getByLabel('Expected delivery date')).toBeVisible()
      await expect(page.getByRole('button', { name: 'In Progress 1' })).toBeVisible()
    },
  },
]

for (const screen of SCREENS) {
  test(`the ${screen.name} screen has no WCAG 2.1 A/AA violations`, async ({ page, request }) => {
    const setup = await trade(request)
    await screen.prepare?.(request, setup)
    if (screen.as !== 'visitor') await plantSession(page, screen.as === 'buyer' ? setup.buyer : setup.farmer)

    await page.goto(screen.path)
    await expect(page).toHaveURL(screen.path)
    await screen.ready(page)
    // Let data calls settle and entrance transitions finish, so contrast is measured on the final colours.
    await page.waitForLoadState('networkidle')

    expect(await axeViolations(page), `axe on ${screen.path}`).toEqual([])
  })
}
