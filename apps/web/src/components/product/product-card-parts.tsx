import type { Product } from '@app/shared/products'
import { thumbnailUrl } from '@app/shared/uploads'
import { formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'

const STATUS_STYLES: Record<Product['status'], string> = {
  available: 'bg-green-100 text-green-900',
  out_of_stock: 'bg-red-100 text-red-900',
  unavailable: 'bg-stone-200 text-stone-800',
}

/** The card frame both product cards (the farmer's listings, a buyer's browse) sit in. */
/** Shown where a listing has no photo of its own. */
export const FALLBACK_IMAGE = '/product-fallback.svg'

export const PRODUCT_CARD_CLASS = 'flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200'

function Badge({ className, children }: { className: string; children: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{children}</span>
}

/** Status, then Organic and Certified when they apply. */
export function ProductBadges({ product }: { product: Pick<Product, 'status' | 'isOrganic' | 'isCertified'> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge className={STATUS_STYLES[product.status]}>{t(`product.status.${product.status}`)}</Badge>
      {product.isOrganic ? <Badge className="bg-lime-100 text-lime-900">{t('product.organic')}</Badge> : null}
      {product.isCertified ? <Badge className="bg-amber-100 text-amber-900">{t('product.certified')}</Badge> : null}
    </div>
  )
}

export function ProductPrice({ product }: { product: Pick<Product, 'pricePerUnit' | 'unit'> }) {
  return (
    <p className="text-xl font-bold text-green-800">
      {t('product.pricePerUnit', { price: formatRupees(product.pricePerUnit), unit: product.unit })}
    </p>
  )
}

/** "City, State", or whichever of the two a listing has (location is optional), or ''. */
export function productPlace({ city, state }: { city: string; state: string }): string {
  return city && state ? t('product.location', { city, state }) : city || state
}

/** One listing photo as its small thumbnail, lazily loaded at a fixed 4:3 size so the grid does not move. */
export function ProductThumbnail({ src, alt, className }: { src: string; alt: string; className: string }) {
  return <img src={thumbnailUrl(src)} alt={alt} width={320} height={240} loading="lazy" decoding="async" className={className} />
}
