import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldPath } from 'react-hook-form'
import { BuyerProfileInputSchema, type BuyerProfile, type BuyerProfileFields, type BuyerProfileInput } from '@app/shared/buyer-profile'
import { paths } from '@app/shared/paths'
import { InputField, TextAreaField } from '@/components/ui/form/field'
import { formField, TextOfField } from '@/components/ui/form/form-field'
import { LocationFields, withListedState } from '@/components/ui/form/location-fields'
import { t } from '@/lib/i18n'
import { useRememberBuyerProfileImage } from '../api/get-buyer-profile'
import { useSaveBuyerProfile } from '../api/save-buyer-profile'
import { useProfileSave } from '../lib/use-profile-save'
import { ProfileFormFrame } from './profile-form-frame'

type BuyerProfileFormProps = {
  /** The stored profile; null shows the create form. */
  profile: BuyerProfile | null
  userId: string
}

/**
 * One form for create (POST) and edit (PATCH). It holds the profile in the API's shape and is
 * checked by the same schema as the server's; after a save, the toast and back to /profile/buyer
 * after 1 second. The profile photo is the one the farmer profile uploads.
 */
export function BuyerProfileForm({ profile, userId }: BuyerProfileFormProps) {
  const save = useSaveBuyerProfile()
  const rememberImage = useRememberBuyerProfileImage(userId)
  const form = useForm<BuyerProfileInput, unknown, BuyerProfileFields>({
    resolver: zodResolver(BuyerProfileInputSchema),
    defaultValues: profile ? withListedState(profile) : {},
    // Changing a field clears its error; the form is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, clearErrors, control, formState } = form
  const { isEdit, saved, submit, cancel } = useProfileSave({
    exists: profile !== null,
    viewPath: paths.buyerProfile,
    save: (fields: BuyerProfileFields, exists) => save.mutateAsync({ body: { ...fields, userId }, exists }),
    form,
  })
  const field = (name: FieldPath<BuyerProfileInput>) => formField(form, name)

  return (
    <ProfileFormFrame
      title={t(isEdit ? 'buyerProfile.editTitle' : 'buyerProfile.createTitle')}
      intro={isEdit ? null : t('buyerProfile.createIntro')}
      imageUrl={profile?.profileImage ?? null}
      onImageUploaded={rememberImage}
      onSubmit={handleSubmit(submit)}
      busy={formState.isSubmitting || saved}
      cancel={isEdit ? { label: t('buyerProfile.cancel'), onClick: cancel } : null}
      submitLabel={formState.isSubmitting ? t('buyerProfile.saving') : t(isEdit ? 'buyerProfile.submitEdit' : 'buyerProfile.submitCreate')}
    >
      <InputField label={t('buyerProfile.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" {...field('phone')} />
      <TextOfField
        control={control}
        clearErrors={clearErrors}
        name="preferences"
        format={(preferences) => preferences?.join(', ') ?? ''}
        label={t('buyerProfile.preferences')}
        hint={t('buyerProfile.preferencesHint')}
      />
      <div className="sm:col-span-2">
        <TextAreaField label={t('buyerProfile.address')} rows={3} autoComplete="street-address" {...field('address')} />
      </div>
      <LocationFields form={form} labels={{ city: t('buyerProfile.city'), state: t('buyerProfile.state') }} />
    </ProfileFormFrame>
  )
}
