import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '@app/shared/orders'
import { queryClient } from '@/lib/query-client'
import { makeOrder } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'

const RECEIPT_URL = apiUrl('/orders/:id/receipt')
const PDF_URL = apiUrl('/orders/:id/receipt.pdf')

const ORDER = makeOrder({
  _id: 'order-7',
  // 19:00 UTC on 4 May is 00:30 on 5 May in India: the receipt gives India's date.
  createdAt: '2025-05-04T19:00:00.000Z',
  status: 'delivered',
  lines: [
    { productId: 'p-onion', productName: 'Red Onion', unit: 'kg', quantity: 6, pricePerUnit: 25, amount: 150 },
    { productId: 'p-garlic', productName: 'Garlic', unit: 'kg', quantity: 2.5, pricePerUnit: 180.1, amount: 450.25 },
  ],
  subtotal: 600.25,
  total: 649.25,
  payment: { method: 'cod', status: 'received', utr: null, refusals: 0, upi: null },
})

function serveOrder(order: Order) {
  server.use(
    http.get(RECEIPT_URL, () =>
      HttpResponse.json({ message: '', receipt: { number: 'R-0007', issuedAt: '2025-05-06T10:00:00.000Z' }, order }),
    ),
  )
}

function fact(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

beforeEach(() => {
  queryClient.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the receipt page (/orders/receipt/:id)', () => {
  it('shows the buyer the receipt: reference, India date, parties, lines, totals and "Paid"', async () => {
    storeSession('buyer')
    serveOrder(ORDER)
    renderApp('/orders/receipt/order-7')
    expect(await screen.findByRole('heading', { name: 'Receipt', level: 1 }, { timeout: 5000 })).toBeInTheDocument()
    expect(document.title).toBe('Receipt | KisanSetu')
    expect(fact('Receipt number')).toBe('R-0007')
    expect(fact('Order reference')).toBe('KS7Q2M4X')
    expect(fact('Date')).toBe('5 May 2025')
    expect(fact('Buyer')).toBe('Anita Sharma')
    expect(fact('Farmer')).toBe('Ramesh Patel')
    expect(fact('Fulfilment')).toBe('Delivery by the farmer')
    expect(fact('Address')).toBe('14 MG Road, Pune, Maharashtra')
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Product', 'Quantity', 'Price', 'Amount'],
      ['Red Onion', '6 kg', '₹25.00 / kg', '₹150.00'],
      ['Garlic', '2.5 kg', '₹180.10 / kg', '₹450.25'],
      ['Subtotal', '₹600.25'],
      ['Delivery fee', '₹49.00'],
      ['Total', '₹649.25'],
    ])
    expect(fact('Payment method')).toBe('Cash on delivery')
    expect(fact('Payment')).toBe('Paid')
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/orders/view/order-7')
  })

  it('says "Not paid yet" to the farmer while the payment is pending, and prints with window.print', async () => {
    storeSession('farmer')
    serveOrder({ ...ORDER, payment: { method: 'upi', status: 'pending', utr: null, refusals: 0, upi: null } })
    const print = vi.fn()
    vi.stubGlobal('print', print)
    renderApp('/orders/receipt/order-7')
    await screen.findByRole('heading', { name: 'Receipt', level: 1 }, { timeout: 5000 })
    expect(fact('Payment method')).toBe('UPI')
    expect(fact('Payment')).toBe('Not paid yet')
    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('downloads the PDF in the page’s language with the Bearer token and saves it under the order reference', async () => {
    storeSession('buyer', 'token-abc')
    serveOrder(ORDER)
    let authorization: string | null = null
    let language: string | null = null
    server.use(
      http.get(PDF_URL, ({ request }) => {
        authorization = request.headers.get('authorization')
        language = request.headers.get('accept-language')
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } })
      }),
    )
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt')
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })

    renderApp('/orders/receipt/order-7')
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 5000 }))
    await waitFor(() => expect(clicks).toHaveLength(1))
    expect(authorization).toBe('Bearer token-abc')
    expect(language).toBe('en')
    expect(clicks[0]!.download).toBe('KisanSetu-receipt-KS7Q2M4X.pdf')
    expect(clicks[0]!.getAttribute('href')).toBe('blob:receipt')
    expect((createObjectURL.mock.calls[0]![0] as Blob).size).toBe(4)
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:receipt'))
  })

  it('says why the download failed', async () => {
    storeSession('buyer')
    serveOrder(ORDER)
    server.use(
      http.get(PDF_URL, () => HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong', requestId: 'r' }, { status: 500 })),
    )
    renderApp('/orders/receipt/order-7')
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 5000 }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
  })

  it('shows the server’s message when the order is not the viewer’s', async () => {
    storeSession('buyer')
    server.use(
      http.get(RECEIPT_URL, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'This order was not found', requestId: 'r' }, { status: 404 }),
      ),
    )
    renderApp('/orders/receipt/order-9')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('This order was not found')
  })
})
