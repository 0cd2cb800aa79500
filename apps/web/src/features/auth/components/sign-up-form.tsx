import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { SignUp } from '@app/shared/auth'
import { paths } from '@app/shared/paths'
import type { SignUpRole } from '@app/shared/roles'
import { Button, LinkButton } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { lazyZodResolver } from '@/lib/lazy-resolver'
import { signUp } from '../api/sign-up'
import { useEnterAccount } from '../lib/enter-account'
import type { SignInArrival } from './sign-in-form'
import { useAuth } from '../session-store'
import { MethodSwitch, type AccountMethod } from './method-switch'
import { PendingCartNote } from './pending-cart-note'
import { LazyMobileSignUpForm } from './lazy-mobile-forms'
import { RoleField } from './role-field'

type SignUpOutput = { name: string; email: string; password: string; role: SignUpRole }

const signUpCheck = lazyZodResolver(() => import('@app/shared/auth').then((auth) => auth.SignUpSchema))

/**
 * Sign-up, by email (the spec's form, shown first) or by mobile number. By email: on success a
 * toast and on to /signin, a failure toasts the server's message. By mobile number the code from
 * the SMS proves the number, and the new account is signed in at once on its dashboard.
 */
export function SignUpForm() {
  const enterAccount = useEnterAccount()
  const { loading } = useAuth()
  const [method, setMethod] = useState<AccountMethod>('email')
  return (
    <>
      {loading ? <FullScreenSpinner /> : null}
      <PendingCartNote />
      <MethodSwitch label={t('accountScreen.signUpWith')} method={method} onChange={setMethod} disabled={loading} />
      {method === 'email' ? (
        <EmailSignUpForm />
      ) : (
        <LazyMobileSignUpForm onSignedUp={({ user }) => enterAccount(user, t('account.registeredSignedIn'))} />
      )}
    </>
  )
}

/** The spec's sign-up by email and password. */
function EmailSignUpForm() {
  const navigate = useNavigate()
  const { loading } = useAuth()
  const form = useForm<SignUp, unknown, SignUpOutput>({
    resolver: signUpCheck.resolver,
    defaultValues: { name: '', email: '', password: '', role: 'farmer' },
    reValidateMode: 'onSubmit',
  })

  async function submit(values: SignUpOutput) {
    try {
      const result = await signUp(values)
      if (!result.success) {
        applyServerErrors(form, result.error)
        // The toast's own fallback, not the auth state's "Registration failed".
        toast.error(getErrorMessage(result.error, t('auth.registrationFailedToast')))
        return
      }
      toast.success(t('auth.registered'))
      // The sign-in form starts with the email just registered; the password is typed again.
      void navigate(paths.signIn, { state: { email: values.email } satisfies SignInArrival })
    } catch {
      toast.error(t('auth.somethingWentWrong'))
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} onFocusCapture={signUpCheck.preload}>
      <fieldset disabled={loading} className="space-y-5">
        <InputField label={t('auth.name')} autoComplete="name" {...formField(form, 'name')} />
        <InputField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
        <InputField label={t('auth.password')} type="password" autoComplete="new-password" {...formField(form, 'password')} />
        <RoleField {...formField(form, 'role')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit">{t('auth.signUp')}</Button>
          <LinkButton to={paths.signIn} variant="secondary">
            {t('auth.signIn')}
          </LinkButton>
        </div>
      </fieldset>
    </form>
  )
}
