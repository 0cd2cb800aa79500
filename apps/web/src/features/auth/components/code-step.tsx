import type { ComponentProps } from 'react'
import type { ProofCodeSent } from '@app/shared/account-security'
import type { MobileCodeSent } from '@app/shared/mobile-auth'
import { OTP_LENGTH } from '@app/shared/limits'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/field'
import { t } from '@/lib/i18n'
import { dropSpaces } from '../lib/drop-spaces'

type CodeFieldProps = ComponentProps<'input'> & { error?: string | undefined }

/** The first step of a form by mobile number: the number, in any common form, with the tel keyboard. */
export function MobileField({ field }: { field: CodeFieldProps }) {
  return <InputField label={t('account.mobile')} hint={t('account.mobileHint')} type="tel" autoComplete="tel" inputMode="tel" {...field} />
}

/**
 * A one-time code's box: six digits with the number keyboard, filled from the SMS where the phone
 * offers it; spaces typed or pasted between the digits are dropped as they come.
 */
export function CodeField({ label, hint, field }: { label: string; hint: string; field: CodeFieldProps }) {
  const { onChange, ...rest } = field
  return (
    <InputField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      className="text-lg tracking-widest"
      {...rest}
      onChange={(event) => {
        dropSpaces(event)
        return onChange?.(event)
      }}
    />
  )
}

/** The code's label and where it went: by SMS to a number, or (to prove a session) by email. */
function codeWords(sent: MobileCodeSent | ProofCodeSent): { label: string; hint: string } {
  if ('channel' in sent && sent.channel === 'email') {
    return {
      label: t('accountScreen.codeFromEmail'),
      hint: t('accountScreen.codeSentByEmail', { email: sent.to, minutes: sent.expiresInMinutes }),
    }
  }
  const mobile = 'mobile' in sent ? sent.mobile : sent.to
  return { label: t('account.code'), hint: t('account.codeSent', { mobile, minutes: sent.expiresInMinutes }) }
}

/**
 * The second step of a form by code: the field for the code, which says where the code went
 * (read with the field when it takes the focus), and "Send a new code", which waits as long as
 * the server asks. The seconds left are plain text, not a live region, so a screen reader is not
 * told every second.
 */
export function CodeStep({
  field,
  sent,
  secondsLeft,
  sending,
  onResend,
}: {
  /** `formField(form, 'code')`. */
  field: CodeFieldProps
  sent: MobileCodeSent | ProofCodeSent
  secondsLeft: number
  sending: boolean
  onResend: () => void
}) {
  return (
    <div className="space-y-3">
      <CodeField {...codeWords(sent)} field={field} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="secondary" disabled={secondsLeft > 0 || sending} onClick={onResend}>
          {t('accountScreen.resendCode')}
        </Button>
        {secondsLeft > 0 ? <p className="text-sm text-stone-700">{t('accountScreen.resendIn', { seconds: secondsLeft })}</p> : null}
      </div>
    </div>
  )
}
