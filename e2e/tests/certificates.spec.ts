import { randomUUID } from 'node:crypto'
import { createFarmerProfile, plantSession, signedUp } from '../fixtures/accounts'
import { SMALL_JPEG } from '../fixtures/images'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/operator'
import { expectMail } from '../fixtures/outbox'
import { expectToast } from '../fixtures/ui'

/** A date `days` from today, as a date box takes it. */
function day(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

test('a farmer adds a certificate, an operator approves it, and Browse shows the badge', async ({
  page,
  request,
  newContext,
  signInOperator,
}) => {
  test.setTimeout(120_000)
  const farmer = await signedUp(request, 'farmer')
  await createFarmerProfile(request, farmer.session.token)
  const crop = `Qz${randomUUID().slice(0, 6)} Turmeric`
  await listLot(request, farmer.session.token, crop, { isOrganic: true })
  const certificateId = `PGS-MH-${randomUUID().slice(0, 6)}`

  // Before any certificate, the farmer's own "organic" tick reads as their word alone.
  await page.goto(`/products/browse?search=${encodeURIComponent(crop)}`)
  const card = page.getByRole('article').filter({ hasText: crop })
  await expect(card.getByText('Organic (self-declared)')).toBeVisible()

  // The farmer adds the certificate on their profile, with a photo of it.
  await plantSession(page, farmer.session)
  await page.goto('/profile/farmer')
  const certificates = page.getByRole('region', { name: 'Organic certificates' })
  await expect(certificates.getByRole('listitem')).toHaveCount(0)
  await certificates.getByLabel('Scheme').selectOption({ label: 'PGS-India' })
  await certificates.getByLabel('Certificate ID').fill(certificateId)
  await certificates.getByLabel('Certifying body or local group').fill('Pimpalgaon local group')
  await certificates.getByLabel('Valid from').fill(day(-100))
  await certificates.getByLabel('Valid to').fill(day(200))
  await certificates
    .getByLabel('Photo of the certificate')
    .setInputFiles({ name: 'certificate.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG })
  await certificates.getByRole('button', { name: 'Add certificate' }).click()
  await expectToast(page, 'Sent for review')
  await expect(certificates.getByRole('listitem').filter({ hasText: certificateId }).getByRole('status')).toHaveText('Waiting for review')

  // The operator sees the submission with its private photo in the queue and approves it.
  const operatorPage = await (await newContext()).newPage()
  await signInOperator(operatorPage)
  await operatorPage.goto('/admin/verification')
  const item = operatorPage.getByRole('listitem').filter({ hasText: certificateId })
  await expect(item.getByRole('img', { name: /Document photo sent by/ })).toBeVisible()
  await item.getByRole('button', { name: 'Approve' }).click()
  await expectToast(operatorPage, 'Approved; the farmer is told.')
  await expect(item).toHaveCount(0)

  // The farmer is told, and sees the certificate approved.
  await expectMail(farmer.account.email, `Your certificate ${certificateId} was approved`)
  await page.reload()
  await expect(certificates.getByRole('listitem').filter({ hasText: certificateId }).getByRole('status')).toHaveText('Approved')

  // Browse shows the badge, and its filter of certified farmers finds the listing.
  await page.goto(`/products/browse?search=${encodeURIComponent(crop)}&badge=certified`)
  await expect(card.getByText(/^Certified organic — PGS-India, valid to /)).toBeVisible()
  await expect(card.getByText('Organic', { exact: true })).toBeVisible()
})
