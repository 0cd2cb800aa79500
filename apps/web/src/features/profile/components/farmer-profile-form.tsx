import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import { FarmerProfileInputSchema, type FarmerProfile, type FarmerProfileFields, type FarmerProfileInput } from '@app/shared/farmer-profile'
import { DELIVERY_CHARGE_RUPEES } from '@app/shared/limits'
import { paths } from '@app/shared/paths'
import { CheckboxField, InputField } from '@/components/ui/form/field'
import { formField, TextOfField } from '@/components/ui/form/form-field'
import { LocationFields, withListedState } from '@/components/ui/form/location-fields'
import { t } from '@/lib/i18n'
import { useSaveFarmerProfile } from '../api/save-farmer-profile'
import { useRememberProfileImage } from '../api/upload-profile-image'
import { useProfileSave } from '../lib/use-profile-save'
import { ProfileFormFrame } from './profile-form-frame'

type FarmerProfileFormProps = {
  /** The stored profile; null shows the create form. */
  profile: FarmerProfile | null
  userId: string
  /** The account's verified mobile number (E.164), which a new profile's phone starts from; null without one. */
  mobile?: string | null
}

/**
 * Create Farmer Profile (POST) without a profile, Edit Farmer Profile (PATCH) with one. The form
 * holds the profile in the API's shape and is checked by the same schema as the server's; after
 * a save, the toast and back to /profile/farmer after 1 second.
 */
export function FarmerProfileForm({ profile, userId, mobile = null }: FarmerProfileFormProps) {
  const save = useSaveFarmerProfile()
  const rememberImage = useRememberProfileImage(userId)
  const form = useForm<FarmerProfileInput, unknown, FarmerProfileFields>({
    resolver: zodResolver(FarmerProfileInputSchema),
    // A new profile starts at the spec's ₹49 delivery fee, shown so the farmer sees what buyers will pay.
    // A new profile's phone starts as the number the account proved by a code, in the spec's 10 digits.
    defaultValues: profile
      ? withListedState(profile)
      : { deliveryFee: DELIVERY_CHARGE_RUPEES, ...(mobile ? { phone: mobile.replace(/^\+91/, '') } : {}) },
    // Changing a field clears its error; the form is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, setValue, clearErrors, control, formState } = form
  const { isEdit, saved, submit, cancel } = useProfileSave({
    exists: profile !== null,
    viewPath: paths.farmerProfile,
    save: (fields: FarmerProfileFields, exists) => save.mutateAsync({ body: { ...fields, userId }, exists }),
    form,
  })
  const isCertified = useWatch({ control, name: 'isCertifiedSustainable' })
  const field = (name: FieldPath<FarmerProfileInput>) => formField(form, name)

  return (
    <ProfileFormFrame
      title={t(isEdit ? 'farmerProfile.editTitle' : 'farmerProfile.createTitle')}
      intro={isEdit ? null : t('farmerProfile.createIntro')}
      imageUrl={profile?.profileImage ?? null}
      onImageUploaded={rememberImage}
      onSubmit={handleSubmit(submit)}
      busy={formState.isSubmitting || saved}
      cancel={isEdit ? { label: t('farmerProfile.cancel'), onClick: cancel } : null}
      submitLabel={
        formState.isSubmitting ? t('farmerProfile.saving') : t(isEdit ? 'farmerProfile.submitEdit' : 'farmerProfile.submitCreate')
      }
    >
      <InputField label={t('farmerProfile.phone')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
      <InputField label={t('farmerProfile.farmSize')} inputMode="decimal" {...field('farmSize')} />
      <LocationFields
        form={form}
        labels={{ city: t('farmerProfile.city'), state: t('farmerProfile.state'), pin: t('farmerProfile.pin') }}
      />
      <InputField
        label={t('profile.upiId')}
        hint={t('profile.upiIdHint')}
        inputMode="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoComplete="off"
        {...field('upiId')}
      />
      <InputField label={t('profile.deliveryFee')} hint={t('profile.deliveryFeeHint')} inputMode="decimal" {...field('deliveryFee')} />
      <InputField
        label={t('profile.deliveryRadius')}
        hint={t('profile.deliveryRadiusHint')}
        inputMode="numeric"
        {...field('deliveryRadiusKm')}
      />
      <TextOfField
        control={control}
        clearErrors={clearErrors}
        name="deliveryPins"
        format={(pins) => pins?.join(', ') ?? ''}
        label={t('profile.deliveryPins')}
        hint={t('profile.deliveryPinsHint')}
        inputMode="numeric"
      />
      <div className="sm:col-span-2">
        <TextOfField
          control={control}
          clearErrors={clearErrors}
          name="pickupAddress"
          format={(address) => address ?? ''}
          label={t('profile.pickupAddress')}
          hint={t('profile.pickupAddressHint')}
          rows={2}
        />
      </div>
      <div className="sm:col-span-2">
        <CheckboxField
          label={t('farmerProfile.isCertifiedSustainable')}
          {...formField(form, 'isCertifiedSustainable', (event) => {
            // Hidden details are dropped on save but still checked: empty them so a bad hidden value cannot block the form.
            if (!(event.target instanceof HTMLInputElement) || event.target.checked) return
            setValue('certificationDetails', { authority: null, certifiedOn: null, documents: [] })
            clearErrors('certificationDetails')
          })}
        />
      </div>
      {isCertified ? (
        <>
          <InputField label={t('farmerProfile.authority')} {...field('certificationDetails.authority')} />
          <InputField label={t('farmerProfile.certifiedOn')} type="date" {...field('certificationDetails.certifiedOn')} />
          <div className="sm:col-span-2">
            <TextOfField
              control={control}
              clearErrors={clearErrors}
              name="certificationDetails.documents"
              format={(documents) => documents?.join('\n') ?? ''}
              label={t('farmerProfile.documents')}
              hint={t('farmerProfile.documentsHint')}
              rows={3}
            />
          </div>
        </>
      ) : null}
    </ProfileFormFrame>
  )
}
