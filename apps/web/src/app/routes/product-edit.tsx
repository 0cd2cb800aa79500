import { useParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { PriceReference } from '@/features/prices/components/price-reference'
import { EditProduct } from '@/features/products/components/edit-product'

/** `/products/edit/{id}`: edit one of the farmer's listings. */
export default function ProductEditRoute() {
  const { id } = useParams()
  return (
    <>
      <PageTitle page="title.productEdit" />
      <EditProduct productId={id} renderPriceReference={(question) => <PriceReference {...question} priceOwner="yours" />} />
    </>
  )
}
