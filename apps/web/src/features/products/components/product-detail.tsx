import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { lngLat } from '@app/shared/fields'
import { paths, productEditPath } from '@app/shared/paths'
import type { Product } from '@app/shared/products'
import { averageRating } from '@app/shared/ratings'
import { ProductBadges } from '@/components/product/product-card-parts'
import { LinkButton } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { PageLoading } from '@/components/ui/spinner'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { formatDate, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateName } from '@/lib/state-name'
import { unitName } from '@/lib/unit-name'
import { thumbnailSrc } from '@/lib/uploads'
import { useProduct } from '../api/get-product'

function Gallery({ product }: { product: Product }) {
  const [selected, setSelected] = useState(0)
  const count = product.images.length
  const current = product.images[Math.min(selected, count - 1)]
  if (current === undefined) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-stone-100 text-stone-700 ring-1 ring-stone-200">
        {t('productDetail.noPhoto')}
      </div>
    )
  }
  return (
    <div className="space-y-3">
      <img
        src={current}
        alt={t('productDetail.photoAlt', { name: product.name, index: selected + 1, count })}
        width={800}
        height={600}
        decoding="async"
        className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
      />
      {count > 1 ? (
        <ul aria-label={t('productDetail.gallery')} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {product.images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                aria-label={t('productDetail.showPhoto', { index: index + 1, count })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`block w-full overflow-hidden rounded-lg ring-2 ${index === selected ? 'ring-green-700' : 'ring-transparent hover:ring-stone-300'}`}
              >
                <img
                  src={thumbnailSrc(image)}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function InfoBox({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 className="text-lg font-bold text-stone-900">{heading}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  )
}

/** Everything a buyer should know about one listing, read-only. */
function ProductDetailView({ product, canEdit }: { product: Product; canEdit: boolean }) {
  const notGiven = t('productDetail.notGiven')
  const average = averageRating(product.ratings)
  const point = lngLat(product.location.coordinates)
  return (
    <article className="grid gap-8 lg:grid-cols-2">
      <Gallery product={product} />
      <div className="space-y-6">
        <div>
          <ProductBadges product={product} size="md" />
          <h1 className="mt-3 text-2xl font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
          <p className="mt-2 text-2xl font-bold text-green-800">
            {t('product.pricePerUnit', { price: formatRupees(product.pricePerUnit), unit: unitName(product.unit) })}
          </p>
          {average !== null ? (
            <p className="mt-1 text-stone-800">
              <span className="font-semibold">{t('productDetail.rating')}</span>{' '}
              <span>{t('productDetail.ratingValue', { average, count: product.ratings.length })}</span>{' '}
              <span className="sr-only">{t('productDetail.ratingDescription', { count: product.ratings.length })}</span>
            </p>
          ) : null}
        </div>

        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('productDetail.quantity')}>
            {t('productDetail.quantityValue', { quantity: product.quantityAvailable, unit: unitName(product.unit) })}
          </Fact>
          <Fact label={t('productDetail.minOrder')}>
            {t(product.orderStep === 1 ? 'productDetail.minOrderValue' : 'productDetail.minOrderWithStepValue', {
              min: product.minOrderQuantity,
              step: product.orderStep,
              unit: unitName(product.unit),
            })}
          </Fact>
          <Fact label={t('productDetail.category')}>{t(`product.category.${product.category}`)}</Fact>
          <Fact label={t('productDetail.variety')}>{product.variety || notGiven}</Fact>
          <Fact label={t('productDetail.delivery')}>
            {product.deliveryAvailable
              ? t('productDetail.deliveryAvailable', { radius: product.deliveryRadiusKm })
              : t('productDetail.noDelivery')}
          </Fact>
          <Fact label={t('productDetail.harvestDate')}>{formatDate(product.harvestDate) || notGiven}</Fact>
          <Fact label={t('productDetail.expiryDate')}>{formatDate(product.expiryDate) || notGiven}</Fact>
        </dl>

        <div>
          <h2 className="text-lg font-bold text-stone-900">{t('productDetail.description')}</h2>
          <p className="mt-1 whitespace-pre-line text-stone-800">{product.description || t('productDetail.noDescription')}</p>
        </div>

        {product.isCertified ? (
          <InfoBox heading={t('productDetail.certification')}>
            <Fact label={t('productDetail.authority')}>{product.certificationDetails.authority ?? notGiven}</Fact>
            <Fact label={t('productDetail.certificateNumber')}>{product.certificationDetails.certificateNumber ?? notGiven}</Fact>
            <Fact label={t('productDetail.certifiedOn')}>{formatDate(product.certificationDetails.certifiedOn) || notGiven}</Fact>
          </InfoBox>
        ) : null}

        <InfoBox heading={t('productDetail.location')}>
          <Fact label={t('productDetail.city')}>{product.location.city || notGiven}</Fact>
          <Fact label={t('productDetail.state')}>{product.location.state ? stateName(product.location.state) : notGiven}</Fact>
          <Fact label={t('productDetail.pin')}>{product.location.pin || notGiven}</Fact>
          <Fact label={t('productDetail.coordinates')}>
            {point ? t('productDetail.coordinatesValue', { lng: point[0], lat: point[1] }) : notGiven}
          </Fact>
        </InfoBox>

        <p className="text-sm text-stone-700">{t('productDetail.updated', { date: formatDate(product.updatedAt) })}</p>
        {canEdit ? (
          <LinkButton to={productEditPath(product._id)} variant="secondary">
            {t('productDetail.edit')}
          </LinkButton>
        ) : null}
      </div>
    </article>
  )
}

/** A missing or malformed id and a listing that does not exist all mean there is nothing to show. */
function isNoSuchProduct(error: Error) {
  return error instanceof ApiError && (error.status === 404 || (error.status === 400 && 'id' in error.fieldErrors))
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-white p-8 text-center text-lg text-stone-800 ring-1 ring-stone-200">
      {children}
    </p>
  )
}

function LoadedDetail({ productId, viewerId }: { productId: string; viewerId: string | null }) {
  const product = useProduct(productId)
  if (product.isPending) return <PageLoading />
  if (product.isError) {
    if (isNoSuchProduct(product.error)) return <Notice>{t('productDetail.noProduct')}</Notice>
    return <Notice>{t('productDetail.loadFailed', { message: getErrorMessage(product.error, t('error.internal')) })}</Notice>
  }
  return <ProductDetailView product={product.data} canEdit={viewerId === product.data.farmerId} />
}

/**
 * `/products/details/{id}`: "Product not found" without an id, "No Product Found"
 * when there is no such listing, and a back link to the listed crops.
 */
export function ProductDetail({ productId, viewerId }: { productId: string | undefined; viewerId: string | null }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={paths.farmerDashboard}
        className="inline-flex min-h-11 items-center font-semibold text-green-800 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {t('productDetail.back')}
      </Link>
      <div className="mt-4">
        {productId ? <LoadedDetail productId={productId} viewerId={viewerId} /> : <Notice>{t('products.notFound')}</Notice>}
      </div>
    </section>
  )
}
