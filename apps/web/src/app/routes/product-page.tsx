import { useParams } from 'react-router'
import { useAuth } from '@/features/auth/session-store'
import { useAddToCartAction } from '@/features/cart/api/add-to-cart'
import { PriceReferenceWhenNear } from '@/features/prices/components/price-reference-when-near'
import { ListingHead } from '@/features/product-page/components/listing-head'
import { ProductPage } from '@/features/product-page/components/product-page'
import { ReportButton } from '@/features/reports/components/report-button'
import { FarmerCard } from '@/features/storefront/components/farmer-card'

/** `/products/{id}`: a listing's public page, with its farmer's card, Add to Cart as on Browse and the market prices for its crop. */
export default function ProductPageRoute() {
  const { id = '' } = useParams()
  const { user } = useAuth()
  const cart = useAddToCartAction(user)
  return (
    <>
      <ListingHead productId={id} />
      <ProductPage
        // A new listing is a new page: its quantity and photo start afresh.
        key={id}
        productId={id}
        onAddToCart={(product, quantity) => cart.add(product._id, quantity)}
        addingProductId={cart.addingProductId}
        renderFarmer={(product) => (
          <>
            <FarmerCard farmerId={product.farmerId} farmerName={product.farmerName} />
            <ReportButton target="listing" targetId={product._id} ownerId={product.farmerId} viewerId={user?._id} />
          </>
        )}
        renderPriceReference={(product) => (
          <PriceReferenceWhenNear
            crop={product.name}
            pin={product.location.pin}
            unit={product.unit}
            price={product.pricePerUnit}
            priceOwner="listing"
          />
        )}
      />
    </>
  )
}
