import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  FarmerProfileFormSchema,
  toFarmerProfileFormValues,
  type FarmerProfile,
  type FarmerProfileFields,
  type FarmerProfileFormValues,
} from '@app/shared/farmer-profile'
import { PROFILE_SAVE_REDIRECT_MS } from '@app/shared/limits'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { CheckboxField, InputField, TextAreaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast/toast-store'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useSaveFarmerProfile } from '../api/save-farmer-profile'
import { useRememberProfileImage } from '../api/upload-profile-image'
import { profileFieldErrors, type ProfileFormField } from '../lib/profile-field-errors'
import { ProfileImageUpload } from './profile-image-upload'

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
  const navigate = useNavigate()
  const save = useSaveFarmerProfile()
  const rememberImage = useRememberProfileImage(userId)
  // Fixed when the form opens: a create that succeeds stays the create form until it leaves.
  const [isEdit] = useState(profile !== null)
  const [saved, setSaved] = useState(false)

  // SPEC.md §9: back to /profile/farmer 1 second after a save (cancelled if the farmer leaves first).
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => void navigate(paths.farmerProfile), PROFILE_SAVE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [saved, navigate])

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
  const isCertified = useWatch({ control, name: 'isCertifiedSustainable' })
  const field = (name: ProfileFormField) => register(name, { onChange: () => clearErrors(name) })

  async function submit(fields: FarmerProfileFields) {
    try {
      await save.mutateAsync({ body: { ...fields, userId }, exists: isEdit })
    } catch (error) {
      toast.error(t('farmerProfile.saveFailed', { message: getErrorMessage(error, t('farmerProfile.saveFailedFallback')) }))
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(profileFieldErrors(error.fieldErrors))) {
          setError(name as ProfileFormField, { type: 'server', message })
        }
      }
      return
    }
    toast.success(t(isEdit ? 'profile.updated' : 'profile.created'))
    setSaved(true)
  }

  const busy = isSubmitting || saved
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t(isEdit ? 'farmerProfile.editTitle' : 'farmerProfile.createTitle')}</h1>
      {isEdit ? null : <p className="mt-2 text-stone-700">{t('farmerProfile.createIntro')}</p>}

      <div className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <ProfileImageUpload currentUrl={profile?.profileImage ?? null} onUploaded={rememberImage} />
      </div>

      <form noValidate onSubmit={handleSubmit(submit)} className="mt-6">
        <fieldset disabled={busy} className="grid gap-5 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-6">
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
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            {isEdit ? (
              <Button variant="secondary" onClick={() => void navigate(paths.farmerProfile)}>
                {t('farmerProfile.cancel')}
              </Button>
            ) : null}
            <Button type="submit">
              {isSubmitting ? t('farmerProfile.saving') : t(isEdit ? 'farmerProfile.submitEdit' : 'farmerProfile.submitCreate')}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  )
}
