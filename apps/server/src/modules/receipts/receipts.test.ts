import { randomBytes, randomUUID } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '@app/shared/orders'
import type { PaymentStatus } from '@app/shared/payments'
import { orderLines, orderPayments, orders } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, createUser, signIn } from '../../../test/factories'
import { pdfRupees, pdfSafe, renderReceiptPdf } from './receipts.pdf'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

let t: TestApp
let farmer: SignedIn
let buyer: SignedIn
let otherFarmer: SignedIn
let otherBuyer: SignedIn

beforeAll(async () => {
  t = await buildTestApp()
  const named = async (role: 'farmer' | 'buyer', name: string) => {
    const { user, password } = await createUser(t.app, { role, name })
    return { user, token: await signIn(t.app, user.email, password) }
  }
  ;[farmer, buyer, otherFarmer, otherBuyer] = await Promise.all([
    named('farmer', 'Ramesh Patel'),
    named('buyer', 'Anita Sharma'),
    createSignedInUser(t.app, 'farmer'),
    createSignedInUser(t.app, 'buyer'),
  ])
})
afterAll(async () => {
  await t?.close()
})

/** A delivered order of Ramesh's for Anita: 6 kg of onion at ₹25 and 2.5 kg of garlic at ₹180.10, delivered for ₹49. */
async function seedOrder(payment: PaymentStatus) {
  const reference = `KS${randomBytes(5).toString('hex').toUpperCase()}`
  const [order] = await t.app.db
    .insert(orders)
    .values({
      reference,
      buyerId: buyer.user.id,
      farmerId: farmer.user.id,
      status: 'delivered',
      fulfilment: 'delivery',
      address: '14 MG Road, Pune, Maharashtra',
      deliveryFee: 49,
      subtotal: 600.25,
      total: 649.25,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  await t.app.db.insert(orderLines).values([
    { orderId, productName: 'Red Onion', unit: 'kg', quantity: 6, pricePerUnit: 25, amount: 150 },
    { orderId, productName: 'Garlic', unit: 'kg', quantity: 2.5, pricePerUnit: 180.1, amount: 450.25 },
  ])
  await t.app.db.insert(orderPayments).values({ orderId, method: 'cod', status: payment })
  return { orderId, reference }
}

/**
 * The text a PDF draws: every content stream inflated when deflated, and the strings of its
 * text operators (PDFKit writes the standard fonts' text as hex) decoded and joined, one line per
 * operator.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const texts: string[] = []
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n/g
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    const bytes = pdf.subarray(start, end)
    const content = /\/FlateDecode/.test(match[1]!) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1')
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
      texts.push(pieces.join(''))
    }
  }
  return texts.join('\n')
}

function getReceipt(orderId: string, token?: string) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf`, headers: token ? bearer(token) : {} })
}

describe('GET /api/orders/:orderId/receipt.pdf', () => {
  it('gives the buyer a one-page A4 PDF with the reference, names, lines, totals and "Not paid yet"', async () => {
    const { orderId, reference } = await seedOrder('pending')
    const response = await getReceipt(orderId, buyer.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`inline; filename="KisanSetu-receipt-${reference}.pdf"`)
    const pdf = response.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const raw = pdf.toString('latin1')
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1)
    // A4 is 595.28 × 841.89 points.
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
    const text = pdfText(pdf)
    for (const expected of [
      'KisanSetu',
      'Receipt',
      reference,
      'Anita Sharma',
      'Ramesh Patel',
      'Delivery by the farmer',
      '14 MG Road, Pune, Maharashtra',
      'Red Onion',
      '6 kg',
      'Rs. 25.00 / kg',
      'Rs. 150.00',
      'Garlic',
      '2.5 kg',
      'Rs. 450.25',
      'Rs. 600.25',
      'Rs. 49.00',
      'Total',
      'Rs. 649.25',
      'Cash on delivery',
      'Not paid yet',
    ]) {
      expect(text.split('\n'), expected).toContain(expected)
    }
    expect(text).not.toContain('Paid')
  })

  it('gives the farmer the same receipt, saying "Paid" once the payment is received', async () => {
    const { orderId, reference } = await seedOrder('received')
    const response = await getReceipt(orderId, farmer.token)
    expect(response.statusCode, response.body).toBe(200)
    const lines = pdfText(response.rawPayload).split('\n')
    expect(lines).toContain(reference)
    expect(lines).toContain('Paid')
  })

  it('writes the payment status label when it is neither pending nor received', async () => {
    const { orderId } = await seedOrder('not_received')
    const response = await getReceipt(orderId, buyer.token)
    expect(pdfText(response.rawPayload).split('\n')).toContain('Farmer has not received it')
  })

  it('answers 404 to a farmer or buyer of other orders, and for a missing or malformed id', async () => {
    const { orderId } = await seedOrder('pending')
    for (const stranger of [otherFarmer, otherBuyer]) {
      const response = await getReceipt(orderId, stranger.token)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This order was not found' })
    }
    expect((await getReceipt(randomUUID(), buyer.token)).statusCode).toBe(404)
    expect((await getReceipt('not-an-id', buyer.token)).statusCode).toBe(404)
  })

  it('answers 401 without a session', async () => {
    const { orderId } = await seedOrder('pending')
    const response = await getReceipt(orderId)
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe('renderReceiptPdf', () => {
  const order: Order = {
    _id: randomUUID(),
    reference: 'KS7Q2M4X',
    status: 'accepted',
    fulfilment: 'pickup',
    address: 'Nashik, Maharashtra, 422001',
    deliveryFee: 0,
    subtotal: 100,
    total: 100,
    lines: [],
    payment: { method: 'upi', status: 'submitted', utr: '123456789012', refusals: 0, upi: null },
    expectedDeliveryDate: null,
    holdUntil: null,
    createdAt: '2025-03-02T19:00:00.000Z',
    farmer: { _id: 'f', name: 'रमेश पटेल', phone: null },
    buyer: { _id: 'b', name: 'Anita Sharma', phone: null },
    events: [],
  }

  it('dates the receipt by India’s calendar and keeps a long order on one page', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      productId: null,
      productName: `Product ${index + 1} with a very, very long name that would never fit in its column on the page`,
      unit: 'kg',
      quantity: 1,
      pricePerUnit: 1,
      amount: 1,
    }))
    const pdf = await renderReceiptPdf({ ...order, lines }, { compress: false })
    const raw = pdf.toString('latin1')
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1)
    const text = pdfText(pdf).split('\n')
    // 19:00 UTC on 2 March is 00:30 on 3 March in India.
    expect(text).toContain('3 March 2025')
    expect(text).toContain('UPI')
    expect(text).toContain('UTR entered, awaiting the farmer')
    expect(text).toContain('Pickup at the farm')
    expect(text.find((line) => line.startsWith('Product 1 '))).toMatch(/^Product 1 with a very, very long name.*\.\.\.$/)
    expect(text.find((line) => line.includes('more items'))).toMatch(/and \d+ more items, listed with the order$/)
  })

  it('writes amounts as Rs. and replaces characters the standard fonts cannot draw', () => {
    expect(pdfRupees(125000.5)).toBe('Rs. 1,25,000.50')
    expect(pdfSafe('Café – “ok”')).toBe('Café – “ok”')
    expect(pdfSafe('रमेश ₹5')).toBe('???? Rs.5')
  })
})
