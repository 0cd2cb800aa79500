import { useSearchParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { t } from '@/lib/i18n'

/** `/reset-password` and `/user/resetPassword` (the link in the email): the same screen. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() || null
  return (
    <>
      <PageTitle page="title.resetPassword" />
      <AuthCard title={t('resetScreen.newPasswordHeading')}>
        <ResetPasswordForm token={token} />
      </AuthCard>
    </>
  )
}
