import { lazy, Suspense, type ComponentProps } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { t } from '@/lib/i18n'

// The mobile forms bring the phone-number library (libphonenumber-js with India's metadata): they
// load when "Mobile number" is chosen, and the email forms stay as small as they were.
const MobileSignIn = lazy(() => import('./mobile-sign-in-form').then((module) => ({ default: module.MobileSignInForm })))
const MobileSignUp = lazy(() => import('./mobile-sign-up-form').then((module) => ({ default: module.MobileSignUpForm })))

function FormLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-stone-800">
      <Spinner />
      <span className="font-semibold">{t('common.loading')}</span>
    </div>
  )
}

export function LazyMobileSignInForm(props: ComponentProps<typeof MobileSignIn>) {
  return (
    <Suspense fallback={<FormLoading />}>
      <MobileSignIn {...props} />
    </Suspense>
  )
}

export function LazyMobileSignUpForm(props: ComponentProps<typeof MobileSignUp>) {
  return (
    <Suspense fallback={<FormLoading />}>
      <MobileSignUp {...props} />
    </Suspense>
  )
}
