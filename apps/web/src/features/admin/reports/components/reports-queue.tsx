import { useState } from 'react'
import type { OpenReport } from '@app/shared/moderation'
import { Button } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { TextAreaField } from '@/components/ui/form/field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { useModerate, useOpenReports, type ModerationAction } from '../api'

const HOUR_MS = 60 * 60 * 1000

/** How long the report has waited: hours for the first two days, then days. */
export function reportAge(createdAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / HOUR_MS))
  return hours < 48 ? t('adminReports.ageHours', { count: hours }) : t('adminReports.ageDays', { count: Math.floor(hours / 24) })
}

/** The decisions a report allows, as its target now stands: one reason box for all of them. */
function Decisions({ report }: { report: OpenReport }) {
  const moderate = useModerate()
  const [text, setText] = useState('')
  const { listing, account } = report
  const run = (action: ModerationAction) => {
    if (action.kind === 'suspend' && !window.confirm(t('adminReports.suspendConfirm', { name: account.name }))) return
    moderate.mutate(
      { action, text },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setText('')
        },
        onError: (error) => toast.error(getErrorMessage(error, t('adminReports.failed'))),
      },
    )
  }
  const blocked = moderate.isPending || text.trim() === ''
  return (
    <div className="space-y-3">
      <TextAreaField label={t('adminReports.decisionLabel')} rows={2} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        {listing &&
          (listing.hidden ? (
            <Button variant="secondary" disabled={blocked} onClick={() => run({ kind: 'restoreListing', listingId: listing._id })}>
              {t('adminReports.restoreListing')}
            </Button>
          ) : (
            <Button variant="danger" disabled={blocked} onClick={() => run({ kind: 'hide', listingId: listing._id })}>
              {t('adminReports.hide')}
            </Button>
          ))}
        {account.suspended ? (
          <Button variant="secondary" disabled={blocked} onClick={() => run({ kind: 'restoreAccount', accountId: account._id })}>
            {t('adminReports.restoreAccount')}
          </Button>
        ) : (
          <Button variant="danger" disabled={blocked} onClick={() => run({ kind: 'suspend', accountId: account._id })}>
            {t('adminReports.suspend')}
          </Button>
        )}
        <Button variant="secondary" disabled={blocked} onClick={() => run({ kind: 'notice', accountId: account._id })}>
          {t('adminReports.notice')}
        </Button>
        <Button variant="ghost" disabled={blocked} onClick={() => run({ kind: 'dismiss', reportId: report._id })}>
          {t('adminReports.dismiss')}
        </Button>
      </div>
    </div>
  )
}

function ReportCard({ report }: { report: OpenReport }) {
  const { listing, account } = report
  const heading = listing
    ? t('adminReports.listing', { name: listing.name, farmer: account.name })
    : t('adminReports.account', { name: account.name, role: account.role })
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" aria-label={heading}>
      <div>
        <h2 className="font-semibold text-stone-900">{heading}</h2>
        <p className="text-sm text-stone-600">
          {t('adminReports.reportedBy', { reporter: report.reporter.name, age: reportAge(report.createdAt) })}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('adminReports.reason')}>{t(`adminReports.reason.${report.reason}`)}</Fact>
        <Fact label={t('adminReports.details')}>{report.details || t('adminReports.noDetails')}</Fact>
      </dl>
      {report.openOnTarget > 1 && (
        <p className="text-sm font-semibold text-amber-800">{t('adminReports.others', { count: report.openOnTarget })}</p>
      )}
      {listing?.hidden && <p className="text-sm text-stone-700">{t('adminReports.hiddenNow', { reason: listing.hiddenReason ?? '' })}</p>}
      {account.suspended && (
        <p className="text-sm text-stone-700">{t('adminReports.suspendedNow', { reason: account.suspendedReason ?? '' })}</p>
      )}
      <Decisions report={report} />
    </li>
  )
}

/** `/admin/reports`: open reports of listings and accounts, oldest first, each with the operator's decisions. */
export function ReportsQueue() {
  const queue = useOpenReports()
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-stone-900">{t('adminReports.title')}</h1>
      {queue.isPending ? (
        <p className="text-stone-600">{t('common.loading')}</p>
      ) : queue.isError ? (
        <p role="alert">{getErrorMessage(queue.error, t('adminReports.loadFailed'))}</p>
      ) : queue.data.reports.length === 0 ? (
        <p className="text-stone-700">{t('adminReports.empty')}</p>
      ) : (
        <>
          <p className="text-stone-700">{t('adminReports.count', { count: queue.data.total })}</p>
          <ul className="space-y-4">
            {queue.data.reports.map((report) => (
              <ReportCard key={report._id} report={report} />
            ))}
          </ul>
        </>
      )}
    </main>
  )
}
