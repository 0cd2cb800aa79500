import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@app/shared/orders'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const ORDER_URL = apiUrl('/orders/:id')

function showOrder(order: Order) {
  server.use(http.get(ORDER_URL, () => HttpResponse.json({ message: '', order })))
  renderApp(`/orders/view/${order._id}`)
}

async function pickupBlock() {
  return within(await screen.findByRole('region', { name: 'Pickup from the farm' }, { timeout: 5000 }))
}

const cashPickup = { fulfilment: 'pickup', payment: { method: 'cod', status: 'pending', utr: null, refusals: 0, upi: null } } as const

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})

describe('The pickup place on the order page', () => {
  it('says the farm’s address comes once the farmer accepts, and names cash "Pay at pickup"', async () => {
    showOrder(makeOrder({ ...cashPickup, status: 'placed', pickup: null }))
    const block = await pickupBlock()
    expect(block.getByText('The farm’s exact address shows here once the farmer accepts the order.')).toBeInTheDocument()
    expect(block.queryByRole('link')).not.toBeInTheDocument()
    expect(block.getByText('Payment: Pay at pickup')).toBeInTheDocument()
  })

  it('shows the address and a map link once accepted', async () => {
    const pickup = { address: 'Gat 112, near the Hanuman temple, Nashik, Maharashtra 422001', lat: 20.0082, lng: 73.80645 }
    showOrder(makeOrder({ ...cashPickup, status: 'accepted', pickup }))
    const block = await pickupBlock()
    expect(block.getByText(pickup.address)).toBeInTheDocument()
    expect(block.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=20.0082,73.80645',
    )
  })

  it('is not shown for a delivered order', async () => {
    showOrder(makeOrder({ status: 'accepted', pickup: null }))
    expect(await screen.findByRole('heading', { name: 'Order #KS7Q2M4X' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Pickup from the farm' })).not.toBeInTheDocument()
  })
})
