import { signedInAs } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'
import { SMALL_JPEG } from '../fixtures/images'
import { BASE_URL } from '../fixtures/server-env'
import { expectFieldError, expectToast } from '../fixtures/ui'

test('a farmer creates a profile with a photo, then edits it', async ({ page, request }) => {
  const session = await signedInAs(page, request, 'farmer')
  await page.goto('/dashboard/farmer')
  await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click()
  await expect(page).toHaveURL('/profile/farmer')
  await expect(page.getByRole('heading', { name: 'Create Farmer Profile', level: 1 })).toBeVisible()

  // The form's own checks, with their messages.
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expectFieldError(page, 'Phone number is required')
  await expectFieldError(page, 'PIN code is required')
  await expectFieldError(page, 'Farm size is required')
  await page.getByLabel('Phone number').fill('98765')
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expectFieldError(page, 'Please enter a valid 10-digit phone number')

  await page.getByLabel('Choose photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG })
  await expectToast(page, 'Profile image updated!')
  await expect(page.getByAltText('Profile photo')).toHaveAttribute('src', new RegExp(`^${BASE_URL}/uploads/profiles/`))

  await page.getByLabel('Phone number').fill('9876543210')
  await page.getByLabel('Farm size (acres)').fill('12.5')
  await page.getByLabel('City').fill('Nashik')
  await page.getByLabel('State').selectOption('Maharashtra')
  await page.getByLabel('PIN code', { exact: true }).fill('422001')
  await page.context().grantPermissions(['geolocation'])
  await page.context().setGeolocation({ latitude: 19.99, longitude: 73.79 })
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByText('Location saved (19.990, 73.790)')).toBeVisible()
  await page.getByRole('button', { name: 'Create Profile' }).click()
  await expectToast(page, 'Profile created successfully!')

  await expect(page.getByRole('heading', { name: session.user.name, level: 1 })).toBeVisible()
  await expect(page).toHaveURL('/profile/farmer')
  await expect(page.getByText('9876543210')).toBeVisible()
  await expect(page.getByText('Nashik, Maharashtra 422001')).toBeVisible()
  await expect(page.getByText('12.5 acres')).toBeVisible()
  const photo = page.getByAltText('Profile photo')
  await expect(photo).toHaveAttribute('src', new RegExp(`^${BASE_URL}/uploads/profiles/`))
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page).toHaveURL('/profile/farmer/edit')
  await expect(page.getByRole('heading', { name: 'Edit Farmer Profile', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Phone number')).toHaveValue('9876543210')
  await page.getByLabel('Phone number').fill('9123456780')
  await page.getByLabel('Certified sustainable').check()
  await page.getByLabel('Certifying authority').fill('PGS-India')
  await page.getByRole('button', { name: 'Update Profile' }).click()
  await expectToast(page, 'Profile updated successfully!')
  // Back to the profile 1 second after saving.
  await expect(page).toHaveURL('/profile/farmer', { timeout: 3000 })
  await expect(page.getByText('9123456780')).toBeVisible()
  // The profile's own facts; the certificates form below offers PGS-India as a scheme too.
  await expect(page.getByRole('definition').filter({ hasText: 'PGS-India' })).toBeVisible()

  await page.reload()
  await expect(page.getByText('9123456780')).toBeVisible()
})

test('a profile photo over 0.5 MB is refused with "File size exceeds 0.5MB limit"', async ({ page, request }) => {
  await signedInAs(page, request, 'farmer')
  let uploads = 0
  page.on('request', (sent) => {
    if (sent.url().includes('/api/setProfileImg/')) uploads += 1
  })
  await page.goto('/profile/farmer')
  await page.getByLabel('Choose photo').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(600 * 1024, 0xff) })
  await expectToast(page, 'File size exceeds 0.5MB limit')
  await expect(page.getByText('No photo yet')).toBeVisible()
  expect(uploads).toBe(0)
})
