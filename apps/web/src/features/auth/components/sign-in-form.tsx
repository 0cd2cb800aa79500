import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { SignInSchema, type SignIn } from '@app/shared/auth'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { localePath, paths } from '@app/shared/paths'
import type { Role } from '@app/shared/roles'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast/toast-store'
import { t, tText } from '@/lib/i18n'
import { signIn } from '../api/sign-in'
import { useAuth } from '../session-store'
import { languageAfterSignIn } from '@/lib/account-language'
import { currentLocale } from '@/lib/locale'

type SignInOutput = { email: string; password: string }

/** Removes whitespace from the password as it is typed or pasted, keeping the caret in place. */
function dropSpaces(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target
  const value = input.value
  const cleaned = value.replace(/\s/g, '')
  if (cleaned === value) return
  const caret = input.selectionStart ?? value.length
  const caretAfter = value.slice(0, caret).replace(/\s/g, '').length
  input.value = cleaned
  input.setSelectionRange(caretAfter, caretAfter)
}

/** Sign-in: the form checks that both fields are filled; the server's answer decides the rest. */
export function SignInForm() {
  const navigate = useNavigate()
  const { loading, error } = useAuth()
  // The stored error belongs to whatever operation ran last; show it only once this form has tried.
  const [hasSubmitted, setHasSubmitted] = useState(false)
  const form = useForm<SignIn, unknown, SignInOutput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
    // Typing clears a field's error; it is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, setValue, clearErrors } = form

  async function submit(values: SignInOutput, via: 'form' | 'guest') {
    setHasSubmitted(true)
    const result = await signIn(values)
    if (!result.success) {
      applyServerErrors(form, result.error)
      return
    }
    const { role, language } = result.data.user
    const home = role === 'farmer' ? paths.farmerDashboard : paths.buyerDashboard
    const switchTo = languageAfterSignIn(language, currentLocale())
    // The dashboard opens in the account's language, a new page in another language.
    if (switchTo) {
      window.location.assign(localePath(switchTo, home))
      return
    }
    toast.success(via === 'guest' ? t('auth.guestLoggedIn', { role }) : t('auth.welcomeBack', { role }))
    void navigate(home)
  }

  function showFixErrors() {
    toast.error(t('auth.fixHighlighted'))
  }

  /** A guest button fills the form with that role's demo account and signs in the same way. */
  function signInAsGuest(role: Role) {
    const account = GUEST_ACCOUNTS[role]
    setValue('email', account.email)
    setValue('password', account.password)
    clearErrors()
    void handleSubmit((values) => submit(values, 'guest'), showFixErrors)()
  }

  const password = formField(form, 'password')

  return (
    <>
      {loading ? <FullScreenSpinner /> : null}
      <form noValidate onSubmit={handleSubmit((values) => submit(values, 'form'), showFixErrors)}>
        <fieldset disabled={loading} className="space-y-5">
          <InputField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
          <InputField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            {...password}
            onChange={(event) => {
              dropSpaces(event)
              return password.onChange(event)
            }}
          />
          <div className="flex justify-end">
            <Link to={paths.forgotPassword} className="text-sm font-semibold text-green-800 underline-offset-2 hover:underline">
              {t('auth.forgotPassword')}
            </Link>
          </div>
          <Button type="submit" className="w-full">
            {t('auth.signIn')}
          </Button>
          {hasSubmitted && error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {tText(error)}
            </p>
          ) : null}
          <p className="text-center text-sm text-stone-700">
            {t('authScreen.noAccount')}{' '}
            <Link to={paths.signUp} className="font-semibold text-green-800 underline underline-offset-2">
              {t('auth.registerNow')}
            </Link>
          </p>
          <div className="border-t border-stone-200 pt-5">
            <p className="mb-3 text-center text-sm text-stone-700">{t('authScreen.orGuest')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button variant="secondary" onClick={() => signInAsGuest('buyer')}>
                {t('auth.guestBuyerLogin')}
              </Button>
              <Button variant="secondary" onClick={() => signInAsGuest('farmer')}>
                {t('auth.guestFarmerLogin')}
              </Button>
            </div>
          </div>
        </fieldset>
      </form>
    </>
  )
}
