import { useParams } from 'react-router'
import { useAuth } from '@/features/auth/session-store'
import { FarmerListings } from '@/features/browse/components/farmer-listings'
import { useAddToCartAction } from '@/features/cart/api/add-to-cart'
import { FarmerStorefront } from '@/features/storefront/components/farmer-storefront'

/** `/farmers/{id}`: a farmer's storefront, their header and their listings as Browse shows them. */
export default function StorefrontRoute() {
  const { id = '' } = useParams()
  const { user } = useAuth()
  const cart = useAddToCartAction(user)
  return (
    <FarmerStorefront
      key={id}
      farmerId={id}
      renderListings={(farmer) => (
        <FarmerListings
          farmerId={farmer._id}
          onAddToCart={(product, quantity) => cart.add(product._id, quantity)}
          addingProductId={cart.addingProductId}
        />
      )}
    />
  )
}
