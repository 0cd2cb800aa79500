import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuyerProfile } from '@app/shared/buyer-profile'
import { queryClient } from '@/lib/query-client'
import { removeGeolocation, stubGeolocation } from '@/testing/geolocation'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const GET_URL = apiUrl('/buyerProfile/get-buyerProfile')
const ADD_URL = apiUrl('/buyerProfile/add-buyerProfile')
const UPDATE_URL = apiUrl('/buyerProfile/update-buyerProfile')

const stored: BuyerProfile = {
  _id: 'bp-1',
  userId: 'user-buyer',
  phone: '9876543210',
  address: '12 MG Road, Shivajinagar',
  preferences: ['vegetables', 'organic fruit'],
  location: { city: 'Pune', state: 'Maharashtra', coordinates: { type: 'Point', coordinates: [73.85, 18.52] } },
  profileImage: null,
  name: 'Anita Sharma',
  email: 'buyer@example.com',
  memberSince: '2025-03-14T06:00:00.000Z',
  createdAt: '2025-03-20T00:00:00.000Z',
  updatedAt: '2025-03-20T00:00:00.000Z',
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

function answerProfiles(profiles: BuyerProfile[]) {
  server.use(http.get(GET_URL, () => HttpResponse.json({ getBuyerProfile: profiles })))
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})
afterEach(() => {
  vi.useRealTimers()
  removeGeolocation()
})

describe('Buyer profile (/profile/buyer)', () => {
  it('shows the stored profile with the real Member Since and "Profile loaded successfully."', async () => {
    answerProfiles([stored])
    renderApp('/profile/buyer')
    expect(await screen.findByRole('heading', { name: 'Anita Sharma', level: 1 })).toBeInTheDocument()
    expect(await notifications().findByText('Profile loaded successfully.')).toBeInTheDocument()
    expect(screen.getByText('Member Since March 2025')).toBeInTheDocument()
    expect(screen.getByText('Active & Verified')).toBeInTheDocument()
    expect(screen.getByText('12 MG Road, Shivajinagar')).toBeInTheDocument()
    expect(screen.getByText('Pune, Maharashtra')).toBeInTheDocument()
    expect(screen.getByText('organic fruit')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/buyer/edit')
    expect(screen.getByRole('navigation', { name: 'Buyer' })).toBeInTheDocument()
  })

  it('shows "No profile found." and the create form with its required messages', async () => {
    answerProfiles([])
    const user = userEvent.setup()
    renderApp('/profile/buyer')
    expect(await screen.findByRole('heading', { name: 'Create Buyer Profile', level: 1 })).toBeInTheDocument()
    expect(await notifications().findByText('No profile found.')).toBeInTheDocument()
    // The buyer navigation bar stays above the create form.
    expect(screen.getByRole('navigation', { name: 'Buyer' })).toBeInTheDocument()

    await user.type(screen.getByLabelText('Preferences'), ' , ,')
    await user.click(screen.getByRole('button', { name: 'Create Profile' }))
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument()
    expect(screen.getByText('Address is required')).toBeInTheDocument()
    expect(screen.getByText('At least one preference is required')).toBeInTheDocument()
    expect(screen.getByText('City is required')).toBeInTheDocument()
    expect(screen.getByText('State is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Phone number'), '12345')
    await user.click(screen.getByRole('button', { name: 'Create Profile' }))
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument()
  })

  it('creates the profile (POST) without a place when the device refuses one, and returns to /profile/buyer after 1 second', async () => {
    answerProfiles([])
    const device = stubGeolocation()
    let sent: unknown
    server.use(
      http.post(ADD_URL, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Profile created successfully!', profile: stored }, { status: 201 })
      }),
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderApp('/profile/buyer/create')
    await screen.findByRole('heading', { name: 'Create Buyer Profile', level: 1 })
    // One toast at a time: close the load's "No profile found." rather than wait for it.
    await notifications().findByText('No profile found.')
    await user.click(notifications().getByRole('button', { name: 'Dismiss notification' }))
    await user.type(screen.getByLabelText('Phone number'), '9876543210')
    await user.type(screen.getByLabelText('Preferences'), 'vegetables, organic fruit, ')
    await user.type(screen.getByLabelText('Address'), '12 MG Road, Shivajinagar')
    await user.type(screen.getByLabelText('City'), 'Pune')
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra')
    // A buyer's location has no PIN code.
    expect(screen.queryByLabelText('PIN code')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.fail(1)
    expect(
      screen.getByText(
        'Location access was refused. To use it, allow location for this site in your browser settings. You can save without it.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Profile' }))

    expect(await notifications().findByText('Profile created successfully!')).toBeInTheDocument()
    expect(sent).toEqual({
      userId: 'user-buyer',
      phone: '9876543210',
      address: '12 MG Road, Shivajinagar',
      preferences: ['vegetables', 'organic fruit'],
      location: { city: 'Pune', state: 'Maharashtra', coordinates: null },
    })
    expect(currentPath()).toBe('/profile/buyer/create')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(currentPath()).toBe('/profile/buyer')
  })

  it('edits the profile (PATCH) and shows the server’s message when saving fails', async () => {
    answerProfiles([stored])
    server.use(
      http.patch(UPDATE_URL, () =>
        HttpResponse.json(
          {
            message: 'Check the highlighted fields',
            code: 'VALIDATION_FAILED',
            fieldErrors: { 'location.city': ['City must be at most 60 characters'] },
            requestId: 'r',
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp('/profile/buyer/edit')
    expect(await screen.findByRole('heading', { name: 'Edit Buyer Profile', level: 1 })).toBeInTheDocument()
    expect(await screen.findByLabelText('Preferences')).toHaveValue('vegetables, organic fruit')
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra')
    expect(screen.getByText('Location saved (18.520, 73.850)')).toBeInTheDocument()
    expect(screen.queryByLabelText('Longitude')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    expect(await screen.findByText('City must be at most 60 characters')).toBeInTheDocument()
    expect(currentPath()).toBe('/profile/buyer/edit')
  })

  it('says "Fails to get Your Profile." when the load fails', async () => {
    server.use(http.get(GET_URL, () => new HttpResponse(null, { status: 502 })))
    renderApp('/profile/buyer')
    expect(await notifications().findByText('Fails to get Your Profile.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})
