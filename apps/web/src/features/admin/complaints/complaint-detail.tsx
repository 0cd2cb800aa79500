import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import {
  COMPLAINT_OUTCOMES,
  MAX_COMPLAINT_TEXT_LENGTH,
  type AdminComplaintResponse,
  type ResolveComplaintInput,
} from '@app/shared/complaints'
import { paths } from '@app/shared/paths'
import { ComplaintPhoto } from '@/components/order/complaint-photo'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { SelectField, TextAreaField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { PageLoading } from '@/components/ui/spinner'
import { formatDeadline, formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useAdminComplaint, useResolveComplaint } from './api'

type Data = AdminComplaintResponse

const CARD = 'rounded-xl bg-white p-4 ring-1 ring-stone-200'

/** `/admin/complaints/{id}`: the complaint's thread beside its order's facts, and the decision. */
export function ComplaintDetail({ complaintId }: { complaintId: string }) {
  const found = useAdminComplaint(complaintId)
  if (found.isPending) return <PageLoading />
  if (found.isError) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-6">
        <p role="alert" className="text-red-800">
          {t('adminComplaints.loadFailed')}
        </p>
      </main>
    )
  }
  const { complaint, order } = found.data
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Link to={paths.adminComplaints} className="font-semibold text-green-800 underline">
        {t('adminComplaints.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-stone-900">
        {t(`adminComplaints.kind.${complaint.kind}`)} · {t('adminComplaints.order', { reference: order.reference })}
      </h1>
      <p className="text-stone-800" data-testid="complaint-state">
        {t(`adminComplaints.state.${complaint.state}`)}
        {complaint.outcome ? `: ${t(`adminComplaints.outcome.${complaint.outcome}`)}` : ''}
      </p>
      {complaint.answerBy && complaint.state === 'awaiting_answer' ? (
        <p className="text-sm text-stone-700">{t('adminComplaints.answerBy', { time: formatDeadline(complaint.answerBy) })}</p>
      ) : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <Thread complaint={complaint} />
          {complaint.moves.includes('resolve') ? (
            <ResolveForm complaintId={complaint._id} />
          ) : complaint.state === 'open' || complaint.state === 'awaiting_answer' ? (
            <p className="text-sm text-stone-700">{t('adminComplaints.notYet')}</p>
          ) : null}
        </div>
        <OrderFacts order={order} />
      </div>
    </main>
  )
}

function Thread({ complaint }: { complaint: Data['complaint'] }) {
  return (
    <section aria-labelledby="complaint-thread" className={CARD}>
      <h2 id="complaint-thread" className="text-lg font-bold text-stone-900">
        {t('adminComplaints.thread')}
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-amber-200 pl-4">
        {complaint.entries.map((entry) => (
          <li key={entry._id}>
            <p className="font-semibold text-stone-900">
              {t('adminComplaints.entry', { action: t(`adminComplaints.action.${entry.action}`), by: t(`adminComplaints.by.${entry.by}`) })}
            </p>
            <p className="text-sm text-stone-700">
              <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
            </p>
            {entry.text ? <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{entry.text}</p> : null}
            {entry.photos.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {entry.photos.map((photo, index) => (
                  <li key={photo._id}>
                    <ComplaintPhoto path={photo.url} alt={`${t(`adminComplaints.action.${entry.action}`)} ${index + 1}`} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function OrderFacts({ order }: { order: Data['order'] }) {
  const { payment } = order
  return (
    <section aria-labelledby="complaint-order" className={`${CARD} space-y-3`}>
      <h2 id="complaint-order" className="text-lg font-bold text-stone-900">
        {t('adminComplaints.order', { reference: order.reference })}
      </h2>
      <p className="text-sm text-stone-800">
        {t('adminComplaints.orderStatus')}: {order.status} ·{' '}
        {t('adminComplaints.sides', { buyer: order.buyer.name, farmer: order.farmer.name })}
      </p>
      <div>
        <h3 className="font-semibold text-stone-900">{t('adminComplaints.lines')}</h3>
        <ul className="text-sm text-stone-800">
          {order.lines.map((line, index) => (
            <li key={`${line.productName}-${index}`}>
              {t('adminComplaints.line', {
                quantity: line.quantity,
                unit: line.unit,
                product: line.productName,
                price: line.pricePerUnit,
                amount: line.amount,
              })}
            </li>
          ))}
        </ul>
        <p className="text-sm font-semibold text-stone-900">
          {t('adminComplaints.total', { total: order.total, fulfilment: order.fulfilment })}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-stone-900">{t('adminComplaints.payment')}</h3>
        <p className="text-sm text-stone-800">
          {t('adminComplaints.paymentFacts', { method: payment.method, status: payment.status, refusals: payment.refusals })}
        </p>
        <p className="text-sm font-semibold text-stone-900" data-testid="complaint-utr">
          {payment.utr ? t('adminComplaints.utr', { utr: payment.utr }) : t('adminComplaints.noUtr')}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-stone-900">{t('adminComplaints.events')}</h3>
        <ol className="text-sm text-stone-800">
          {order.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{formatTimestamp(event.at)}</time>{' '}
              {t('adminComplaints.event', { what: event.status ?? `payment ${event.paymentStatus ?? ''}`, actor: event.actor })}
              {event.note ? ` · ${event.note}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function ResolveForm({ complaintId }: { complaintId: string }) {
  const resolve = useResolveComplaint(complaintId)
  // Checked by the server only: its refusals come in the console's words, while the shared schema's
  // messages live in the trade catalogue, which the console does not load.
  const form = useForm<ResolveComplaintInput>({ defaultValues: { note: '' } })

  async function submit(values: ResolveComplaintInput) {
    try {
      await resolve.mutateAsync(values)
    } catch (error) {
      applyServerErrors(form, error)
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} className={`${CARD} space-y-3`} noValidate aria-labelledby="complaint-resolve">
      <h2 id="complaint-resolve" className="text-lg font-bold text-stone-900">
        {t('adminComplaints.resolveTitle')}
      </h2>
      <SelectField label={t('adminComplaints.outcome')} defaultValue="" {...formField(form, 'outcome')}>
        <option value="" disabled>
          {t('adminComplaints.outcomePick')}
        </option>
        {COMPLAINT_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {t(`adminComplaints.outcome.${outcome}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('adminComplaints.note')} rows={3} maxLength={MAX_COMPLAINT_TEXT_LENGTH} {...formField(form, 'note')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('adminComplaints.resolve')}
      </Button>
    </form>
  )
}
