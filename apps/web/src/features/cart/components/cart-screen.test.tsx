import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListedProduct } from '@app/shared/browse'
import type { CartEntry } from '@app/shared/cart'
import { hasPendingCart, keepPendingCart } from '@/lib/pending-cart'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct as listed } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const CART_URL = apiUrl('/orderProduct/getProductFromCart')
const REMOVE_URL = apiUrl('/orderProduct/cancelOrder/:productId')
const QUANTITY_URL = apiUrl('/me/cart/:productId')
const ACCEPT_URL = apiUrl('/me/cart/:productId/accept-price')
const ADD_URL = apiUrl('/orderProduct/addToCart')

// A line's amount is price per unit × the quantity the buyer chose.
const tomato = listed({
  _id: 'p-tomato',
  name: 'Desi Tomato',
  pricePerUnit: 30,
  quantityAvailable: 10,
  minOrderQuantity: 1,
  orderStep: 0.5,
  isCertified: true,
})
const rice = listed({ _id: 'p-rice', name: 'Basmati Rice', variety: 'Pusa 1121', pricePerUnit: 95.5, quantityAvailable: 10 })

type Line = { product: ListedProduct; quantity: number; priceSeen?: number }

function entryOf({ product, quantity, priceSeen }: Line, index: number): CartEntry {
  return { productId: product._id, addedAt: `2025-05-0${index + 1}T10:00:00.000Z`, quantity, priceSeen: priceSeen ?? product.pricePerUnit }
}

/** Answers the cart with these lines, as the server would: one entry per product, and its listing. */
function answerCart(lines: Line[]) {
  server.use(
    http.get(CART_URL, () => HttpResponse.json({ cart: { products: lines.map(entryOf) }, product: lines.map((line) => line.product) })),
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

/** One line of the cart, once it shows (the first test of a run also waits for the screen's code to load). */
async function item(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 2 }, { timeout: 5000 })
  return within(heading.closest('li') as HTMLElement)
}

/** The amount beside its label in a cart line. */
function amountOf(line: ReturnType<typeof within>) {
  return line.getByText('Amount').nextElementSibling?.textContent
}

beforeEach(() => {
  queryClient.clear()
  storeSession('buyer')
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Cart (/mycart)', () => {
  it('shows one line per product with its quantity and amount (price × quantity chosen), and the totals with ₹49 delivery', async () => {
    answerCart([
      { product: tomato, quantity: 3 },
      { product: rice, quantity: 2 },
    ])
    renderApp('/mycart')
    const tomatoItem = await item('Desi Tomato')
    expect(tomatoItem.getByText('Certified Organic')).toBeInTheDocument()
    expect(tomatoItem.getByText('Nashik, Maharashtra')).toBeInTheDocument()
    expect(tomatoItem.getByText('₹30.00 / kg')).toBeInTheDocument()
    expect(tomatoItem.getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveValue('3')
    expect(amountOf(tomatoItem)).toBe('₹90.00')
    const riceItem = await item('Basmati Rice')
    expect(riceItem.getByText('Variety: Pusa 1121')).toBeInTheDocument()
    expect(riceItem.queryByText('Certified Organic')).not.toBeInTheDocument()
    expect(amountOf(riceItem)).toBe('₹191.00')

    expect(screen.getByText('2 items')).toBeInTheDocument()
    expect(summaryValue('Subtotal (2 items)')).toBe('₹281.00')
    expect(summaryValue('Delivery Charges')).toBe('₹49.00')
    expect(summaryValue('Total')).toBe('₹330.00')
    expect(summary().getByRole('button', { name: 'Pay' })).toBeEnabled()
    expect(summary().getByText('Secure checkout with SSL encryption')).toBeInTheDocument()
    expect(summary().getByText('Delivery ₹49 per farmer unless the farmer sets another fee')).toBeInTheDocument()
    expect(summary().getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products/browse')
  })

  it('charges no delivery while the subtotal is zero, and counts one item as "item"', async () => {
    answerCart([{ product: listed({ _id: 'p-free', name: 'Gift Seeds', pricePerUnit: 0 }), quantity: 1 }])
    renderApp('/mycart')
    expect(await screen.findByText('1 item')).toBeInTheDocument()
    expect(summaryValue('Subtotal (1 item)')).toBe('₹0.00')
    expect(summaryValue('Delivery Charges')).toBe('₹0.00')
    expect(summaryValue('Total')).toBe('₹0.00')
  })

  it('changes a quantity with − and + and by typing: the amount and totals follow at once, and each change is saved once, after a pause', async () => {
    answerCart([{ product: tomato, quantity: 2 }])
    const sent: { productId: string; body: unknown }[] = []
    server.use(
      http.patch(QUANTITY_URL, async ({ params, request }) => {
        const body = (await request.json()) as { quantity: number }
        sent.push({ productId: String(params.productId), body })
        return HttpResponse.json({
          message: 'Quantity updated',
          entry: { productId: 'p-tomato', addedAt: '2025-05-01T10:00:00.000Z', quantity: body.quantity, priceSeen: 30 },
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/mycart')
    const line = await item('Desi Tomato')
    const quantity = line.getByRole('spinbutton', { name: 'Quantity (kg)' })
    expect(amountOf(line)).toBe('₹60.00')

    await user.click(line.getByRole('button', { name: 'Increase quantity: Desi Tomato' }))
    expect(quantity).toHaveValue('2.5')
    expect(amountOf(line)).toBe('₹75.00')
    await user.click(line.getByRole('button', { name: 'Increase quantity: Desi Tomato' }))
    expect(quantity).toHaveValue('3')
    expect(amountOf(line)).toBe('₹90.00')
    expect(summaryValue('Total')).toBe('₹139.00')
    expect(line.getByText('Saving...')).toBeInTheDocument()
    // Two quick presses are one save.
    expect(await line.findByText('Saved')).toBeInTheDocument()
    expect(sent).toEqual([{ productId: 'p-tomato', body: { quantity: 3 } }])

    // The arrow keys step as the buttons do.
    quantity.focus()
    await user.keyboard('{ArrowDown}')
    expect(quantity).toHaveValue('2.5')

    await user.clear(quantity)
    await user.type(quantity, '7.5')
    expect(amountOf(line)).toBe('₹225.00')
    await waitFor(() => expect(sent.at(-1)).toEqual({ productId: 'p-tomato', body: { quantity: 7.5 } }))
    expect(sent.map(({ body }) => body)).toEqual([{ quantity: 3 }, { quantity: 7.5 }])
    expect(await line.findByText('Saved')).toBeInTheDocument()
    expect(summaryValue('Total')).toBe('₹274.00')
  })

  it('keeps a typed quantity the listing does not allow out of the cart: its reason shows, nothing is sent and Pay waits', async () => {
    answerCart([
      { product: tomato, quantity: 2 },
      { product: rice, quantity: 1 },
    ])
    let sent = 0
    server.use(
      http.patch(QUANTITY_URL, async ({ request }) => {
        sent += 1
        const { quantity } = (await request.json()) as { quantity: number }
        return HttpResponse.json({ message: 'Quantity updated', entry: entryOf({ product: tomato, quantity }, 0) })
      }),
    )
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderApp('/mycart')
    const line = await item('Desi Tomato')
    const quantity = line.getByRole('spinbutton', { name: 'Quantity (kg)' })

    await user.clear(quantity)
    await user.type(quantity, '2.2')
    expect(quantity).toHaveAccessibleDescription('Order 1 kg or more, in steps of 0.5 kg')
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await user.clear(quantity)
    await user.type(quantity, '11')
    expect(quantity).toHaveAccessibleDescription('Only 10 kg left')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(sent).toBe(0)
    // The line waits outside the summary until its quantity is one the listing allows.
    expect(summaryValue('Subtotal (1 item)')).toBe('₹95.50')
    expect(summary().getByRole('button', { name: 'Pay' })).toBeDisabled()
    expect(summary().getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription(
      'Sort out the flagged items above to pay: change the quantity, accept the new price or remove them.',
    )

    // − goes to the largest order the stock allows.
    await user.click(line.getByRole('button', { name: 'Decrease quantity: Desi Tomato' }))
    expect(quantity).toHaveValue('10')
    expect(quantity).not.toHaveAttribute('aria-invalid')
    expect(line.getByRole('button', { name: 'Increase quantity: Desi Tomato' })).toBeDisabled()
    expect(summary().getByRole('button', { name: 'Pay' })).toBeEnabled()
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(sent).toBe(1))
  })

  it('undoes a quantity the server refuses and shows its message', async () => {
    answerCart([{ product: tomato, quantity: 2 }])
    let loads = 0
    server.use(
      http.get(CART_URL, () => {
        loads += 1
        return HttpResponse.json({ cart: { products: [entryOf({ product: tomato, quantity: 2 }, 0)] }, product: [tomato] })
      }),
      http.patch(QUANTITY_URL, () =>
        HttpResponse.json(
          { message: 'Only 5 kg left', code: 'VALIDATION_FAILED', fieldErrors: { quantity: ['Only 5 kg left'] }, requestId: 'r' },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderApp('/mycart')
    const line = await item('Desi Tomato')
    const quantity = line.getByRole('spinbutton', { name: 'Quantity (kg)' })
    await user.clear(quantity)
    await user.type(quantity, '8')
    expect(amountOf(line)).toBe('₹240.00')

    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Only 5 kg left'))
    expect(quantity).toHaveValue('2')
    expect(amountOf(line)).toBe('₹60.00')
    expect(summaryValue('Total')).toBe('₹109.00')
    // The cart is asked for again: the listing may have changed under the line.
    await waitFor(() => expect(loads).toBe(2))
  })

  it('offers Try Again for a quantity that could not be sent, and sends it again', async () => {
    answerCart([{ product: tomato, quantity: 2 }])
    const sent: number[] = []
    let reachable = false
    server.use(
      http.patch(QUANTITY_URL, async ({ request }) => {
        if (!reachable) return HttpResponse.error()
        const { quantity } = (await request.json()) as { quantity: number }
        sent.push(quantity)
        return HttpResponse.json({
          message: 'Quantity updated',
          entry: { productId: 'p-tomato', addedAt: '2025-05-01T10:00:00.000Z', quantity, priceSeen: 30 },
        })
      }),
    )
    const user = userEvent.setup()
    renderApp('/mycart')
    const line = await item('Desi Tomato')
    const quantity = line.getByRole('spinbutton', { name: 'Quantity (kg)' })
    await user.clear(quantity)
    await user.type(quantity, '4')

    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('KisanSetu could not be reached. Check your connection and try again.'),
    )
    expect(quantity).toHaveValue('2')

    reachable = true
    await user.click(line.getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(sent).toEqual([4]))
    expect(await line.findByText('Saved')).toBeInTheDocument()
    expect(quantity).toHaveValue('4')
    expect(line.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
  })

  it('flags lines that cannot be checked out, leaves them out of the summary and holds Pay', async () => {
    answerCart([
      { product: listed({ _id: 'p-gone', name: 'Green Peas', status: 'unavailable' }), quantity: 1 },
      { product: listed({ _id: 'p-empty', name: 'Okra', minOrderQuantity: 5, quantityAvailable: 3 }), quantity: 5 },
      { product: listed({ _id: 'p-short', name: 'Potato', quantityAvailable: 4 }), quantity: 6 },
      { product: listed({ _id: 'p-dear', name: 'Garlic', pricePerUnit: 130 }), quantity: 2, priceSeen: 120 },
      { product: rice, quantity: 2 },
    ])
    renderApp('/mycart')
    expect(await screen.findByText('5 items')).toBeInTheDocument()
    const gone = await item('Green Peas')
    expect(gone.getByText('No longer available')).toBeInTheDocument()
    expect(gone.getByRole('spinbutton', { name: 'Quantity (kg)' })).toBeDisabled()
    const empty = await item('Okra')
    expect(empty.getByText('Sold out')).toBeInTheDocument()
    expect(empty.getByRole('spinbutton', { name: 'Quantity (kg)' })).toBeDisabled()
    const short = await item('Potato')
    expect(short.getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveAccessibleDescription('Only 4 kg left')
    const dear = await item('Garlic')
    expect(dear.getByText('Price changed from ₹120 to ₹130')).toBeInTheDocument()
    expect(dear.getByRole('button', { name: 'Accept the new price of Garlic' })).toHaveTextContent('Accept new price')
    expect(amountOf(dear)).toBe('₹260.00')

    // Only the rice can be checked out as it is.
    expect(summaryValue('Subtotal (1 item)')).toBe('₹191.00')
    expect(summaryValue('Total')).toBe('₹240.00')
    expect(summary().getByRole('button', { name: 'Pay' })).toBeDisabled()
    expect(summary().getByText(/^Sort out the flagged items above to pay/)).toBeInTheDocument()
  })

  it('accepts a new price: the flag goes, the line counts again and Pay is enabled', async () => {
    const garlic = listed({ _id: 'p-dear', name: 'Garlic', pricePerUnit: 130 })
    let priceSeen = 120
    let accepted = ''
    server.use(
      http.get(CART_URL, () =>
        HttpResponse.json({ cart: { products: [entryOf({ product: garlic, quantity: 2, priceSeen }, 0)] }, product: [garlic] }),
      ),
      http.post(ACCEPT_URL, ({ params }) => {
        accepted = String(params.productId)
        priceSeen = 130
        return HttpResponse.json({ message: 'New price accepted', entry: entryOf({ product: garlic, quantity: 2 }, 0) })
      }),
    )
    const user = userEvent.setup()
    renderApp('/mycart')
    const line = await item('Garlic')
    expect(summary().getByRole('button', { name: 'Pay' })).toBeDisabled()
    expect(summaryValue('Total')).toBe('₹0.00')

    await user.click(line.getByRole('button', { name: 'Accept the new price of Garlic' }))
    expect(await notifications().findByText('New price accepted')).toBeInTheDocument()
    expect(accepted).toBe('p-dear')
    expect(line.queryByText(/^Price changed/)).not.toBeInTheDocument()
    expect(summaryValue('Subtotal (1 item)')).toBe('₹260.00')
    expect(summaryValue('Total')).toBe('₹309.00')
    expect(summary().getByRole('button', { name: 'Pay' })).toBeEnabled()
    expect(summary().queryByText(/^Sort out the flagged items/)).not.toBeInTheDocument()
  })

  it('removes an item and drops it from the list, with the toast', async () => {
    answerCart([
      { product: tomato, quantity: 3 },
      { product: rice, quantity: 1 },
    ])
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
    expect(summaryValue('Total')).toBe('₹144.50')
  })

  it('shows a failed removal as "Error: …" with the fallback text', async () => {
    answerCart([{ product: rice, quantity: 1 }])
    server.use(http.delete(REMOVE_URL, () => new HttpResponse(null, { status: 502 })))
    const user = userEvent.setup()
    renderApp('/mycart')
    await user.click(await screen.findByRole('button', { name: 'Remove Basmati Rice from cart' }))
    expect(await notifications().findByText('Error: Failed to remove product from cart')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Basmati Rice' })).toBeInTheDocument()
  })

  it('goes to checkout on Pay', async () => {
    answerCart([{ product: rice, quantity: 1 }])
    server.use(http.get(apiUrl('/me/checkout'), () => HttpResponse.json({ groups: [], deliveryAddress: null, ready: false })))
    const user = userEvent.setup()
    renderApp('/mycart')
    await user.click(await screen.findByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(currentPath()).toBe('/checkout'))
    expect(screen.queryByText(/not live yet/)).not.toBeInTheDocument()
  })

  it('puts what the buyer chose before signing in into the cart once, before showing it', async () => {
    keepPendingCart({ productId: tomato._id, quantity: 2 })
    const added: unknown[] = []
    let lines: Line[] = []
    server.use(
      http.post(ADD_URL, async ({ request }) => {
        added.push(await request.json())
        lines = [{ product: tomato, quantity: 2 }]
        return HttpResponse.json({ message: 'Product added to cart ✅' }, { status: 201 })
      }),
      http.get(CART_URL, () => HttpResponse.json({ cart: { products: lines.map(entryOf) }, product: lines.map((line) => line.product) })),
    )
    renderApp('/mycart')
    const line = await item('Desi Tomato')
    expect(line.getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveValue('2')
    expect(amountOf(line)).toBe('₹60.00')
    expect(await notifications().findByText('Product added to cart ✅')).toBeInTheDocument()
    expect(added).toEqual([{ productId: tomato._id, quantity: 2, userId: 'user-buyer' }])
    expect(hasPendingCart()).toBe(false)
  })

  it('says why a kept choice could not go in, and shows the cart without it', async () => {
    keepPendingCart({ productId: tomato._id, quantity: 2 })
    server.use(
      http.post(ADD_URL, () =>
        HttpResponse.json({ message: 'This product is not available right now', code: 'CONFLICT', requestId: 'r' }, { status: 409 }),
      ),
    )
    answerCart([])
    renderApp('/mycart')
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
    expect(await notifications().findByText('Error: This product is not available right now')).toBeInTheDocument()
    expect(hasPendingCart()).toBe(false)
  })

  it('shows the empty cart', async () => {
    answerCart([])
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
