import { PageTitle } from '@/components/layout/page-title'
import { AuditLog } from '@/features/admin/audit/audit-log'

/** `/admin/audit`: the operators' search of the audit log. */
export default function AdminAuditRoute() {
  return (
    <>
      <PageTitle page="adminAudit.title" />
      <AuditLog />
    </>
  )
}
