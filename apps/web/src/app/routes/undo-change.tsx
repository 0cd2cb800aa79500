import { useSearchParams } from 'react-router'
import { PageTitle } from '@/components/layout/page-title'
import { AuthCard } from '@/features/auth/components/auth-card'
import { UndoChange } from '@/features/auth/components/undo-change'
import { t } from '@/lib/i18n'

/** `/undo-change?token=…`: the link sent to the old number or email after a change of sign-in details. */
export default function UndoChangeRoute() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() || null
  return (
    <>
      <PageTitle page="undoChange.title" />
      <AuthCard title={t('undoChange.heading')}>
        <UndoChange token={token} />
      </AuthCard>
    </>
  )
}
