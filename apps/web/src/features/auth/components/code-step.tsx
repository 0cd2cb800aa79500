import type { ComponentProps } from 'react'
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
 * The second step of a form by mobile number: the field for the code from the SMS, which says
 * where the code went (read with the field when it takes the focus), and "Send a new code",
 * which waits as long as the server asks. The seconds left are plain text, not a live region, so
 * a screen reader is not told every second.
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
  sent: MobileCodeSent
  secondsLeft: number
  sending: boolean
  onResend: () => void
}) {
  const { onChange, ...rest } = field
  return (
    <div className="space-y-3">
      <InputField
        label={t('account.code')}
        hint={t('account.codeSent', { mobile: sent.mobile, minutes: sent.expiresInMinutes })}
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
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="secondary" disabled={secondsLeft > 0 || sending} onClick={onResend}>
          {t('accountScreen.resendCode')}
        </Button>
        {secondsLeft > 0 ? <p className="text-sm text-stone-700">{t('accountScreen.resendIn', { seconds: secondsLeft })}</p> : null}
      </div>
    </div>
  )
}
