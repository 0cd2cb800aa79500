import type { Product } from '@app/shared/products'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { thumbnailSrc } from '@/lib/uploads'

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
  product: Pick<Product, 'status' | 'isOrganic' | 'isCertified' | 'demo'>
  /** `md` on the detail page, `sm` on cards. */
  size?: 'sm' | 'md'
}

/** Status, then Organic and Certified when they apply, and Demo on a demo farm's listing (which only guests may order). */
export function ProductBadges({ product, size = 'sm' }: ProductBadgesProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={STATUS_TONES[product.status]} size={size}>
        {t(`product.status.${product.status}`)}
      </Badge>
      {product.isOrganic ? (
        <Badge tone="lime" size={size}>
          {t('product.organic')}
        </Badge>
      ) : null}
      {product.isCertified ? (
        <Badge tone="amber" size={size}>
          {t('product.certified')}
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

export function ProductPrice({ product }: { product: Pick<Product, 'pricePerUnit' | 'unit'> }) {
  return (
    <p className="text-xl font-bold text-green-800">
      {t('product.pricePerUnit', { price: formatRupees(product.pricePerUnit), unit: unitName(product.unit) })}
    </p>
  )
}

/** "City, State", or whichever of the two a listing has (location is optional), or ''. */
export function productPlace({ city, state }: { city: string; state: string }): string {
  return city && state ? t('product.location', { city, state }) : city || state
}

/** One listing photo as its small thumbnail, lazily loaded at a fixed 4:3 size so the grid does not move. */
export function ProductThumbnail({ src, alt, className }: { src: string; alt: string; className: string }) {
  return <img src={thumbnailSrc(src)} alt={alt} width={320} height={240} loading="lazy" decoding="async" className={className} />
}
