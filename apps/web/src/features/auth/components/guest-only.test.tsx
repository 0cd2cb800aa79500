import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

describe('guest-only wrapper on /signin and /signup', () => {
  const cases = [
    { role: 'farmer', visits: '/signin', landsOn: '/dashboard/farmer/home' },
    { role: 'farmer', visits: '/signup', landsOn: '/dashboard/farmer/home' },
    { role: 'buyer', visits: '/signin', landsOn: '/dashboard/buyer' },
    { role: 'buyer', visits: '/signup', landsOn: '/dashboard/buyer' },
    { role: 'admin', visits: '/signin', landsOn: '/admin' },
  ] as const

  for (const { role, visits, landsOn } of cases) {
    it(`sends a signed-in ${role} from ${visits} to ${landsOn}`, async () => {
      server.use(
        http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })),
        http.get(apiUrl('/admin/dashboard'), () =>
          HttpResponse.json({
            asOf: '2026-12-06T10:00:00.000Z',
            days: [],
            openReports: { count: 0, oldestAt: null },
            openComplaints: { count: 0, oldestAt: null },
            expiringCertificates: { count: 0, firstOn: null },
          }),
        ),
      )
      storeSession(role)
      renderApp(visits)
      await waitFor(() => expect(currentPath()).toBe(landsOn))
    })
  }

  it('lets a visitor who is not signed in stay', async () => {
    renderApp('/signup')
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument()
    expect(currentPath()).toBe('/signup')
  })

  it('does not restore a session unless both keys exist', async () => {
    storeSession('farmer')
    window.localStorage.removeItem('kisansetu_token')
    renderApp('/signin')
    expect(await screen.findByRole('button', { name: 'Guest Farmer Login' })).toBeInTheDocument()
    expect(currentPath()).toBe('/signin')
  })
})
