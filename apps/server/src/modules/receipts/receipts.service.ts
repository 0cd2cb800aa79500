import type { Locale } from '@app/shared/messages/locales'
import type { Order } from '@app/shared/orders'
import { formatReceiptNumber, type Receipt } from '@app/shared/receipts'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import { getOrderForViewer } from '#src/modules/orders/orders.service'
import { renderReceiptPdf, type ReceiptPdfOptions } from './receipts.pdf'
import { issueReceipt } from './receipts.repository'

/**
 * An order's receipt for its buyer or its farmer, numbered the first time either of them asks for
 * it (the page or the PDF): the orders service answers 404 for anyone else, so a stranger cannot
 * even learn that the order exists, and a stranger's request never takes a number.
 */
export async function getReceipt(
  deps: Pick<AppDeps, 'db'>,
  viewer: { id: string; role: Role },
  orderId: string,
): Promise<{ receipt: Receipt; order: Order }> {
  const order = await getOrderForViewer(deps, viewer, orderId)
  const row = await issueReceipt(deps.db, { id: order._id, farmerId: order.farmer._id })
  return { receipt: { number: formatReceiptNumber(row.number), issuedAt: row.issuedAt.toISOString() }, order }
}

/** The receipt as an A4 PDF in `locale`. */
export async function getReceiptPdf(
  deps: Pick<AppDeps, 'db'>,
  viewer: { id: string; role: Role },
  orderId: string,
  locale: Locale,
  options: ReceiptPdfOptions = {},
): Promise<{ reference: string; pdf: Buffer }> {
  const { receipt, order } = await getReceipt(deps, viewer, orderId)
  return {
    reference: order.reference,
    pdf: await renderReceiptPdf({ order, receipt, locale, reader: viewer.id === order.farmer._id ? 'farmer' : 'buyer' }, options),
  }
}
