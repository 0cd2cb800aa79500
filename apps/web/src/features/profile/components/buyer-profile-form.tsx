import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  BuyerProfileFormSchema,
  toBuyerProfileFormValues,
  type BuyerProfile,
  type BuyerProfileFields,
  type BuyerProfileFormValues,
} from '@app/shared/buyer-profile'
import { PROFILE_SAVE_REDIRECT_MS } from '@app/shared/limits'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast/toast-store'
import { ApiError, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useRememberBuyerProfileImage } from '../api/get-buyer-profile'
import { useSaveBuyerProfile } from '../api/save-buyer-profile'
import { buyerProfileFieldErrors, type BuyerProfileFormField } from '../lib/buyer-profile-field-errors'
import { ProfileImageUpload } from './profile-image-upload'

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
  const navigate = useNavigate()
  const save = useSaveBuyerProfile()
  const rememberImage = useRememberBuyerProfileImage(userId)
  // Fixed when the form opens: a create that succeeds stays the create form until it leaves.
  const [isEdit] = useState(profile !== null)
  const [saved, setSaved] = useState(false)

  // SPEC.md §9: back to /profile/buyer 1 second after a save (cancelled if the buyer leaves first).
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => void navigate(paths.buyerProfile), PROFILE_SAVE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [saved, navigate])

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
  const field = (name: BuyerProfileFormField) => register(name, { onChange: () => clearErrors(name) })

  async function submit(fields: BuyerProfileFields) {
    try {
      await save.mutateAsync({ body: { ...fields, userId }, exists: isEdit })
    } catch (error) {
      // SPEC.md §8: the server's message, or "Failed to save profile".
      toast.error(getErrorMessage(error, t('buyerProfile.saveFailedFallback')))
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(buyerProfileFieldErrors(error.fieldErrors))) {
          setError(name as BuyerProfileFormField, { type: 'server', message })
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
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t(isEdit ? 'buyerProfile.editTitle' : 'buyerProfile.createTitle')}</h1>
      {isEdit ? null : <p className="mt-2 text-stone-700">{t('buyerProfile.createIntro')}</p>}

      <div className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <ProfileImageUpload currentUrl={profile?.profileImage ?? null} onUploaded={rememberImage} />
      </div>

      <form noValidate onSubmit={handleSubmit(submit)} className="mt-6">
        <fieldset disabled={busy} className="grid gap-5 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-6">
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
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            {isEdit ? (
              <Button variant="secondary" onClick={() => void navigate(paths.buyerProfile)}>
                {t('buyerProfile.cancel')}
              </Button>
            ) : null}
            <Button type="submit">
              {isSubmitting ? t('buyerProfile.saving') : t(isEdit ? 'buyerProfile.submitEdit' : 'buyerProfile.submitCreate')}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  )
}
