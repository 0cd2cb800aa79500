import { randomUUID } from 'node:crypto'
import { authHeader, signedInAs } from '../fixtures/accounts'
import { at, translate } from '../fixtures/i18n'
import { expect, test } from '../fixtures/test'
import { expectToast } from '../fixtures/ui'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

const hi = translate('hi')

test('a new farmer in Hindi follows the setup checklist until it is gone, and never sees Add to Cart', async ({ page, request }) => {
  test.setTimeout(60_000)
  const session = await signedInAs(page, request, 'farmer')
  await page.goto(at('hi', '/dashboard/farmer/home'))

  const checklist = page.getByRole('region', { name: hi('setup.title') })
  await expect(checklist).toBeVisible()
  await expect(checklist.getByText(hi('setup.progress', { done: 0, total: 3 }))).toBeVisible()

  // The profile step opens the create form; the phone is typed as sign-up takes it.
  await checklist.getByRole('link', { name: new RegExp(hi('setup.profile')) }).click()
  await expect(page).toHaveURL(at('hi', '/profile/farmer'))
  const create = page.locator('form', { has: page.getByRole('button', { name: hi('farmerProfile.submitCreate') }) })
  await create.getByLabel(hi('farmerProfile.phone'), { exact: true }).fill('+91 98765 43210')
  await create.getByLabel(hi('farmerProfile.farmSize'), { exact: true }).fill('3')
  await create.getByLabel(hi('farmerProfile.city'), { exact: true }).fill('Nashik')
  await create.getByLabel(hi('farmerProfile.state'), { exact: true }).selectOption('Maharashtra')
  await create.getByLabel(hi('farmerProfile.pin'), { exact: true }).fill('422001')
  await create.getByRole('button', { name: hi('farmerProfile.submitCreate') }).click()
  await expectToast(page, hi('profile.created'))
  // Stored as the spec's 10 digits, and the state named in Hindi.
  await expect(page.getByText('9876543210', { exact: true })).toBeVisible()
  await expect(page.getByText(new RegExp(hi('state.MH')))).toBeVisible()
  const stored = await request.get('/api/farmerProfile/get-farmerProfile', { headers: authHeader(session.token) })
  expect(((await stored.json()) as { getFarmerProfile: { phone: string }[] }).getFarmerProfile[0]?.phone).toBe('9876543210')

  // The UPI step, from the checklist, which now has the profile done.
  await page.goto(at('hi', '/dashboard/farmer/home'))
  await expect(checklist.getByText(hi('setup.progress', { done: 1, total: 3 }))).toBeVisible()
  await checklist.getByRole('link', { name: new RegExp(hi('setup.upiId')) }).click()
  await expect(page).toHaveURL(at('hi', '/profile/farmer/edit'))
  await page.getByLabel(hi('profile.upiId'), { exact: true }).fill('asha@okbank')
  await page.getByRole('button', { name: hi('farmerProfile.submitEdit') }).click()
  await expectToast(page, hi('profile.updated'))
  await expect(page).toHaveURL(at('hi', '/profile/farmer'), { timeout: 3000 })

  // The first listing, from the checklist; the form starts from the profile's place.
  await page.goto(at('hi', '/dashboard/farmer/home'))
  await expect(checklist.getByText(hi('setup.progress', { done: 2, total: 3 }))).toBeVisible()
  await checklist.getByRole('link', { name: new RegExp(hi('setup.listing')) }).click()
  await expect(page).toHaveURL(at('hi', '/products/list'))
  const name = `Qz${randomUUID().slice(0, 6)} Lot`
  await page.getByLabel(hi('productForm.name'), { exact: true }).fill(name)
  await page.getByLabel(hi('productForm.pricePerUnit'), { exact: true }).fill('30')
  await page.getByLabel(hi('productForm.quantityAvailable'), { exact: true }).fill('40')
  await page.getByRole('button', { name: hi('productForm.submitCreate') }).click()

  // Every step done: the checklist is gone, from the listed crops and the dashboard alike.
  await expect(page).toHaveURL(at('hi', '/dashboard/farmer'))
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(checklist).toHaveCount(0)
  await page.goto(at('hi', '/dashboard/farmer/home'))
  await expect(page.getByRole('heading', { name: hi('dashboard.today') })).toBeVisible()
  await expect(checklist).toHaveCount(0)

  // A farmer cannot buy: no quantity and no Add to Cart on Browse or on a listing's page, and the server refuses.
  await page.goto(at('hi', `/products/browse?search=${encodeURIComponent(name)}`))
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(card).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(hi('browse.addToCart')) })).toHaveCount(0)
  const productId = await card.getByRole('link', { name, exact: true }).first().getAttribute('href')
  expect(productId).toMatch(/\/products\/[^/]+$/)
  await page.goto(productId!)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(hi('browse.addToCart')) })).toHaveCount(0)
  const refused = await request.post('/api/orderProduct/addToCart', {
    headers: authHeader(session.token),
    data: { productId: productId!.split('/').at(-1), userId: session.user._id },
  })
  expect(refused.status()).toBe(403)
})
