import { useParams } from 'react-router'
import { orderReceiptPath } from '@app/shared/paths'
import { PageTitle } from '@/components/layout/page-title'
import { LinkButton } from '@/components/ui/button'
import { useAuth } from '@/features/auth/session-store'
import { ComplaintPanel } from '@/features/orders/components/complaint-panel'
import { OrderDetails } from '@/features/orders/components/order-details'
import { OrderReviews } from '@/features/reviews/components/order-reviews'
import { t } from '@/lib/i18n'

/**
 * `/orders/view/{id}`: one order with the link to its receipt, its reviews and its complaints, for its buyer or its
 * farmer (the route guard lets only those two roles in).
 */
export default function OrderDetailsRoute() {
  const { id = '' } = useParams()
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.orderDetails" />
      <OrderDetails key={id} orderId={id} viewer={user?.role === 'farmer' ? 'farmer' : 'buyer'}>
        <LinkButton to={orderReceiptPath(id)} variant="secondary">
          {t('receipt.open')}
        </LinkButton>
        <OrderReviews orderId={id} />
        <ComplaintPanel orderId={id} />
      </OrderDetails>
    </>
  )
}
