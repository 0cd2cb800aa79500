import { randomUUID } from 'node:crypto'
import { createFarmerProfile, plantSession, signedUp } from '../fixtures/accounts'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/operator'
import { expectToast, signInThroughForm } from '../fixtures/ui'

test('a buyer reports a listing, an operator suspends its farmer: the farmer’s session dies, the listing leaves Browse, and sign-in says why', async ({
  page,
  request,
  newContext,
  signInOperator,
  consoleGuard,
}) => {
  test.setTimeout(120_000)
  // The dead session's 401, the hidden listing's 404 and the refused sign-in's 403 are what this test expects.
  consoleGuard.allow(/status of (401|403|404)/)
  const farmer = await signedUp(request, 'farmer')
  await createFarmerProfile(request, farmer.session.token)
  const crop = `Qm${randomUUID().slice(0, 6)} Saffron`
  const productId = await listLot(request, farmer.session.token, crop)
  const buyer = await signedUp(request, 'buyer')
  const reason = `Sold dyed safflower as saffron ${randomUUID().slice(0, 4)}`

  // The farmer is signed in on their own phone.
  const farmerPage = await (await newContext()).newPage()
  await plantSession(farmerPage, farmer.session)
  await farmerPage.goto('/dashboard/farmer')
  await expect(farmerPage.getByRole('heading', { name: crop })).toBeVisible()

  // The buyer reports the listing from its page.
  await plantSession(page, buyer.session)
  await page.goto(`/products/${productId}`)
  await page.getByRole('button', { name: 'Report', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this listing' })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Choose what is wrong')).toBeVisible()
  await dialog.getByLabel('Fraud or a scam').check()
  await dialog.getByLabel(/Tell us more/).fill('The threads bleed red in water')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expectToast(page, 'Thank you. KisanSetu will look into your report.')
  await expect(dialog).toHaveCount(0)

  // The operator finds it in the queue and suspends the farmer, with the reason.
  const operatorPage = await (await newContext()).newPage()
  await signInOperator(operatorPage)
  await operatorPage.goto('/admin/reports')
  const report = operatorPage.getByRole('listitem', { name: new RegExp(`Listing “${crop}”`) })
  await expect(report.getByText('Fraud or a scam')).toBeVisible()
  await expect(report.getByText('The threads bleed red in water')).toBeVisible()
  await report.getByLabel(/Reason for the decision/).fill(reason)
  operatorPage.once('dialog', (confirm) => void confirm.accept())
  await report.getByRole('button', { name: 'Suspend account' }).click()
  await expectToast(operatorPage, 'Done. The user is told.')
  await expect(report).toHaveCount(0)

  // The farmer's session is dead: the next navigation lands on sign-in.
  await farmerPage.goto('/orders/sales')
  await farmerPage.waitForURL((url) => url.pathname === '/signin')

  // The listing is gone from Browse and its page.
  await page.goto(`/products/browse?search=${encodeURIComponent(crop)}`)
  // Once the search has answered: a count of 0 before it would prove nothing.
  await expect(page.getByText('No products match your search.')).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: crop })).toHaveCount(0)
  await page.goto(`/products/${productId}`)
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()

  // Signing in again, the farmer reads why.
  await signInThroughForm(farmerPage, farmer.account.email, farmer.account.password)
  await expect(farmerPage.getByText(`KisanSetu has suspended this account, so it cannot sign in. Reason: ${reason}`)).toBeVisible()
  await expect(farmerPage).toHaveURL(/\/signin$/)
})
