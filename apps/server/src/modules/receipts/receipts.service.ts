import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import { getOrderForViewer } from '#src/modules/orders/orders.service'
import { renderReceiptPdf, type ReceiptPdfOptions } from './receipts.pdf'

/**
 * The receipt PDF of an order, for its buyer or its farmer; the orders service answers 404 for
 * anyone else, so a stranger cannot even learn that the order exists.
 */
export async function getReceiptPdf(
  deps: Pick<AppDeps, 'db'>,
  viewer: { id: string; role: Role },
  orderId: string,
  options: ReceiptPdfOptions = {},
): Promise<{ reference: string; pdf: Buffer }> {
  const order = await getOrderForViewer(deps, viewer, orderId)
  return { reference: order.reference, pdf: await renderReceiptPdf(order, options) }
}
