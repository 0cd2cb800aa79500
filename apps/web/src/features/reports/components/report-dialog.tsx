import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { MAX_REPORT_DETAILS_LENGTH, REPORT_REASONS, ReportInputSchema, type ReportInput, type ReportTarget } from '@app/shared/moderation'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { TextAreaField } from '@/components/ui/form/field'
import { errorMessage, formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t, tText } from '@/lib/i18n'
import { fileReport } from '../api/file-report'

type ReportValues = { target: ReportTarget; targetId: string; reason: string; details: string }

/**
 * The report form in a modal dialog: a preset reason and the reporter's words (needed for "Something
 * else"). Sent, it thanks the reporter and closes; the server refuses a second open report of the same thing.
 */
export default function ReportDialog({ target, targetId, onClose }: { target: ReportTarget; targetId: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const form = useForm<ReportValues, unknown, ReportInput>({
    resolver: zodResolver(ReportInputSchema) as never,
    defaultValues: { target, targetId, reason: '', details: '' },
    reValidateMode: 'onSubmit',
  })
  const {
    handleSubmit,
    register,
    formState: { isSubmitting, errors },
  } = form

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  async function submit(values: ReportInput) {
    try {
      toast.success(await fileReport(values))
      // Unmounting the dialog closes it.
      onClose()
    } catch (error) {
      applyServerErrors(form, error)
      toast.error(getErrorMessage(error, t('common.tryAgain')))
    }
  }

  const reasonError = errorMessage(errors, 'reason')
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="w-[min(32rem,calc(100vw-2rem))] rounded-xl p-0 backdrop:bg-stone-900/50"
    >
      <form onSubmit={handleSubmit(submit)} className="space-y-4 p-5" noValidate>
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {t(target === 'listing' ? 'report.listingTitle' : 'report.accountTitle')}
        </h2>
        <p className="text-sm text-stone-700">{t('report.intro')}</p>
        <fieldset aria-describedby={reasonError ? `${titleId}-reason-error` : undefined}>
          <legend className="mb-2 font-semibold text-stone-900">{t('report.reasonLabel')}</legend>
          <div className="space-y-1">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-11 items-center gap-3 text-stone-800">
                <input type="radio" value={reason} className="size-5 accent-green-700" {...register('reason')} />
                {t(`report.reason.${reason}`)}
              </label>
            ))}
          </div>
          {reasonError ? (
            <p id={`${titleId}-reason-error`} className="mt-1 text-sm text-red-700">
              {tText(reasonError)}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t('report.detailsLabel')}
          rows={3}
          maxLength={MAX_REPORT_DETAILS_LENGTH}
          disabled={isSubmitting}
          {...formField(form, 'details')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
