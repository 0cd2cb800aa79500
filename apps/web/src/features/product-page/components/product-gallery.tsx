import { useRef, useState } from 'react'
import type { ListedProduct } from '@app/shared/browse'
import { FALLBACK_IMAGE } from '@/components/product/product-card-parts'
import { t } from '@/lib/i18n'
import { thumbnailSrc } from '@/lib/uploads'

/**
 * Every photo of a listing in a row that snaps photo by photo (swiped on a phone, scrolled or
 * chosen from the thumbnails elsewhere). Each photo sits in a fixed 4:3 box, so nothing moves as
 * they load; the first is fetched at once and first, since the page's largest paint waits for it.
 */
export function ProductGallery({ product, soldOut }: { product: ListedProduct; soldOut: boolean }) {
  const row = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const count = product.images.length

  function show(index: number) {
    const element = row.current
    if (element) element.scrollLeft = index * element.clientWidth
    setCurrent(index)
  }

  function onScroll() {
    const element = row.current
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth))
  }

  return (
    <div className="min-w-0 space-y-3">
      <div className="relative overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200">
        {count === 0 ? (
          <img
            src={FALLBACK_IMAGE}
            alt=""
            width={800}
            height={600}
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <ul
            ref={row}
            onScroll={onScroll}
            aria-label={t('productPage.photos', { name: product.name })}
            // Focusable, so the row scrolls with the arrow keys too.
            tabIndex={0}
            className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth motion-reduce:scroll-auto [scrollbar-width:none]"
          >
            {product.images.map((src, index) => (
              <li key={`${index}-${src}`} className="w-full shrink-0 snap-center">
                <img
                  src={src}
                  alt={t('productPage.photoAlt', { name: product.name, index: index + 1, count })}
                  width={800}
                  height={600}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        {soldOut ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-stone-900/55">
            <span className="rounded-lg bg-white px-4 py-1.5 text-lg font-bold tracking-wide text-stone-900 uppercase">
              {t('browse.soldOut')}
            </span>
          </div>
        ) : null}
      </div>
      {count > 1 ? (
        <ul aria-label={t('productPage.thumbnails')} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {product.images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                aria-label={t('productPage.showPhoto', { index: index + 1, count })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
                className={`block w-full overflow-hidden rounded-lg ring-2 ${index === current ? 'ring-green-700' : 'ring-transparent hover:ring-stone-300'}`}
              >
                <img
                  src={thumbnailSrc(src)}
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
