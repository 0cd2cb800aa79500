import { useParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { OrderReceipt } from '@/features/receipts/components/order-receipt'

/** `/orders/receipt/{id}`: an order's printable receipt, for its buyer or its farmer (the route guard lets only those two roles in). */
export default function OrderReceiptRoute() {
  const { id = '' } = useParams()
  // Each side reads the payment in its own words; only the order's buyer and farmer get a receipt.
  const reader = useAuth().user?.role === 'farmer' ? 'farmer' : 'buyer'
  return (
    <>
      <PageTitle page="title.orderReceipt" />
      <OrderReceipt key={id} orderId={id} reader={reader} />
    </>
  )
}
