import type { Role } from '@app/shared/roles'
import { signedInAs } from '../fixtures/accounts'
import { expect, test } from '../fixtures/test'
import { expectToast, GUEST_ONLY_REDIRECT } from '../fixtures/ui'

/** The route guard and the two dashboards' own entry rules. */
const REDIRECTS: { who: Role | 'anonymous'; visits: string; landsOn: string; toast: string }[] = [
  { who: 'anonymous', visits: '/dashboard/farmer', landsOn: '/signin', toast: 'Please sign-in first.' },
  { who: 'anonymous', visits: '/dashboard/farmer/home', landsOn: '/signin', toast: 'Please sign-in first.' },
  { who: 'anonymous', visits: '/dashboard/buyer', landsOn: '/signin', toast: 'Please sign-in first.' },
  { who: 'farmer', visits: '/dashboard/buyer', landsOn: '/dashboard/farmer', toast: 'Redirecting to farmer Dashboard...' },
  { who: 'buyer', visits: '/dashboard/farmer/home', landsOn: '/dashboard/buyer', toast: 'Redirecting to Buyer Dashboard...' },
  // "The farmer screen at /dashboard/farmer has the mirror rule" of the buyer landing.
  { who: 'buyer', visits: '/dashboard/farmer', landsOn: '/dashboard/buyer', toast: 'Redirecting to Buyer Dashboard...' },
]

for (const { who, visits, landsOn, toast } of REDIRECTS) {
  test(`${who} at ${visits} goes to ${landsOn} with "${toast}"`, async ({ page, request }) => {
    if (who !== 'anonymous') await signedInAs(page, request, who)
    await page.goto(visits)
    await expect(page).toHaveURL(landsOn)
    await expectToast(page, toast)
  })
}

for (const role of ['farmer', 'buyer'] as const) {
  for (const guestOnly of ['/signin', '/signup']) {
    test(`a signed-in ${role} at ${guestOnly} goes to ${GUEST_ONLY_REDIRECT[role]}`, async ({ page, request }) => {
      await signedInAs(page, request, role)
      await page.goto(guestOnly)
      await expect(page).toHaveURL(GUEST_ONLY_REDIRECT[role])
    })
  }
}

test('a farmer sees the farmer welcome screen and the listed-crops dashboard', async ({ page, request }) => {
  await signedInAs(page, request, 'farmer')
  await page.goto('/dashboard/farmer/home')
  await expect(page).toHaveURL('/dashboard/farmer/home')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/dashboard/farmer')
  await expect(page).toHaveURL('/dashboard/farmer')
  await expect(page.getByPlaceholder('Search your products...')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Farmer Dashboard', exact: true })).toBeVisible()
})

test('a buyer sees the buyer landing', async ({ page, request }) => {
  await signedInAs(page, request, 'buyer')
  await page.goto('/dashboard/buyer')
  await expect(page).toHaveURL('/dashboard/buyer')
  await expect(page.getByRole('heading', { name: 'Empowering India, One Purchase at a Time' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Buyer Dashboard', exact: true })).toBeVisible()
})

test('a session survives a reload', async ({ page, request }) => {
  await signedInAs(page, request, 'buyer')
  await page.goto('/dashboard/buyer')
  await page.reload()
  await expect(page).toHaveURL('/dashboard/buyer')
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeEnabled()
})
