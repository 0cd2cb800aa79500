import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const ORDERS_URL = apiUrl('/orders')

const orders = [
  makeOrder({
    _id: 'order-mango',
    reference: 'KSMANGO1',
    status: 'accepted',
    total: 7549,
    subtotal: 7500,
    lines: [
      { productId: 'p-mango', productName: 'Kesar Mango', unit: 'dozen', quantity: 6, pricePerUnit: 1250, amount: 7500 },
      { productId: 'p-a', productName: 'Okra', unit: 'kg', quantity: 1, pricePerUnit: 0, amount: 0 },
      { productId: 'p-b', productName: 'Garlic', unit: 'kg', quantity: 1, pricePerUnit: 0, amount: 0 },
      { productId: 'p-c', productName: 'Ginger', unit: 'kg', quantity: 1, pricePerUnit: 0, amount: 0 },
    ],
    payment: { method: 'upi', status: 'submitted', utr: '123456789012', refusals: 0, upi: null },
  }),
  makeOrder({
    _id: 'order-done',
    reference: 'KSDONE22',
    status: 'completed',
    payment: { method: 'cod', status: 'received', utr: null, refusals: 0, upi: null },
  }),
  makeOrder({ _id: 'order-no', reference: 'KSREJ333', status: 'rejected' }),
  makeOrder({ _id: 'order-new', reference: 'KSNEW444', status: 'placed' }),
]

function tab(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name} \\d+$`) })
}

function card(reference: string) {
  return within(screen.getByRole('heading', { name: `Order #${reference}`, level: 2 }).closest('li') as HTMLElement)
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})

describe('My Orders (/orders/history)', () => {
  it('shows each order as a card: reference, farmer, date, status, payment, lines, total and a link to it', async () => {
    server.use(http.get(ORDERS_URL, () => HttpResponse.json({ orders })))
    renderApp('/orders/history')
    await screen.findByRole('heading', { name: 'Order #KSMANGO1', level: 2 }, { timeout: 5000 })
    const mango = card('KSMANGO1')
    expect(mango.getByText('Ordered on 4 May 2025')).toBeInTheDocument()
    expect(mango.getByText('Ramesh Patel')).toBeInTheDocument()
    expect(mango.getByText('Accepted')).toBeInTheDocument()
    expect(mango.getByText('UPI · UTR entered, awaiting the farmer')).toBeInTheDocument()
    expect(mango.getByText('Kesar Mango (6 dozen), Okra (1 kg), Garlic (1 kg), 1 more item')).toBeInTheDocument()
    expect(mango.getByText('₹7,549.00')).toBeInTheDocument()
    expect(mango.getByRole('link', { name: 'View order #KSMANGO1' })).toHaveAttribute('href', '/orders/view/order-mango')
    // "Paid" only once the farmer confirmed the money arrived.
    expect(mango.queryByText(/Paid/)).not.toBeInTheDocument()
    expect(card('KSDONE22').getByText('Cash on delivery · Paid, confirmed by the farmer')).toBeInTheDocument()
  })

  it('filters by status group with counts: All, Active, Completed, Cancelled', async () => {
    server.use(http.get(ORDERS_URL, () => HttpResponse.json({ orders })))
    const user = userEvent.setup()
    renderApp('/orders/history')
    await screen.findByRole('heading', { name: 'Order #KSMANGO1', level: 2 }, { timeout: 5000 })
    expect(tab('All')).toHaveTextContent('4')
    expect(tab('All')).toHaveAttribute('aria-pressed', 'true')
    expect(tab('Active')).toHaveTextContent('2')
    expect(tab('Completed')).toHaveTextContent('1')
    expect(tab('Cancelled')).toHaveTextContent('1')

    await user.click(tab('Active'))
    expect(screen.getAllByRole('heading', { level: 2, name: /^Order #/ }).map((heading) => heading.textContent)).toEqual([
      'Order #KSMANGO1',
      'Order #KSNEW444',
    ])
    await user.click(tab('Cancelled'))
    expect(screen.getAllByRole('heading', { level: 2, name: /^Order #/ }).map((heading) => heading.textContent)).toEqual([
      'Order #KSREJ333',
    ])
    await user.click(tab('Completed'))
    expect(screen.getAllByRole('heading', { level: 2, name: /^Order #/ }).map((heading) => heading.textContent)).toEqual([
      'Order #KSDONE22',
    ])
  })

  it('says nothing has been ordered yet when there are no orders', async () => {
    server.use(http.get(ORDERS_URL, () => HttpResponse.json({ orders: [] })))
    renderApp('/orders/history')
    expect(await screen.findByText("You haven't ordered anything yet.")).toBeInTheDocument()
    const empty = within(screen.getByText("You haven't ordered anything yet.").parentElement as HTMLElement)
    expect(empty.getByText('Place an order from your cart and it appears here.')).toBeInTheDocument()
    expect(empty.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products/browse')
  })

  it('shows a failed load', async () => {
    server.use(
      http.get(ORDERS_URL, () => HttpResponse.json({ message: 'Database unavailable', code: 'INTERNAL', requestId: 'r' }, { status: 503 })),
    )
    renderApp('/orders/history')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable')
  })
})
