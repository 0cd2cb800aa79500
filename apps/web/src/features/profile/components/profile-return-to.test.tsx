import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuyerProfile } from '@app/shared/buyer-profile'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const stored: BuyerProfile = {
  _id: 'bp-1',
  userId: 'user-buyer',
  phone: '9876543210',
  address: '12 MG Road',
  preferences: ['vegetables'],
  location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [] } },
  profileImage: null,
  name: 'Anita Sharma',
  email: 'buyer@example.com',
  memberSince: '2025-03-14T06:00:00.000Z',
  createdAt: '2025-03-20T00:00:00.000Z',
  updatedAt: '2025-03-20T00:00:00.000Z',
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
  server.use(
    http.get(apiUrl('/buyerProfile/get-buyerProfile'), () => HttpResponse.json({ getBuyerProfile: [stored] })),
    http.patch(apiUrl('/buyerProfile/update-buyerProfile'), () =>
      HttpResponse.json({ message: 'Profile updated successfully!', profile: stored }),
    ),
    http.get(apiUrl('/me/checkout'), () => HttpResponse.json({ groups: [], deliveryAddress: null, ready: false, savedAddress: null })),
  )
})
afterEach(() => {
  vi.useRealTimers()
})

async function saveAt(path: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  renderApp(path)
  await user.click(await screen.findByRole('button', { name: 'Update Profile' }, { timeout: 5000 }))
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(1000))
}

describe('A profile opened from checkout', () => {
  it('goes back to checkout after the save', async () => {
    await saveAt('/profile/buyer/edit?returnTo=%2Fcheckout')
    expect(currentPath()).toBe('/checkout')
  })

  it('ignores a return address outside the app', async () => {
    await saveAt('/profile/buyer/edit?returnTo=%2F%2Fevil.example')
    expect(currentPath()).toBe('/profile/buyer')
  })
})
