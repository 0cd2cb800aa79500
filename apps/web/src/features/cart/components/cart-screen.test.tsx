import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListedProduct } from '@app/shared/browse'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct as listed } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const CART_URL = apiUrl('/orderProduct/getProductFromCart')
const REMOVE_URL = apiUrl('/orderProduct/cancelOrder/:productId')

// A line's amount is price per unit × quantity available (the marketplace's rule, odd as it reads).
const tomato = listed({ _id: 'p-tomato', name: 'Desi Tomato', pricePerUnit: 30, quantityAvailable: 120, isCertified: true }) // ₹3,600
const rice = listed({ _id: 'p-rice', name: 'Basmati Rice', variety: 'Pusa 1121', pricePerUnit: 95.5, quantityAvailable: 10 }) // ₹955

function answerCart(entries: string[], products: ListedProduct[]) {
  server.use(
    http.get(CART_URL, () =>
      HttpResponse.json({
        cart: { products: entries.map((productId, index) => ({ productId, addedAt: `2025-05-0${index + 1}T10:00:00.000Z` })) },
        product: products,
      }),
    ),
  )
}

function summary() {
  return within(screen.getByRole('complementary', { name: 'Order Summary' }))
}

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

/** The value beside a label in the summary (label and value are a dt/dd pair). */
function summaryValue(label: string) {
  return summary().getByText(label).nextElementSibling?.textContent
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Cart (/mycart)', () => {
  it('shows each item with its quantity and amount, and the totals with ₹49 delivery', async () => {
    answerCart(['p-tomato', 'p-rice', 'p-tomato'], [tomato, rice])
    renderApp('/mycart')
    const tomatoItem = within((await screen.findByRole('heading', { name: 'Desi Tomato', level: 2 })).closest('li') as HTMLElement)
    expect(tomatoItem.getByText('Certified Organic')).toBeInTheDocument()
    expect(tomatoItem.getByText('Nashik, Maharashtra')).toBeInTheDocument()
    expect(tomatoItem.getByText('₹30.00 / kg')).toBeInTheDocument()
    expect(tomatoItem.getByText('Quantity').nextElementSibling).toHaveTextContent('2')
    expect(tomatoItem.getByText('₹3,600.00')).toBeInTheDocument()
    const riceItem = within(screen.getByRole('heading', { name: 'Basmati Rice', level: 2 }).closest('li') as HTMLElement)
    expect(riceItem.getByText('Variety: Pusa 1121')).toBeInTheDocument()
    expect(riceItem.queryByText('Certified Organic')).not.toBeInTheDocument()
    expect(riceItem.getByText('₹955.00')).toBeInTheDocument()

    expect(screen.getByText('2 items')).toBeInTheDocument()
    expect(summaryValue('Subtotal (2 items)')).toBe('₹4,555.00')
    expect(summaryValue('Delivery Charges')).toBe('₹49.00')
    expect(summaryValue('Total')).toBe('₹4,604.00')
    expect(summary().getByText('Secure checkout with SSL encryption')).toBeInTheDocument()
    expect(summary().getByText('Fixed delivery charges ₹49')).toBeInTheDocument()
    expect(summary().getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products/browse')
  })

  it('charges no delivery while the subtotal is zero, and counts one item as "item"', async () => {
    answerCart(['p-free'], [listed({ _id: 'p-free', name: 'Gift Seeds', pricePerUnit: 0 })])
    renderApp('/mycart')
    expect(await screen.findByText('1 item')).toBeInTheDocument()
    expect(summaryValue('Subtotal (1 item)')).toBe('₹0.00')
    expect(summaryValue('Delivery Charges')).toBe('₹0.00')
    expect(summaryValue('Total')).toBe('₹0.00')
  })

  it('removes an item and drops it from the list, with the toast', async () => {
    answerCart(['p-tomato', 'p-rice'], [tomato, rice])
    let removed = ''
    server.use(
      http.delete(REMOVE_URL, ({ params }) => {
        removed = String(params.productId)
        return HttpResponse.json({ message: 'Removed from cart.' })
      }),
    )
    const user = userEvent.setup()
    renderApp('/mycart')
    await user.click(await screen.findByRole('button', { name: 'Remove Desi Tomato from cart' }))
    expect(await notifications().findByText('Removed from cart.')).toBeInTheDocument()
    expect(removed).toBe('p-tomato')
    expect(screen.queryByRole('heading', { name: 'Desi Tomato' })).not.toBeInTheDocument()
    expect(screen.getByText('1 item')).toBeInTheDocument()
    expect(summaryValue('Total')).toBe('₹1,004.00')
  })

  it('shows a failed removal as "Error: …" with the fallback text', async () => {
    answerCart(['p-rice'], [rice])
    server.use(http.delete(REMOVE_URL, () => new HttpResponse(null, { status: 502 })))
    const user = userEvent.setup()
    renderApp('/mycart')
    await user.click(await screen.findByRole('button', { name: 'Remove Basmati Rice from cart' }))
    expect(await notifications().findByText('Error: Failed to remove product from cart')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Basmati Rice' })).toBeInTheDocument()
  })

  it('shows "Processing..." for 1 second after Pay, then says online payment is not live', async () => {
    answerCart(['p-rice'], [rice])
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderApp('/mycart')
    await user.click(await screen.findByRole('button', { name: 'Pay' }))
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByRole('alert')).toHaveTextContent('Online payment is not live yet')
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled()
  })

  it('shows the empty cart', async () => {
    answerCart([], [])
    renderApp('/mycart')
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
    expect(screen.getByText('Add some fresh produce to get started!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products/browse')
    expect(screen.getByText('0 items')).toBeInTheDocument()
  })

  it('shows a failed load as a red "Error: …" banner', async () => {
    server.use(
      http.get(CART_URL, () => HttpResponse.json({ message: 'Cart service is down', code: 'INTERNAL', requestId: 'r' }, { status: 503 })),
    )
    renderApp('/mycart')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Cart service is down')
    await waitFor(() => expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument())
  })
})
