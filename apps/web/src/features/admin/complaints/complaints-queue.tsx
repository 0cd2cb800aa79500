import { useState } from 'react'
import { Link } from 'react-router'
import { adminComplaintPath } from '@app/shared/paths'
import { PageLoading } from '@/components/ui/spinner'
import { t } from '@/lib/i18n'
import { waitedFor } from '../lib/age'
import { useComplaintQueue, type QueueShow } from './api'

/** `/admin/complaints`: the queue, oldest first, with each complaint's age and state; unresolved ones, or all. */
export function ComplaintsQueue() {
  const [show, setShow] = useState<QueueShow>('unresolved')
  const queue = useComplaintQueue(show)
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">{t('adminComplaints.title')}</h1>
        <label className="text-sm font-semibold text-stone-800">
          {t('adminComplaints.show')}{' '}
          <select
            className="ml-1 min-h-11 rounded-lg border border-stone-300 px-2"
            value={show}
            onChange={(event) => setShow(event.target.value as QueueShow)}
          >
            <option value="unresolved">{t('adminComplaints.showUnresolved')}</option>
            <option value="all">{t('adminComplaints.showAll')}</option>
          </select>
        </label>
      </div>
      {queue.isPending ? (
        <PageLoading />
      ) : queue.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {t('adminComplaints.loadFailed')}
        </p>
      ) : queue.data.complaints.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('adminComplaints.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-stone-300 text-stone-700">
              <tr>
                <th className="py-2 pr-3">{t('adminComplaints.colOrder')}</th>
                <th className="py-2 pr-3">{t('adminComplaints.colKind')}</th>
                <th className="py-2 pr-3">{t('adminComplaints.colSides')}</th>
                <th className="py-2 pr-3">{t('adminComplaints.colState')}</th>
                <th className="py-2">{t('adminComplaints.colAge')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.complaints.map((complaint) => (
                <tr key={complaint._id} className="border-b border-stone-100">
                  <td className="py-2 pr-3">
                    <Link to={adminComplaintPath(complaint._id)} className="font-semibold text-green-800 underline">
                      {complaint.orderReference}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">
                    {t(`adminComplaints.kind.${complaint.kind}`)}
                    <span className="block text-stone-600">
                      {t('adminComplaints.openedBy', { side: t(`adminComplaints.by.${complaint.openedBy}`) })}
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    {complaint.buyerName} / {complaint.farmerName}
                  </td>
                  <td className="py-2 pr-3">
                    {complaint.outcome
                      ? `${t(`adminComplaints.state.${complaint.state}`)}: ${t(`adminComplaints.outcome.${complaint.outcome}`)}`
                      : t(`adminComplaints.state.${complaint.state}`)}
                  </td>
                  <td className="py-2">
                    <time dateTime={complaint.createdAt}>{waitedFor(complaint.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
