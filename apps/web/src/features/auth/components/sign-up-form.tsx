import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { SignUpSchema, type SignUp } from '@app/shared/auth'
import { paths } from '@app/shared/paths'
import { ROLES, type Role } from '@app/shared/roles'
import { Button, LinkButton } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField, SelectField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { signUp } from '../api/sign-up'
import { useAuth } from '../session-store'

type SignUpOutput = { name: string; email: string; password: string; role: Role }

const ROLE_LABELS = { farmer: 'auth.role.farmer', buyer: 'auth.role.buyer' } as const

/** Sign-up: on success a toast and on to /signin; a failure toasts the server's message. */
export function SignUpForm() {
  const navigate = useNavigate()
  const { loading } = useAuth()
  const form = useForm<SignUp, unknown, SignUpOutput>({
    resolver: zodResolver(SignUpSchema),
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
      void navigate(paths.signIn)
    } catch {
      toast.error(t('auth.somethingWentWrong'))
    }
  }

  return (
    <>
      {loading ? <FullScreenSpinner /> : null}
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <fieldset disabled={loading} className="space-y-5">
          <InputField label={t('auth.name')} autoComplete="name" {...formField(form, 'name')} />
          <InputField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
          <InputField label={t('auth.password')} type="password" autoComplete="new-password" {...formField(form, 'password')} />
          <SelectField label={t('auth.role')} {...formField(form, 'role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABELS[role])}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button type="submit">{t('auth.signUp')}</Button>
            <LinkButton to={paths.signIn} variant="secondary">
              {t('auth.signIn')}
            </LinkButton>
          </div>
        </fieldset>
      </form>
    </>
  )
}
