import { paymentMethodLabelId } from '@app/shared/delivery'
import PDFDocument from 'pdfkit'
import { intlLocale, type Locale } from '@app/shared/messages/locales'
import { unitRef } from '@app/shared/messages/refs'
import type { Translator } from '@app/shared/messages/translate'
import type { Order } from '@app/shared/orders'
import { receiptPaymentStatusId, type Receipt, type ReceiptReader } from '@app/shared/receipts'
import { translator } from '#src/lib/i18n'
import { loadReceiptFonts, scriptRuns, type ReceiptFonts, type Weight } from './receipts.fonts'

/**
 * An order's receipt as a one-page A4 PDF, in the reader's language. PDFKit's standard fonts have
 * neither the Indian scripts nor the ₹ sign, so the receipt embeds Noto Sans (receipts.fonts): every
 * text is cut into runs of one script, each drawn in the font that has its glyphs and shaped by
 * fontkit, so conjuncts and vowel signs come out as a reader writes them.
 */

export interface ReceiptPdfInput {
  order: Order
  receipt: Receipt
  locale: Locale
  /** Who reads it: each side reads the payment in its own words. */
  reader: ReceiptReader
}

export interface ReceiptPdfOptions {
  /** Deflate the page content (the default); tests may turn it off to read the text. */
  compress?: boolean
}

const A4_MARGIN = 50
const BLACK = '#000000'
const GREY = '#555555'
/** Noto Sans stands this far above its baseline, in ems: where a line's baseline goes below its top. */
const ASCENT = 1.07
/** A line's height in ems: room for Devanagari's marks above and Tamil's and Bengali's below. */
const LINE_HEIGHT = 1.5
const ELLIPSIS = '…'
/** Cuts a text short at a character as its reader sees one (a conjunct, a letter with its signs). */
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

const formats = new Map<Locale, { date: Intl.DateTimeFormat; rupees: Intl.NumberFormat; quantity: Intl.NumberFormat }>()

/** The receipt's date, amounts and quantities as the reader's language writes them, with Latin digits. */
function formatsOf(locale: Locale) {
  let found = formats.get(locale)
  if (!found) {
    const intl = intlLocale(locale)
    found = {
      date: new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
      rupees: new Intl.NumberFormat(intl, { style: 'currency', currency: 'INR' }),
      quantity: new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }),
    }
    formats.set(locale, found)
  }
  return found
}

/** 1234.5 → "₹1,234.50" (as the language writes rupees). */
function pdfRupees(amount: number, locale: Locale = 'en'): string {
  return formatsOf(locale).rupees.format(amount)
}

/** Renders the receipt of `order` (as its buyer or farmer sees it) and resolves with the PDF bytes. */
export async function renderReceiptPdf(input: ReceiptPdfInput, options: ReceiptPdfOptions = {}): Promise<Buffer> {
  const fonts = await loadReceiptFonts()
  const t = translator(input.locale)
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    compress: options.compress ?? true,
    lang: input.locale,
    info: {
      Title: `${t.t('receipt.title')} ${input.receipt.number}`,
      Author: t.t('brand.name'),
      Creator: t.t('brand.name'),
    },
  })
  // PDFKit also takes an opened fontkit font (its types name only files): every receipt then shares
  // the parsed tables and shaping caches instead of parsing each font again.
  for (const face of Object.values(fonts)) {
    for (const font of Object.values(face)) doc.registerFont(font.name, font.font as unknown as Buffer)
  }
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  drawReceipt(new Writer(doc, fonts), input, t)
  doc.end()
  return done
}

interface Style {
  size: number
  bold?: boolean
  color?: string
}

/** Text in several scripts on a PDFKit page: measured, cut to fit, wrapped and drawn run by run. */
class Writer {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: ReceiptFonts,
  ) {}

  private fontOf(face: keyof ReceiptFonts, style: Style): string {
    const weight: Weight = style.bold ? 'bold' : 'regular'
    return this.fonts[face][weight].name
  }

  width(text: string, style: Style): number {
    let width = 0
    for (const run of scriptRuns(text, this.fonts)) {
      width += this.doc.font(this.fontOf(run.face, style)).fontSize(style.size).widthOfString(run.text)
    }
    return width
  }

  /** `text` cut short with "…" at a character boundary where it would run past `width`. */
  fit(text: string, width: number, style: Style): string {
    if (this.width(text, style) <= width) return text
    const graphemes = Array.from(GRAPHEMES.segment(text), (part) => part.segment)
    let end = graphemes.length
    while (end > 0 && this.width(`${graphemes.slice(0, end).join('').trimEnd()}${ELLIPSIS}`, style) > width) end -= 1
    return `${graphemes.slice(0, end).join('').trimEnd()}${ELLIPSIS}`
  }

  /** One line whose top is at `top`: left-aligned at `x`, or right-aligned within `width`; cut to fit `width`. */
  line(text: string, x: number, top: number, style: Style, box: { width: number; align?: 'left' | 'right' }): void {
    const shown = this.fit(text, box.width, style)
    let left = box.align === 'right' ? x + box.width - this.width(shown, style) : x
    const baseline = top + style.size * ASCENT
    this.doc.fillColor(style.color ?? BLACK)
    for (const run of scriptRuns(shown, this.fonts)) {
      this.doc.font(this.fontOf(run.face, style)).fontSize(style.size)
      this.doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' })
      left += this.doc.widthOfString(run.text)
    }
  }

  /** `text` wrapped at spaces within `width`, at most `maxLines` lines (the last cut with "…"); returns its height. */
  paragraph(text: string, x: number, top: number, width: number, style: Style, maxLines = 3): number {
    const lines: string[] = []
    let current = ''
    for (const word of text.split(/\s+/).filter((part) => part !== '')) {
      const candidate = current === '' ? word : `${current} ${word}`
      if (current === '' || this.width(candidate, style) <= width) current = candidate
      else {
        lines.push(current)
        current = word
      }
    }
    if (current !== '' || lines.length === 0) lines.push(current)
    const kept = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')] : lines
    kept.forEach((line, index) => this.line(line, x, top + index * style.size * LINE_HEIGHT, style, { width }))
    return kept.length * style.size * LINE_HEIGHT
  }

  rule(left: number, right: number, y: number): void {
    this.doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(GREY).stroke()
  }
}

function unitWord(t: Translator, unit: string): string {
  const word = t.text(unitRef(unit))
  return word === unitRef(unit) ? unit : word
}

function drawReceipt(writer: Writer, { order, receipt, locale, reader }: ReceiptPdfInput, t: Translator): void {
  const { doc } = writer
  const format = formatsOf(locale)
  const left = A4_MARGIN
  const width = doc.page.width - 2 * A4_MARGIN
  const right = left + width
  let y = A4_MARGIN

  writer.line(t.t('brand.name'), left, y, { size: 22, bold: true }, { width })
  y += 22 * LINE_HEIGHT
  writer.line(t.t('receipt.title'), left, y, { size: 14, color: GREY }, { width })
  y += 14 * LINE_HEIGHT + 12

  // Labels get a third of the width: a Tamil or Bengali label is often twice as long as the English one.
  const labelWidth = 150
  const fact = (label: string, value: string, maxLines = 2) => {
    const labelHeight = writer.paragraph(label, left, y, labelWidth - 10, { size: 10, bold: true, color: GREY }, 2)
    const valueHeight = writer.paragraph(value, left + labelWidth, y, width - labelWidth, { size: 10 }, maxLines)
    y += Math.max(labelHeight, valueHeight) + 4
  }
  fact(t.t('receipt.number'), receipt.number)
  fact(t.t('receipt.reference'), order.reference)
  fact(t.t('receipt.date'), format.date.format(new Date(order.createdAt)))
  fact(t.t('receipt.buyer'), order.buyer.name)
  fact(t.t('receipt.farmer'), order.farmer.name)
  fact(t.t('receipt.fulfilment'), t.t(`orders.fulfilment.${order.fulfilment}`))
  if (order.address.trim() !== '') fact(t.t('receipt.address'), order.address, 3)
  y += 12

  // Columns: product, quantity, price, amount; the figures right-aligned.
  const columns = [
    { x: left, width: width * 0.38, align: 'left' as const },
    { x: left + width * 0.38, width: width * 0.17, align: 'right' as const },
    { x: left + width * 0.55, width: width * 0.23, align: 'right' as const },
    { x: left + width * 0.78, width: width * 0.22, align: 'right' as const },
  ]
  const headerSize = 10
  const headerLine = headerSize * LINE_HEIGHT
  // However many lines the order has, the receipt stays one page: rows shrink to fit the room left
  // above the totals and payment block, down to a legible size; past that the last row says how
  // many more items the order has (its totals still count them all).
  const footer = 3 * 12 * LINE_HEIGHT + 2 * 10 * LINE_HEIGHT * 2 + 40
  const room = doc.page.height - A4_MARGIN - footer - (y + headerLine + 6)
  const minRow = 8 * LINE_HEIGHT
  const maxRows = Math.floor(room / minRow)
  const shown = order.lines.length > maxRows ? order.lines.slice(0, maxRows - 1) : order.lines
  const rowHeight = Math.max(minRow, Math.min(10 * LINE_HEIGHT + 4, room / Math.max(1, order.lines.length)))
  const rowSize = Math.min(10, rowHeight / LINE_HEIGHT)
  const row = (cells: string[], style: Style, height: number) => {
    cells.forEach((cell, index) => {
      const column = columns[index]!
      const inset = index === 0 ? 0 : 4
      writer.line(cell, column.x + inset, y, style, { width: column.width - inset, align: column.align })
    })
    y += height
  }
  row(
    [t.t('receipt.product'), t.t('receipt.quantity'), t.t('receipt.price'), t.t('receipt.amount')],
    { size: headerSize, bold: true },
    headerLine,
  )
  writer.rule(left, right, y)
  y += 4
  for (const line of shown) {
    const unit = unitWord(t, line.unit)
    row(
      [
        line.productName,
        `${format.quantity.format(line.quantity)} ${unit}`,
        `${pdfRupees(line.pricePerUnit, locale)} / ${unit}`,
        pdfRupees(line.amount, locale),
      ],
      { size: rowSize },
      rowHeight,
    )
  }
  if (shown.length < order.lines.length) {
    writer.line(t.t('receipt.moreLines', { count: order.lines.length - shown.length }), left, y, { size: rowSize }, { width })
    y += rowHeight
  }
  y += 4
  writer.rule(left, right, y)
  y += 8

  const labelColumn = { x: left, width: columns[2]!.x + columns[2]!.width - left }
  const total = (label: string, amount: number, bold = false) => {
    const size = bold ? 12 : 10
    writer.line(label, labelColumn.x, y, { size, bold }, { width: labelColumn.width, align: 'right' })
    writer.line(pdfRupees(amount, locale), columns[3]!.x + 4, y, { size, bold }, { width: columns[3]!.width - 4, align: 'right' })
    y += size * LINE_HEIGHT
  }
  total(t.t('receipt.subtotal'), order.subtotal)
  total(t.t('receipt.deliveryFee'), order.deliveryFee)
  total(t.t('receipt.total'), order.total, true)
  y += 16

  fact(t.t('receipt.paymentMethod'), t.t(paymentMethodLabelId(order.payment.method, order.fulfilment)))
  fact(t.t('receipt.paymentStatus'), t.t(receiptPaymentStatusId(order.payment.status, reader)))
}
