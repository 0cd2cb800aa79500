import { useParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { OrderReceipt } from '@/features/receipts/components/order-receipt'

/** `/orders/receipt/{id}`: an order's printable receipt, for its buyer or its farmer (the route guard lets only those two roles in). */
export default function OrderReceiptRoute() {
  const { id = '' } = useParams()
  return (
    <>
      <PageTitle page="title.orderReceipt" />
      <OrderReceipt key={id} orderId={id} />
    </>
  )
}
