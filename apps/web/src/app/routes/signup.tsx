import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignUpForm } from '@/features/auth/components/sign-up-form'
import { t } from '@/lib/i18n'

export default function SignUpRoute() {
  return (
    <>
      <PageTitle page="title.signUp" />
      <PublicPageHead page="title.signUp" />
      <AuthCard title={t('authScreen.signUpHeading')}>
        <SignUpForm />
      </AuthCard>
    </>
  )
}
