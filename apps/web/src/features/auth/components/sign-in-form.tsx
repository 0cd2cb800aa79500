import { useEffect, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import type { z } from 'zod'
import type { SignInSchema } from '@app/shared/auth'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import type { OperatorChallengeResponse } from '@app/shared/operator-auth'
import { paths } from '@app/shared/paths'
import type { SignUpRole } from '@app/shared/roles'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast/toast-store'
import { t } from '@/lib/i18n'
import { lazyZodResolver } from '@/lib/lazy-resolver'
import { isCodeRequired, isCodeSpent, signIn, type SignInCredentials } from '../api/sign-in'
import { dropSpaces } from '../lib/drop-spaces'
import { useEnterAccount } from '../lib/enter-account'
import { useAuth } from '../session-store'
import { CodeField } from './code-step'
import { FormFailure } from './form-failure'
import { MethodSwitch, type AccountMethod } from './method-switch'
import { PendingCartNote } from './pending-cart-note'
import { LazyMobileSignInForm } from './lazy-mobile-forms'

/**
 * What the form hands on: the email form fills email and password (a mobile number signs in by
 * code), and the code when the server asked for one.
 */
type SignInOutput = z.output<typeof SignInSchema> & { code?: string }

const signInCheck = lazyZodResolver(() => import('@app/shared/auth').then((auth) => auth.SignInSchema))

/**
 * With the code the server asked for. The code's schema comes with the phone module, loaded only
 * then. `checkSignIn` picks this check only when the field is there, so an empty one is refused.
 */
const signInWithCodeCheck = lazyZodResolver(() =>
  Promise.all([import('@app/shared/auth'), import('@app/shared/phone')]).then(([auth, phone]) =>
    auth.SignInSchema.extend({ code: phone.CodeSchema.optional() }),
  ),
)

/**
 * The code field is registered only while it is shown, so the values say which check applies; a
 * guest button, which fills the form and submits at once, never waits for a render to pick it.
 */
const checkSignIn: Resolver<SignInCredentials, unknown, SignInOutput> = (values, context, options) =>
  values.code === undefined ? signInCheck.resolver(values, context, options) : signInWithCodeCheck.resolver(values, context, options)

/** What an operator's password step hands to the console's second step (/admin/signin) in the navigation state. */
export type OperatorSignInArrival = Pick<OperatorChallengeResponse, 'secondFactor' | 'challenge'>

/** What sign-up hands to /signin in the navigation state: the email just registered, never a secret. */
export type SignInArrival = { email: string }

function emailOnArrival(state: unknown): string {
  const email = (state as Partial<SignInArrival> | null)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * Sign-in: by email and password (the spec's form, shown first), or by mobile number and a code
 * sent by SMS. The form checks that the fields are filled; the server's answer decides the rest.
 * Arriving from sign-up, the email is already filled in.
 */
export function SignInForm() {
  const enterAccount = useEnterAccount()
  const navigate = useNavigate()
  const location = useLocation()
  const { loading, error } = useAuth()
  const [method, setMethod] = useState<AccountMethod>('email')
  // The stored error belongs to whatever operation ran last; show it only once this form has
  // tried, and not when it is the server asking for a code (the code field says so instead).
  const [hasSubmitted, setHasSubmitted] = useState(false)
  // The server's words when it last asked for a code (a new object each time it asks).
  const [codeAsked, setCodeAsked] = useState<{ message: string } | null>(null)
  const form = useForm<SignInCredentials, unknown, SignInOutput>({
    resolver: checkSignIn,
    defaultValues: { email: emailOnArrival(location.state), password: '' },
    // Typing clears a field's error; it is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const { handleSubmit, setValue, clearErrors, setFocus, unregister } = form

  // The code field takes the focus each time the server asks, and a screen reader reads its words.
  useEffect(() => {
    if (codeAsked !== null) setFocus('code')
  }, [codeAsked, setFocus])

  /**
   * Back to email and password alone: when the email changes (the code belongs to the account
   * first typed), and when the code is used up; the next sign-in then gets a new code if the
   * server still wants one.
   */
  function forgetCode() {
    if (codeAsked === null) return
    setCodeAsked(null)
    unregister('code')
  }

  async function submit(values: SignInOutput, via: 'form' | 'guest') {
    setHasSubmitted(true)
    const result = await signIn(values)
    if (!result.success) {
      if (isCodeRequired(result.error)) {
        setHasSubmitted(false)
        signInWithCodeCheck.preload()
        if (values.code !== undefined) setValue('code', '')
        setCodeAsked({ message: result.message })
        return
      }
      if (isCodeSpent(values, result.error)) forgetCode()
      applyServerErrors(form, result.error)
      return
    }
    if ('secondFactor' in result.data) {
      // An operator: the console's own screen asks for the authenticator's code (or enrols one).
      const arrival: OperatorSignInArrival = { secondFactor: result.data.secondFactor, challenge: result.data.challenge }
      void navigate(paths.adminSignIn, { state: arrival })
      return
    }
    const { user } = result.data
    enterAccount(user, via === 'guest' ? t('auth.guestLoggedIn', { role: user.role }) : t('auth.welcomeBack', { role: user.role }))
  }

  function showFixErrors() {
    toast.error(t('auth.fixHighlighted'))
  }

  /**
   * "Send a new code" (the code expired, or too many wrong ones): the sign-in is sent again
   * without a code, and a server that still wants one sends a new one.
   */
  function askForNewCode() {
    forgetCode()
    void handleSubmit((values) => submit(values, 'form'), showFixErrors)()
  }

  /** A guest button fills the form with that role's demo account and signs in the same way. */
  function signInAsGuest(role: SignUpRole) {
    const account = GUEST_ACCOUNTS[role]
    forgetCode()
    setMethod('email')
    setValue('email', account.email)
    setValue('password', account.password)
    clearErrors()
    void handleSubmit((values) => submit(values, 'guest'), showFixErrors)()
  }

  function chooseMethod(next: AccountMethod) {
    // An error shown belongs to the other form.
    setHasSubmitted(false)
    setMethod(next)
  }

  const password = formField(form, 'password')

  return (
    <>
      {loading ? <FullScreenSpinner /> : null}
      <PendingCartNote />
      <MethodSwitch label={t('accountScreen.signInWith')} method={method} onChange={chooseMethod} disabled={loading} />
      {method === 'email' ? (
        <form noValidate onSubmit={handleSubmit((values) => submit(values, 'form'), showFixErrors)} onFocusCapture={signInCheck.preload}>
          <fieldset disabled={loading} className="space-y-5">
            <InputField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...formField(form, 'email', forgetCode)}
            />
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
            {codeAsked !== null ? (
              <div className="space-y-3">
                <CodeField label={t('accountScreen.signInCode')} hint={codeAsked.message} field={formField(form, 'code')} />
                <Button variant="secondary" onClick={askForNewCode}>
                  {t('accountScreen.resendCode')}
                </Button>
              </div>
            ) : null}
            <div className="flex justify-end">
              <Link to={paths.forgotPassword} className="text-sm font-semibold text-green-800 underline-offset-2 hover:underline">
                {t('auth.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" className="w-full">
              {t('auth.signIn')}
            </Button>
            <FormFailure message={hasSubmitted ? error : null} />
          </fieldset>
        </form>
      ) : (
        <LazyMobileSignInForm onSignedIn={({ user }) => enterAccount(user, t('auth.welcomeBack', { role: user.role }))} />
      )}
      <fieldset disabled={loading} className="mt-5 space-y-5">
        <p className="text-center text-sm text-stone-700">
          {`${t('authScreen.noAccount')} `}
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
    </>
  )
}
