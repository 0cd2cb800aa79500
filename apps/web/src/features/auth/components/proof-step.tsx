import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { ProofInputSchema, type ProofCodeSent } from '@app/shared/account-security'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { proveSession, requestProofCode } from '../api/account-proof'
import { useCountdown } from '../lib/use-mobile-code'
import { CodeStep } from './code-step'
import { FormFailure } from './form-failure'

const [PasswordProofSchema, CodeProofSchema] = ProofInputSchema.options

/** The form has both fields; each way checks its own and leaves the other, which is not sent. */
const PasswordWaySchema = PasswordProofSchema.extend({ code: z.string() })
const CodeWaySchema = CodeProofSchema.extend({ password: z.string() })

type ProofFields = z.input<typeof PasswordWaySchema>

/**
 * "Confirm it’s you": the account's password, or a code sent to its own number or email. Which
 * of the two an account has is not known here (an account made by mobile number may have no
 * password), so the password comes first and "Send me a code instead" is always offered. Once
 * the server accepts either, `onProven` runs; `onCancel` gives the change up. The step takes
 * the focus as it appears, and the code field as the code is sent.
 */
export function ProofStep({ onProven, onCancel }: { onProven: () => void; onCancel: () => void }) {
  const headingId = useId()
  const [method, setMethod] = useState<'password' | 'code'>('password')
  const [sent, setSent] = useState<ProofCodeSent | null>(null)
  const [sending, setSending] = useState(false)
  const [checking, setChecking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const countdown = useCountdown()
  const form = useForm<ProofFields>({
    // The values as typed: the server reads the code itself, as every form by code does.
    resolver: zodResolver(method === 'code' ? CodeWaySchema : PasswordWaySchema, undefined, { raw: true }),
    defaultValues: { password: '', code: '' },
    reValidateMode: 'onSubmit',
  })
  const { setFocus } = form

  /** The code sent, while the code is the way chosen. */
  const shownCode = method === 'code' ? sent : null
  useEffect(() => {
    setFocus(shownCode ? 'code' : 'password')
  }, [shownCode, setFocus])

  function showFailure(error: unknown, fallback: string) {
    if (!applyServerErrors(form, error)) setFailure(getErrorMessage(error, fallback))
  }

  async function sendCode() {
    setSending(true)
    setFailure(null)
    form.resetField('code')
    try {
      const answer = await requestProofCode()
      setSent(answer)
      setMethod('code')
      countdown.start(answer.resendInSeconds)
    } catch (error) {
      showFailure(error, t('accountScreen.codeNotSent'))
    } finally {
      setSending(false)
    }
  }

  async function submit({ password, code }: ProofFields) {
    setChecking(true)
    setFailure(null)
    try {
      await proveSession(method === 'code' ? { code } : { password })
    } catch (error) {
      showFailure(error, t('auth.somethingWentWrong'))
      setChecking(false)
      return
    }
    onProven()
  }

  /** Between the two ways; a code sent already stays good, and "Send a new code" is beside it. */
  function choose(next: 'password' | 'code') {
    setFailure(null)
    form.clearErrors()
    if (next === 'code' && !sent) {
      void sendCode()
      return
    }
    setMethod(next)
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t('accountScreen.proofHeading')}
      </h3>
      <form noValidate onSubmit={form.handleSubmit(submit, () => toast.error(t('auth.fixHighlighted')))} className="mt-3 space-y-5">
        {shownCode ? (
          <CodeStep
            field={formField(form, 'code')}
            sent={shownCode}
            secondsLeft={countdown.secondsLeft}
            sending={sending}
            onResend={() => void sendCode()}
          />
        ) : (
          <InputField
            label={t('auth.password')}
            hint={t('accountScreen.proofIntro')}
            type="password"
            autoComplete="current-password"
            {...formField(form, 'password')}
          />
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={checking || sending}>
            {checking ? t('accountScreen.proofChecking') : t('accountScreen.proofConfirm')}
          </Button>
          {shownCode ? (
            <Button variant="secondary" onClick={() => choose('password')}>
              {t('accountScreen.proofUsePassword')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={sending} onClick={() => choose('code')}>
              {sending ? t('reset.sending') : t('accountScreen.proofSendCode')}
            </Button>
          )}
          <Button variant="ghost" onClick={onCancel}>
            {t('accountScreen.cancel')}
          </Button>
        </div>
        <FormFailure message={failure} />
      </form>
    </section>
  )
}
