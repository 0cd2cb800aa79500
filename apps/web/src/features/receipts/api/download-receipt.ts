import { useMutation } from '@tanstack/react-query'
import { receiptFileName } from '@app/shared/receipts'
import { getPrivateFile } from '@/lib/api-file'
import { saveFile } from '../lib/save-file'

/**
 * GET /orders/{orderId}/receipt.pdf, written in the page's language. The API needs the Bearer
 * header, which a plain link cannot send, so the PDF is fetched here and handed to the browser as a file.
 */
export function getReceiptPdf(orderId: string): Promise<Blob> {
  return getPrivateFile(`/orders/${encodeURIComponent(orderId)}/receipt.pdf`, 'application/pdf')
}

/** Downloads the receipt PDF of the order with `reference` as "KisanSetu-receipt-{reference}.pdf". */
export function useDownloadReceipt(orderId: string, reference: string) {
  return useMutation({
    mutationFn: () => getReceiptPdf(orderId),
    onSuccess: (pdf) => saveFile(pdf, receiptFileName(reference)),
  })
}
