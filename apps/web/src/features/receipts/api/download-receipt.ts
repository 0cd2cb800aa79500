import { useMutation } from '@tanstack/react-query'
import { receiptFileName } from '@app/shared/receipts'
import { ApiError, failedAnswer, requestTarget } from '@/lib/api-client'
import { saveFile } from '../lib/save-file'

/**
 * GET /orders/{orderId}/receipt.pdf. The API needs the Bearer header, which a plain link cannot
 * send, so the PDF is fetched here and handed to the browser as a file.
 */
export async function getReceiptPdf(orderId: string): Promise<Blob> {
  const { url, token, language } = requestTarget(`/orders/${encodeURIComponent(orderId)}/receipt.pdf`)
  // The PDF is written in the page's language, as every other answer is.
  const headers: Record<string, string> = { Accept: 'application/pdf', 'Accept-Language': language }
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(url, { headers })
  } catch (error) {
    throw new ApiError({ status: 0, message: error instanceof Error ? error.message : '' })
  }
  if (!response.ok) {
    let body: unknown = null
    try {
      body = await response.json()
    } catch {
      body = null
    }
    throw failedAnswer(response.status, body, token)
  }
  return response.blob()
}

/** Downloads the receipt PDF of the order with `reference` as "KisanSetu-receipt-{reference}.pdf". */
export function useDownloadReceipt(orderId: string, reference: string) {
  return useMutation({
    mutationFn: () => getReceiptPdf(orderId),
    onSuccess: (pdf) => saveFile(pdf, receiptFileName(reference)),
  })
}
