import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  BuyerProfileFormSchema,
  toBuyerProfileFormValues,
  type BuyerProfile,
  type BuyerProfileFields,
  type BuyerProfileFormValues,
} from '@app/shared/buyer-profile'
import { paths } from '@app/shared/paths'
import { InputField, TextAreaField } from '@/components/ui/field'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useRememberBuyerProfileImage } from '../api/get-buyer-profile'
import { useSaveBuyerProfile } from '../api/save-buyer-profile'
import { buyerProfileFieldErrors, type BuyerProfileFormField } from '../lib/buyer-profile-field-errors'
import { useProfileSave } from '../lib/use-profile-save'
import { ProfileFormFrame } from './profile-form-frame'

type BuyerProfileFormProps = {
  /** The stored profile; null shows the create form. */
  profile: BuyerProfile | null
  userId: string
}

/**
 * SPEC.md §2 "Buyer profile": one form for create (POST) and edit (PATCH); §5's checks with their
 * messages through the shared form schema; after a save, the toast and back to /profile/buyer
 * after 1 second. The profile photo is the one the farmer profile uploads.
 */
export function BuyerProfileForm({ profile, userId }: BuyerProfileFormProps) {
  const save = useSaveBuyerProfile()
  const rememberImage = useRememberBuyerProfileImage(userId)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BuyerProfileFormValues, unknown, BuyerProfileFields>({
    resolver: zodResolver(BuyerProfileFormSchema),
    defaultValues: toBuyerProfileFormValues(profile),
    reValidateMode: 'onSubmit',
  })
  const { isEdit, saved, submit, cancel } = useProfileSave<BuyerProfileFields, BuyerProfileFormField>({
    exists: profile !== null,
    viewPath: paths.buyerProfile,
    save: (fields, exists) => save.mutateAsync({ body: { ...fields, userId }, exists }),
    // SPEC.md §8: the server's message, or "Failed to save profile".
    failureMessage: (error) => getErrorMessage(error, t('buyerProfile.saveFailedFallback')),
    fieldErrors: buyerProfileFieldErrors,
    setFieldError: (name, message) => setError(name, { type: 'server', message }),
  })
  const field = (name: BuyerProfileFormField) => register(name, { onChange: () => clearErrors(name) })

  return (
    <ProfileFormFrame
      title={t(isEdit ? 'buyerProfile.editTitle' : 'buyerProfile.createTitle')}
      intro={isEdit ? null : t('buyerProfile.createIntro')}
      imageUrl={profile?.profileImage ?? null}
      onImageUploaded={rememberImage}
      onSubmit={handleSubmit(submit)}
      busy={isSubmitting || saved}
      cancel={isEdit ? { label: t('buyerProfile.cancel'), onClick: cancel } : null}
      submitLabel={isSubmitting ? t('buyerProfile.saving') : t(isEdit ? 'buyerProfile.submitEdit' : 'buyerProfile.submitCreate')}
    >
      <InputField
        label={t('buyerProfile.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <InputField
        label={t('buyerProfile.preferences')}
        hint={t('buyerProfile.preferencesHint')}
        error={errors.preferences?.message}
        {...field('preferences')}
      />
      <div className="sm:col-span-2">
        <TextAreaField label={t('buyerProfile.address')} rows={3} autoComplete="street-address" error={errors.address?.message} {...field('address')} />
      </div>
      <InputField label={t('buyerProfile.city')} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
      <InputField label={t('buyerProfile.state')} autoComplete="address-level1" error={errors.state?.message} {...field('state')} />
      <InputField
        label={t('buyerProfile.longitude')}
        hint={t('buyerProfile.coordinatesHint')}
        inputMode="decimal"
        error={errors.longitude?.message}
        {...field('longitude')}
      />
      <InputField
        label={t('buyerProfile.latitude')}
        hint={t('buyerProfile.coordinatesHint')}
        inputMode="decimal"
        error={errors.latitude?.message}
        {...field('latitude')}
      />
    </ProfileFormFrame>
  )
}
