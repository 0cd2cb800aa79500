import { DEFAULT_RESPONSE_STATUS, type AdditionalBuyerInfo, type BuyerRequest, type RequestResponse } from '@app/shared/buyer-requests'
import type { Product } from '@app/shared/products'
import { Fact } from '@/components/ui/fact'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateName } from '@/lib/state-name'
import { shortId } from '../lib/short-id'
import { RequestProductPanel } from './request-product-panel'

function BuyerDetails({ request, info }: { request: BuyerRequest; info: AdditionalBuyerInfo | undefined }) {
  const name = request.userId.name || t('requests.unknownBuyer')
  const { city, state } = info?.location ?? { city: null, state: null }
  const place = [city, state ? stateName(state) : null].filter(Boolean).join(', ')
  return (
    <section aria-label={t('requests.buyerDetails')} className="rounded-lg bg-green-50 p-4 ring-1 ring-green-100">
      <h3 className="text-sm font-bold text-green-900">{t('requests.buyerDetails')}</h3>
      <div className="mt-3 flex items-center gap-3">
        <div className="size-14 shrink-0 overflow-hidden rounded-full bg-white ring-1 ring-stone-300">
          {info?.profileImage ? (
            <img
              src={info.profileImage}
              alt={t('requests.buyerPhotoAlt', { name })}
              width={56}
              height={56}
              loading="lazy"
              className="size-14 object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-xs text-stone-700">{t('requests.noPhoto')}</span>
          )}
        </div>
        <p className="text-base font-bold text-stone-900">{name}</p>
      </div>
      <dl className="mt-3 space-y-2">
        <Fact variant="compact" label={t('requests.email')}>
          {request.userId.email ?? t('requests.notGiven')}
        </Fact>
        <Fact variant="compact" label={t('requests.phone')}>
          {info?.phone || t('requests.notGiven')}
        </Fact>
        <Fact variant="compact" label={t('requests.location')}>
          {place || t('requests.notGiven')}
        </Fact>
      </dl>
      <p className="mt-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">{t('requests.preferences')}</p>
      {info && info.preferences.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {info.preferences.map((preference) => (
            <li key={preference} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-200">
              {preference}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-900">{t('requests.notGiven')}</p>
      )}
    </section>
  )
}

/** What a product nobody has answered yet shows: the default status and nothing offered. */
const UNANSWERED = {
  status: DEFAULT_RESPONSE_STATUS,
  quantityOffered: null,
  expectedDeliveryDate: null,
  orderId: null,
  updatedAt: null,
} as const

type RequestCardProps = {
  request: BuyerRequest
  products: ReadonlyMap<string, Product>
  info: AdditionalBuyerInfo | undefined
}

/** One buyer's request, with the buyer's details and a panel per product. */
export function RequestCard({ request, products, info }: RequestCardProps) {
  // An account made with a mobile number alone may have no email; without a phone either, there is no link.
  const { email } = request.userId
  const contactHref = info?.phone ? `tel:${info.phone}` : email ? `mailto:${email}` : null
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-stone-900">{t('requests.requestNumber', { id: shortId(request._id) })}</h2>
        <p className="text-sm text-stone-700">
          {t('requests.created', { date: formatDate(request.createdAt) })}
          {' · '}
          {t('requests.productCount', { count: request.products.length })}
        </p>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[18rem_1fr]">
        <BuyerDetails request={request} info={info} />
        <div className="space-y-4">
          <h3 className="sr-only">{t('requests.productsHeading')}</h3>
          {request.products.map(({ productId, addedAt, quantity }) => {
            const product = products.get(productId)
            if (!product) {
              return (
                <p key={productId} className="rounded-lg bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">
                  {t('requests.productMissing')}
                </p>
              )
            }
            const response: RequestResponse = request.responses.find((stored) => stored.productId === productId) ?? {
              ...UNANSWERED,
              productId,
            }
            return (
              <RequestProductPanel
                // A new order, a changed stock or a changed request remounts the panel with what the server now holds.
                key={`${productId}-${response.orderId ?? ''}-${product.quantityAvailable}-${quantity}`}
                requestId={request._id}
                product={product}
                response={response}
                addedAt={addedAt}
                askedQuantity={quantity}
                contactHref={contactHref}
              />
            )
          })}
        </div>
      </div>
    </li>
  )
}
