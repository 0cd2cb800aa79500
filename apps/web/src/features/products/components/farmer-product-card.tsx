import { Link } from 'react-router'
import { productDetailsPath, productEditPath } from '@app/shared/paths'
import type { Product } from '@app/shared/products'
import { PRODUCT_CARD_CLASS, ProductBadges, ProductPrice, ProductThumbnail, productPlace } from '@/components/product/product-card-parts'
import { Badge } from '@/components/ui/badge'
import { Button, LinkButton } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'

const PHOTO_SLOTS = 2

/**
 * One of the farmer's listings. Photos are the small thumbnails, in fixed 4:3 slots so the grid
 * does not move as they load. The name leads to the detail page, Edit now to the edit form.
 */
export function FarmerProductCard({ product, deleting, onDelete }: { product: Product; deleting: boolean; onDelete: () => void }) {
  const photos = product.images.slice(0, PHOTO_SLOTS)
  const harvested = formatDate(product.harvestDate)
  const expires = formatDate(product.expiryDate)
  // Location is optional on a listing: show what there is, and no stray comma.
  const place = productPlace(product.location)
  return (
    <article className={PRODUCT_CARD_CLASS}>
      <div className="grid grid-cols-2 gap-0.5 bg-stone-100">
        {photos.length > 0 ? (
          photos.map((src, index) => (
            <ProductThumbnail
              key={`${index}-${src}`}
              src={src}
              alt={t('farmerProducts.photoAlt', { name: product.name, index: index + 1 })}
              // One photo spans both slots at the same height as two, so every card's photo row matches.
              className={`w-full object-cover ${photos.length === 1 ? 'col-span-2 aspect-[8/3]' : 'aspect-[4/3]'}`}
            />
          ))
        ) : (
          <div className="col-span-2 flex aspect-[8/3] items-center justify-center text-sm text-stone-600">
            {t('farmerProducts.noPhoto')}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <ProductBadges product={product} />
        {/* An operator hid it: buyers do not see it; the farmer reads why, as the operator wrote it. */}
        {product.hidden ? (
          <div role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-700/30">
            <Badge tone="amber">{t('products.hiddenBadge')}</Badge>
            <p className="mt-1">{t('products.hiddenReason', { reason: product.hidden.reason })}</p>
          </div>
        ) : null}
        <div>
          <h2 className="text-lg font-bold text-stone-900">
            <Link to={productDetailsPath(product._id)} className="underline-offset-4 hover:text-green-900 hover:underline">
              {product.name}
            </Link>
          </h2>
          {product.variety ? <p className="text-sm text-stone-700">{t('product.variety', { variety: product.variety })}</p> : null}
        </div>
        <ProductPrice product={product} />
        <ul className="space-y-1 text-sm text-stone-700">
          <li>{t('product.quantityAvailable', { quantity: product.quantityAvailable, unit: unitName(product.unit) })}</li>
          <li>
            {t(product.orderStep === 1 ? 'farmerProducts.minOrder' : 'farmerProducts.minOrderWithStep', {
              min: product.minOrderQuantity,
              step: product.orderStep,
              unit: unitName(product.unit),
            })}
          </li>
          <li>{t('product.category', { category: t(`product.category.${product.category}`) })}</li>
          {harvested ? <li>{t('product.harvested', { date: harvested })}</li> : null}
          {expires ? <li>{t('product.expires', { date: expires })}</li> : null}
          {place ? <li>{place}</li> : null}
        </ul>
        <div className="mt-auto grid grid-cols-2 gap-3 pt-2">
          <LinkButton
            to={productEditPath(product._id)}
            variant="secondary"
            aria-label={t('farmerProducts.editLabel', { name: product.name })}
          >
            {t('farmerProducts.editNow')}
          </LinkButton>
          <Button
            variant="danger"
            disabled={deleting}
            onClick={onDelete}
            aria-label={t('farmerProducts.deleteLabel', { name: product.name })}
          >
            {deleting ? t('farmerProducts.deleting') : t('farmerProducts.delete')}
          </Button>
        </div>
      </div>
    </article>
  )
}

/** The loading card, with two image placeholders, the size of a real card so nothing moves. */
export function FarmerProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="grid grid-cols-2 gap-0.5">
        {Array.from({ length: PHOTO_SLOTS }, (_, index) => (
          <div key={index} data-testid="image-placeholder" className="aspect-[4/3] animate-pulse bg-stone-200 motion-reduce:animate-none" />
        ))}
      </div>
      <div className="space-y-3 p-4">
        <div className="h-5 w-20 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="h-16 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="h-11 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
      </div>
    </div>
  )
}
