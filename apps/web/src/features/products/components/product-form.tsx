import { useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, type Product, type ProductInput } from '@app/shared/products'
import { Button } from '@/components/ui/button'
import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast/toast-store'
import { ApiError } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { productFieldErrors, toProductFormValues, toProductInput, type ProductFormField, type ProductFormValues } from '../lib/product-form-values'
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

type ProductFormProps = {
  /** The listing being edited; absent for a new one. */
  product?: Product
  /**
   * Sends the product and reacts to the answer (toast, navigation). A rejection with an `ApiError`
   * puts its field errors under the fields; the caller has already told the farmer what failed.
   */
  onSave: (input: ProductInput) => Promise<void>
  onCancel: () => void
}

/**
 * SPEC.md §2 "Product create and edit" with every Product field of §3. §5: no validation here; the
 * server checks and its field errors appear under the fields (issue 3 item 3).
 */
export function ProductForm({ product, onSave, onCancel }: ProductFormProps) {
  const isEdit = product !== undefined
  const photos = useProductPhotos(product?.images ?? [])
  const [imagesError, setImagesError] = useState<string | undefined>(undefined)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ defaultValues: toProductFormValues(product) })
  const isCertified = useWatch({ control, name: 'isCertified' })

  /** Registers a field whose server error clears as soon as the farmer changes it (SPEC.md §4). */
  const field = (name: ProductFormField) => register(name, { onChange: () => clearErrors(name) })

  async function submit(values: ProductFormValues) {
    if (photos.isUploading) {
      toast.info(t('productForm.waitForUploads'))
      return
    }
    setImagesError(undefined)
    try {
      await onSave(toProductInput(values, photos.urls))
    } catch (error) {
      if (!(error instanceof ApiError)) return
      let focused = false
      for (const [target, message] of Object.entries(productFieldErrors(error.fieldErrors))) {
        if (target === 'images') {
          setImagesError(message)
        } else {
          // The first field in error takes the focus, so a screen reader user hears what to fix.
          setError(target as ProductFormField, { type: 'server', message }, { shouldFocus: !focused })
          focused = true
        }
      }
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
      <Section legend={t('productForm.sectionProduct')}>
        <Wide>
          <InputField label={t('productForm.name')} autoComplete="off" error={errors.name?.message} {...field('name')} />
        </Wide>
        <InputField label={t('productForm.variety')} autoComplete="off" error={errors.variety?.message} {...field('variety')} />
        <SelectField label={t('productForm.category')} error={errors.category?.message} {...field('category')}>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`product.category.${category}`)}
            </option>
          ))}
        </SelectField>
        <Wide>
          <TextAreaField label={t('productForm.description')} rows={4} error={errors.description?.message} {...field('description')} />
        </Wide>
      </Section>

      <Section legend={t('productForm.sectionPrice')}>
        <InputField
          label={t('productForm.pricePerUnit')}
          type="number"
          inputMode="decimal"
          step="any"
          error={errors.pricePerUnit?.message}
          {...field('pricePerUnit')}
        />
        <InputField label={t('productForm.unit')} hint={t('productForm.unitHint')} error={errors.unit?.message} {...field('unit')} />
        <InputField
          label={t('productForm.quantityAvailable')}
          type="number"
          inputMode="decimal"
          step="any"
          error={errors.quantityAvailable?.message}
          {...field('quantityAvailable')}
        />
        <SelectField label={t('productForm.status')} error={errors.status?.message} {...field('status')}>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`product.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </Section>

      <fieldset className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <legend className="px-1 text-lg font-bold text-stone-900">{t('productForm.sectionPhotos')}</legend>
        <div className="mt-2">
          <ProductPhotosField photos={photos} error={imagesError} />
        </div>
      </fieldset>

      <Section legend={t('productForm.sectionQuality')}>
        <CheckboxField label={t('productForm.isOrganic')} error={errors.isOrganic?.message} {...field('isOrganic')} />
        <CheckboxField label={t('productForm.isCertified')} error={errors.isCertified?.message} {...field('isCertified')} />
        {isCertified ? (
          <>
            <InputField
              label={t('productForm.certificationAuthority')}
              error={errors.certificationAuthority?.message}
              {...field('certificationAuthority')}
            />
            <InputField label={t('productForm.certificateNumber')} error={errors.certificateNumber?.message} {...field('certificateNumber')} />
            <InputField label={t('productForm.certifiedOn')} type="date" error={errors.certifiedOn?.message} {...field('certifiedOn')} />
          </>
        ) : null}
      </Section>

      <Section legend={t('productForm.sectionDates')}>
        <InputField label={t('productForm.harvestDate')} type="date" error={errors.harvestDate?.message} {...field('harvestDate')} />
        <InputField label={t('productForm.expiryDate')} type="date" error={errors.expiryDate?.message} {...field('expiryDate')} />
      </Section>

      <Section legend={t('productForm.sectionLocation')}>
        <InputField label={t('productForm.city')} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
        <InputField label={t('productForm.state')} autoComplete="address-level1" error={errors.state?.message} {...field('state')} />
        <InputField
          label={t('productForm.pin')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.pin?.message}
          {...field('pin')}
        />
        <InputField
          label={t('productForm.longitude')}
          inputMode="decimal"
          hint={t('productForm.coordinatesHint')}
          error={errors.longitude?.message}
          {...field('longitude')}
        />
        <InputField label={t('productForm.latitude')} inputMode="decimal" error={errors.latitude?.message} {...field('latitude')} />
      </Section>

      <Section legend={t('productForm.sectionDelivery')}>
        <CheckboxField label={t('productForm.deliveryAvailable')} error={errors.deliveryAvailable?.message} {...field('deliveryAvailable')} />
        <InputField
          label={t('productForm.deliveryRadiusKm')}
          type="number"
          inputMode="decimal"
          step="any"
          error={errors.deliveryRadiusKm?.message}
          {...field('deliveryRadiusKm')}
        />
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
