import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form'
import {
  CERTIFICATE_SCHEMES,
  CertificateInputSchema,
  VerificationInputSchema,
  type Certificate,
  type CertificateInput,
  type Verification,
  type VerificationInput,
} from '@app/shared/verification'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/form/field'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { errorMessage } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import { t, tText } from '@/lib/i18n'
import { useMyCertificates, useMyVerification, useSubmitCertificate, useSubmitVerification } from '../api/verification'

const STATUS_TONES: Record<Certificate['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-green-50 text-green-900 ring-green-200',
  rejected: 'bg-red-50 text-red-900 ring-red-200',
  expired: 'bg-stone-100 text-stone-800 ring-stone-200',
}

/** A submission's status in the farmer's words; a rejection with the operator's reason as written. */
function StatusLine({ status, reason }: Pick<Certificate, 'status' | 'reason'>) {
  return (
    <p role="status" className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 ${STATUS_TONES[status]}`}>
      {status === 'rejected' ? t('verify.status.rejected', { reason: reason ?? '' }) : t(`verify.status.${status}`)}
    </p>
  )
}

/** The document photo: required, checked here so the form names what is missing before anything is sent. */
function PhotoField({ label, error, onChange }: { label: string; error?: string; onChange: (file: File | null) => void }) {
  return (
    <div className="space-y-1.5">
      <label className="block text-sm font-semibold text-stone-800">
        {label}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1.5 block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-green-50 file:px-4 file:font-semibold file:text-green-900"
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
      {error ? <p className="text-sm font-medium text-red-700">{tText(error)}</p> : null}
    </div>
  )
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section
      aria-label={heading}
      className="mx-auto mt-6 max-w-3xl space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 className="text-xl font-bold text-stone-900">{heading}</h2>
      {children}
    </section>
  )
}

/**
 * A text form with a required photo: the shared schema checks the fields, the photo is checked
 * here, and both are sent together; the server's field errors land under their fields.
 */
function usePhotoSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: (fields: T, photo: File, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void,
  onSent?: () => void,
) {
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | undefined>()
  const requirePhoto = () => {
    if (!photo) setPhotoError('verification.photoRequired')
    return photo
  }
  const onSubmit = form.handleSubmit(
    (fields) => {
      const file = requirePhoto()
      if (!file) return
      send(fields, file, {
        onSuccess: () => {
          toast.success(t('verify.sent'))
          onSent?.()
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) toast.error(getErrorMessage(error, t('common.tryAgain')))
        },
      })
    },
    () => requirePhoto(),
  )
  const choose = (file: File | null) => {
    setPhoto(file)
    setPhotoError(undefined)
  }
  return { onSubmit, choose, photoError: photoError ?? errorMessage(form.formState.errors, 'image') }
}

/** The photo field and the submit button that end both forms. */
function PhotoAndSubmit(props: { label: string; error?: string; onChange: (file: File | null) => void; pending: boolean; submit: string }) {
  return (
    <>
      <div className="sm:col-span-2">
        <PhotoField label={props.label} error={props.error} onChange={props.onChange} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={props.pending}>
          {props.submit}
        </Button>
      </div>
    </>
  )
}

function VerificationForm() {
  const submit = useSubmitVerification()
  const form = useForm<VerificationInput>({
    resolver: zodResolver(VerificationInputSchema) as never,
    defaultValues: { legalName: '', farmAddress: '', fpoName: '', fssaiLicence: '' },
  })
  const { errors } = form.formState
  const photo = usePhotoSubmit(form, (fields, file, callbacks) =>
    submit.mutate({ fields: fields as Record<string, string | null>, photo: file }, callbacks),
  )
  return (
    <form noValidate onSubmit={photo.onSubmit} className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={t('verify.legalName')}
        autoComplete="name"
        error={errorMessage(errors, 'legalName')}
        {...form.register('legalName')}
      />
      <InputField label={t('verify.farmAddress')} error={errorMessage(errors, 'farmAddress')} {...form.register('farmAddress')} />
      <InputField label={t('verify.fpoName')} error={errorMessage(errors, 'fpoName')} {...form.register('fpoName')} />
      <InputField
        label={t('verify.fssai')}
        inputMode="numeric"
        error={errorMessage(errors, 'fssaiLicence')}
        {...form.register('fssaiLicence')}
      />
      <PhotoAndSubmit
        label={t('verify.idPhoto')}
        error={photo.photoError}
        onChange={photo.choose}
        pending={submit.isPending}
        submit={t('verify.submit')}
      />
    </form>
  )
}

function VerificationPanel() {
  const verification = useMyVerification()
  if (verification.isPending) return <p className="text-sm text-stone-600">{t('common.loading')}</p>
  const latest: Verification | null = verification.data ?? null
  return (
    <Section heading={t('verify.heading')}>
      <p className="text-sm text-stone-700">{t('verify.intro')}</p>
      {latest ? <StatusLine status={latest.status} reason={latest.reason} /> : null}
      {latest === null || latest.status === 'rejected' ? <VerificationForm /> : null}
    </Section>
  )
}

function CertificateForm() {
  const submit = useSubmitCertificate()
  const form = useForm<CertificateInput>({
    resolver: zodResolver(CertificateInputSchema) as never,
    defaultValues: { scheme: 'pgs-india', certificateId: '', certifyingBody: '', validFrom: '', validTo: '' },
  })
  const { errors } = form.formState
  const photo = usePhotoSubmit(
    form,
    (fields, file, callbacks) => submit.mutate({ fields: fields as Record<string, string>, photo: file }, callbacks),
    () => form.reset(),
  )
  return (
    <form noValidate onSubmit={photo.onSubmit} aria-label={t('certs.add')} className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t('certs.scheme')} error={errorMessage(errors, 'scheme')} {...form.register('scheme')}>
        {CERTIFICATE_SCHEMES.map((scheme) => (
          <option key={scheme} value={scheme}>
            {t(`certs.scheme.${scheme}`)}
          </option>
        ))}
      </SelectField>
      <InputField label={t('certs.id')} error={errorMessage(errors, 'certificateId')} {...form.register('certificateId')} />
      <InputField label={t('certs.body')} error={errorMessage(errors, 'certifyingBody')} {...form.register('certifyingBody')} />
      <span className="hidden sm:block" />
      <InputField type="date" label={t('certs.validFrom')} error={errorMessage(errors, 'validFrom')} {...form.register('validFrom')} />
      <InputField type="date" label={t('certs.validTo')} error={errorMessage(errors, 'validTo')} {...form.register('validTo')} />
      <PhotoAndSubmit
        label={t('certs.photo')}
        error={photo.photoError}
        onChange={photo.choose}
        pending={submit.isPending}
        submit={t('certs.add')}
      />
    </form>
  )
}

function CertificatesPanel() {
  const list = useMyCertificates()
  return (
    <Section heading={t('certs.heading')}>
      {list.data && list.data.length > 0 ? (
        <ul className="space-y-3">
          {list.data.map((certificate) => (
            <li key={certificate._id} className="space-y-1 rounded-lg p-3 ring-1 ring-stone-200">
              <p className="font-semibold text-stone-900">
                {t(`certs.scheme.${certificate.scheme}`)} · {certificate.certificateId}
              </p>
              <p className="text-sm text-stone-700">{certificate.certifyingBody}</p>
              <p className="text-sm text-stone-700">
                {t('certs.dates', { from: formatDate(certificate.validFrom), to: formatDate(certificate.validTo) })}
              </p>
              <StatusLine status={certificate.status} reason={certificate.reason} />
            </li>
          ))}
        </ul>
      ) : null}
      <CertificateForm />
    </Section>
  )
}

/** The farmer profile's checks: verification, then organic certificates, each with its status. */
export function FarmerChecks() {
  return (
    <>
      <VerificationPanel />
      <CertificatesPanel />
    </>
  )
}
