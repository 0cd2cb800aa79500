import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { CreateProduct } from '@/features/listings/components/create-product'

/** `/products/list`: List a New Product. */
export default function ProductCreateRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.productList" />
      <CreateProduct farmerId={user?._id ?? ''} />
    </>
  )
}
