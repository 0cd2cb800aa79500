import type { ListedProduct } from '@app/shared/browse'
import type { Product } from '@app/shared/products'
import { averageRating } from '@app/shared/ratings'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatDate, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateName } from '@/lib/state-name'
import { unitName } from '@/lib/unit-name'
import { thumbnailSrc } from '@/lib/uploads'

/** A certified listing's authority, certificate number and date, as list items, each only when given. */
export function CertificationItems({ certification }: { certification: Product['certificationDetails'] }) {
  const certifiedOn = formatDate(certification.certifiedOn)
  return (
    <>
      {certification.authority ? <li>{t('browse.authority', { authority: certification.authority })}</li> : null}
      {certification.certificateNumber ? <li>{t('browse.certificateNumber', { number: certification.certificateNumber })}</li> : null}
      {certifiedOn ? <li>{t('browse.certifiedOn', { date: certifiedOn })}</li> : null}
    </>
  )
}

/** Shown where a listing has no photo of its own. */
export const FALLBACK_IMAGE = '/product-fallback.svg'

/** The card frame both product cards (the farmer's listings, a buyer's browse) sit in. */
export const PRODUCT_CARD_CLASS = 'flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200'

/** The grid both product lists lay their cards in: one column on a phone, up to three. */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'

/** Green when the listing can be bought; grey for out of stock and unavailable. */
const STATUS_TONES: Record<Product['status'], BadgeTone> = {
  available: 'green',
  out_of_stock: 'grey',
  unavailable: 'grey',
}

type ProductBadgesProps = {
  product: Pick<Product, 'status' | 'isOrganic' | 'isCertified' | 'demo'> & Pick<ListedProduct, 'badges'>
  /** `md` on the detail page, `sm` on cards. */
  size?: 'sm' | 'md'
}

/**
 * Status; the farmer's badges (verified, a certificate valid today); Organic and Certified when
 * the farmer ticked them, which read "self-declared" on a listing whose farmer has no approved
 * certificate; and Demo on a demo farm's listing (which only guests may order).
 */
export function ProductBadges({ product, size = 'sm' }: ProductBadgesProps) {
  const { badges } = product
  const claim = (label: string) => (badges && !badges.certificate ? t('badge.selfDeclared', { label }) : label)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={STATUS_TONES[product.status]} size={size}>
        {t(`product.status.${product.status}`)}
      </Badge>
      <FarmerBadgeList badges={badges} size={size} />
      {product.isOrganic ? (
        <Badge tone="lime" size={size}>
          {claim(t('product.organic'))}
        </Badge>
      ) : null}
      {product.isCertified ? (
        <Badge tone="amber" size={size}>
          {claim(t('product.certified'))}
        </Badge>
      ) : null}
      {product.demo ? (
        <Badge tone="grey" size={size}>
          {t('products.demoBadge')}
        </Badge>
      ) : null}
    </div>
  )
}

/** "Verified farmer" and "Certified organic — PGS-India, valid to 31 Mar 2027", each when earned. */
export function FarmerBadgeList({ badges, size = 'sm' }: { badges: ListedProduct['badges']; size?: 'sm' | 'md' }) {
  return (
    <>
      {badges?.verified ? (
        <Badge tone="green" size={size}>
          {t('badge.verified')}
        </Badge>
      ) : null}
      {badges?.certificate ? (
        <Badge tone="lime" size={size}>
          {t('badge.certified', {
            scheme: t(`certs.scheme.${badges.certificate.scheme}`),
            date: formatDate(badges.certificate.validTo),
          })}
        </Badge>
      ) : null}
    </>
  )
}

type PricedProduct = Pick<Product, 'pricePerUnit' | 'unit'> & {
  /** The price of a kilogram, for listings sold by weight (a listed product's); absent or null otherwise. */
  pricePerKg?: number | null
}

/**
 * The price per unit as listed, and beside it the price of a kilogram when the listing is sold by
 * another weight (a quintal, a tonne), so prices in different units can be compared at a glance.
 */
export function ProductPrice({ product, size = 'sm' }: { product: PricedProduct; size?: 'sm' | 'md' }) {
  const perKg = product.pricePerKg !== undefined && product.pricePerKg !== null && product.unit !== 'kg' ? product.pricePerKg : null
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-green-800 ${size === 'md' ? 'text-2xl' : 'text-xl'}`}>
        {t('product.pricePerUnit', { price: formatRupees(product.pricePerUnit), unit: unitName(product.unit) })}
      </span>
      {perKg !== null ? (
        <span className="text-sm font-semibold text-stone-700">{t('browse.pricePerKg', { price: formatRupees(perKg) })}</span>
      ) : null}
    </p>
  )
}

/** "Minimum order: 5 kg", with the step when orders do not grow by 1. */
/**
 * A listing's average rating with how many rated it, read out as a sentence; nothing before the
 * first rating. Shown by Browse's cards and the listing's page (texts of the buyer screens).
 */
export function ProductRating({ ratings, className }: { ratings: readonly number[]; className: string }) {
  const average = averageRating(ratings)
  if (average === null) return null
  return (
    <p className={className}>
      <span aria-hidden="true">
        <span className="text-amber-700">★</span>
        {` ${t('browse.ratingValue', { average, count: ratings.length })}`}
      </span>
      <span className="sr-only">{t('browse.ratingDescription', { average, count: ratings.length })}</span>
    </p>
  )
}

export function minimumOrderText(product: Pick<Product, 'minOrderQuantity' | 'orderStep' | 'unit'>): string {
  const values = { min: product.minOrderQuantity, step: product.orderStep, unit: unitName(product.unit) }
  return product.orderStep === 1 ? t('browse.minOrder', values) : t('browse.minOrderWithStep', values)
}

/** "City, State", or whichever of the two a listing has (location is optional), or ''. */
export function productPlace({ city, state }: { city: string; state: string }): string {
  const region = stateName(state)
  return city && region ? t('product.location', { city, state: region }) : city || region
}

type ProductThumbnailProps = {
  src: string
  alt: string
  className: string
  /**
   * A photo seen as the page opens (the first cards' first photo): fetched at once and first,
   * since it is what the page's largest paint waits for. Every other photo waits until it is near.
   */
  priority?: boolean
}

/** One listing photo as its small thumbnail, at a fixed 4:3 size so the grid does not move. */
export function ProductThumbnail({ src, alt, className, priority = false }: ProductThumbnailProps) {
  return (
    <img
      src={thumbnailSrc(src)}
      alt={alt}
      width={320}
      height={240}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}

/**
 * The crop the listing's name names, in the reader's language, beside the farmer's own words: an
 * English buyer reads "Tomato" by "टमाटर / देसी". Left out when the name already says it. Kept out
 * of the listing's heading, whose name stays the farmer's own.
 */
export function CropName({ product }: { product: ListedProduct }) {
  const crop = product.cropName
  if (!crop || product.name.toLocaleLowerCase().includes(crop.toLocaleLowerCase())) return null
  return (
    <p>
      <span className="inline-block rounded-full bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-900 ring-1 ring-green-200">
        <span className="sr-only">{t('browse.cropName', { crop })}</span>
        <span aria-hidden="true">{crop}</span>
      </span>
    </p>
  )
}
