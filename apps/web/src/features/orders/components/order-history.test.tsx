import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const ORDERS_URL = apiUrl('/orders')

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})

describe('My Orders (/orders/history)', () => {
  it('lists the buyer’s orders with farmer, quantity, amounts, delivery and status', async () => {
    server.use(
      http.get(ORDERS_URL, () =>
        HttpResponse.json({
          orders: [
            makeOrder({
              _id: 'c0ffee00-0000-0000-0000-00000abc1234',
              quantity: 6,
              pricePerUnit: 1250,
              amount: 7500,
              unit: 'dozen',
              productName: 'Kesar Mango',
              expectedDeliveryDate: '2025-06-02',
            }),
          ],
        }),
      ),
    )
    renderApp('/orders/history')
    const order = within((await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })).closest('li') as HTMLElement)
    expect(order.getByText('Order #0ABC1234 · Ordered on 4 May 2025')).toBeInTheDocument()
    expect(order.getByText('Ramesh Patel')).toBeInTheDocument()
    expect(order.getByText('6 dozen')).toBeInTheDocument()
    expect(order.getByText('₹1,250 per dozen')).toBeInTheDocument()
    expect(order.getByText('₹7,500')).toBeInTheDocument()
    expect(order.getByText('2 Jun 2025')).toBeInTheDocument()
    expect(order.getByText('Order confirmed')).toBeInTheDocument()
  })

  it('says nothing has been ordered yet when there are no orders', async () => {
    server.use(http.get(ORDERS_URL, () => HttpResponse.json({ orders: [] })))
    renderApp('/orders/history')
    expect(await screen.findByText("You haven't ordered anything yet.")).toBeInTheDocument()
  })
})
