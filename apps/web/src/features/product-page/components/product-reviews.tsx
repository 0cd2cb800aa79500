import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useProductReviews } from '../api/get-product-reviews'

/** Five stars, the first `rating` filled; read out as "Rated 4 out of 5". */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="tracking-tight text-amber-700">
        {rating > 0 ? '★'.repeat(rating) : null}
        {rating < 5 ? <span className="text-stone-300">{'★'.repeat(5 - rating)}</span> : null}
      </span>
      <span className="sr-only">{t('productPage.reviewRating', { rating })}</span>
    </span>
  )
}

/**
 * What buyers who received this listing wrote: the average and how many, then the reviews newest
 * first, a page at a time.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const reviews = useProductReviews(productId)
  const pages = reviews.data?.pages ?? []
  const shown = pages.flatMap((page) => page.reviews)
  const first = pages[0]

  return (
    <section aria-labelledby="product-reviews" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <h2 id="product-reviews" className="text-lg font-bold text-stone-900">
        {t('productPage.reviews')}
      </h2>
      {reviews.isPending ? (
        <p role="status" className="mt-3 text-stone-700">
          {t('productPage.loadingReviews')}
        </p>
      ) : reviews.isError ? (
        <p role="alert" className="mt-3 text-stone-800">
          {t('productPage.reviewsFailed', { message: getErrorMessage(reviews.error, t('error.internal')) })}
        </p>
      ) : !first || first.total === 0 ? (
        <p className="mt-3 text-stone-700">{t('productPage.noReviews')}</p>
      ) : (
        <>
          <p className="mt-2 text-stone-800">
            {first.average !== null ? (
              <span className="font-semibold">
                <span aria-hidden="true" className="text-amber-700">
                  {'★ '}
                </span>
                {t('productPage.reviewsAverage', { average: first.average })}
              </span>
            ) : null}{' '}
            <span className="text-stone-700">{t('productPage.reviewsCount', { count: first.total })}</span>
          </p>
          <ul className="mt-4 divide-y divide-stone-200">
            {shown.map((review) => (
              <li key={review._id} className="py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars rating={review.productRating} />
                  <span className="font-semibold text-stone-900">{review.buyerName}</span>
                  <span className="text-sm text-stone-600">{formatDate(review.createdAt)}</span>
                </div>
                {review.comment ? <p className="mt-1 whitespace-pre-line text-stone-800">{review.comment}</p> : null}
              </li>
            ))}
          </ul>
          {reviews.hasNextPage ? (
            <Button variant="secondary" className="mt-2" disabled={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
              {reviews.isFetchingNextPage ? t('browse.loadingMore') : t('productPage.moreReviews')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
