import { Link } from 'react-router'
import type { ListedProduct } from '@app/shared/browse'
import { MAX_CARD_IMAGES } from '@app/shared/limits'
import { farmerStorefrontPath, productPath } from '@app/shared/paths'
import { AddToCartControls, isPurchasable } from '@/components/product/add-to-cart-controls'
import {
  CertificationItems,
  CropName,
  FALLBACK_IMAGE,
  minimumOrderText,
  PRODUCT_CARD_CLASS,
  ProductBadges,
  productPlace,
  ProductPrice,
  ProductRating,
  ProductThumbnail,
} from '@/components/product/product-card-parts'
import { formatDate, formatKilometres } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'

/** Where each photo sits in the card's fixed 4:3 frame, by how many there are (1 to 4). */
const PHOTO_LAYOUT: Record<number, readonly string[]> = {
  1: ['col-span-2 row-span-2'],
  2: ['row-span-2', 'row-span-2'],
  3: ['row-span-2', '', ''],
  4: ['', '', '', ''],
}

function Photos({ product, soldOut, priority }: { product: ListedProduct; soldOut: boolean; priority: boolean }) {
  const photos = product.images.slice(0, MAX_CARD_IMAGES)
  const layout = PHOTO_LAYOUT[photos.length] ?? []
  return (
    // A fixed frame: the card keeps its height whether photos are loading, missing or many. The
    // photos open the product's page too, for a finger; the name is the link a keyboard or screen
    // reader uses, so this one is out of the tab order and hidden from screen readers.
    // "Sold out" lies over the photos but outside the link, so a screen reader reads it.
    <div className="relative">
      <Link
        to={productPath(product._id)}
        tabIndex={-1}
        aria-hidden="true"
        className="grid aspect-[4/3] grid-cols-2 grid-rows-2 gap-0.5 bg-stone-100"
      >
        {photos.length > 0 ? (
          photos.map((src, index) => (
            <ProductThumbnail
              key={`${index}-${src}`}
              src={src}
              alt={t('browse.photoAlt', { name: product.name, index: index + 1 })}
              className={`size-full min-h-0 object-cover ${layout[index] ?? ''}`}
              priority={priority && index === 0}
            />
          ))
        ) : (
          <img
            src={FALLBACK_IMAGE}
            alt=""
            width={320}
            height={240}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="col-span-2 row-span-2 size-full min-h-0 object-cover"
          />
        )}
      </Link>
      {soldOut ? (
        <div className="absolute inset-0 flex items-center justify-center bg-stone-900/55">
          <span className="rounded-lg bg-white px-4 py-1.5 text-lg font-bold tracking-wide text-stone-900 uppercase">
            {t('browse.soldOut')}
          </span>
        </div>
      ) : null}
    </div>
  )
}

/** How far a listing is from the place Browse measures from: "12 km away", "3.5 km away", "Under 1 km away". */
function distanceText(km: number): string {
  return km < 1 ? t('browse.distanceUnder1') : t('browse.distance', { km: formatKilometres(km) })
}

type BrowseProductCardProps = {
  product: ListedProduct
  /** One of the cards seen as the page opens: its first photo loads at once, first. */
  priority?: boolean
  adding: boolean
  /** Adds the quantity the buyer picked, in the listing's unit. */
  onAddToCart: (quantity: number) => void
}

/**
 * One card of Browse Products: every field of a listing a buyer chooses by, the quantity to buy
 * and Add to Cart. Its name and photos open the product's page, its farmer's name their storefront.
 */
export function BrowseProductCard({ product, priority = false, adding, onAddToCart }: BrowseProductCardProps) {
  const soldOut = !isPurchasable(product)
  const { pin } = product.location
  const place = productPlace(product.location)
  const harvest = formatDate(product.harvestDate)
  const expiry = formatDate(product.expiryDate)
  return (
    <article className={PRODUCT_CARD_CLASS}>
      <Photos product={product} soldOut={soldOut} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ProductBadges product={product} />
        <div>
          <h2 className="text-lg font-bold text-stone-900">
            <Link to={productPath(product._id)} className="underline-offset-4 hover:text-green-800 hover:underline">
              {product.name}
            </Link>
          </h2>
          <CropName product={product} />
          <p className="text-sm text-stone-700">
            <Link
              to={farmerStorefrontPath(product.farmerId)}
              className="inline-flex min-h-6 items-center text-green-800 underline underline-offset-4 hover:text-green-900"
            >
              {t('browse.farmer', { name: product.farmerName })}
            </Link>
          </p>
          {product.description ? <p className="mt-1 line-clamp-2 text-sm text-stone-700">{product.description}</p> : null}
        </div>
        <ProductRating ratings={product.ratings} className="text-sm text-stone-800" />
        <ProductPrice product={product} />
        <ul className="space-y-1 text-sm text-stone-700">
          <li>{t('browse.quantity', { quantity: product.quantityAvailable, unit: unitName(product.unit) })}</li>
          <li>{minimumOrderText(product)}</li>
          <li>{t('product.category', { category: t(`product.category.${product.category}`) })}</li>
          {product.variety ? <li>{t('product.variety', { variety: product.variety })}</li> : null}
          {harvest ? <li>{t('browse.harvest', { date: harvest })}</li> : null}
          {expiry ? <li>{t('browse.expiry', { date: expiry })}</li> : null}
          {place || pin ? <li>{[place, pin ? t('browse.pin', { pin }) : ''].filter(Boolean).join(' · ')}</li> : null}
          {typeof product.distanceKm === 'number' ? (
            <li className="font-semibold text-green-800">{distanceText(product.distanceKm)}</li>
          ) : null}
          <li>{product.deliveryAvailable ? t('browse.delivery', { radius: product.deliveryRadiusKm }) : t('browse.noDelivery')}</li>
        </ul>
        {product.isCertified ? (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-stone-800 ring-1 ring-amber-200">
            <p className="font-semibold text-stone-900">{t('browse.certification')}</p>
            <ul className="mt-1 space-y-0.5">
              <CertificationItems certification={product.certificationDetails} />
            </ul>
          </div>
        ) : null}
        <p className="text-xs text-stone-600">{t('browse.updated', { date: formatDate(product.updatedAt) })}</p>
        <div className="mt-auto pt-1">
          <AddToCartControls product={product} adding={adding} onAddToCart={onAddToCart} />
        </div>
      </div>
    </article>
  )
}

/** While a page of products loads: a card of the same frame, so nothing moves when it arrives. */
export function BrowseProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="aspect-[4/3] animate-pulse bg-stone-200 motion-reduce:animate-none" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-24 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-10 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-24 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="h-18 w-1/2 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
        <div className="h-11 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
      </div>
    </div>
  )
}
