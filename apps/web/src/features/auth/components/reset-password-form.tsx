import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ResetPasswordFormSchema, type ResetPasswordForm as ResetPasswordValues } from '@app/shared/auth'
import { PASSWORD_RESET_REDIRECT_MS } from '@app/shared/limits'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t, tText } from '@/lib/i18n'
import { resetPassword } from '../api/reset-password'

/**
 * Reset password: the token comes from the query string; success toasts the server's message
 * and goes to /signin after 2 seconds.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate()
  const [status, setStatus] = useState<'idle' | 'resetting' | 'done'>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  })

  // /signin 2 seconds after a successful reset (cancelled if the user leaves first).
  useEffect(() => {
    if (status !== 'done') return
    const timer = setTimeout(() => void navigate(paths.signIn), PASSWORD_RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [status, navigate])

  if (!token) {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t('reset.invalidLink')}
        </p>
        <Link to={paths.forgotPassword} className="inline-block text-sm font-semibold text-green-800 underline underline-offset-2">
          {t('resetScreen.requestNewLink')}
        </Link>
      </div>
    )
  }

  async function submit(values: ResetPasswordValues) {
    if (!token) return
    setStatus('resetting')
    setFailure(null)
    const result = await resetPassword({ token, password: values.password })
    if (result.success) {
      setStatus('done')
      toast.success(result.data.message)
      return
    }
    setStatus('idle')
    applyServerErrors(form, result.error)
    const serverMessage = getErrorMessage(result.error, '')
    setFailure(serverMessage ? t('resetScreen.failedWithMessage', { message: serverMessage }) : t('reset.failedToast'))
  }

  const busy = status !== 'idle'
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <InputField
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        disabled={busy}
        {...formField(form, 'password')}
      />
      <InputField
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        disabled={busy}
        {...formField(form, 'confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {status === 'resetting' ? t('reset.submitting') : t('reset.submit')}
      </Button>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {tText(failure)}
        </p>
      ) : null}
    </form>
  )
}
