import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeFarmerProfile } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const UPLOAD_URL = apiUrl('/setProfileImg/set-profile-image')
const OLD_IMAGE = '/uploads/profiles/user-farmer/old.webp'

const stored = makeFarmerProfile({
  location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [] } },
  profileImage: OLD_IMAGE,
})

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

function image(name: string, bytes: number, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type })
}

async function openEditForm() {
  renderApp('/profile/farmer/edit')
  expect(await screen.findByRole('heading', { name: 'Edit Farmer Profile' })).toBeInTheDocument()
  return screen.findByLabelText('Choose photo')
}

let uploads = 0

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
  uploads = 0
  server.use(http.get(apiUrl('/farmerProfile/get-farmerProfile'), () => HttpResponse.json({ getFarmerProfile: [stored] })))
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-photo')
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
})

describe('Profile image upload', () => {
  it('refuses a file over 0.5 MB in the browser, without sending it', async () => {
    server.use(
      http.post(UPLOAD_URL, () => {
        uploads += 1
        return HttpResponse.json({ optimizedUrl: '/x.webp', message: 'Profile image updated!' })
      }),
    )
    const input = await openEditForm()
    await userEvent.setup().upload(input, image('big.jpg', 512 * 1024 + 1))
    expect(notifications().getByText('File size exceeds 0.5MB limit')).toBeInTheDocument()
    expect(screen.getAllByText('File size exceeds 0.5MB limit')).toHaveLength(2)
    expect(screen.getByAltText('Profile photo')).toHaveAttribute('src', OLD_IMAGE)
    expect(uploads).toBe(0)
  })

  it('takes images only', async () => {
    const input = await openEditForm()
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    // applyAccept off: a phone's file picker can still hand over any file.
    await userEvent.setup({ applyAccept: false }).upload(input, image('notes.txt', 100, 'text/plain'))
    expect(notifications().getByText('Only JPEG, PNG and WebP images can be uploaded')).toBeInTheDocument()
  })

  it('shows the chosen photo at once, and goes back to the previous one when the upload fails', async () => {
    let fail: () => void = () => {}
    const failed = new Promise<void>((resolve) => (fail = resolve))
    server.use(
      http.post(UPLOAD_URL, async () => {
        await failed
        return HttpResponse.json(
          { message: 'The image could not be read. It may be damaged or incomplete.', code: 'VALIDATION_FAILED', requestId: 'r' },
          { status: 400 },
        )
      }),
    )
    const input = await openEditForm()
    await userEvent.setup().upload(input, image('broken.jpg', 1000))
    expect(screen.getByAltText('Profile photo')).toHaveAttribute('src', 'blob:chosen-photo')
    expect(screen.getByText('Uploading…')).toBeInTheDocument()

    fail()
    expect(await notifications().findByText('The image could not be read. It may be damaged or incomplete.')).toBeInTheDocument()
    expect(screen.getByAltText('Profile photo')).toHaveAttribute('src', OLD_IMAGE)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen-photo')
  })

  it('says "Upload failed" when the failure has no message', async () => {
    server.use(http.post(UPLOAD_URL, () => new HttpResponse(null, { status: 502 })))
    const input = await openEditForm()
    await userEvent.setup().upload(input, image('photo.jpg', 1000))
    expect(await notifications().findByText('Upload failed')).toBeInTheDocument()
    expect(screen.getByAltText('Profile photo')).toHaveAttribute('src', OLD_IMAGE)
  })

  it('shows the stored image and "Profile image updated!" after a successful upload', async () => {
    server.use(
      http.post(UPLOAD_URL, () =>
        HttpResponse.json({ optimizedUrl: '/uploads/profiles/user-farmer/new.webp', message: 'Profile image updated!' }),
      ),
    )
    const input = await openEditForm()
    await userEvent.setup().upload(input, image('me.png', 4000, 'image/png'))
    expect(await notifications().findByText('Profile image updated!')).toBeInTheDocument()
    expect(screen.getByAltText('Profile photo')).toHaveAttribute('src', '/uploads/profiles/user-farmer/new.webp')
  })
})
