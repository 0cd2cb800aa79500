import { useSearchParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result'
import { t } from '@/lib/i18n'

/** `/verify-email?token=…`: the link mailed to confirm an email added to an account. */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() || null
  return (
    <>
      <PageTitle page="accountScreen.verifyEmailTitle" />
      <AuthCard title={t('accountScreen.verifyEmailHeading')}>
        <VerifyEmailResult token={token} />
      </AuthCard>
    </>
  )
}
