import type { Page } from '@playwright/test'
import type { Role } from '@app/shared/roles'
import { plantSession, registerViaApi, signInViaApi } from '../fixtures/accounts'
import { axeViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/test'

type Screen = { name: string; path: string; as?: Role; ready: (page: Page) => Promise<void>; status?: number }

const SCREENS: Screen[] = [
  { name: 'landing', path: '/', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'sign-in', path: '/signin', ready: (page) => expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible() },
  { name: 'sign-up', path: '/signup', ready: (page) => expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible() },
  {
    name: 'forgot password',
    path: '/forgot-password',
    ready: (page) => expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible(),
  },
  {
    name: 'reset password',
    path: '/reset-password?token=some-token',
    ready: (page) => expect(page.getByLabel('New Password', { exact: true })).toBeVisible(),
  },
  {
    name: 'farmer welcome',
    path: '/dashboard/farmer/home',
    as: 'farmer',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'farmer dashboard',
    path: '/dashboard/farmer',
    as: 'farmer',
    ready: (page) => expect(page.getByPlaceholder('Search your products...')).toBeVisible(),
  },
  {
    name: 'buyer dashboard',
    path: '/dashboard/buyer',
    as: 'buyer',
    ready: (page) => expect(page.getByRole('heading', { name: 'Empowering India, One Purchase at a Time' })).toBeVisible(),
  },
  {
    name: '404',
    path: '/no-such-page',
    status: 404,
    ready: (page) => expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible(),
  },
]

for (const screen of SCREENS) {
  test(`the ${screen.name} screen has no WCAG 2.1 A/AA violations`, async ({ newContext, request, consoleGuard }) => {
    if (screen.status === 404) consoleGuard.allow(/status of 404/)
    const page = await (await newContext()).newPage()
    if (screen.as) {
      const account = await registerViaApi(request, screen.as)
      await plantSession(page, await signInViaApi(request, account.email, account.password))
    }
    const response = await page.goto(screen.path)
    expect(response?.status()).toBe(screen.status ?? 200)
    await expect(page).toHaveURL(screen.path)
    await screen.ready(page)
    // Let data calls settle and entrance transitions finish, so contrast is measured on the final colours.
    await page.waitForLoadState('networkidle')

    expect(await axeViolations(page), `axe on ${screen.path}`).toEqual([])
  })
}
