import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { signedInAs, authHeader } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'
import { SMALL_JPEG } from '../fixtures/images'
import { BASE_URL } from '../fixtures/server-env'
import { expectToast } from '../fixtures/ui'

/** Lists a product through the API, for tests about what happens to it afterwards. */
async function listViaApi(request: APIRequestContext, token: string, fields: { name: string; variety?: string; pricePerUnit: number }) {
  const res = await request.post('/api/addProductByFarmer/add-productByFarmer', {
    headers: authHeader(token),
    data: { quantityAvailable: 50, category: 'vegetable', ...fields },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { product: { _id: string } }).product._id
}

function cardNames(page: Page) {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
}

/** True once the image has loaded and has pixels: a broken URL would leave it at 0 × 0. */
async function expectLoaded(page: Page, alt: string) {
  await expect.poll(() => page.getByAltText(alt).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
}

test('a farmer lists a product with a photo uploaded from the phone, and sees it in Listed Crops', async ({ page, request }) => {
  await signedInAs(page, request, 'farmer')
  const name = `Desi Tomato ${randomUUID().slice(0, 6)}`

  await page.goto('/dashboard/farmer')
  await page.getByRole('link', { name: 'Add now' }).click()
  await expect(page).toHaveURL('/products/list')
  await expect(page.getByRole('heading', { name: 'List a New Product', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Farmer' }).getByRole('link', { name: 'List New Product' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByLabel('Product name').fill(name)
  await page.getByLabel('Variety').fill('Pusa Ruby')
  await page.getByLabel('Category').selectOption('vegetable')
  await page.getByLabel('Price per unit (₹)').fill('40')
  await page.getByLabel('Quantity available').fill('120')
  await expect(page.getByLabel('Certifying authority')).toBeHidden()
  await page.getByLabel('Certified', { exact: true }).check()
  await page.getByLabel('Certifying authority').fill('APEDA')
  await page.getByLabel('Certificate number').fill('NPOP-2025-77')
  await page.getByLabel('City').fill('Nashik')
  await page.getByLabel('State').selectOption('Maharashtra')

  await page.getByLabel('Take photo').setInputFiles({ name: 'field.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG })
  await expect(page.getByText('1 of 8 photos')).toBeVisible()
  await expect(page.getByText(/^Uploading…/)).toHaveCount(0)
  await expectLoaded(page, 'Photo 1 of the product')

  await page.getByRole('button', { name: 'List Product' }).click()
  await expect(page).toHaveURL('/dashboard/farmer')
  await expectToast(page, 'Product listed successfully!')

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText('₹40 per kg')).toBeVisible()
  await expect(card.getByText('Certified')).toBeVisible()
  const photo = card.getByAltText(`${name}, photo 1`)
  // The card shows the stored photo's thumbnail, which the server made from the upload.
  await expect(photo).toHaveAttribute('src', new RegExp(`^${BASE_URL}/uploads/products/[0-9a-f]+-thumb\\.webp$`))
  await expectLoaded(page, `${name}, photo 1`)
})

test('a listing with a bad price shows the shared schema’s error under the field and sends nothing', async ({ page, request }) => {
  await signedInAs(page, request, 'farmer')
  await page.goto('/products/list')
  const sent: string[] = []
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/add-productByFarmer')) sent.push(sentRequest.method())
  })
  await page.getByLabel('Product name').fill('Negative Onion')
  await page.getByLabel('Price per unit (₹)').fill('-5')
  await page.getByLabel('Quantity available').fill('10')
  await page.getByRole('button', { name: 'List Product' }).click()
  await expectToast(page, 'Price cannot be negative')
  await expect(page.getByLabel('Price per unit (₹)')).toHaveAccessibleDescription('Price cannot be negative')
  await expect(page).toHaveURL('/products/list')
  expect(sent).toEqual([])
})

test('a farmer searches and sorts their listings', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'farmer')
  await listViaApi(request, token, { name: 'Basmati Rice', variety: 'Pusa 1121', pricePerUnit: 95 })
  await listViaApi(request, token, { name: 'Alphonso Mango', variety: 'Hapus', pricePerUnit: 400 })
  await listViaApi(request, token, { name: 'Desi Tomato', variety: 'Pusa Ruby', pricePerUnit: 30 })

  await page.goto('/dashboard/farmer')
  await expect(page.getByText('3 products')).toBeVisible()
  await page.getByLabel('Sort products').selectOption({ label: 'Price: Low to High' })
  expect(await cardNames(page)).toEqual(['Desi Tomato', 'Basmati Rice', 'Alphonso Mango'])
  await page.getByLabel('Sort products').selectOption({ label: 'Price: High to Low' })
  expect(await cardNames(page)).toEqual(['Alphonso Mango', 'Basmati Rice', 'Desi Tomato'])

  // Case-insensitive, on name, category or variety.
  await page.getByPlaceholder('Search your products...').fill('PUSA')
  await expect(page.getByText('2 products')).toBeVisible()
  expect(await cardNames(page)).toEqual(['Basmati Rice', 'Desi Tomato'])
  await page.getByPlaceholder('Search your products...').fill('saffron')
  await expect(page.getByText('No products found. Add now')).toBeVisible()
})

test('a farmer edits a listing and lands on its detail page', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'farmer')
  const id = await listViaApi(request, token, { name: 'Red Onion', variety: 'Nasik Red', pricePerUnit: 24 })

  await page.goto('/dashboard/farmer')
  await page.getByRole('link', { name: 'Edit now: Red Onion' }).click()
  await expect(page).toHaveURL(`/products/edit/${id}`)
  await expect(page.getByLabel('Product name')).toHaveValue('Red Onion')
  await page.getByLabel('Price per unit (₹)').fill('26.5')
  await page.getByLabel('Status').selectOption('out_of_stock')
  await page.getByLabel('Delivery available').check()
  await page.getByLabel('Delivery radius (km)').fill('15')
  await page.getByRole('button', { name: 'Save Changes' }).click()

  await expect(page).toHaveURL(`/products/details/${id}`)
  await expectToast(page, 'Product updated successfully!')
  await expect(page.getByRole('heading', { name: 'Red Onion', level: 1 })).toBeVisible()
  await expect(page.getByText('₹26.50 per kg')).toBeVisible()
  await expect(page.getByText('Out of stock')).toBeVisible()
  await expect(page.getByText('Delivery available (15 km)')).toBeVisible()

  // The change was stored: a fresh load shows it.
  await page.reload()
  await expect(page.getByText('₹26.50 per kg')).toBeVisible()
  await page.getByRole('link', { name: /Back to Listed Crops/ }).click()
  await expect(page).toHaveURL('/dashboard/farmer')
})

test('a farmer deletes a listing after confirming, and keeps it when cancelling', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'farmer')
  await listViaApi(request, token, { name: 'Green Chilli', pricePerUnit: 60 })
  await listViaApi(request, token, { name: 'Bottle Gourd', pricePerUnit: 20 })

  const dialogs: string[] = []
  let accept = false
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void (accept ? dialog.accept() : dialog.dismiss())
  })

  await page.goto('/dashboard/farmer')
  await page.getByRole('button', { name: 'Delete Green Chilli' }).click()
  expect(dialogs).toEqual(['Are you sure you want to delete this product?'])
  await expect(page.getByRole('heading', { name: 'Green Chilli' })).toBeVisible()

  accept = true
  await page.getByRole('button', { name: 'Delete Green Chilli' }).click()
  await expectToast(page, 'Product deleted successfully!')
  await expect(page.getByRole('heading', { name: 'Green Chilli' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Bottle Gourd' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Bottle Gourd' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Green Chilli' })).toHaveCount(0)
})
