import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { get, useForm, useFormState, useWatch, type DefaultValues, type FieldPath, type UseFormReturn } from 'react-hook-form'
import {
  PRODUCT_CATEGORIES,
  PRODUCT_DEFAULTS,
  PRODUCT_STATUSES,
  ProductInputSchema,
  type Product,
  type ProductFields,
  type ProductInput,
} from '@app/shared/products'
import { lngLat } from '@app/shared/fields'
import { toIndianState } from '@app/shared/states'
import { PRODUCT_UNITS, toProductUnit, type ProductUnit } from '@app/shared/units'
import { Button } from '@/components/ui/button'
import { applyServerErrors, invalidFormMessage } from '@/components/ui/form/apply-server-errors'
import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/form/field'
import { errorMessage, formField } from '@/components/ui/form/form-field'
import { formLngLat, LocationFields, withListedState } from '@/components/ui/form/location-fields'
import { toast } from '@/components/ui/toast/toast-store'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { useProductPhotos } from '../lib/use-product-photos'
import { ProductPhotosField } from './product-photos'

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <legend className="px-1 text-lg font-bold text-stone-900">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

function Wide({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>
}

/**
 * A new listing's starting values. The location starts empty rather than absent, so a location
 * field counts as changed only once the farmer changes it.
 */
const NEW_PRODUCT: DefaultValues<ProductInput> = { ...PRODUCT_DEFAULTS, location: { city: '', state: '', pin: '', coordinates: null } }

/** A listing's place, as a farmer profile also holds it. */
export type ProductLocation = Product['location']

/**
 * Fills the location fields the farmer has neither changed nor typed into from `start`, once,
 * when it arrives: the profile may load after the form opens, and then must not undo the farmer's
 * own entries. A state the list does not know is left for the farmer to choose.
 */
function useStartingLocation(form: UseFormReturn<ProductInput, unknown, ProductFields>, start: ProductLocation | null | undefined) {
  const { control, getValues, setValue } = form
  const { dirtyFields } = useFormState({ control, name: 'location' })
  const applied = useRef(false)
  useEffect(() => {
    if (!start || applied.current) return
    applied.current = true
    const untouched = (name: 'location.city' | 'location.state' | 'location.pin' | 'location.coordinates') =>
      !get(dirtyFields, name) && !isFilled(getValues(name))
    const state = toIndianState(start.state)
    if (untouched('location.city') && start.city !== '') setValue('location.city', start.city)
    if (untouched('location.state') && state) setValue('location.state', state)
    if (untouched('location.pin') && start.pin !== '') setValue('location.pin', start.pin)
    if (untouched('location.coordinates') && lngLat(start.coordinates)) setValue('location.coordinates', start.coordinates)
  }, [start, dirtyFields, getValues, setValue])
}

/** Whether a form value holds something: text that is not blank, or a point with its two numbers. */
function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : formLngLat(value) !== null
}

/** What the form asks the market prices about, and how their "Use ₹…" sets its price. */
export type ListingPriceQuestion = {
  /** The listing's name as typed: the crop. */
  crop: string
  /** The location's PIN code as typed. */
  pin: string
  unit: ProductUnit
  /** The price typed, ₹ per `unit`; null while it is not a number. */
  price: number | null
  onUsePrice: (price: number) => void
}

/** A price field's value (a number, or the text of a number input) as a number; null when it is none. */
function typedPrice(value: unknown): number | null {
  const price = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(price) ? price : null
}

/**
 * The market prices below the price field. It watches the four fields itself, so a key typed in
 * the name or the price redraws this part and not the whole form. Setting the price marks it
 * changed and checks it, as typing it would.
 */
function PriceReferenceSlot({
  form,
  render,
}: {
  form: UseFormReturn<ProductInput, unknown, ProductFields>
  render: (question: ListingPriceQuestion) => ReactNode
}) {
  const { control, setValue } = form
  const [name, pin, unit, price] = useWatch({ control, name: ['name', 'location.pin', 'unit', 'pricePerUnit'] })
  const listedUnit = toProductUnit(String(unit ?? ''))
  // The empty wrapper takes no row of the grid, so the form does not move while there is nothing to show.
  return (
    <div className="empty:hidden sm:col-span-2">
      {listedUnit
        ? render({
            crop: String(name ?? ''),
            pin: String(pin ?? ''),
            unit: listedUnit,
            price: typedPrice(price),
            onUsePrice: (modal) => setValue('pricePerUnit', modal, { shouldValidate: true, shouldDirty: true }),
          })
        : null}
    </div>
  )
}

type ProductFormProps = {
  /** The listing being edited, as the API answered it; absent for a new one. */
  product?: Product
  /**
   * Where a new listing starts: the farmer's profile's location, once it has loaded (null: no
   * profile). It fills the location fields the farmer has left empty.
   */
  startingLocation?: ProductLocation | null
  /**
   * Sends the checked product (its mutation hook toasts the outcome) and moves on; rejects with the
   * server's error, whose field errors this form shows under their fields.
   */
  onSave: (fields: ProductFields) => Promise<void>
  /** The toast for a form its check refused, given the check's message; that message alone when not given. */
  invalidMessage?: (reason: string) => string
  onCancel: () => void
  /**
   * The market prices for the listing's crop below the price (the prices feature's part, composed
   * by the route), asked about the name, the PIN code and the unit as they change.
   */
  renderPriceReference?: (question: ListingPriceQuestion) => ReactNode
}

/**
 * Create and edit a listing, with every field of a product. The form holds the product in the
 * API's shape and is checked by the same schema as the server's, so each message appears under
 * its field before the round trip; the server checks again, and its field errors land on the same
 * fields.
 */
export function ProductForm({
  product,
  startingLocation,
  onSave,
  invalidMessage = (reason) => reason,
  onCancel,
  renderPriceReference,
}: ProductFormProps) {
  const isEdit = product !== undefined
  const photos = useProductPhotos(product?.images ?? [])
  const form = useForm<ProductInput, unknown, ProductFields>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: product ? withListedState(product) : NEW_PRODUCT,
    // Changing a field clears its error; the form is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const {
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form
  const isCertified = useWatch({ control, name: 'isCertified' })
  // The unit select always holds one of the listed units; the hints of the order fields name it.
  const unit = useWatch({ control, name: 'unit' }) ?? PRODUCT_DEFAULTS.unit
  const field = (name: FieldPath<ProductInput>) => formField(form, name)
  useStartingLocation(form, startingLocation)

  async function save(fields: ProductFields) {
    try {
      await onSave(fields)
    } catch (error) {
      applyServerErrors(form, error)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (photos.isUploading) {
      event.preventDefault()
      toast.info(t('productForm.waitForUploads'))
      return
    }
    // The photos are not an input of the form: they join the values here, to be checked and sent.
    setValue('images', photos.urls)
    void handleSubmit(save, (invalid) => toast.error(invalidMessage(invalidFormMessage(invalid))))(event)
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <Section legend={t('productForm.sectionProduct')}>
        <Wide>
          <InputField label={t('productForm.name')} autoComplete="off" {...field('name')} />
        </Wide>
        <InputField label={t('productForm.variety')} autoComplete="off" {...field('variety')} />
        <SelectField label={t('productForm.category')} {...field('category')}>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`product.category.${category}`)}
            </option>
          ))}
        </SelectField>
        <Wide>
          <TextAreaField label={t('productForm.description')} rows={4} {...field('description')} />
        </Wide>
      </Section>

      <Section legend={t('productForm.sectionPrice')}>
        <InputField label={t('productForm.pricePerUnit')} type="number" inputMode="decimal" step="any" {...field('pricePerUnit')} />
        <SelectField label={t('productForm.unit')} hint={t('productForm.unitHint')} {...field('unit')}>
          {PRODUCT_UNITS.map((value) => (
            <option key={value} value={value}>
              {t(`productForm.unitOption.${value}`)}
            </option>
          ))}
        </SelectField>
        {renderPriceReference ? <PriceReferenceSlot form={form} render={renderPriceReference} /> : null}
        <InputField
          label={t('productForm.quantityAvailable')}
          type="number"
          inputMode="decimal"
          step="any"
          {...field('quantityAvailable')}
        />
        <SelectField label={t('productForm.status')} {...field('status')}>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`product.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('productForm.minOrderQuantity')}
          hint={t('productForm.minOrderHint', { unit: unitName(unit) })}
          type="number"
          inputMode="decimal"
          step="any"
          {...field('minOrderQuantity')}
        />
        <InputField
          label={t('productForm.orderStep')}
          hint={t('productForm.orderStepHint', { unit: unitName(unit) })}
          type="number"
          inputMode="decimal"
          step="any"
          {...field('orderStep')}
        />
      </Section>

      <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <legend className="px-1 text-lg font-bold text-stone-900">{t('productForm.sectionPhotos')}</legend>
        <div className="mt-2">
          <ProductPhotosField photos={photos} error={errorMessage(errors, 'images')} />
        </div>
      </fieldset>

      <Section legend={t('productForm.sectionQuality')}>
        <CheckboxField label={t('productForm.isOrganic')} {...field('isOrganic')} />
        <CheckboxField label={t('productForm.isCertified')} {...field('isCertified')} />
        {isCertified ? (
          <>
            <InputField label={t('productForm.certificationAuthority')} {...field('certificationDetails.authority')} />
            <InputField label={t('productForm.certificateNumber')} {...field('certificationDetails.certificateNumber')} />
            <InputField label={t('productForm.certifiedOn')} type="date" {...field('certificationDetails.certifiedOn')} />
          </>
        ) : null}
      </Section>

      <Section legend={t('productForm.sectionDates')}>
        <InputField label={t('productForm.harvestDate')} type="date" {...field('harvestDate')} />
        <InputField label={t('productForm.expiryDate')} type="date" {...field('expiryDate')} />
      </Section>

      <Section legend={t('productForm.sectionLocation')}>
        <LocationFields form={form} labels={{ city: t('productForm.city'), state: t('productForm.state'), pin: t('productForm.pin') }} />
      </Section>

      <Section legend={t('productForm.sectionDelivery')}>
        <CheckboxField label={t('productForm.deliveryAvailable')} {...field('deliveryAvailable')} />
        <InputField label={t('productForm.deliveryRadiusKm')} type="number" inputMode="decimal" step="any" {...field('deliveryRadiusKm')} />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('productForm.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t(isEdit ? 'productForm.submittingEdit' : 'productForm.submittingCreate')
            : t(isEdit ? 'productForm.submitEdit' : 'productForm.submitCreate')}
        </Button>
      </div>
    </form>
  )
}
