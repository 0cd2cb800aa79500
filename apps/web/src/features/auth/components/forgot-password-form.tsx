import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { ForgotPassword } from '@app/shared/auth'
import { paths } from '@app/shared/paths'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { t, tText } from '@/lib/i18n'
import { lazyZodResolver } from '@/lib/lazy-resolver'
import { requestPasswordReset } from '../api/forgot-password'

const forgotPasswordCheck = lazyZodResolver(() => import('@app/shared/auth').then((auth) => auth.ForgotPasswordSchema))

/** Forgot password: asks for a reset link, with the request's own texts and toasts. */
export function ForgotPasswordForm() {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ForgotPassword, unknown, { email: string }>({
    resolver: forgotPasswordCheck.resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  })

  async function submit(values: { email: string }) {
    setStatus('sending')
    setFailure(null)
    const result = await requestPasswordReset(values)
    if (result.success) {
      setStatus('sent')
      toast.success(t('reset.linkSentToast'))
      return
    }
    setStatus('idle')
    applyServerErrors(form, result.error)
    setFailure(result.message)
    toast.error(t('reset.linkFailedToast'))
  }

  const sending = status === 'sending'
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} onFocusCapture={forgotPasswordCheck.preload} className="space-y-5">
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        disabled={sending}
        {...formField(form, 'email')}
      />
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? t('reset.sending') : t('reset.sendLink')}
      </Button>
      {status === 'sent' ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
          {t('reset.linkSentText')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {tText(failure)}
        </p>
      ) : null}
      <p className="text-center text-sm">
        <Link to={paths.signIn} className="font-semibold text-green-800 underline underline-offset-2">
          {t('resetScreen.backToSignIn')}
        </Link>
      </p>
    </form>
  )
}
