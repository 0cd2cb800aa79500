import { lazy, Suspense, useState } from 'react'
import type { ReportTarget } from '@app/shared/moderation-constants'
import { t, withTradeCatalogue } from '@/lib/i18n'

// The dialog, its form, its schema and its words (in the trade catalogue, which Browse's first load
// does not carry) load only when someone presses Report.
const ReportDialog = lazy(() => withTradeCatalogue(import('./report-dialog')))

/**
 * "Report" for a listing or a farmer, shown to anyone signed in (`viewerId`) who is not its owner
 * (nobody reports themselves; visitors sign in first). A quiet link-like button: it must not
 * compete with buying.
 */
export function ReportButton({
  target,
  targetId,
  ownerId,
  viewerId,
}: {
  target: ReportTarget
  targetId: string
  ownerId: string
  viewerId: string | undefined
}) {
  const [open, setOpen] = useState(false)
  if (!viewerId || viewerId === ownerId) return null
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center text-sm text-stone-600 underline underline-offset-4 hover:text-stone-900"
      >
        {t('report.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
