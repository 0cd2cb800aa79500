import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  canConfirm,
  DELIVERY_DATE_STATUSES,
  QUANTITY_STATUSES,
  RESPONSE_STATUSES,
  todayInIndia,
  type RequestResponse,
  type ResponseStatus,
} from '@app/shared/buyer-requests'
import { orderDetailsPath } from '@app/shared/paths'
import type { Product } from '@app/shared/products'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/form/field'
import { getErrorMessage } from '@/lib/api-client'
import { formatRupees, formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { thumbnailSrc } from '@/lib/uploads'
import { confirmFailedMessage, useConfirmRequestProduct } from '../api/confirm-request-product'
import { useSaveRequestResponse, type SaveResponseVariables } from '../api/save-request-response'
import { initialQuantity, largestOffer } from '../lib/quantity-stepper'
import { QuantityStepper } from './quantity-stepper'

/** The stepper saves once the farmer stops pressing, not on every press. */
const QUANTITY_SAVE_DEBOUNCE_MS = 600

type Draft = { status: ResponseStatus; quantity: number; date: string }

type RequestProductPanelProps = {
  requestId: string
  product: Product
  /** The stored answer (pending with nulls when never answered). */
  response: RequestResponse
  addedAt: string
  /** How much the buyer asked for (their cart line), in the product's unit. */
  askedQuantity: number
  /** Where Contact Buyer leads: `tel:` when the buyer gave a phone, else `mailto:`; null (no button) with neither. */
  contactHref: string | null
}

/**
 * The farmer's panel for one requested product: the quantity the buyer asked for, then status,
 * quantity to offer (starting at the quantity asked), expected delivery date,
 * Confirm This Product and Contact Buyer. Every change is stored on the server, so the answer
 * survives a reload; confirming creates a real order.
 */
export function RequestProductPanel({ requestId, product, response, addedAt, askedQuantity, contactHref }: RequestProductPanelProps) {
  const headingId = useId()
  const max = largestOffer(product.quantityAvailable)
  const [draft, setDraft] = useState<Draft>(() => ({
    status: response.status,
    // A stored answer keeps the farmer's own quantity; a new one starts at what the buyer asked for.
    quantity: response.quantityOffered ?? initialQuantity(askedQuantity, product.quantityAvailable),
    date: response.expectedDeliveryDate ?? '',
  }))
  const save = useSaveRequestResponse()
  const confirmation = useConfirmRequestProduct()
  // The latest save's or confirmation's failure; sending again clears it.
  const saveError = save.error ? t('requests.saveFailed', { message: getErrorMessage(save.error, t('requests.saveFailedFallback')) }) : null
  const confirmError = confirmation.error ? confirmFailedMessage(confirmation.error) : null
  const ordered = response.orderId !== null
  const showsQuantity = QUANTITY_STATUSES.includes(draft.status)
  const showsDate = DELIVERY_DATE_STATUSES.includes(draft.status)

  const { mutate: sendResponse } = save
  function variablesOf(next: Draft): SaveResponseVariables {
    return {
      requestId,
      productId: product._id,
      body: {
        status: next.status,
        quantityOffered: next.quantity,
        expectedDeliveryDate: DELIVERY_DATE_STATUSES.includes(next.status) && next.date ? next.date : null,
      },
    }
  }

  function store(next: Draft) {
    sendResponse(variablesOf(next))
  }

  // The stepper's latest value waits here until the farmer pauses; leaving the screen sends it at once.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; variables: SaveResponseVariables } | null>(null)
  useEffect(
    () => () => {
      if (!pending.current) return
      clearTimeout(pending.current.timer)
      sendResponse(pending.current.variables)
    },
    [sendResponse],
  )

  function change(patch: Partial<Draft>, { debounce = false } = {}) {
    const next = { ...draft, ...patch }
    setDraft(next)
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
    if (!debounce) return store(next)
    const timer = setTimeout(() => {
      pending.current = null
      store(next)
    }, QUANTITY_SAVE_DEBOUNCE_MS)
    pending.current = { timer, variables: variablesOf(next) }
  }

  function confirm() {
    // The order records the quantity itself; an answer still waiting to be saved would come after it.
    if (pending.current) clearTimeout(pending.current.timer)
    pending.current = null
    confirmation.mutate({
      requestId,
      productId: product._id,
      body: { quantity: draft.quantity, expectedDeliveryDate: showsDate && draft.date ? draft.date : null },
    })
  }

  const photo = product.images[0]
  return (
    <article aria-labelledby={headingId} className="rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
      <div className="flex gap-3">
        {photo ? (
          <img
            src={thumbnailSrc(photo)}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-24 shrink-0 rounded-md bg-stone-200 object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="text-base font-bold text-stone-900">
            {product.name}
          </h4>
          <p className="text-sm text-stone-700">
            {t('product.pricePerUnit', { price: formatRupees(product.pricePerUnit), unit: unitName(product.unit) })}
            {' · '}
            {t('requests.available', { quantity: product.quantityAvailable, unit: unitName(product.unit) })}
          </p>
          <p className="text-sm font-semibold text-stone-900">
            {t('requests.askedFor', { quantity: askedQuantity, unit: unitName(product.unit) })}
          </p>
          <p className="text-sm text-stone-600">{t('requests.interestShown', { date: formatTimestamp(addedAt) })}</p>
        </div>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('requests.status')}
          value={draft.status}
          disabled={ordered}
          onChange={(event) => {
            const status = RESPONSE_STATUSES.find((value) => value === event.target.value)
            if (status) change({ status })
          }}
        >
          {RESPONSE_STATUSES.map((status) => (
            // Confirmed comes from Confirm This Product, which creates the order; the select only shows it.
            <option key={status} value={status} disabled={status === 'confirmed' && draft.status !== 'confirmed'}>
              {t(`requests.status.${status}`)}
            </option>
          ))}
        </SelectField>
        {showsQuantity && !ordered ? (
          <QuantityStepper
            label={t('requests.quantityToOffer', { unit: unitName(product.unit) })}
            value={draft.quantity}
            max={max}
            hint={t('requests.quantityHint', { quantity: max, unit: unitName(product.unit) })}
            onChange={(quantity) => change({ quantity }, { debounce: true })}
          />
        ) : null}
        {showsDate && !ordered ? (
          <InputField
            label={t('requests.expectedDelivery')}
            type="date"
            min={todayInIndia()}
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
          />
        ) : null}
      </div>

      <div aria-live="polite" className="mt-2 min-h-5 text-sm">
        {save.isPending ? <p className="text-stone-600">{t('requests.saving')}</p> : null}
        {saveError ? <p className="font-medium text-red-700">{saveError}</p> : null}
        {confirmError ? <p className="font-medium text-red-700">{confirmError}</p> : null}
      </div>

      <div className="mt-2 flex flex-col gap-3 border-t border-stone-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-800">
          {t('requests.estimatedValue')}{' '}
          <span className="font-bold text-green-800">{formatRupees(Math.round(product.pricePerUnit * 100 * draft.quantity) / 100)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {response.orderId !== null ? (
            <>
              <p className="rounded-full bg-green-100 px-3 py-1 text-sm font-bold text-green-900">{t('requests.orderCreated')}</p>
              <Link to={orderDetailsPath(response.orderId)} className="text-sm font-semibold text-green-800 underline">
                {t('orders.view')}
              </Link>
            </>
          ) : canConfirm(draft.status) ? (
            <Button disabled={confirmation.isPending} onClick={confirm}>
              {confirmation.isPending ? t('requests.confirming') : t('requests.confirm')}
            </Button>
          ) : null}
          {contactHref ? (
            <a
              href={contactHref}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-green-700 bg-white px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50"
            >
              {t('requests.contactBuyer')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  )
}
