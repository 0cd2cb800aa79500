import PDFDocument from 'pdfkit'
import { DEFAULT_LOCALE } from '@app/shared/messages/locales'
import type { Order } from '@app/shared/orders'
import { receiptPaymentStatusId } from '@app/shared/receipts'
import { translator } from '#src/lib/i18n'

/**
 * An order's receipt as a one-page A4 PDF, drawn with PDFKit in its built-in Helvetica. Those
 * standard fonts carry only the Windows-1252 characters, which have no ₹ sign: amounts read
 * "Rs. 1,234.50", the usual spelling on Indian printed bills, rather than embedding a font file
 * (none that has the sign ships with the server's packages). For the same reason the receipt is
 * written in English whatever the reader's language: these fonts have no Indian script.
 */

const english = translator(DEFAULT_LOCALE)

const A4_MARGIN = 50
const BLACK = '#000000'
const GREY = '#555555'

const INDIA_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** 1234.5 → "Rs. 1,234.50". */
export function pdfRupees(amount: number): string {
  return `Rs. ${RUPEES.format(amount)}`
}

// Windows-1252 beyond Latin-1: what the standard fonts can still draw.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Text the standard fonts can draw: a character outside Windows-1252 (a name in Devanagari,
 * an emoji) would come out as unrelated glyphs, so it is shown as "?" instead.
 */
export function pdfSafe(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0)!
    if (code === 0x0a) return ' '
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) return char
    return char === '₹' ? 'Rs.' : '?'
  }).join('')
}

export interface ReceiptPdfOptions {
  /** Deflate the page content (the default); tests may turn it off to read the text. */
  compress?: boolean
}

/** Renders the receipt of `order` (as its buyer or farmer sees it) and resolves with the PDF bytes. */
export function renderReceiptPdf(order: Order, options: ReceiptPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${english.t('receipt.title')} ${order.reference}`, Author: english.t('brand.name'), Creator: english.t('brand.name') },
  })
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  drawReceipt(doc, order)
  doc.end()
  return done
}

/** `text` cut short with "..." where it would run past `width` in the current font (one row per line). */
function fitWidth(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let end = text.length
  while (end > 0 && doc.widthOfString(`${text.slice(0, end).trimEnd()}...`) > width) end -= 1
  return `${text.slice(0, end).trimEnd()}...`
}

function drawReceipt(doc: PDFKit.PDFDocument, order: Order): void {
  const left = A4_MARGIN
  const width = doc.page.width - 2 * A4_MARGIN
  const right = left + width

  doc.fillColor(BLACK).font('Helvetica-Bold').fontSize(22).text(english.t('brand.name'), left, A4_MARGIN, { width })
  doc.font('Helvetica').fontSize(14).fillColor(GREY).text(english.t('receipt.title'), { width })
  doc.moveDown(1)

  const fact = (label: string, value: string) => {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY).text(pdfSafe(label), left, y, { width: 120 })
    doc
      .font('Helvetica')
      .fillColor(BLACK)
      .text(pdfSafe(value), left + 130, y, { width: width - 130 })
    doc.moveDown(0.4)
  }
  fact(english.t('receipt.reference'), order.reference)
  fact(english.t('receipt.date'), INDIA_DATE.format(new Date(order.createdAt)))
  fact(english.t('receipt.buyer'), order.buyer.name)
  fact(english.t('receipt.farmer'), order.farmer.name)
  fact(english.t('receipt.fulfilment'), english.t(`orders.fulfilment.${order.fulfilment}`))
  if (order.address.trim() !== '') fact(english.t('receipt.address'), order.address)
  doc.moveDown(0.8)

  // Columns: product, quantity, price, amount; the figures right-aligned.
  const columns = [
    { x: left, width: width * 0.4, align: 'left' as const },
    { x: left + width * 0.4, width: width * 0.18, align: 'right' as const },
    { x: left + width * 0.58, width: width * 0.2, align: 'right' as const },
    { x: left + width * 0.78, width: width * 0.22, align: 'right' as const },
  ]
  // However many lines the order has, the receipt stays one page: rows shrink to fit the room left
  // above the totals and payment block (about 140 points), down to a legible 10 points; past that
  // the last row says how many more items the order has (its totals still count them all).
  const room = doc.page.height - A4_MARGIN - 140 - (doc.y + 24)
  const maxRows = Math.floor(room / 10)
  const shown = order.lines.length > maxRows ? order.lines.slice(0, maxRows - 1) : order.lines
  const rowHeight = Math.max(10, Math.min(18, room / Math.max(1, order.lines.length)))
  const fontSize = Math.min(10, rowHeight * 0.7)
  const row = (cells: string[], bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : fontSize)
    cells.forEach((cell, index) => {
      const column = columns[index]!
      doc.text(fitWidth(doc, pdfSafe(cell), column.width - 4), column.x + (index === 0 ? 0 : 4), y, {
        width: column.width - 4,
        align: column.align,
        lineBreak: false,
      })
    })
    doc.x = left
    doc.y = y + (bold ? 18 : rowHeight)
  }
  const rule = () => {
    doc
      .moveTo(left, doc.y - 4)
      .lineTo(right, doc.y - 4)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke()
  }
  doc.fillColor(BLACK)
  row([english.t('receipt.product'), english.t('receipt.quantity'), english.t('receipt.price'), english.t('receipt.amount')], true)
  rule()
  for (const line of shown) {
    row([
      line.productName,
      `${QUANTITY.format(line.quantity)} ${line.unit}`,
      `${pdfRupees(line.pricePerUnit)} / ${line.unit}`,
      pdfRupees(line.amount),
    ])
  }
  if (shown.length < order.lines.length) row([english.t('receipt.moreLines', { count: order.lines.length - shown.length })])
  doc.y += 6
  rule()

  const total = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10)
    doc.text(label, columns[2]!.x, y, { width: columns[2]!.width, align: 'right', lineBreak: false })
    doc.text(value, columns[3]!.x, y, { width: columns[3]!.width, align: 'right', lineBreak: false })
    doc.x = left
    doc.y = y + (bold ? 20 : 16)
  }
  total(english.t('receipt.subtotal'), pdfRupees(order.subtotal))
  total(english.t('receipt.deliveryFee'), pdfRupees(order.deliveryFee))
  total(english.t('receipt.total'), pdfRupees(order.total), true)
  doc.moveDown(1)

  fact(english.t('receipt.paymentMethod'), english.t(`payments.method.${order.payment.method}`))
  fact(english.t('receipt.paymentStatus'), english.t(receiptPaymentStatusId(order.payment.status)))
}
