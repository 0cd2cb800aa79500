import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CheckoutInput, CheckoutPreview, CheckoutPreviewGroup } from '@app/shared/orders'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const CHECKOUT_URL = apiUrl('/me/checkout')
const ORDERS_URL = apiUrl('/orders')

const ramesh: CheckoutPreviewGroup = {
  farmer: { _id: '11111111-1111-4111-8111-111111111111', name: 'Ramesh Patel' },
  pickupAddress: 'Gat 12, Nashik',
  deliveryAvailable: true,
  deliveryFee: 49,
  upiAvailable: true,
  lines: [
    { productId: 'p-tomato', productName: 'Desi Tomato', unit: 'kg', quantity: 5, pricePerUnit: 30, amount: 150 },
    { productId: 'p-onion', productName: 'Red Onion', unit: 'kg', quantity: 2.5, pricePerUnit: 25, amount: 62.5 },
  ],
  subtotal: 212.5,
  deliveryArea: { radiusKm: 40, place: 'Nashik', pins: [] },
  distanceKm: 12,
  deliveryRefusal: null,
}
const lakshmi: CheckoutPreviewGroup = {
  farmer: { _id: '22222222-2222-4222-8222-222222222222', name: 'Lakshmi Nair' },
  pickupAddress: 'Kumily, Idukki',
  deliveryAvailable: false,
  deliveryFee: 60,
  upiAvailable: false,
  lines: [{ productId: 'p-pepper', productName: 'Black Pepper', unit: 'kg', quantity: 1, pricePerUnit: 640, amount: 640 }],
  subtotal: 640,
  deliveryArea: null,
  distanceKm: null,
  deliveryRefusal: null,
}

function preview(overrides: Partial<CheckoutPreview> = {}): CheckoutPreview {
  return {
    groups: [ramesh, lakshmi],
    deliveryAddress: '14 MG Road, Nashik Road, Maharashtra 422101',
    ready: true,
    savedAddress: { line: '14 MG Road', town: 'Nashik Road', pin: '422101', state: 'Maharashtra' },
    ...overrides,
  }
}

function group(farmer: string) {
  return within(screen.getByRole('region', { name: `From ${farmer}` }))
}

function summary() {
  return within(screen.getByRole('complementary', { name: 'Order total' }))
}

function summaryValue(label: string) {
  return summary().getByText(label).nextElementSibling?.textContent
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})

describe('Checkout (/checkout)', () => {
  it('shows each farmer’s lines and choices, with delivery and UPI held back where the farmer does not offer them', async () => {
    server.use(http.get(CHECKOUT_URL, () => HttpResponse.json(preview())))
    renderApp('/checkout')
    await screen.findByRole('heading', { name: 'From Ramesh Patel' }, { timeout: 5000 })
    const first = group('Ramesh Patel')
    expect(first.getByText('Desi Tomato')).toBeInTheDocument()
    expect(first.getByText('5 kg × ₹30.00')).toBeInTheDocument()
    expect(first.getByText('₹150.00')).toBeInTheDocument()
    expect(first.getByText('2.5 kg × ₹25.00')).toBeInTheDocument()
    expect(first.getByRole('radio', { name: 'Pickup at the farm (Gat 12, Nashik)' })).not.toBeChecked()
    expect(first.getByRole('radio', { name: 'Delivery by the farmer (₹49.00)' })).toBeChecked()
    expect(first.getByRole('radio', { name: 'UPI' })).toBeChecked()
    expect(first.getByText('Ramesh Patel delivers within 40 km of Nashik')).toBeInTheDocument()
    // The saved address fills checkout's own address form.
    expect(screen.getByRole('textbox', { name: 'House, street and area' })).toHaveValue('14 MG Road')
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveValue('422101')
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra')

    const second = group('Lakshmi Nair')
    const delivery = second.getByRole('radio', { name: 'Delivery by the farmer (₹60.00)' })
    expect(delivery).toBeDisabled()
    expect(delivery).toHaveAccessibleDescription('Lakshmi Nair does not deliver every item in this order: choose pickup')
    expect(second.getByRole('radio', { name: /^Pickup at the farm/ })).toBeChecked()
    const upi = second.getByRole('radio', { name: 'UPI' })
    expect(upi).toBeDisabled()
    expect(upi).toHaveAccessibleDescription('Lakshmi Nair has no UPI ID yet: pay in cash')
    // Cash on a pickup order is paid at the farm.
    expect(second.getByRole('radio', { name: 'Pay at pickup' })).toBeChecked()

    expect(summaryValue('Items from Ramesh Patel')).toBe('₹212.50')
    expect(summaryValue('Delivery by Ramesh Patel')).toBe('₹49.00')
    expect(summaryValue('Items from Lakshmi Nair')).toBe('₹640.00')
    expect(summary().queryByText('Delivery by Lakshmi Nair')).not.toBeInTheDocument()
    expect(summaryValue('Total')).toBe('₹901.50')
  })

  it('recomputes the total as choices change and places the orders with that total, then shows My Orders', async () => {
    let sent: CheckoutInput | null = null
    server.use(
      http.get(CHECKOUT_URL, () => HttpResponse.json(preview())),
      http.post(CHECKOUT_URL, async ({ request }) => {
        sent = (await request.json()) as CheckoutInput
        return HttpResponse.json(
          { message: 'Order placed. The farmer will accept or reject it soon.', orders: [makeOrder()] },
          { status: 201 },
        )
      }),
      http.get(ORDERS_URL, () => HttpResponse.json({ orders: [makeOrder()] })),
    )
    const user = userEvent.setup()
    renderApp('/checkout')
    await screen.findByRole('heading', { name: 'From Ramesh Patel' }, { timeout: 5000 })
    await user.click(group('Ramesh Patel').getByRole('radio', { name: /^Pickup at the farm/ }))
    await user.click(group('Ramesh Patel').getByRole('radio', { name: 'Pay at pickup' }))
    expect(summary().queryByText('Delivery by Ramesh Patel')).not.toBeInTheDocument()
    expect(summaryValue('Total')).toBe('₹852.50')

    await user.click(summary().getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(currentPath()).toBe('/orders/history'))
    expect(sent).toEqual({
      orders: [
        { farmerId: ramesh.farmer._id, fulfilment: 'pickup', paymentMethod: 'cod' },
        { farmerId: lakshmi.farmer._id, fulfilment: 'pickup', paymentMethod: 'cod' },
      ],
      confirmedTotal: 852.5,
    })
    expect(await screen.findByText('Order placed. The farmer will accept or reject it soon.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Order #KS7Q2M4X' })).toBeInTheDocument()
  })

  it('on 409 shows the server’s message and loads the preview again with the new figures', async () => {
    let loads = 0
    server.use(
      http.get(CHECKOUT_URL, () => {
        loads += 1
        // The second load has the farmer's new fee.
        return HttpResponse.json(loads === 1 ? preview() : preview({ groups: [{ ...ramesh, deliveryFee: 80 }, lakshmi] }))
      }),
      http.post(CHECKOUT_URL, () =>
        HttpResponse.json(
          { message: 'The total changed to ₹932.50: review it before placing the order', code: 'CONFLICT', requestId: 'r' },
          { status: 409 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp('/checkout')
    await screen.findByRole('heading', { name: 'From Ramesh Patel' }, { timeout: 5000 })
    expect(summaryValue('Total')).toBe('₹901.50')
    await user.click(summary().getByRole('button', { name: 'Place order' }))
    // The answer's schema loads with it: on a busy machine that takes longer than findBy's default second.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The total changed to ₹932.50: review it before placing the order',
    )
    await waitFor(() => expect(summaryValue('Total')).toBe('₹932.50'))
    expect(loads).toBe(2)
    expect(currentPath()).toBe('/checkout')
    expect(summaryValue('Delivery by Ramesh Patel')).toBe('₹80.00')
  })

  it('asks the delivery address in checkout itself, and sends it with the orders', async () => {
    let sent: CheckoutInput | null = null
    server.use(
      http.get(CHECKOUT_URL, () => HttpResponse.json(preview({ groups: [ramesh], deliveryAddress: null, savedAddress: null }))),
      http.get(apiUrl('/pincodes/:pin'), () =>
        HttpResponse.json({
          pin: '422101',
          district: 'Nashik',
          state: 'Maharashtra',
          coordinates: { type: 'Point', coordinates: [73.84, 19.95] },
        }),
      ),
      http.post(CHECKOUT_URL, async ({ request }) => {
        sent = (await request.json()) as CheckoutInput
        return HttpResponse.json(
          { message: 'Order placed. The farmer will accept or reject it soon.', orders: [makeOrder()] },
          { status: 201 },
        )
      }),
      http.get(ORDERS_URL, () => HttpResponse.json({ orders: [makeOrder()] })),
    )
    const user = userEvent.setup()
    renderApp('/checkout')
    await screen.findByRole('heading', { name: 'From Ramesh Patel' }, { timeout: 5000 })
    expect(group('Ramesh Patel').getByRole('radio', { name: /^Pickup at the farm/ })).toBeChecked()
    // The profile is one tap away, and brings the buyer back here.
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/buyer/edit?returnTo=%2Fcheckout')

    await user.click(group('Ramesh Patel').getByRole('radio', { name: /^Delivery by the farmer/ }))
    await user.click(summary().getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Enter the house, street and area')).toBeInTheDocument()
    expect(sent).toBeNull()

    await user.type(screen.getByRole('textbox', { name: 'House, street and area' }), '7 Canal Road')
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Nashik Road')
    await user.type(screen.getByRole('textbox', { name: 'PIN code' }), '422101')
    // The PIN code's place shows under it and fills the state.
    expect(await screen.findByText('PIN code of Nashik, Maharashtra')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra'))
    await user.click(summary().getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(currentPath()).toBe('/orders/history'))
    expect(sent).toEqual({
      orders: [{ farmerId: ramesh.farmer._id, fulfilment: 'delivery', paymentMethod: 'upi' }],
      confirmedTotal: 261.5,
      deliveryAddress: { line: '7 Canal Road', town: 'Nashik Road', pin: '422101', state: 'Maharashtra' },
    })
  })

  it('offers only pickup, with the reason, from a farmer whose area does not reach the PIN code typed', async () => {
    const refusal = 'Ramesh Patel delivers within 40 km of Nashik. Your address is 116 km away — choose pickup.'
    server.use(
      http.get(CHECKOUT_URL, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('pin') === '421201'
            ? preview({ groups: [{ ...ramesh, distanceKm: 116, deliveryRefusal: refusal }] })
            : preview({ groups: [ramesh] }),
        ),
      ),
      http.get(apiUrl('/pincodes/:pin'), () =>
        HttpResponse.json({
          pin: '421201',
          district: 'Thane',
          state: 'Maharashtra',
          coordinates: { type: 'Point', coordinates: [73.09, 19.21] },
        }),
      ),
    )
    const user = userEvent.setup()
    renderApp('/checkout')
    await screen.findByRole('heading', { name: 'From Ramesh Patel' }, { timeout: 5000 })
    expect(group('Ramesh Patel').getByRole('radio', { name: /^Delivery by the farmer/ })).toBeChecked()
    const pin = screen.getByRole('textbox', { name: 'PIN code' })
    await user.clear(pin)
    await user.type(pin, '421201')
    const delivery = group('Ramesh Patel').getByRole('radio', { name: /^Delivery by the farmer/ })
    await waitFor(() => expect(delivery).toBeDisabled())
    expect(delivery).toHaveAccessibleDescription(refusal)
    expect(group('Ramesh Patel').getByRole('radio', { name: /^Pickup at the farm/ })).toBeChecked()
    expect(summaryValue('Total')).toBe('₹212.50')
  })

  it('says why the cart cannot be checked out yet, with the way back to the cart', async () => {
    server.use(http.get(CHECKOUT_URL, () => HttpResponse.json(preview({ ready: false }))))
    renderApp('/checkout')
    expect(await screen.findByRole('alert')).toHaveTextContent('Some items in your cart changed: review them before placing the order')
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/mycart')
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument()
  })

  it('shows an empty cart', async () => {
    server.use(http.get(CHECKOUT_URL, () => HttpResponse.json(preview({ groups: [], ready: false }))))
    renderApp('/checkout')
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
  })
})
