import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { t } from '@/lib/i18n'

export default function SignInRoute() {
  return (
    <>
      <PageTitle page="title.signIn" />
      <PublicPageHead page="title.signIn" />
      <AuthCard title={t('authScreen.signInHeading')}>
        <SignInForm />
      </AuthCard>
    </>
  )
}
