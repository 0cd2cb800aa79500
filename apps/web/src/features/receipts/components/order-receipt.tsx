import { paymentMethodLabelId } from '@app/shared/delivery'
import { Link } from 'react-router'
import { todayInIndia } from '@app/shared/buyer-requests'
import type { Order } from '@app/shared/orders'
import { orderDetailsPath } from '@app/shared/paths'
import { receiptPaymentStatusId, type Receipt as IssuedReceipt, type ReceiptReader } from '@app/shared/receipts'
import { Button } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { formatBillAmount, formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { useDownloadReceipt } from '../api/download-receipt'
import { useReceipt } from '../api/get-receipt'
import './receipt-print.css'

/**
 * `/orders/receipt/{id}`: the receipt of one order, the same one the PDF gives, laid out to print
 * on its own (no navigation, black on white), with Print and Download PDF.
 */
export function OrderReceipt({ orderId, reader }: { orderId: string; reader: ReceiptReader }) {
  const receipt = useReceipt(orderId)
  if (receipt.isPending) return <PageLoading />
  if (receipt.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {getErrorMessage(receipt.error, t('receipt.loadFailed'))}
        </p>
      </section>
    )
  }
  return <Receipt order={receipt.data.order} receipt={receipt.data.receipt} reader={reader} />
}

function Receipt({ order, receipt, reader }: { order: Order; receipt: IssuedReceipt; reader: ReceiptReader }) {
  const download = useDownloadReceipt(order._id, order.reference)
  return (
    <article aria-labelledby="receipt-title" className="receipt-page mx-auto max-w-3xl px-4 py-8 text-stone-900">
      <div data-print-hidden className="mb-6 flex flex-wrap items-center gap-3">
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t('receipt.downloading') : t('receipt.download')}
        </Button>
        <Link to={orderDetailsPath(order._id)} className="ml-auto font-semibold text-green-800 underline">
          {t('receipt.backToOrder')}
        </Link>
        {download.isError && (
          <p role="alert" className="w-full text-sm font-medium text-red-800">
            {getErrorMessage(download.error, t('receipt.downloadFailed'))}
          </p>
        )}
      </div>

      <header className="border-b border-stone-300 pb-4">
        <p className="text-2xl font-bold">{t('brand.name')}</p>
        <h1 id="receipt-title" className="text-lg font-semibold text-stone-700">
          {t('receipt.title')}
        </h1>
      </header>

      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Fact label={t('receipt.number')}>{receipt.number}</Fact>
        <Fact label={t('receipt.reference')}>{order.reference}</Fact>
        {/* The day the order was made in India, wherever the page is opened. */}
        <Fact label={t('receipt.date')}>{formatDate(todayInIndia(new Date(order.createdAt)))}</Fact>
        <Fact label={t('receipt.buyer')}>{order.buyer.name}</Fact>
        <Fact label={t('receipt.farmer')}>{order.farmer.name}</Fact>
        <Fact label={t('receipt.fulfilment')}>{t(`orders.fulfilment.${order.fulfilment}`)}</Fact>
        {order.address.trim() !== '' && <Fact label={t('receipt.address')}>{order.address}</Fact>}
      </dl>

      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className="py-2 pr-2">
              {t('receipt.product')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('receipt.quantity')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('receipt.price')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={line.productId ?? index} className="border-b border-stone-200">
              <th scope="row" className="py-2 pr-2 font-normal">
                {line.productName}
              </th>
              <td className="py-2 pr-2 text-right whitespace-nowrap">
                {line.quantity} {unitName(line.unit)}
              </td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">
                {formatBillAmount(line.pricePerUnit)} / {unitName(line.unit)}
              </td>
              <td className="py-2 text-right whitespace-nowrap">{formatBillAmount(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pr-2 text-right font-normal">
              {t('receipt.subtotal')}
            </th>
            <td className="pt-3 text-right">{formatBillAmount(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 pr-2 text-right font-normal">
              {t('receipt.deliveryFee')}
            </th>
            <td className="pt-1 text-right">{formatBillAmount(order.deliveryFee)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 pr-2 text-right text-base font-bold">
              {t('receipt.total')}
            </th>
            <td className="pt-1 text-right text-base font-bold">{formatBillAmount(order.total)}</td>
          </tr>
        </tfoot>
      </table>

      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <Fact label={t('receipt.paymentMethod')}>{t(paymentMethodLabelId(order.payment.method, order.fulfilment))}</Fact>
        <Fact label={t('receipt.paymentStatus')}>{t(receiptPaymentStatusId(order.payment.status, reader))}</Fact>
      </dl>
    </article>
  )
}
