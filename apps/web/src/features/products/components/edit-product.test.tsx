import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '@app/shared/products'
import { queryClient } from '@/lib/query-client'
import { makeProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const LIST_URL = apiUrl('/addProductByFarmer/get-productByFarmer')
const UPDATE_URL = apiUrl('/addProductByFarmer/update-productByFarmer/:id')

const onion = makeProduct({
  _id: 'p-onion',
  name: 'Red Onion',
  category: 'vegetable',
  pricePerUnit: 24,
  isCertified: true,
  certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP-42', certifiedOn: '2024-11-02' },
  location: { city: 'Lasalgaon', state: 'Maharashtra', pin: '422306', coordinates: { type: 'Point', coordinates: [74.23, 20.15] } },
  ratings: [4, 5],
})

/** Serves `product` as the farmer's only one, takes its update, and records the bodies sent. */
function answerEdits(product: Product) {
  const sent: Record<string, unknown>[] = []
  server.use(
    http.get(LIST_URL, () => HttpResponse.json({ getAllProduct: [product] })),
    http.patch(UPDATE_URL, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ message: 'Product updated successfully!', product })
    }),
    http.get(apiUrl(`/products/${product._id}`), () => HttpResponse.json({ product })),
  )
  return sent
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
  server.use(http.get(LIST_URL, () => HttpResponse.json({ getAllProduct: [makeProduct({ _id: 'p-other' }), onion] })))
})

describe('Edit product (/products/edit/{id})', () => {
  it('finds the product among the farmer’s, prefills the form and saves the whole object, then shows its detail page', async () => {
    let sent: Record<string, unknown> | undefined
    server.use(
      http.patch(UPDATE_URL, async ({ request, params }) => {
        sent = { id: params.id, ...((await request.json()) as Record<string, unknown>) }
        const product: Product = { ...onion, pricePerUnit: 26, updatedAt: '2025-04-01T00:00:00.000Z' }
        return HttpResponse.json({ message: 'Product updated successfully!', product })
      }),
      http.get(apiUrl('/products/p-onion'), () => HttpResponse.json({ product: { ...onion, pricePerUnit: 26 } })),
    )
    renderApp('/products/edit/p-onion')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Edit Product', level: 1 })).toBeInTheDocument()
    expect(await screen.findByLabelText('Product name')).toHaveValue('Red Onion')
    expect(screen.getByLabelText('Category')).toHaveValue('vegetable')
    expect(screen.getByLabelText('Certified')).toBeChecked()
    expect(screen.getByLabelText('Certifying authority')).toHaveValue('APEDA')
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra')
    expect(screen.getByText('Location saved (20.150, 74.230)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument()
    expect(screen.getByAltText('Photo 2 of the product')).toBeInTheDocument()

    const price = screen.getByLabelText('Price per unit (₹)')
    await user.clear(price)
    await user.type(price, '26')
    expect(screen.getByLabelText('Unit')).toHaveValue('kg')
    expect(screen.getByLabelText('Minimum order')).toHaveValue(1)
    await user.clear(screen.getByLabelText('Minimum order'))
    await user.type(screen.getByLabelText('Minimum order'), '10')
    await user.clear(screen.getByLabelText('Order in steps of'))
    await user.type(screen.getByLabelText('Order in steps of'), '2.5')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(currentPath()).toBe('/products/details/p-onion'))
    expect(notifications().getByText('Product updated successfully!')).toBeInTheDocument()
    expect(sent).toMatchObject({
      id: 'p-onion',
      _id: 'p-onion',
      farmerId: onion.farmerId,
      ratings: [4, 5],
      name: 'Red Onion',
      pricePerUnit: 26,
      unit: 'kg',
      minOrderQuantity: 10,
      orderStep: 2.5,
      images: onion.images,
      certificationDetails: { authority: 'APEDA', certificateNumber: 'NPOP-42', certifiedOn: '2024-11-02' },
      location: { city: 'Lasalgaon', state: 'Maharashtra', pin: '422306', coordinates: { type: 'Point', coordinates: [74.23, 20.15] } },
    })
    expect(await screen.findByRole('heading', { name: 'Red Onion', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('₹26 per kg')).toBeInTheDocument()
  })

  it('toasts "Update failed: {message}" and stays on the form', async () => {
    server.use(
      http.patch(UPDATE_URL, () =>
        HttpResponse.json(
          {
            message: 'Expiry date cannot be before the harvest date',
            code: 'VALIDATION_FAILED',
            fieldErrors: { expiryDate: ['Expiry date cannot be before the harvest date'] },
            requestId: 'r',
          },
          { status: 400 },
        ),
      ),
    )
    renderApp('/products/edit/p-onion')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await notifications().findByText('Update failed: Expiry date cannot be before the harvest date')).toBeInTheDocument()
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription('Expiry date cannot be before the harvest date')
    expect(currentPath()).toBe('/products/edit/p-onion')
  })

  it('falls back to "Failed to update product" when the failure has no message', async () => {
    server.use(http.patch(UPDATE_URL, () => new HttpResponse('Bad gateway', { status: 502 })))
    renderApp('/products/edit/p-onion')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await notifications().findByText('Update failed: Failed to update product')).toBeInTheDocument()
  })

  it('says "Product not found" when the farmer has no product with the id', async () => {
    renderApp('/products/edit/p-missing')
    expect(await screen.findByText('Product not found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument()
  })

  it('keeps a state typed before the list as a choice, so saving it unchanged keeps it', async () => {
    const oldSpelling = makeProduct({
      _id: 'p-old',
      location: { city: 'Indore', state: 'M.P.', pin: '452001', coordinates: { type: 'Point', coordinates: [] } },
    })
    const sent = answerEdits(oldSpelling)
    renderApp('/products/edit/p-old')
    const state = await screen.findByLabelText('State')
    expect(state).toHaveValue('M.P.')
    expect(
      within(state)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['Choose a state', 'M.P.', 'Andaman and Nicobar Islands'])
    // No place on the map: none is shown, and none is sent.
    expect(screen.queryByText(/^Location saved/)).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ location: { city: 'Indore', state: 'M.P.', pin: '452001', coordinates: null } })
    await waitFor(() => expect(currentPath()).toBe('/products/details/p-old'))
  })

  it('loads a state written another way as the list writes it, and saves it so', async () => {
    const lowerCase = makeProduct({
      _id: 'p-lower',
      location: { city: 'Pune', state: '  maharashtra ', pin: '411001', coordinates: { type: 'Point', coordinates: [] } },
    })
    const sent = answerEdits(lowerCase)
    renderApp('/products/edit/p-lower')
    const state = await screen.findByLabelText('State')
    expect(state).toHaveValue('Maharashtra')
    expect(within(state).getAllByRole('option')).toHaveLength(37)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ location: { state: 'Maharashtra' } })
    await waitFor(() => expect(currentPath()).toBe('/products/details/p-lower'))
  })
})
