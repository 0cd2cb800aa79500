import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INDIAN_STATES } from '@app/shared/states'
import { queryClient } from '@/lib/query-client'
import { makeFarmerProfile, makeProduct } from '@/testing/data'
import { removeGeolocation, stubGeolocation } from '@/testing/geolocation'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const CREATE_URL = apiUrl('/addProductByFarmer/add-productByFarmer')
const LIST_URL = apiUrl('/addProductByFarmer/get-productByFarmer')
const UPLOAD_URL = apiUrl('/product-images')
const PROFILE_URL = apiUrl('/farmerProfile/get-farmerProfile')

const profile = makeFarmerProfile({
  // Typed before the state list existed: the listing gets the list's spelling.
  location: { city: 'Nashik', state: ' maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
  farmSize: 12.5,
})

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Sharbati Wheat')
  await user.type(screen.getByLabelText('Price per unit (₹)'), '32')
  await user.type(screen.getByLabelText('Quantity available'), '500')
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

function photo(name: string, bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })
}

/** Answers a create with the product the server would store, and records the body. */
function acceptCreate(bodies: unknown[]) {
  server.use(
    http.post(CREATE_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json(
        { message: 'Product listed successfully!', product: makeProduct({ _id: 'p-new', name: String(body.name) }) },
        { status: 201 },
      )
    }),
    http.get(LIST_URL, () => HttpResponse.json({ getAllProduct: [] })),
  )
}

async function openForm() {
  renderApp('/products/list')
  expect(await screen.findByRole('heading', { name: 'List a New Product', level: 1 })).toBeInTheDocument()
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
  server.use(http.get(PROFILE_URL, () => HttpResponse.json({ getFarmerProfile: [] })))
  let previews = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++previews}`)
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
})

afterEach(removeGeolocation)

describe('List a New Product (/products/list)', () => {
  it('shows the certification fields only while Certified is checked', async () => {
    await openForm()
    const user = userEvent.setup()
    expect(screen.queryByLabelText('Certifying authority')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Certificate number')).not.toBeInTheDocument()

    await user.click(screen.getByLabelText('Certified'))
    expect(screen.getByLabelText('Certifying authority')).toBeInTheDocument()
    expect(screen.getByLabelText('Certificate number')).toBeInTheDocument()
    expect(screen.getByLabelText('Certified on')).toHaveAttribute('type', 'date')

    await user.click(screen.getByLabelText('Certified'))
    expect(screen.queryByLabelText('Certifying authority')).not.toBeInTheDocument()
  })

  it('offers the spec’s categories and statuses, and sends its defaults with the farmer’s id', async () => {
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()

    const category = screen.getByLabelText('Category')
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['vegetable', 'fruit', 'grain', 'pulse', 'herb', 'spice', 'other'])
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['available', 'out_of_stock', 'unavailable'])

    await user.type(screen.getByLabelText('Product name'), 'Sharbati Wheat')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '32.5')
    await user.type(screen.getByLabelText('Quantity available'), '500')
    await user.click(screen.getByRole('button', { name: 'List Product' }))

    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmer'))
    expect(await notifications().findByText('Product listed successfully!')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      name: 'Sharbati Wheat',
      pricePerUnit: 32.5,
      quantityAvailable: 500,
      category: 'grain',
      unit: 'kg',
      status: 'available',
      deliveryRadiusKm: 0,
      deliveryAvailable: false,
      isOrganic: false,
      isCertified: false,
      images: [],
      location: { city: '', state: '', pin: '', coordinates: null },
      farmerId: 'user-farmer',
    })
  })

  it('offers the listed units with clear labels, and sends the unit, the minimum order and the step', async () => {
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()
    const unit = screen.getByLabelText('Unit')
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['kg', 'kg'],
      ['gram', 'gram'],
      ['quintal', 'quintal (100 kg)'],
      ['tonne', 'tonne (1000 kg)'],
      ['litre', 'litre'],
      ['dozen', 'dozen'],
      ['piece', 'piece'],
      ['bunch', 'bunch'],
      ['crate', 'crate'],
      ['bag', 'bag'],
    ])
    expect(unit).toHaveValue('kg')
    expect(screen.getByLabelText('Minimum order')).toHaveValue(1)
    expect(screen.getByLabelText('Order in steps of')).toHaveValue(1)
    expect(screen.getByLabelText('Minimum order')).toHaveAccessibleDescription('In kg: the least one buyer can order.')

    await user.selectOptions(unit, 'quintal (100 kg)')
    // The order fields count in the unit chosen.
    expect(screen.getByLabelText('Minimum order')).toHaveAccessibleDescription('In quintal: the least one buyer can order.')
    await user.type(screen.getByLabelText('Product name'), 'Sharbati Wheat')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '2450')
    await user.type(screen.getByLabelText('Quantity available'), '40')
    await user.clear(screen.getByLabelText('Minimum order'))
    await user.type(screen.getByLabelText('Minimum order'), '2')
    await user.clear(screen.getByLabelText('Order in steps of'))
    await user.type(screen.getByLabelText('Order in steps of'), '0.5')
    await user.click(screen.getByRole('button', { name: 'List Product' }))

    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ unit: 'quintal', quantityAvailable: 40, minOrderQuantity: 2, orderStep: 0.5 })
    // The farmer lands on the listed crops, which load before the test ends.
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('checks the minimum order and the step like the other fields', async () => {
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Product name'), 'Moong')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '95')
    await user.type(screen.getByLabelText('Quantity available'), '40')
    await user.clear(screen.getByLabelText('Minimum order'))
    await user.type(screen.getByLabelText('Minimum order'), '0')
    await user.clear(screen.getByLabelText('Order in steps of'))
    await user.type(screen.getByLabelText('Order in steps of'), '-1')
    await user.click(screen.getByRole('button', { name: 'List Product' }))

    expect(await screen.findByText('Minimum order must be more than 0')).toBeInTheDocument()
    expect(screen.getByLabelText('Minimum order')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Order in steps of')).toHaveAccessibleDescription(/Order step must be more than 0$/)
    expect(notifications().getByText('Check the highlighted fields')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('checks the form with the server’s own rules before sending: the same messages under the fields, and the same toast', async () => {
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Price per unit (₹)'), '-4')
    await user.type(screen.getByLabelText('PIN code'), '12')
    await user.type(screen.getByLabelText('Image URL'), 'ftp://example.com/a.jpg{Enter}')
    await user.click(screen.getByRole('button', { name: 'List Product' }))

    expect(await screen.findByText('Product name is required')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    expect(screen.getByLabelText('Product name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Price per unit (₹)')).toHaveAccessibleDescription('Price cannot be negative')
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('PIN code must be 6 digits')
    expect(screen.getByText('Each image must be an http:// or https:// link, or a photo uploaded here')).toBeInTheDocument()
    expect(notifications().getByText('Check the highlighted fields')).toBeInTheDocument()
    expect(currentPath()).toBe('/products/list')

    // Changing a field clears its error.
    await user.type(screen.getByLabelText('Product name'), 'W')
    expect(screen.queryByText('Product name is required')).not.toBeInTheDocument()
  })

  it('shows the server’s field errors under the fields they name, nested ones included', async () => {
    server.use(
      http.post(CREATE_URL, () =>
        HttpResponse.json(
          {
            message: 'Check the highlighted fields',
            code: 'VALIDATION_FAILED',
            fieldErrors: {
              'certificationDetails.authority': ['Certification details must be at most 100 characters each'],
              'location.pin': ['PIN code must be 6 digits'],
              'location.coordinates.coordinates.1': ['Latitude must be a number from -90 to 90'],
              'images.0': ['Each image must be an http:// or https:// link, or a photo uploaded here'],
            },
            requestId: 'req-1',
          },
          { status: 400 },
        ),
      ),
    )
    await openForm()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Product name'), 'Sharbati Wheat')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '32')
    await user.type(screen.getByLabelText('Quantity available'), '500')
    await user.click(screen.getByLabelText('Certified'))
    await user.type(screen.getByLabelText('Certifying authority'), 'APEDA')
    await user.click(screen.getByRole('button', { name: 'List Product' }))

    expect(await notifications().findByText('Check the highlighted fields')).toBeInTheDocument()
    expect(screen.getByLabelText('Certifying authority')).toHaveAccessibleDescription(
      'Certification details must be at most 100 characters each',
    )
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('PIN code must be 6 digits')
    // An error of the coordinates shows with the button that sets them.
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAccessibleDescription(
      expect.stringContaining('Latitude must be a number from -90 to 90'),
    )
    expect(screen.getByText('Each image must be an http:// or https:// link, or a photo uploaded here')).toBeInTheDocument()
    // The first field in error takes the focus.
    expect(screen.getByLabelText('Certifying authority')).toHaveFocus()
    expect(currentPath()).toBe('/products/list')
  })

  it('tells the farmer when listing fails without a message', async () => {
    server.use(http.post(CREATE_URL, () => new HttpResponse(null, { status: 500 })))
    await openForm()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Product name'), 'Moong')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '95')
    await user.type(screen.getByLabelText('Quantity available'), '40')
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    expect(await notifications().findByText('Failed to list product')).toBeInTheDocument()
    expect(currentPath()).toBe('/products/list')
  })

  it('uploads photos from the gallery with an Uploading… state, previews them and lists their URLs', async () => {
    const bodies: unknown[] = []
    acceptCreate(bodies)
    const uploads: { type: string | null; auth: string | null }[] = []
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(UPLOAD_URL, async ({ request }) => {
        uploads.push({ type: request.headers.get('content-type'), auth: request.headers.get('authorization') })
        const hash = uploads.length === 1 ? 'a'.repeat(32) : 'b'.repeat(32)
        await held
        return HttpResponse.json(
          { url: `/uploads/products/${hash}.webp`, thumbnailUrl: `/uploads/products/${hash}-thumb.webp` },
          { status: 201 },
        )
      }),
    )
    // jsdom's files do not survive its XMLHttpRequest's multipart encoding, so the form's fields are read where they are made.
    const appended = vi.spyOn(FormData.prototype, 'append')
    const files = [photo('field-1.jpg'), photo('field-2.jpg')]
    await openForm()
    const user = userEvent.setup()
    expect(screen.getByLabelText('Take photo')).toHaveAttribute('capture', 'environment')
    expect(screen.getByLabelText('Take photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    expect(screen.getByLabelText('Choose from gallery')).toHaveAttribute('multiple')

    await user.upload(screen.getByLabelText('Choose from gallery'), files)
    expect(await screen.findAllByText('Uploading…')).toHaveLength(2)
    expect(screen.getByAltText('Photo 1 of the product')).toHaveAttribute('src', 'blob:preview-1')

    // Listing waits for the uploads.
    await user.type(screen.getByLabelText('Product name'), 'Kesar Mango')
    await user.type(screen.getByLabelText('Price per unit (₹)'), '120')
    await user.type(screen.getByLabelText('Quantity available'), '60')
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    expect(notifications().getByText('Wait for the photos to finish uploading.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    release()
    await waitFor(() => expect(screen.queryByText('Uploading…')).not.toBeInTheDocument())
    expect(appended.mock.calls).toEqual([
      ['image', files[0]],
      ['image', files[1]],
    ])
    expect(uploads).toEqual([
      { type: expect.stringMatching(/^multipart\/form-data; boundary=/), auth: 'Bearer token-farmer' },
      { type: expect.stringMatching(/^multipart\/form-data; boundary=/), auth: 'Bearer token-farmer' },
    ])
    // The card-size thumbnail is what the form shows.
    expect(screen.getByAltText('Photo 1 of the product').getAttribute('src')).toMatch(/-thumb\.webp$/)
    expect(screen.getByText('2 of 8 photos')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    expect(screen.getByText('1 of 8 photos')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect((bodies[0] as { images: string[] }).images).toHaveLength(1)
    expect((bodies[0] as { images: string[] }).images[0]).toMatch(/^\/uploads\/products\/[ab]{32}\.webp$/)
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('keeps to 8 photos, and shows a failed upload with the server’s reason', async () => {
    server.use(
      http.post(UPLOAD_URL, () =>
        HttpResponse.json(
          { message: 'Only JPEG, PNG and WebP images can be uploaded', code: 'UNSUPPORTED_MEDIA_TYPE', requestId: 'r' },
          { status: 415 },
        ),
      ),
    )
    await openForm()
    const user = userEvent.setup()
    for (let index = 1; index <= 7; index += 1) {
      await user.type(screen.getByLabelText('Image URL'), `https://example.com/${index}.jpg{Enter}`)
    }
    expect(screen.getByText('7 of 8 photos')).toBeInTheDocument()

    await user.upload(screen.getByLabelText('Choose from gallery'), [photo('a.jpg'), photo('b.jpg')])
    expect(screen.getByText('1 photo was not added: a product can have at most 8 photos.')).toBeInTheDocument()
    expect(await screen.findByText('Only JPEG, PNG and WebP images can be uploaded')).toBeInTheDocument()
    // A failed upload takes no place: one more fits.
    expect(screen.getByText('7 of 8 photos')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/8.jpg{Enter}')
    expect(screen.getByText('8 of 8 photos')).toBeInTheDocument()
    expect(screen.getByText('This product has 8 photos, the most it can have. Remove one to add another.')).toBeInTheDocument()
    expect(screen.getByLabelText('Take photo')).toBeDisabled()
    expect(screen.getByLabelText('Choose from gallery')).toBeDisabled()
    expect(screen.getByLabelText('Image URL')).toBeDisabled()
  })

  it('refuses a photo over 10 MB without sending it', async () => {
    let calls = 0
    server.use(
      http.post(UPLOAD_URL, () => {
        calls += 1
        return HttpResponse.json({}, { status: 500 })
      }),
    )
    await openForm()
    await userEvent.setup().upload(screen.getByLabelText('Take photo'), photo('huge.jpg', 10 * 1024 * 1024 + 1))
    expect(await screen.findByText('File size exceeds 10MB limit')).toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('takes the place from the device: waits, shows it rounded with Remove, and sends it as [longitude, latitude]', async () => {
    const device = stubGeolocation()
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()
    expect(screen.queryByLabelText('Longitude')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Latitude')).not.toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Location on the map (optional)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeDisabled()
    expect(device.requests[0]?.options).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 })
    device.answer(19.99712, 73.78945)
    expect(screen.getByText('Location saved (19.997, 73.789)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled()

    // Removed, then taken again: the latest place is the one sent.
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByText(/^Location saved/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.answer(20.0112, 73.7901)
    expect(screen.getByText('Location saved (20.011, 73.790)')).toBeInTheDocument()

    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      location: { city: '', state: '', pin: '', coordinates: { type: 'Point', coordinates: [73.79, 20.011] } },
    })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('says why the device gave no place, and lists the product without one', async () => {
    const device = stubGeolocation()
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.fail(1)
    expect(
      screen.getByText(
        'Location access was refused. To use it, allow location for this site in your browser settings. You can save without it.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.fail(3)
    expect(screen.getByText('Finding your location took too long. Try again, or save without it.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    device.fail(2)
    expect(screen.getByText('Your location could not be found. Try again, or save without it.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()

    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ location: { coordinates: null } })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('says so when the browser cannot share a location', async () => {
    await openForm()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByText('This browser cannot share your location. You can save without it.')).toBeInTheDocument()
  })

  it('offers the states from the list under a "Choose a state" option, and sends the one chosen', async () => {
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()
    const state = screen.getByLabelText('State')
    const options = within(state).getAllByRole('option')
    expect(options.map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['', 'Choose a state'],
      ...INDIAN_STATES.map((name) => [name, name]),
    ])
    expect(state).toHaveValue('')
    expect(screen.getByLabelText('PIN code')).toHaveAttribute('inputmode', 'numeric')

    await fillRequired(user)
    await user.type(screen.getByLabelText('City'), 'Sehore')
    await user.selectOptions(state, 'Madhya Pradesh')
    await user.type(screen.getByLabelText('PIN code'), '466001')
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ location: { city: 'Sehore', state: 'Madhya Pradesh', pin: '466001', coordinates: null } })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('starts from the farmer profile’s place, into the fields the farmer has not filled, and sends what the farmer leaves', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(PROFILE_URL, async () => {
        await held
        return HttpResponse.json({ getFarmerProfile: [profile] })
      }),
    )
    const bodies: unknown[] = []
    acceptCreate(bodies)
    await openForm()
    const user = userEvent.setup()
    // Typed before the profile arrives: kept.
    await user.type(screen.getByLabelText('City'), 'Lasalgaon')
    release()

    expect(await screen.findByText('Location saved (19.990, 73.790)')).toBeInTheDocument()
    expect(screen.getByLabelText('City')).toHaveValue('Lasalgaon')
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra')
    expect(screen.getByLabelText('PIN code')).toHaveValue('422001')

    // The farmer may change what came from the profile.
    await user.clear(screen.getByLabelText('PIN code'))
    await user.type(screen.getByLabelText('PIN code'), '422306')
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'List Product' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      location: { city: 'Lasalgaon', state: 'Maharashtra', pin: '422306', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
    })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('leaves the place empty, with no error shown, when the profile does not load', async () => {
    server.use(http.get(PROFILE_URL, () => new HttpResponse(null, { status: 500 })))
    await openForm()
    await waitFor(() => expect(queryClient.getQueryState(['farmer-profile', 'user-farmer'])?.status).toBe('error'))
    expect(screen.getByLabelText('City')).toHaveValue('')
    expect(screen.getByLabelText('State')).toHaveValue('')
    expect(screen.queryByText(/^Location saved/)).not.toBeInTheDocument()
    expect(notifications().queryByText('Failed to load profile.')).not.toBeInTheDocument()
  })
})
