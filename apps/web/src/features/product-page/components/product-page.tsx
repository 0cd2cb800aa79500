import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ListedProduct } from '@app/shared/browse'
import { paths } from '@app/shared/paths'
import { AddToCartControls, isPurchasable } from '@/components/product/add-to-cart-controls'
import {
  CertificationItems,
  CropName,
  minimumOrderText,
  ProductBadges,
  productPlace,
  ProductPrice,
  ProductRating,
} from '@/components/product/product-card-parts'
import { PageTitle } from '@/components/layout/page-title'
import { Button, LinkButton } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { PageLoading } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/api-client'
import { formatDate, formatKilometres } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useSavedPlace, type SavedPlace } from '@/lib/saved-place'
import { unitName } from '@/lib/unit-name'
import { isNoSuchProduct, useListedProduct } from '../api/get-listed-product'
import { ProductGallery } from './product-gallery'
import { ProductReviews } from './product-reviews'

function BackToBrowse() {
  return (
    <Link
      to={paths.productsBrowse}
      className="inline-flex min-h-11 items-center font-semibold text-green-800 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←&nbsp;</span>
      {t('productPage.backToBrowse')}
    </Link>
  )
}

/** Nothing at this address: said plainly, with the way back to every listing. */
function NotFound() {
  return (
    <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
      <PageTitle page="productPage.notFoundTitle" />
      <h1 className="text-2xl font-bold text-stone-900">{t('productPage.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('productPage.notFoundText')}</p>
      <LinkButton to={paths.productsBrowse} className="mt-6">
        {t('productPage.browseAll')}
      </LinkButton>
    </div>
  )
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 className="text-lg font-bold text-stone-900">{heading}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** "12 km from Nashik", "3.5 km from your location", "Under 1 km from …": from the place the buyer searched near. */
function distanceText(km: number, place: SavedPlace | null): string {
  const from = place && 'pin' in place ? place.label : null
  if (km < 1) return from === null ? t('productPage.distanceUnder1FromYou') : t('productPage.distanceUnder1From', { place: from })
  const distance = formatKilometres(km)
  return from === null ? t('productPage.distanceFromYou', { km: distance }) : t('productPage.distanceFrom', { km: distance, place: from })
}

type ProductViewProps = {
  product: ListedProduct
  /** How far it is from the place the buyer searched near, when the server measured it. */
  distance: string | null
  adding: boolean
  onAddToCart: (quantity: number) => void
  farmer: ReactNode
  /** The market prices for the listing's crop, below the details. */
  priceReference: ReactNode
}

/** The heading: badges, name, category and variety, rating and price. */
function ProductHeading({ product }: { product: ListedProduct }) {
  return (
    <div className="space-y-2">
      <ProductBadges product={product} size="md" />
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
      <CropName product={product} />
      <p className="text-stone-700">
        {[t(`product.category.${product.category}`), product.variety ? t('product.variety', { variety: product.variety }) : '']
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ProductRating ratings={product.ratings} className="text-stone-800" />
      <ProductPrice product={product} size="md" />
    </div>
  )
}

/** What is for sale, and the quantity and Add to Cart. */
function ProductPurchase({ product, adding, onAddToCart }: Pick<ProductViewProps, 'product' | 'adding' | 'onAddToCart'>) {
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <ul className="space-y-1 text-stone-800">
        <li>{t('browse.quantity', { quantity: product.quantityAvailable, unit: unitName(product.unit) })}</li>
        <li>{minimumOrderText(product)}</li>
      </ul>
      <AddToCartControls product={product} adding={adding} onAddToCart={onAddToCart} />
    </div>
  )
}

/** Harvest and expiry, place, delivery, description, certification, the farmer and the last update. */
function ProductDetails({ product, distance, farmer }: Pick<ProductViewProps, 'product' | 'distance' | 'farmer'>) {
  const place = productPlace(product.location)
  const harvest = formatDate(product.harvestDate)
  const expiry = formatDate(product.expiryDate)
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('productPage.harvest')}>{harvest || t('productPage.notGiven')}</Fact>
        <Fact label={t('productPage.expiry')}>{expiry || t('productPage.notGiven')}</Fact>
        <Fact label={t('productPage.location')}>
          {[place, product.location.pin ? t('browse.pin', { pin: product.location.pin }) : ''].filter(Boolean).join(' · ') ||
            t('productPage.notGiven')}
          {distance ? <span className="mt-0.5 block font-semibold text-green-800">{distance}</span> : null}
        </Fact>
        <Fact label={t('productPage.delivery')}>
          {product.deliveryAvailable ? t('browse.delivery', { radius: product.deliveryRadiusKm }) : t('browse.noDelivery')}
        </Fact>
      </dl>

      <Section heading={t('productPage.description')}>
        <p className="whitespace-pre-line text-stone-800">{product.description || t('productPage.noDescription')}</p>
      </Section>

      {product.isCertified ? (
        <Section heading={t('browse.certification')}>
          <ul className="space-y-0.5 text-stone-800">
            <CertificationItems certification={product.certificationDetails} />
          </ul>
        </Section>
      ) : null}

      {farmer}
      <p className="text-sm text-stone-600">{t('browse.updated', { date: formatDate(product.updatedAt) })}</p>
    </div>
  )
}

/**
 * The listing, in parts hydrated in stages after the page's own task: the heading and price, then
 * Add to Cart, first. Each part is a component, so that its formatting and text are worked out in
 * its own stage rather than in the page's task.
 */
function ProductView({ product, distance, adding, onAddToCart, farmer, priceReference }: ProductViewProps) {
  const soldOut = !isPurchasable(product)
  return (
    <article className="mt-4 grid gap-6 lg:grid-cols-2 lg:gap-8">
      <PageTitle name={product.name} />
      <Suspense>
        <ProductGallery product={product} soldOut={soldOut} />
      </Suspense>
      <div className="min-w-0 space-y-5">
        <Suspense>
          <ProductHeading product={product} />
        </Suspense>
        <Suspense>
          <ProductPurchase product={product} adding={adding} onAddToCart={onAddToCart} />
        </Suspense>
        <Suspense>
          <ProductDetails product={product} distance={distance} farmer={farmer} />
        </Suspense>
        {priceReference}
      </div>
      <div className="lg:col-span-2">
        <Suspense>
          <ProductReviews productId={product._id} />
        </Suspense>
      </div>
    </article>
  )
}

type ProductPageProps = {
  productId: string
  /** Adds `quantity` of the listing to the cart; a visitor is asked to sign in (the cart feature's rule). */
  onAddToCart: (product: ListedProduct, quantity: number) => void
  addingProductId: string | undefined
  /** The card of the farmer who lists it (their storefront's part, composed by the route). */
  renderFarmer: (product: ListedProduct) => ReactNode
  /**
   * The market prices for the listing's crop (the prices feature's part, composed by the route),
   * below everything a buyer decides by, so it moves nothing when it arrives.
   */
  renderPriceReference: (product: ListedProduct) => ReactNode
}

/**
 * `/products/{id}`, for everyone: the listing's photos, every detail a buyer decides by, the
 * quantity and Add to Cart, its farmer, the market prices for its crop and its reviews.
 */
export function ProductPage({ productId, onAddToCart, addingProductId, renderFarmer, renderPriceReference }: ProductPageProps) {
  const product = useListedProduct(productId)
  const place = useSavedPlace()
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <BackToBrowse />
      {product.isPending ? (
        <>
          <PageTitle page="productPage.title" />
          <PageLoading />
        </>
      ) : product.isError ? (
        isNoSuchProduct(product.error) ? (
          <NotFound />
        ) : (
          <div role="alert" className="mt-4 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
            <PageTitle page="productPage.title" />
            <p className="text-stone-800">
              {t('browse.loadFailed', { message: getErrorMessage(product.error, t('browse.loadFailedFallback')) })}
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void product.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        )
      ) : (
        <ProductView
          product={product.data}
          distance={typeof product.data.distanceKm === 'number' ? distanceText(product.data.distanceKm, place) : null}
          adding={addingProductId === product.data._id}
          onAddToCart={(quantity) => onAddToCart(product.data, quantity)}
          farmer={renderFarmer(product.data)}
          priceReference={renderPriceReference(product.data)}
        />
      )}
    </section>
  )
}
