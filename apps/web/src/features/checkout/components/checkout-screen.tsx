import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import {
  DeliveryAddressInputSchema,
  paymentMethodLabelId,
  type DeliveryAddress,
  type DeliveryAddressFields,
  type DeliveryAddressInput,
} from '@app/shared/delivery'
import { checkoutTotal, type CheckoutChoice, type CheckoutPreview, type CheckoutPreviewGroup } from '@app/shared/orders'
import { paths } from '@app/shared/paths'
import { pinCodeOf } from '@app/shared/pin-code'
import { toIndianState } from '@app/shared/states'
import { OrderLines } from '@/components/order/order-lines'
import { Button, LinkButton } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { formatBillAmount } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateChoices, stateName } from '@/lib/state-name'
import { useCheckout } from '../api/get-checkout'
import { isUnknownPin, usePlace } from '@/lib/pin-place'
import { usePlaceCheckout } from '../api/place-checkout'

type Choice = Omit<CheckoutChoice, 'farmerId'>

const BOX = 'rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6'

/** Whether the farmer may be asked to deliver: every product delivers and the address is in the farmer's area. */
function canDeliver(group: CheckoutPreviewGroup): boolean {
  return group.deliveryAvailable && group.deliveryRefusal === null
}

/** What a group starts with: delivery when it can be delivered to a known address, UPI when the farmer takes it. */
function defaultChoice(group: CheckoutPreviewGroup, hasAddress: boolean): Choice {
  return {
    fulfilment: canDeliver(group) && hasAddress ? 'delivery' : 'pickup',
    paymentMethod: group.upiAvailable ? 'upi' : 'cod',
  }
}

/** The address form's starting values: the saved address, with a state the list knows. */
function addressDefaults(saved: DeliveryAddress | null): DeliveryAddressInput {
  const state = saved ? toIndianState(saved.state) : undefined
  return { line: saved?.line ?? '', town: saved?.town ?? '', pin: saved?.pin ?? '', ...(state ? { state } : {}) } as DeliveryAddressInput
}

type AddressFormProps = {
  form: UseFormReturn<DeliveryAddressInput, unknown, DeliveryAddressFields>
  /** The PIN code typed, once it has 6 digits; undefined while it has not. */
  pin: string | undefined
  onPinChange: (pin: string | undefined) => void
}

/**
 * The delivery address, asked here rather than in the buyer profile (whose phone and preferences
 * have nothing to do with where a parcel goes). The PIN code is looked up as it is typed: its place
 * shows under it and fills an empty state, and each farmer's delivery is judged against it.
 */
function AddressForm({ form, pin, onPinChange }: AddressFormProps) {
  const place = usePlace(pin)
  const { setValue, getValues, clearErrors } = form
  const pinField = formField(form, 'pin', (event) => onPinChange(pinCodeOf(event.target.value)))
  const unknown = place.isError && isUnknownPin(place.error)
  const pinHint = place.isFetching
    ? t('checkout.addressChecking')
    : place.data
      ? t('checkout.addressPlace', { district: place.data.district, state: stateName(place.data.state) })
      : undefined
  const found = place.data
  // The place fills the state when it becomes known, unless the buyer chose one already.
  useEffect(() => {
    if (!found || getValues('state')) return
    setValue('state', found.state)
    clearErrors('state')
  }, [found, getValues, setValue, clearErrors])
  return (
    <section aria-labelledby="checkout-address" className={BOX}>
      <h2 id="checkout-address" className="text-lg font-bold text-stone-900">
        {t('checkout.deliveryAddress')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('checkout.addressIntro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <InputField label={t('checkout.addressLine')} autoComplete="street-address" {...formField(form, 'line')} />
        </div>
        <InputField label={t('checkout.addressTown')} autoComplete="address-level2" {...formField(form, 'town')} />
        <InputField
          label={t('checkout.addressPin')}
          inputMode="numeric"
          maxLength={7}
          autoComplete="postal-code"
          {...pinField}
          error={pinField.error ?? (unknown ? t('places.pinUnknown') : undefined)}
          hint={pinHint}
        />
        <SelectField label={t('checkout.addressState')} autoComplete="address-level1" {...formField(form, 'state')}>
          <option value="">{t('checkout.addressChooseState')}</option>
          {stateChoices().map((state) => (
            <option key={state.value} value={state.value}>
              {state.label}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="mt-4 text-sm text-stone-700">
        {t('checkout.profileNote')}{' '}
        <Link
          to={`${paths.buyerProfileEdit}?returnTo=${encodeURIComponent(paths.checkout)}`}
          className="font-semibold text-green-800 underline"
        >
          {t('checkout.profileLink')}
        </Link>
      </p>
    </section>
  )
}

type RadioProps = {
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  label: string
  /** Why the option cannot be chosen, under it. */
  reason?: ReactNode
  onChange: () => void
}

function Radio({ name, value, checked, disabled = false, label, reason, onChange }: RadioProps) {
  const id = `${name}-${value}`
  return (
    <div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          aria-describedby={reason ? `${id}-reason` : undefined}
          className="size-5 shrink-0 accent-green-700"
        />
        <label htmlFor={id} className={`text-base ${disabled ? 'text-stone-500' : 'text-stone-900'}`}>
          {label}
        </label>
      </div>
      {reason ? (
        <p id={`${id}-reason`} className="ml-8 text-sm text-amber-900">
          {reason}
        </p>
      ) : null}
    </div>
  )
}

type GroupProps = {
  group: CheckoutPreviewGroup
  choice: Choice
  onChange: (patch: Partial<Choice>) => void
}

function FarmerGroup({ group, choice, onChange }: GroupProps) {
  const farmer = group.farmer.name
  const name = `group-${group.farmer._id}`
  const deliveryReason: ReactNode = !group.deliveryAvailable
    ? t('checkout.deliveryUnavailable', { farmer })
    : (group.deliveryRefusal ?? undefined)
  const area = group.deliveryArea
  return (
    <section aria-labelledby={`${name}-heading`} className={BOX}>
      <h2 id={`${name}-heading`} className="text-lg font-bold text-stone-900">
        {t('checkout.farmerHeading', { farmer })}
      </h2>
      <OrderLines lines={group.lines} />
      {area && group.deliveryAvailable && deliveryReason === undefined ? (
        <p className="mt-3 text-sm text-stone-700">
          {area.radiusKm === null
            ? t('checkout.deliveryAreaPins', { farmer })
            : t('checkout.deliveryAreaKm', { farmer, km: area.radiusKm, place: area.place })}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{t('checkout.fulfilmentLegend')}</legend>
          <Radio
            name={`${name}-fulfilment`}
            value="pickup"
            checked={choice.fulfilment === 'pickup'}
            label={t('checkout.pickupOption', { address: group.pickupAddress })}
            onChange={() => onChange({ fulfilment: 'pickup' })}
          />
          <Radio
            name={`${name}-fulfilment`}
            value="delivery"
            checked={choice.fulfilment === 'delivery'}
            disabled={deliveryReason !== undefined}
            label={t('checkout.deliveryOption', { fee: formatBillAmount(group.deliveryFee) })}
            reason={deliveryReason}
            onChange={() => onChange({ fulfilment: 'delivery' })}
          />
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{t('checkout.paymentLegend')}</legend>
          <Radio
            name={`${name}-payment`}
            value="upi"
            checked={choice.paymentMethod === 'upi'}
            disabled={!group.upiAvailable}
            label={t('payments.method.upi')}
            reason={group.upiAvailable ? undefined : t('checkout.upiUnavailable', { farmer })}
            onChange={() => onChange({ paymentMethod: 'upi' })}
          />
          <Radio
            name={`${name}-payment`}
            value="cod"
            checked={choice.paymentMethod === 'cod'}
            label={t(paymentMethodLabelId('cod', choice.fulfilment))}
            onChange={() => onChange({ paymentMethod: 'cod' })}
          />
        </fieldset>
      </div>
    </section>
  )
}

function NotReady({ preview }: { preview: CheckoutPreview }) {
  if (preview.groups.length === 0) {
    return (
      <div className={`mt-6 text-center ${BOX}`}>
        <p className="text-xl font-bold text-stone-900">{t('checkout.empty')}</p>
        <LinkButton to={paths.productsBrowse} className="mt-6">
          {t('checkout.browse')}
        </LinkButton>
      </div>
    )
  }
  // The server holds checkout while a cart line is flagged: the buyer deals with it in the cart.
  return (
    <div role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-stone-900 ring-1 ring-amber-300">
      <p className="font-semibold">{t('checkout.linesFlagged')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <LinkButton to={paths.myCart} variant="secondary">
          {t('checkout.backToCart')}
        </LinkButton>
      </div>
    </div>
  )
}

type CheckoutFormProps = {
  preview: CheckoutPreview
  pin: string | undefined
  onPinChange: (pin: string | undefined) => void
  onPlaced: () => Promise<void>
  onRefused: (message: string | null) => void
}

/** The delivery address, the farmer groups with their choices, and the summary with Place order. */
function CheckoutForm({ preview, pin, onPinChange, onPlaced, onRefused }: CheckoutFormProps) {
  const placing = usePlaceCheckout({
    mutationConfig: {
      onSuccess: () => onPlaced(),
      onError: (error) => {
        onRefused(getErrorMessage(error, t('checkout.placeFailedFallback')))
        // The address's own fields are named `deliveryAddress.pin` in the body: shown under the box.
        if (error instanceof ApiError) {
          for (const field of ['line', 'town', 'pin', 'state'] as const) {
            const message = error.fieldErrors[`deliveryAddress.${field}`]?.[0]
            if (message) address.setError(field, { type: 'server', message })
          }
        }
      },
    },
  })
  const address = useForm<DeliveryAddressInput, unknown, DeliveryAddressFields>({
    resolver: zodResolver(DeliveryAddressInputSchema),
    defaultValues: addressDefaults(preview.savedAddress),
    reValidateMode: 'onSubmit',
  })
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  // Delivery starts chosen only to a saved address with its PIN code, which the preview judged.
  const hasAddress = Boolean(preview.savedAddress?.pin)
  // A choice the fresh preview no longer allows (delivery withdrawn or out of the farmer's area, UPI ID removed) falls back.
  const chosen = preview.groups.map((group) => {
    const fallback = defaultChoice(group, hasAddress)
    const stored = choices[group.farmer._id] ?? fallback
    const choice: CheckoutChoice = {
      farmerId: group.farmer._id,
      fulfilment: stored.fulfilment === 'delivery' && !canDeliver(group) ? 'pickup' : stored.fulfilment,
      paymentMethod: stored.paymentMethod === 'upi' && !group.upiAvailable ? 'cod' : stored.paymentMethod,
    }
    return { group, choice }
  })
  const orders = chosen.map(({ choice }) => choice)
  const total = checkoutTotal(preview.groups, orders)
  const delivering = orders.some((choice) => choice.fulfilment === 'delivery')
  const anyDelivery = preview.groups.some((group) => group.deliveryAvailable)

  function place() {
    onRefused(null)
    if (!delivering) {
      placing.mutate({ orders, confirmedTotal: total })
      return
    }
    // Delivery needs the address: its own checks first, with the focus on the first field in error.
    void address.handleSubmit((deliveryAddress) => placing.mutate({ orders, confirmedTotal: total, deliveryAddress }))()
  }

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        {anyDelivery ? <AddressForm form={address} pin={pin} onPinChange={onPinChange} /> : null}
        {chosen.map(({ group, choice }) => (
          <FarmerGroup
            key={group.farmer._id}
            group={group}
            choice={choice}
            onChange={(patch) => setChoices((previous) => ({ ...previous, [group.farmer._id]: { ...choice, ...patch } }))}
          />
        ))}
      </div>
      <aside aria-labelledby="checkout-summary" className={`h-fit ${BOX}`}>
        <h2 id="checkout-summary" className="text-xl font-bold text-stone-900">
          {t('checkout.summary')}
        </h2>
        <dl className="mt-4 space-y-3">
          {chosen.map(({ group, choice }) => (
            // A fragment, not a box: a <dl> may hold only its term-and-value groups.
            <Fragment key={group.farmer._id}>
              <div className="flex justify-between gap-4">
                <dt className="text-stone-700">{t('checkout.subtotalOf', { farmer: group.farmer.name })}</dt>
                <dd className="font-semibold whitespace-nowrap text-stone-900">{formatBillAmount(group.subtotal)}</dd>
              </div>
              {choice.fulfilment === 'delivery' ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-stone-700">{t('checkout.feeOf', { farmer: group.farmer.name })}</dt>
                  <dd className="font-semibold whitespace-nowrap text-stone-900">{formatBillAmount(group.deliveryFee)}</dd>
                </div>
              ) : null}
            </Fragment>
          ))}
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg">
            <dt className="font-bold text-stone-900">{t('checkout.grandTotal')}</dt>
            <dd className="font-bold whitespace-nowrap text-green-800">{formatBillAmount(total)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-stone-700">{t('checkout.payNote')}</p>
        <div className="mt-4 flex flex-col gap-3">
          <Button disabled={placing.isPending} onClick={place}>
            {placing.isPending ? t('checkout.placing') : t('checkout.place')}
          </Button>
          <LinkButton to={paths.myCart} variant="secondary">
            {t('checkout.backToCart')}
          </LinkButton>
        </div>
      </aside>
    </div>
  )
}

type CheckoutScreenProps = {
  /** Refreshes what placed orders change elsewhere (the cart, the orders list). */
  onPlaced?: () => unknown
}

/**
 * `/checkout`: the cart as one order per farmer. The buyer gives the delivery address here (kept for
 * the next checkout), chooses pickup or delivery and UPI or cash for each farmer, sees the total
 * computed as the server computes it, and places every order at once. A farmer whose area does not
 * reach the address offers pickup only, with the reason, before anything is sent. The server checks
 * everything again and answers 409 when anything changed: the message stays on screen and the
 * preview reloads with the new figures.
 */
export function CheckoutScreen({ onPlaced }: CheckoutScreenProps) {
  // The PIN code typed in the address, once it has 6 digits: the preview judges each farmer's delivery by it.
  const [pin, setPin] = useState<string | undefined>(undefined)
  const preview = useCheckout(pin)
  const navigate = useNavigate()
  const [refusal, setRefusal] = useState<string | null>(null)

  async function placed() {
    await onPlaced?.()
    void navigate(paths.orderHistory)
  }

  if (preview.isPending) return <ScreenSkeleton heading={t('checkout.heading')} intro={t('checkout.intro')} width="max-w-6xl" />
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('checkout.heading')}</h1>
      <p className="mt-1 text-stone-700">{t('checkout.intro')}</p>
      {refusal ? (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 font-medium text-stone-900 ring-1 ring-amber-300">
          {refusal}
        </p>
      ) : null}
      {preview.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {t('checkout.loadFailed', { message: getErrorMessage(preview.error, t('checkout.loadFailedFallback')) })}
        </p>
      ) : !preview.data.ready || preview.data.groups.length === 0 ? (
        <NotReady preview={preview.data} />
      ) : (
        <CheckoutForm preview={preview.data} pin={pin} onPinChange={setPin} onPlaced={placed} onRefused={setRefusal} />
      )}
    </section>
  )
}
