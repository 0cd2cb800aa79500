import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form'
import type { ZodType } from 'zod'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import type { CodeRequestPath } from '../api/mobile-code'
import { useMobileCode } from './use-mobile-code'
import type { CallGuard } from './use-proof-gate'

/** The fields every form by mobile number has. */
export type CodeValues = { mobile: string; code: string }

/** How the last step went: done, or why not (the server's field errors go under the fields). */
export type FinishResult = { ok: true } | { ok: false; error: unknown; message: string }

type CodeFormOptions<T extends CodeValues> = {
  /** Where the code is asked for. */
  path?: CodeRequestPath
  /** Wraps the request for the code (the proof a signed-in account's change needs). */
  guard?: CallGuard
  /** The check before a code is sent: every field but the code (the code field is not shown yet). */
  numberStep: ZodType<unknown, T>
  /** The check of the whole form once the code has been sent. */
  codeStep: ZodType<unknown, T>
  defaultValues: DefaultValues<T>
  /** The form's last step, with the values as typed: the server reads the number and the code itself. */
  finish: (values: T) => Promise<FinishResult>
}

/**
 * A form by mobile number in two steps: the number (and whatever else the form asks), "Send
 * code", then the code from the SMS and the form's own last step. Shared by sign-in, sign-up and
 * adding a number to an account. The form checks what it can before each step; what the server
 * refuses shows under the field it names, or else as `failure` under the form. Changing the number
 * after a code was sent goes back to the first step, since the code belongs to the old number.
 */
export function useCodeForm<T extends CodeValues>({ path, guard, numberStep, codeStep, defaultValues, finish }: CodeFormOptions<T>) {
  const code = useMobileCode(path, guard)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<T>({
    resolver: zodResolver(code.sent ? codeStep : numberStep, undefined, { raw: true }),
    defaultValues,
    reValidateMode: 'onSubmit',
  })
  // The two fields every such form has, by name (react-hook-form cannot see them in a generic form's type).
  const fields = form as unknown as UseFormReturn<CodeValues>
  const { setFocus } = fields

  // The code field takes the focus as it appears, and the screen reader reads where the code went.
  useEffect(() => {
    if (code.sent) setFocus('code')
  }, [code.sent, setFocus])

  function showFailure(error: unknown, fallback: string) {
    if (!applyServerErrors(form, error)) setFailure(getErrorMessage(error, fallback))
  }

  async function sendCode(mobile: string) {
    setFailure(null)
    const result = await code.send(mobile)
    if (!result.ok) showFailure(result.error, t('accountScreen.codeNotSent'))
    return result
  }

  async function submit(values: T) {
    if (!code.sent) {
      await sendCode(values.mobile)
      return
    }
    setFailure(null)
    const result = await finish(values)
    if (!result.ok) showFailure(result.error, result.message)
  }

  async function resend() {
    fields.resetField('code')
    const result = await sendCode(fields.getValues('mobile'))
    if (!result.ok) return
    toast.success(t('account.codeSent', { mobile: result.sent.mobile, minutes: result.sent.expiresInMinutes }))
    setFocus('code')
  }

  return {
    form,
    code,
    failure,
    onSubmit: form.handleSubmit(submit, () => toast.error(t('auth.fixHighlighted'))),
    mobileField: formField(fields, 'mobile', () => {
      if (!code.sent) return
      code.forget()
      fields.resetField('code')
    }),
    codeField: formField(fields, 'code'),
    resend: () => void resend(),
  }
}
