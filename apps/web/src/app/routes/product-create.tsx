import { PageTitle } from '@/components/layout/page-title'
import { useAuth } from '@/features/auth/session-store'
import { PriceReference } from '@/features/prices/components/price-reference'
import { CreateProduct } from '@/features/products/components/create-product'
import { useQuietFarmerProfile } from '@/features/profile/api/get-farmer-profile'

/** `/products/list`: List a New Product. */
export default function ProductCreateRoute() {
  const { user } = useAuth()
  const profile = useQuietFarmerProfile(user?._id ?? '')
  return (
    <>
      <PageTitle page="title.productCreate" />
      <CreateProduct
        farmerId={user?._id ?? ''}
        profileLocation={profile.data?.location}
        renderPriceReference={(question) => <PriceReference {...question} priceOwner="yours" />}
      />
    </>
  )
}
