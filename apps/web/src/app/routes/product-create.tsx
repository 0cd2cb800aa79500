import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { CreateProduct } from '@/features/products/components/create-product'

/** `/products/list`: List a New Product. */
export default function ProductCreateRoute() {
  const { user } = useAuth()
  return (
    <>
      <PageTitle page="title.productCreate" />
      <CreateProduct farmerId={user?._id ?? ''} />
    </>
  )
}
