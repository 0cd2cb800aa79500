import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { t } from '@/lib/i18n'

export default function ForgotPasswordRoute() {
  return (
    <>
      <PageTitle page="title.forgotPassword" />
      <PublicPageHead page="title.forgotPassword" />
      <AuthCard title={t('reset.heading')} intro={t('resetScreen.intro')}>
        <ForgotPasswordForm />
      </AuthCard>
    </>
  )
}
