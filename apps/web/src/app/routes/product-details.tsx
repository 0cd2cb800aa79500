import { useParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { ProductDetail } from '@/features/products/components/product-detail'

/** `/products/details/{id}`: a listing's read-only detail page. */
export default function ProductDetailsRoute() {
  const { id } = useParams()
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.productDetails" />
      <ProductDetail productId={id} viewerId={user?._id ?? null} />
    </>
  )
}
