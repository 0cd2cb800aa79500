import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FarmerProfile } from '@app/shared/farmer-profile'
import { queryClient } from '@/lib/query-client'
import { makeFarmerProfile } from '@/testing/data'
import { removeGeolocation, stubGeolocation } from '@/testing/geolocation'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const GET_URL = apiUrl('/farmerProfile/get-farmerProfile')
const ADD_URL = apiUrl('/farmerProfile/add-farmerProfile')
const UPDATE_URL = apiUrl('/farmerProfile/update-farmerProfile')

const stored = makeFarmerProfile({
  farmSize: 12.5,
  isCertifiedSustainable: true,
  certificationDetails: { authority: 'PGS-India', certifiedOn: '2024-06-01', documents: ['https://example.com/cert.pdf'] },
  upiId: 'ramesh.patel@oksbi',
  deliveryFee: 60,
  deliveryRadiusKm: 40,
  profileImage: '/uploads/profiles/user-farmer/old.webp',
})

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

function answerProfiles(profiles: FarmerProfile[]) {
  server.use(http.get(GET_URL, () => HttpResponse.json({ getFarmerProfile: profiles })))
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
})
afterEach(() => {
  vi.useRealTimers()
  removeGeolocation()
})

describe('Farmer profile (/profile/farmer)', () => {
  it('shows the create form when there is no profile, with the spec’s messages for what is missing or wrong', async () => {
    answerProfiles([])
    renderApp('/profile/farmer')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Create Farmer Profile', level: 1 })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create Profile' }))
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument()
    expect(screen.getByText('City is required')).toBeInTheDocument()
    expect(screen.getByText('State is required')).toBeInTheDocument()
    expect(screen.getByText('PIN code is required')).toBeInTheDocument()
    expect(screen.getByText('Farm size is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Phone number'), '98765')
    await user.click(screen.getByRole('button', { name: 'Create Profile' }))
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument()
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number')
  })

  it('creates the profile (POST) with the state from the list and the place from the device, and shows it', async () => {
    answerProfiles([])
    const device = stubGeolocation()
    let sent: unknown
    server.use(
      http.post(ADD_URL, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          { message: 'Profile created successfully!', profile: { ...stored, isCertifiedSustainable: false, profileImage: null } },
          { status: 201 },
        )
      }),
    )
    renderApp('/profile/farmer')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Phone number'), '9876543210')
    await user.type(screen.getByLabelText('Farm size (acres)'), '12.5')
    await user.type(screen.getByLabelText('City'), 'Nashik')
    expect(screen.getByLabelText('State')).toHaveValue('')
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra')
    await user.type(screen.getByLabelText('PIN code'), '422001')
    expect(screen.queryByLabelText('Coordinates (longitude, latitude)')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeDisabled()
    device.answer(19.9901, 73.7899)
    expect(screen.getByText('Location saved (19.990, 73.790)')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Profile' }))

    expect(await notifications().findByText('Profile created successfully!')).toBeInTheDocument()
    expect(sent).toEqual({
      userId: 'user-farmer',
      phone: '9876543210',
      location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
      farmSize: 12.5,
      isCertifiedSustainable: false,
      certificationDetails: { authority: null, certifiedOn: null, documents: [] },
      // No UPI ID typed: none; the fee box starts at ₹49.
      upiId: null,
      deliveryFee: 49,
      // No distance typed: delivers anywhere.
      deliveryRadiusKm: null,
    })
    expect(await screen.findByRole('heading', { name: 'Ramesh Patel', level: 1 })).toBeInTheDocument()
    expect(currentPath()).toBe('/profile/farmer')
  })

  it('shows the stored profile and edits it (PATCH), returning to /profile/farmer after 1 second', async () => {
    answerProfiles([stored])
    let sent: unknown
    server.use(
      http.patch(UPDATE_URL, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Profile updated successfully!', profile: { ...stored, phone: '9123456780' } })
      }),
    )
    renderApp('/profile/farmer')
    expect(await screen.findByRole('heading', { name: 'Ramesh Patel', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('9876543210')).toBeInTheDocument()
    expect(screen.getByText('Nashik, Maharashtra 422001')).toBeInTheDocument()
    expect(screen.getByText('12.5 acres')).toBeInTheDocument()
    expect(screen.getByText('PGS-India', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.getByAltText('Profile photo')).toHaveAttribute('src', stored.profileImage)
    expect(screen.getByText('ramesh.patel@oksbi')).toBeInTheDocument()
    expect(screen.getByText('₹60')).toBeInTheDocument()

    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    await user.click(screen.getByRole('link', { name: 'Edit Profile' }))
    expect(await screen.findByRole('heading', { name: 'Edit Farmer Profile', level: 1 })).toBeInTheDocument()
    expect(currentPath()).toBe('/profile/farmer/edit')
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra')
    expect(screen.getByText('Location saved (19.990, 73.790)')).toBeInTheDocument()
    expect(screen.getByLabelText('Certificate documents')).toHaveValue('https://example.com/cert.pdf')

    const phone = screen.getByLabelText('Phone number')
    await user.clear(phone)
    await user.type(phone, '9123456780')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))

    expect(await notifications().findByText('Profile updated successfully!')).toBeInTheDocument()
    expect(sent).toMatchObject({
      userId: 'user-farmer',
      phone: '9123456780',
      location: stored.location,
      certificationDetails: stored.certificationDetails,
    })
    act(() => vi.advanceTimersByTime(900))
    expect(currentPath()).toBe('/profile/farmer/edit')
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(currentPath()).toBe('/profile/farmer'))
    expect(await screen.findByText('9123456780')).toBeInTheDocument()
  })

  it('takes the UPI ID and delivery fee, explains a bad one under its box, and clears the UPI ID', async () => {
    answerProfiles([stored])
    let sent: Record<string, unknown> = {}
    server.use(
      http.patch(UPDATE_URL, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ message: 'Profile updated successfully!', profile: { ...stored, upiId: null, deliveryFee: 35.5 } })
      }),
    )
    renderApp('/profile/farmer/edit')
    const user = userEvent.setup()
    const upiId = await screen.findByLabelText('UPI ID')
    expect(upiId).toHaveValue('ramesh.patel@oksbi')
    expect(upiId).toHaveAccessibleDescription('Buyers pay you directly at this ID, e.g. name@bank')
    const fee = screen.getByLabelText('Delivery fee (₹)')
    expect(fee).toHaveValue('60')

    await user.clear(upiId)
    await user.type(upiId, 'ramesh patel')
    await user.clear(fee)
    await user.type(fee, '20000')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    expect(await screen.findByText('Enter a UPI ID like name@bank')).toBeInTheDocument()
    expect(upiId).toHaveAccessibleDescription(expect.stringContaining('Enter a UPI ID like name@bank'))
    expect(fee).toHaveAccessibleDescription(expect.stringContaining('Delivery fee must be a number from 0 to 10000'))
    expect(sent).toEqual({})

    await user.clear(upiId)
    await user.clear(fee)
    await user.type(fee, '35.50')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    expect(await notifications().findByText('Profile updated successfully!')).toBeInTheDocument()
    expect(sent).toMatchObject({ upiId: null, deliveryFee: 35.5 })
  })

  it('says how buyers pay a farmer without a UPI ID', async () => {
    answerProfiles([{ ...stored, upiId: null, deliveryFee: 0 }])
    renderApp('/profile/farmer')
    expect(await screen.findByText('Not added yet: buyers can only pay in cash, on delivery or at pickup')).toBeInTheDocument()
    expect(screen.getByText('₹0')).toBeInTheDocument()
  })

  it('toasts "Something went wrong." with the server’s message, and its field errors, when saving fails', async () => {
    answerProfiles([stored])
    server.use(
      http.patch(UPDATE_URL, () =>
        HttpResponse.json(
          {
            message: 'Please enter a valid 6-digit PIN code',
            code: 'VALIDATION_FAILED',
            fieldErrors: { 'location.pin': ['Please enter a valid 6-digit PIN code'] },
            requestId: 'r',
          },
          { status: 400 },
        ),
      ),
    )
    renderApp('/profile/farmer/edit')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Update Profile' }))
    expect(await notifications().findByText('Something went wrong. Please enter a valid 6-digit PIN code')).toBeInTheDocument()
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code')
  })

  it('falls back to "Submission failed" when the failure has no message', async () => {
    answerProfiles([stored])
    server.use(http.patch(UPDATE_URL, () => new HttpResponse(null, { status: 500 })))
    renderApp('/profile/farmer/edit')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Update Profile' }))
    expect(await notifications().findByText('Something went wrong. Submission failed')).toBeInTheDocument()
  })

  it('shows a failed load with Try Again, which reloads the page', async () => {
    server.use(http.get(GET_URL, () => HttpResponse.error()))
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    renderApp('/profile/farmer')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Failed to load profile.' })).toBeInTheDocument()
    expect(notifications().getByText('Failed to load profile.')).toBeInTheDocument()
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('removes the saved place, and keeps a state typed before the list when saved unchanged', async () => {
    answerProfiles([{ ...stored, location: { ...stored.location, state: 'Maharastra' } }])
    let sent: unknown
    server.use(
      http.patch(UPDATE_URL, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Profile updated successfully!', profile: stored })
      }),
    )
    renderApp('/profile/farmer/edit')
    const user = userEvent.setup()
    expect(await screen.findByText('Location saved (19.990, 73.790)')).toBeInTheDocument()
    expect(screen.getByLabelText('State')).toHaveValue('Maharastra')
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByText(/^Location saved/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))

    expect(await notifications().findByText('Profile updated successfully!')).toBeInTheDocument()
    expect(sent).toMatchObject({ location: { city: 'Nashik', state: 'Maharastra', pin: '422001', coordinates: null } })
  })
})
