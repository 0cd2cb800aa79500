import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import type { Locale } from '@app/shared/messages/locales'
import { createTranslator } from '@app/shared/messages/translate'
import type { Order } from '@app/shared/orders'
import type { PaymentStatus } from '@app/shared/payments'
import { ReceiptResponseSchema } from '@app/shared/receipts'
import { orderLines, orderPayments, orders } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createSignedInUser, createUser, signIn } from '../../../test/factories'
import { loadReceiptFonts, scriptRuns, type ReceiptFont, type ReceiptFonts } from './receipts.fonts'
import { renderReceiptPdf } from './receipts.pdf'
import { readOutlinesByFont, readPlacedText, readTexts } from './receipts.pdf-reader'

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>

const inHindi = createTranslator('hi', CATALOGUES.hi)

let t: TestApp
let fonts: ReceiptFonts
let buyer: SignedIn
let stranger: SignedIn

beforeAll(async () => {
  t = await buildTestApp()
  ;[buyer, stranger, fonts] = await Promise.all([named('buyer', 'Anita Sharma'), createSignedInUser(t.app, 'buyer'), loadReceiptFonts()])
})
afterAll(async () => {
  await t?.close()
})

async function named(role: 'farmer' | 'buyer', name: string): Promise<SignedIn> {
  const { user, password } = await createUser(t.app, { role, name })
  return { user, token: await signIn(t.app, user.email, password) } as SignedIn
}

interface SeedLine {
  productName: string
  unit?: string
  quantity: number
  pricePerUnit: number
}

/** A delivered order of `farmer`'s for Anita, delivered for ₹49; by default 6 kg of onion at ₹25 and 2.5 kg of garlic at ₹180.10. */
async function seedOrder(farmer: SignedIn, payment: PaymentStatus = 'pending', lines?: SeedLine[]) {
  const items = lines ?? [
    { productName: 'Red Onion', quantity: 6, pricePerUnit: 25 },
    { productName: 'Garlic', quantity: 2.5, pricePerUnit: 180.1 },
  ]
  const amounts = items.map((line) => Math.round(line.quantity * line.pricePerUnit * 100) / 100)
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0)
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
      subtotal,
      total: subtotal + 49,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  await t.app.db.insert(orderLines).values(items.map((line, index) => ({ orderId, unit: 'kg', ...line, amount: amounts[index]! })))
  await t.app.db.insert(orderPayments).values({ orderId, method: 'cod', status: payment })
  return { orderId, reference }
}

function getPdf(orderId: string, token?: string, language?: string) {
  const headers: Record<string, string> = token ? bearer(token) : {}
  if (language) headers['accept-language'] = language
  return t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf`, headers })
}

function getReceipt(orderId: string, token?: string) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt`, headers: token ? bearer(token) : {} })
}

async function receiptNumber(orderId: string, token: string): Promise<string> {
  const response = await getReceipt(orderId, token)
  expect(response.statusCode, response.body).toBe(200)
  return ReceiptResponseSchema.parse(response.json()).receipt.number
}

/** The glyphs fontkit's shaping gives `text` in `font`, by outline: what the PDF must show for it. */
function shaped(text: string, font: ReceiptFont): string[] {
  return font.font.layout(text).glyphs.map((glyph) => glyph.path.toSVG())
}

/** Whether the PDF draws, in `font`, the shaped glyphs of `text` one after the other. */
function drawsShaped(pdf: Buffer, text: string, font: ReceiptFont): boolean {
  const drawn = readOutlinesByFont(pdf).get(font.font.postscriptName) ?? []
  const wanted = shaped(text, font)
  return drawn.some((_, start) => wanted.every((outline, index) => drawn[start + index] === outline))
}

describe('GET /api/orders/:orderId/receipt.pdf', () => {
  it('gives the buyer a one-page A4 PDF in English with the number, names, lines and totals in ₹', async () => {
    const farmer = await named('farmer', 'Ramesh Patel')
    const { orderId, reference } = await seedOrder(farmer)
    const response = await getPdf(orderId, buyer.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`inline; filename="KisanSetu-receipt-${reference}.pdf"`)
    const pdf = response.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const raw = pdf.toString('latin1')
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1)
    // A4 is 595.28 × 841.89 points.
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
    const texts = readTexts(pdf)
    for (const expected of [
      'KisanSetu',
      'Receipt',
      'Receipt number',
      'R-0001',
      reference,
      'Anita Sharma',
      'Ramesh Patel',
      'Delivery by the farmer',
      '14 MG Road, Pune, Maharashtra',
      'Red Onion',
      '6 kg',
      '₹25.00 / kg',
      '₹150.00',
      'Garlic',
      '2.5 kg',
      '₹450.25',
      '₹600.25',
      '₹49.00',
      'Total',
      '₹649.25',
      'Cash on delivery',
      'Not paid yet',
    ]) {
      expect(texts, expected).toContain(expected)
    }
    expect(texts).not.toContain('Paid')
    expect(texts.join('\n')).not.toContain('Rs.')
  })

  it('writes a Hindi reader’s receipt in Hindi, with the Hindi, Tamil and Bengali names shaped', async () => {
    const farmer = await named('farmer', 'रमेश क्षत्रिय')
    const { orderId } = await seedOrder(farmer, 'received', [
      { productName: 'ஸ்ரீ தக்காளி', quantity: 6, pricePerUnit: 25 },
      { productName: 'ক্ষেতের আলু', quantity: 2, pricePerUnit: 30 },
    ])
    const response = await getPdf(orderId, farmer.token, 'hi-IN,hi;q=0.9,en;q=0.8')
    expect(response.statusCode, response.body).toBe(200)
    const pdf = response.rawPayload
    const { devanagari, tamil, bengali } = fonts

    // Conjuncts come out as fontkit shapes them: क्ष and त्र as one glyph each with ि before त्र,
    // ஸ்ரீ as one glyph, ক্ষ as one with its ে before it; never a glyph per character.
    for (const [word, font] of [
      ['क्षत्रिय', devanagari.regular],
      ['ஸ்ரீ', tamil.regular],
      ['ক্ষেতের', bengali.regular],
    ] as const) {
      expect(shaped(word, font).length, word).toBeLessThan(Array.from(word).length)
      expect(
        font.font.layout(word).glyphs.every((glyph) => glyph.id !== 0),
        word,
      ).toBe(true)
      expect(drawsShaped(pdf, word, font), word).toBe(true)
    }
    expect(drawsShaped(pdf, 'रमेश क्षत्रिय', devanagari.regular)).toBe(true)

    // The labels are the Hindi catalogue's, in bold.
    for (const id of ['receipt.title', 'receipt.farmer', 'receipt.product', 'receipt.total', 'receipt.paymentStatus'] as const) {
      const label = inHindi.t(id)
      expect(drawsShaped(pdf, label, id === 'receipt.title' ? devanagari.regular : devanagari.bold), label).toBe(true)
    }
    expect(drawsShaped(pdf, inHindi.t('receipt.paid'), devanagari.regular)).toBe(true)
    expect(drawsShaped(pdf, inHindi.t('unit.kg'), devanagari.regular)).toBe(true)
    const texts = readTexts(pdf)
    expect(texts).toContain('R-0001')
    expect(texts).toContain('₹150.00')
    expect(texts).toContain('₹259.00')
    expect(texts).not.toContain('Receipt')

    // Nothing fell back: no .notdef glyph and no question mark anywhere on the page.
    const placed = readPlacedText(pdf)
    expect(placed.flatMap((fragment) => fragment.glyphIds)).not.toContain(0)
    expect(placed.map((fragment) => fragment.text).join('')).not.toContain('?')
  })

  it('gives the farmer the same receipt, saying "Paid" once the payment is received', async () => {
    const farmer = await named('farmer', 'Ramesh Patel')
    const { orderId, reference } = await seedOrder(farmer, 'received')
    const response = await getPdf(orderId, farmer.token)
    expect(response.statusCode, response.body).toBe(200)
    const texts = readTexts(response.rawPayload)
    expect(texts).toContain(reference)
    expect(texts).toContain('Paid')
  })

  it('answers 404 to a farmer or buyer of other orders, and for a missing or malformed id; 401 without a session', async () => {
    const farmer = await named('farmer', 'Ramesh Patel')
    const otherFarmer = await createSignedInUser(t.app, 'farmer')
    const { orderId } = await seedOrder(farmer)
    for (const other of [otherFarmer, stranger]) {
      for (const response of [await getPdf(orderId, other.token), await getReceipt(orderId, other.token)]) {
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This order was not found' })
      }
    }
    expect((await getPdf(randomUUID(), buyer.token)).statusCode).toBe(404)
    expect((await getReceipt('not-an-id', buyer.token)).statusCode).toBe(404)
    const anonymous = await getPdf(orderId)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/)
    expect((await getReceipt(orderId)).statusCode).toBe(401)
    // The strangers' requests took no number: the order's first real receipt is still R-0001.
    expect(await receiptNumber(orderId, buyer.token)).toBe('R-0001')
  })
})

describe('receipt numbers', () => {
  it('numbers each farmer’s receipts R-0001, R-0002… in the order first asked for, and keeps them', async () => {
    const [farmer, otherFarmer] = await Promise.all([named('farmer', 'Ramesh Patel'), named('farmer', 'Sunita Devi')])
    const first = await seedOrder(farmer)
    const second = await seedOrder(farmer)
    const others = await seedOrder(otherFarmer)

    // The second order asked for first gets R-0001: a receipt is numbered when it is issued.
    const page = await getReceipt(second.orderId, buyer.token)
    expect(page.statusCode).toBe(200)
    const body = ReceiptResponseSchema.parse(page.json())
    expect(body.receipt.number).toBe('R-0001')
    expect(body.order.reference).toBe(second.reference)
    expect(Date.parse(body.receipt.issuedAt)).not.toBeNaN()

    expect(readTexts((await getPdf(first.orderId, farmer.token)).rawPayload)).toContain('R-0002')
    expect(await receiptNumber(first.orderId, buyer.token)).toBe('R-0002')
    expect(await receiptNumber(second.orderId, farmer.token)).toBe('R-0001')
    expect(readTexts((await getPdf(second.orderId, buyer.token)).rawPayload)).toContain('R-0001')
    // Another farmer's sequence is their own.
    expect(await receiptNumber(others.orderId, buyer.token)).toBe('R-0001')
  })

  it('gives concurrent first requests distinct numbers with none skipped', async () => {
    const farmer = await named('farmer', 'Ramesh Patel')
    const seeded = await Promise.all(Array.from({ length: 6 }, () => seedOrder(farmer)))
    // Each order asked for by its buyer and its farmer at once, all orders at once.
    const numbers = await Promise.all(
      seeded.flatMap(({ orderId }) => [receiptNumber(orderId, buyer.token), receiptNumber(orderId, farmer.token)]),
    )
    const byOrder = seeded.map((_, index) => numbers.slice(index * 2, index * 2 + 2))
    for (const [fromBuyer, fromFarmer] of byOrder) expect(fromBuyer).toBe(fromFarmer)
    expect(byOrder.map(([number]) => number).sort()).toEqual(['R-0001', 'R-0002', 'R-0003', 'R-0004', 'R-0005', 'R-0006'])
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
    pickup: null,
  }
  const receipt = { number: 'R-0042', issuedAt: '2025-03-03T10:00:00.000Z' }
  const render = (changes: Partial<Order>, locale: Locale = 'en') =>
    renderReceiptPdf({ order: { ...order, ...changes }, receipt, locale, reader: 'buyer' }, { compress: false })

  it('dates the receipt by India’s calendar and keeps a long order on one page', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      productId: null,
      productName: `Product ${index + 1} with a very, very long name that would never fit in its column on the page`,
      unit: 'kg',
      quantity: 1,
      pricePerUnit: 1,
      amount: 1,
    }))
    const pdf = await render({ lines })
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    const texts = readTexts(pdf)
    // 19:00 UTC on 2 March is 00:30 on 3 March in India.
    expect(texts).toContain('3 March 2025')
    expect(texts).toContain('R-0042')
    expect(texts).toContain('UPI')
    expect(texts).toContain('UTR entered, awaiting the farmer')
    expect(texts).toContain('Pickup at the farm')
    expect(texts.find((text) => text.startsWith('Product 1 '))).toMatch(/^Product 1 with a very, very long name.*…$/)
    expect(texts.find((text) => text.includes('more items'))).toMatch(/and \d+ more items, listed with the order$/)
  })

  it('draws the Devanagari name and the Latin digits beside it each in its own font', async () => {
    const pdf = await render({ address: 'फ्लैट 12, क्षत्रिय नगर, पुणे 411001' }, 'mr')
    expect(drawsShaped(pdf, 'फ्लैट', fonts.devanagari.regular)).toBe(true)
    expect(drawsShaped(pdf, '411001', fonts.latin.regular)).toBe(true)
    expect(drawsShaped(pdf, 'रमेश पटेल', fonts.devanagari.regular)).toBe(true)
  })
})

describe('scriptRuns', () => {
  it('cuts mixed text into runs one font can draw, keeping joiners and spaces inside their script', () => {
    const runs = (text: string) => scriptRuns(text, fonts).map((run) => [run.face, run.text])
    expect(runs('रमेश क्षत्रिय, 12 ₹')).toEqual([
      ['devanagari', 'रमेश क्षत्रिय'],
      ['latin', ', 12 '],
      ['latinExt', '₹'],
    ])
    expect(runs('₹25 / கிலோ')).toEqual([
      ['latinExt', '₹'],
      ['latin', '25 / '],
      ['tamil', 'கிலோ'],
    ])
    // A Marathi eyelash ra keeps its zero-width joiner; a Bengali danda stays Bengali.
    expect(runs('र्‍या')).toEqual([['devanagari', 'र्‍या']])
    expect(runs('আলু।')).toEqual([['bengali', 'আলু।']])
    // A character no receipt font has shows as the replacement sign, never as "?".
    expect(runs('Onion 🧅')).toEqual([['latin', 'Onion \uFFFD']])
  })
})
