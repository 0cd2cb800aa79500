import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/toast/toaster'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'
import { restoreSession } from '@/lib/session'
import { RequireRole } from './require-role'

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

describe('RequireRole', () => {
  function renderGuarded() {
    restoreSession()
    render(
      <MemoryRouter initialEntries={['/farm']}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/signin" element={<p>Sign-in page</p>} />
          <Route element={<RequireRole allow={['farmer']} />}>
            <Route path="/farm" element={<p>Farm page</p>} />
          </Route>
        </Routes>
        <Toaster />
      </MemoryRouter>,
    )
  }

  it('sends a visitor who is not signed in to /signin with "Please sign-in first."', async () => {
    renderGuarded()
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(notifications().getByText('Please sign-in first.')).toBeInTheDocument()
  })

  it('sends a signed-in user of another role to /', async () => {
    storeSession('buyer')
    renderGuarded()
    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(screen.queryByText('Farm page')).not.toBeInTheDocument()
  })

  it('shows the page to an allowed role', async () => {
    storeSession('farmer')
    renderGuarded()
    expect(await screen.findByText('Farm page')).toBeInTheDocument()
  })
})

describe('dashboard entry rules', () => {
  const cases = [
    { role: null, visits: '/dashboard/farmer', landsOn: '/signin', toast: 'Please sign-in first.' },
    { role: null, visits: '/dashboard/farmer/home', landsOn: '/signin', toast: 'Please sign-in first.' },
    { role: null, visits: '/dashboard/buyer', landsOn: '/signin', toast: 'Please sign-in first.' },
    { role: 'buyer', visits: '/dashboard/farmer/home', landsOn: '/dashboard/buyer', toast: 'Redirecting to Buyer Dashboard...' },
    { role: 'buyer', visits: '/dashboard/farmer', landsOn: '/dashboard/buyer', toast: 'Redirecting to Buyer Dashboard...' },
    { role: 'farmer', visits: '/dashboard/buyer', landsOn: '/dashboard/farmer', toast: 'Redirecting to farmer Dashboard...' },
  ] as const

  for (const { role, visits, landsOn, toast } of cases) {
    it(`${role ?? 'nobody'} at ${visits} goes to ${landsOn} with "${toast}"`, async () => {
      server.use(http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })))
      if (role) storeSession(role)
      renderApp(visits)
      await waitFor(() => expect(currentPath()).toBe(landsOn))
      expect(notifications().getByText(toast)).toBeInTheDocument()
    })
  }

  it('shows the farmer welcome to a farmer, under the farmer navigation bar', async () => {
    storeSession('farmer')
    renderApp('/dashboard/farmer/home')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to your farm, your market' })).toBeInTheDocument()
    const farmerNav = screen.getByRole('navigation', { name: 'Farmer' })
    expect(within(farmerNav).getByRole('link', { name: 'Farmer Dashboard' })).toHaveAttribute('href', '/dashboard/farmer/home')
    expect(within(farmerNav).getByRole('link', { name: 'Listed Crops' })).toHaveAttribute('href', '/dashboard/farmer')
  })

  it('leaves for /signin without "Please sign-in first." when the user logs out on a guarded screen', async () => {
    server.use(http.post(apiUrl('/user/logout'), () => new HttpResponse(null, { status: 204 })))
    storeSession('buyer')
    renderApp('/dashboard/buyer')
    expect(await screen.findByRole('heading', { name: 'Empowering India, One Purchase at a Time' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(currentPath()).toBe('/signin'))
    expect(notifications().queryByText('Please sign-in first.')).not.toBeInTheDocument()
    // Only the device's own note that it was offered a language stays.
    expect(Object.keys(window.localStorage)).toEqual(['kisansetu_language_asked'])
  })
})
