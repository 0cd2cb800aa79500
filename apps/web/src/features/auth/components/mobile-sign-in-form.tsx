import { z } from 'zod'
import { type SignInResponse } from '@app/shared/auth'
import { MobileSignInSchema, type MobileSignIn } from '@app/shared/mobile-auth'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { signInWithCode } from '../api/mobile-code'
import { useCodeForm } from '../lib/use-code-form'
import { useAuth } from '../session-store'
import { CodeStep, MobileField } from './code-step'
import { FormFailure } from './form-failure'

/** Before the code is sent only the number is checked. */
const NumberStepSchema = MobileSignInSchema.extend({ code: z.string() })

/**
 * Sign-in by mobile number: the number, "Send code", then the code from the SMS and "Sign In".
 * A wrong code or a number without an account shows under its field.
 */
export function MobileSignInForm({ onSignedIn }: { onSignedIn: (response: SignInResponse) => void }) {
  const { loading } = useAuth()
  const { code, failure, onSubmit, mobileField, codeField, resend } = useCodeForm<MobileSignIn>({
    numberStep: NumberStepSchema,
    codeStep: MobileSignInSchema,
    defaultValues: { mobile: '', code: '' },
    finish: async ({ mobile, code }) => {
      const result = await signInWithCode({ mobile, code })
      if (!result.success) return { ok: false, error: result.error, message: result.message }
      onSignedIn(result.data)
      return { ok: true }
    },
  })

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={loading} className="space-y-5">
        <MobileField field={mobileField} />
        {code.sent ? (
          <CodeStep field={codeField} sent={code.sent} secondsLeft={code.secondsLeft} sending={code.sending} onResend={resend} />
        ) : null}
        <Button type="submit" className="w-full" disabled={code.sending}>
          {code.sent ? t('auth.signIn') : code.sending ? t('reset.sending') : t('accountScreen.sendCode')}
        </Button>
        <FormFailure message={failure} />
      </fieldset>
    </form>
  )
}
