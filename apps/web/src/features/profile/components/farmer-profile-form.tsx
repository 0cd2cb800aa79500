import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  FarmerProfileFormSchema,
  toFarmerProfileFormValues,
  type FarmerProfile,
  type FarmerProfileFields,
  type FarmerProfileFormValues,
} from '@app/shared/farmer-profile'
import { paths } from '@app/shared/paths'
import { CheckboxField, InputField, TextAreaField } from '@/components/ui/field'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useSaveFarmerProfile } from '../api/save-farmer-profile'
import { useRememberProfileImage } from '../api/upload-profile-image'
import { profileFieldErrors, type ProfileFormField } from '../lib/profile-field-errors'
import { useProfileSave } from '../lib/use-profile-save'
import { ProfileFormFrame } from './profile-form-frame'

type FarmerProfileFormProps = {
  /** The stored profile; null shows the create form. */
  profile: FarmerProfile | null
  userId: string
}

/**
 * SPEC.md §2 "Farmer profile": Create Farmer Profile (POST) without a profile, Edit Farmer Profile
 * (PATCH) with one; §5's checks with their messages through the shared form schema; after a save,
 * the toast and back to /profile/farmer after 1 second.
 */
export function FarmerProfileForm({ profile, userId }: FarmerProfileFormProps) {
  const save = useSaveFarmerProfile()
  const rememberImage = useRememberProfileImage(userId)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FarmerProfileFormValues, unknown, FarmerProfileFields>({
    resolver: zodResolver(FarmerProfileFormSchema),
    defaultValues: toFarmerProfileFormValues(profile),
    reValidateMode: 'onSubmit',
  })
  const { isEdit, saved, submit, cancel } = useProfileSave<FarmerProfileFields, ProfileFormField>({
    exists: profile !== null,
    viewPath: paths.farmerProfile,
    save: (fields, exists) => save.mutateAsync({ body: { ...fields, userId }, exists }),
    failureMessage: (error) => t('farmerProfile.saveFailed', { message: getErrorMessage(error, t('farmerProfile.saveFailedFallback')) }),
    fieldErrors: profileFieldErrors,
    setFieldError: (name, message) => setError(name, { type: 'server', message }),
  })
  const isCertified = useWatch({ control, name: 'isCertifiedSustainable' })
  const field = (name: ProfileFormField) => register(name, { onChange: () => clearErrors(name) })

  return (
    <ProfileFormFrame
      title={t(isEdit ? 'farmerProfile.editTitle' : 'farmerProfile.createTitle')}
      intro={isEdit ? null : t('farmerProfile.createIntro')}
      imageUrl={profile?.profileImage ?? null}
      onImageUploaded={rememberImage}
      onSubmit={handleSubmit(submit)}
      busy={isSubmitting || saved}
      cancel={isEdit ? { label: t('farmerProfile.cancel'), onClick: cancel } : null}
      submitLabel={isSubmitting ? t('farmerProfile.saving') : t(isEdit ? 'farmerProfile.submitEdit' : 'farmerProfile.submitCreate')}
    >
      <InputField
        label={t('farmerProfile.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <InputField
        label={t('farmerProfile.farmSize')}
        inputMode="decimal"
        error={errors.farmSize?.message}
        {...field('farmSize')}
      />
      <InputField label={t('farmerProfile.city')} autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
      <InputField label={t('farmerProfile.state')} autoComplete="address-level1" error={errors.state?.message} {...field('state')} />
      <InputField
        label={t('farmerProfile.pin')}
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.pin?.message}
        {...field('pin')}
      />
      <InputField
        label={t('farmerProfile.coordinates')}
        hint={t('farmerProfile.coordinatesHint')}
        inputMode="decimal"
        error={errors.coordinates?.message}
        {...field('coordinates')}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          label={t('farmerProfile.isCertifiedSustainable')}
          error={errors.isCertifiedSustainable?.message}
          {...register('isCertifiedSustainable', {
            onChange: (event: { target: { checked: boolean } }) => {
              clearErrors('isCertifiedSustainable')
              // Hidden details are dropped on save but still checked: empty them so a bad hidden value cannot block the form.
              if (!event.target.checked) {
                for (const name of ['certificationAuthority', 'certifiedOn', 'documents'] as const) {
                  setValue(name, '')
                  clearErrors(name)
                }
              }
            },
          })}
        />
      </div>
      {isCertified ? (
        <>
          <InputField
            label={t('farmerProfile.authority')}
            error={errors.certificationAuthority?.message}
            {...field('certificationAuthority')}
          />
          <InputField label={t('farmerProfile.certifiedOn')} type="date" error={errors.certifiedOn?.message} {...field('certifiedOn')} />
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('farmerProfile.documents')}
              hint={t('farmerProfile.documentsHint')}
              rows={3}
              error={errors.documents?.message}
              {...field('documents')}
            />
          </div>
        </>
      ) : null}
    </ProfileFormFrame>
  )
}
