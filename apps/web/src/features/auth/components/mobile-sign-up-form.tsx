import { z } from 'zod'
import { type SignInResponse } from '@app/shared/auth'
import { MobileSignUpSchema, type MobileSignUp } from '@app/shared/mobile-auth'
import { paths } from '@app/shared/paths'
import { Button, LinkButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { t } from '@/lib/i18n'
import { signUpWithCode } from '../api/mobile-code'
import { useCodeForm } from '../lib/use-code-form'
import { useAuth } from '../session-store'
import { CodeStep, MobileField } from './code-step'
import { FormFailure } from './form-failure'
import { RoleField } from './role-field'

/** Before the code is sent, name, number and role are checked. */
const DetailsStepSchema = MobileSignUpSchema.extend({ code: z.string() })

/**
 * Registration by mobile number, without email or password: name, number and role, "Send code",
 * then the code from the SMS and "Sign Up". The account is signed in at once.
 */
export function MobileSignUpForm({ onSignedUp }: { onSignedUp: (response: SignInResponse) => void }) {
  const { loading } = useAuth()
  const { form, code, failure, onSubmit, mobileField, codeField, resend } = useCodeForm<MobileSignUp>({
    numberStep: DetailsStepSchema,
    codeStep: MobileSignUpSchema,
    defaultValues: { name: '', mobile: '', code: '', role: 'farmer' },
    // No password: an account by mobile number signs in with codes.
    finish: async ({ name, mobile, code, role }) => {
      const result = await signUpWithCode({ name, mobile, code, role })
      if (!result.success) return { ok: false, error: result.error, message: t('auth.registrationFailedToast') }
      onSignedUp(result.data)
      return { ok: true }
    },
  })

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={loading} className="space-y-5">
        <InputField label={t('auth.name')} autoComplete="name" {...formField(form, 'name')} />
        <MobileField field={mobileField} />
        <RoleField {...formField(form, 'role')} />
        {code.sent ? (
          <CodeStep field={codeField} sent={code.sent} secondsLeft={code.secondsLeft} sending={code.sending} onResend={resend} />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" disabled={code.sending}>
            {code.sent ? t('auth.signUp') : code.sending ? t('reset.sending') : t('accountScreen.sendCode')}
          </Button>
          <LinkButton to={paths.signIn} variant="secondary">
            {t('auth.signIn')}
          </LinkButton>
        </div>
        <FormFailure message={failure} />
      </fieldset>
    </form>
  )
}
