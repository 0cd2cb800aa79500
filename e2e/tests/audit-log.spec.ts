import { randomUUID } from 'node:crypto'
import { authHeader, createFarmerProfile, FARMER_PROFILE, plantSession, signedUp } from '../fixtures/accounts'
import { expect, test } from '../fixtures/operator'

test('a farmer’s UPI ID changes: the farmer sees it under Security activity, an operator finds it in the audit log', async ({
  page,
  request,
  newContext,
  signInOperator,
}) => {
  test.setTimeout(120_000)
  const farmer = await signedUp(request, 'farmer')
  const handle = `q${randomUUID().slice(0, 6)}`
  await createFarmerProfile(request, farmer.session.token, { upiId: `${handle}@okaxis` })
  const changed = await request.patch('/api/farmerProfile/update-farmerProfile', {
    headers: authHeader(farmer.session.token),
    data: { ...FARMER_PROFILE, upiId: `z${handle}@ybl` },
  })
  expect(changed.status(), await changed.text()).toBe(200)

  // The farmer reads both changes, newest first, the UPI IDs shown partly.
  await plantSession(page, farmer.session)
  await page.goto('/profile/farmer')
  const activity = page.getByRole('region', { name: 'Security activity' })
  const items = activity.getByRole('listitem')
  await expect(items.nth(0)).toContainText(`UPI ID changed from ${handle[0]}•••@okaxis to z•••@ybl`)
  await expect(items.nth(1)).toContainText(`UPI ID ${handle[0]}•••@okaxis added`)
  await expect(activity.getByText(/Signed in on a new device/)).toBeVisible()

  // An operator searches the log by the farmer's email and the account area.
  const operatorPage = await (await newContext()).newPage()
  await signInOperator(operatorPage)
  await operatorPage.goto('/admin/audit')
  const search = operatorPage.getByRole('search', { name: 'Search the audit log' })
  await search.getByLabel('Account').fill(farmer.account.email)
  await search.getByLabel('Action').selectOption('account.upi_changed')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(operatorPage).toHaveURL(/\/admin\/audit\?user=.+&action=account\.upi_changed$/)
  const entries = operatorPage.getByRole('region', { name: 'Entries' }).getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText('account.upi_changed')
  await expect(entries.nth(0)).toContainText(farmer.account.email)
  await expect(entries.nth(0)).toContainText('z•••@ybl')
})
