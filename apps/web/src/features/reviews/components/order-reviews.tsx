import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { ReviewInputSchema, MAX_REVIEW_COMMENT_LENGTH, type OrderReviewsResponse, type ReviewInput } from '@app/shared/reviews'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { TextAreaField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { t, tText } from '@/lib/i18n'
import { useCreateReview } from '../api/create-review'
import { useOrderReviews } from '../api/get-order-reviews'

type Line = OrderReviewsResponse['lines'][number]
type ReviewValues = { productRating: number; farmerRating: number; comment: string }

/**
 * The reviews of an order's lines: what was written, and for the buyer of a delivered order a
 * form per line not yet reviewed. Shows nothing while there is nothing to show (an order not yet
 * delivered, with no reviews).
 */
export function OrderReviews({ orderId }: { orderId: string }) {
  const { data, isError } = useOrderReviews(orderId)
  if (isError) return <p className="text-sm text-red-700">{t('reviews.loadFailed')}</p>
  if (!data || !data.lines.some((line) => line.review || line.canReview)) return null
  return (
    <section aria-labelledby="order-reviews" className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="order-reviews" className="text-lg font-semibold text-stone-900">
        {t('reviews.heading')}
      </h2>
      {data.lines.some((line) => line.canReview) ? <p className="text-sm text-stone-700">{t('reviews.intro')}</p> : null}
      <ul className="space-y-4">
        {data.lines.map((line) => (
          <li key={line.lineId} className="border-t border-stone-100 pt-3 first:border-t-0 first:pt-0">
            <h3 className="font-medium text-stone-900">{line.productName}</h3>
            {line.review ? (
              <div className="mt-1 text-sm text-stone-700">
                <p>{t('reviews.written', { product: line.review.productRating, farmer: line.review.farmerRating })}</p>
                {line.review.comment ? <p className="mt-1 italic">“{line.review.comment}”</p> : null}
                <p className="mt-1 text-stone-600">{t('reviews.by', { name: line.review.buyerName })}</p>
              </div>
            ) : line.canReview ? (
              <ReviewForm orderId={orderId} line={line} />
            ) : (
              <p className="mt-1 text-sm text-stone-600">{t('reviews.none')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function ReviewForm({ orderId, line }: { orderId: string; line: Line }) {
  const createReview = useCreateReview()
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: { comment: '' },
  })
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form

  const [productRating, farmerRating] = useWatch({ control, name: ['productRating', 'farmerRating'] })

  async function submit(review: ReviewValues) {
    try {
      await createReview.mutateAsync({ orderId, lineId: line.lineId, review })
    } catch (error) {
      applyServerErrors(form, error)
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} className="mt-2 space-y-3" noValidate>
      <StarRating
        legend={t('reviews.productRating')}
        field={register('productRating')}
        selected={Number(productRating ?? 0)}
        error={errors.productRating?.message}
      />
      <StarRating
        legend={t('reviews.farmerRating')}
        field={register('farmerRating')}
        selected={Number(farmerRating ?? 0)}
        error={errors.farmerRating?.message}
      />
      <TextAreaField label={t('reviews.comment')} rows={2} maxLength={MAX_REVIEW_COMMENT_LENGTH} {...formField(form, 'comment')} />
      <Button type="submit" disabled={isSubmitting}>
        {t('reviews.submit')}
      </Button>
    </form>
  )
}

/** Five radio buttons drawn as stars: each one a real, labelled radio, so arrows and screen readers work. */
function StarRating({
  legend,
  field,
  selected,
  error,
}: {
  legend: string
  field: UseFormRegisterReturn
  selected: number
  error: string | undefined
}) {
  const id = useId()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          // The radio covers its star, transparent: a tap on the star is a tap on the radio.
          <label key={value} className="relative block">
            <input type="radio" value={value} className="peer absolute inset-0 size-full cursor-pointer opacity-0" {...field} />
            <span
              aria-hidden="true"
              className={`block px-1 text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-green-700 ${value <= selected ? 'text-amber-600' : 'text-stone-400'}`}
            >
              ★
            </span>
            <span className="sr-only">{t('reviews.stars', { count: value })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {tText(error)}
        </p>
      ) : null}
    </fieldset>
  )
}
