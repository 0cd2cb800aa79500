import { useState, type ReactNode } from 'react'
import type { QueuedCertificate, QueuedVerification } from '@app/shared/verification'
import { Button } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { TextAreaField } from '@/components/ui/form/field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { formatDate, formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useDecide, useDocumentPhoto, useReviewQueue, type ReviewKind } from '../api/review-queue'

/** The submission's photo, which only operators can fetch. */
function DocumentPhoto({ kind, id, farmer }: { kind: ReviewKind; id: string; farmer: string }) {
  const photo = useDocumentPhoto(kind, id)
  if (photo.isPending) return <p className="text-sm text-stone-600">{t('adminVerification.photoLoading')}</p>
  if (photo.isError) return <p className="text-sm text-stone-600">{t('adminVerification.photoGone')}</p>
  return (
    <a href={photo.data} target="_blank" rel="noreferrer" className="block">
      <img
        src={photo.data}
        alt={t('adminVerification.photoAlt', { farmer })}
        className="max-h-96 w-full rounded-lg bg-stone-100 object-contain ring-1 ring-stone-200"
      />
    </a>
  )
}

/** Approve, or reject with the reason the farmer reads (the server refuses a rejection without one). */
function Decision({ kind, id }: { kind: ReviewKind; id: string }) {
  const decide = useDecide()
  const [reason, setReason] = useState('')
  const send = (outcome: 'approved' | 'rejected') =>
    decide.mutate(
      { kind, id, decision: { outcome, reason } },
      {
        onSuccess: () => toast.success(t(outcome === 'approved' ? 'adminVerification.approved' : 'adminVerification.rejected')),
        onError: (error) => toast.error(getErrorMessage(error, t('adminVerification.failed'))),
      },
    )
  return (
    <div className="space-y-3">
      <TextAreaField label={t('adminVerification.reason')} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className="flex flex-wrap gap-3">
        <Button disabled={decide.isPending} onClick={() => send('approved')}>
          {t('adminVerification.approve')}
        </Button>
        <Button variant="secondary" disabled={decide.isPending || reason.trim() === ''} onClick={() => send('rejected')}>
          {t('adminVerification.reject')}
        </Button>
      </div>
    </div>
  )
}

function Card({
  heading,
  kind,
  id,
  farmer,
  children,
}: {
  heading: string
  kind: ReviewKind
  id: string
  farmer: string
  children: ReactNode
}) {
  return (
    <li className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:grid-cols-2">
      <div className="space-y-3">
        <h3 className="font-semibold text-stone-900">{heading}</h3>
        <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
        <Decision kind={kind} id={id} />
      </div>
      <DocumentPhoto kind={kind} id={id} farmer={farmer} />
    </li>
  )
}

function VerificationCard({ item }: { item: QueuedVerification }) {
  const submitted = t('adminVerification.submitted', { farmer: item.farmer.name, date: formatTimestamp(item.submittedAt) })
  return (
    <Card heading={submitted} kind="verifications" id={item._id} farmer={item.farmer.name}>
      <Fact label={t('adminVerification.legalName')}>{item.legalName}</Fact>
      <Fact label={t('adminVerification.farmAddress')}>{item.farmAddress}</Fact>
      <Fact label={t('adminVerification.fpo')}>{item.fpoName ?? t('adminVerification.notGiven')}</Fact>
      <Fact label={t('adminVerification.fssai')}>{item.fssaiLicence ?? t('adminVerification.notGiven')}</Fact>
    </Card>
  )
}

function CertificateCard({ item }: { item: QueuedCertificate }) {
  const submitted = t('adminVerification.submitted', { farmer: item.farmer.name, date: formatTimestamp(item.submittedAt) })
  return (
    <Card heading={submitted} kind="certificates" id={item._id} farmer={item.farmer.name}>
      <Fact label={t('adminVerification.scheme')}>{t(`certs.scheme.${item.scheme}`)}</Fact>
      <Fact label={t('adminVerification.certificateId')}>{item.certificateId}</Fact>
      <Fact label={t('adminVerification.body')}>{item.certifyingBody}</Fact>
      <Fact label={t('adminVerification.valid')}>
        {t('certs.dates', { from: formatDate(item.validFrom), to: formatDate(item.validTo) })}
      </Fact>
    </Card>
  )
}

/** `/admin/verification`: farmers' verifications and certificates waiting for a decision, oldest first. */
export function ReviewQueue() {
  const queue = useReviewQueue()
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold text-stone-900">{t('adminVerification.title')}</h1>
      {queue.isPending ? (
        <p className="text-stone-600">{t('common.loading')}</p>
      ) : queue.isError ? (
        <p role="alert">{getErrorMessage(queue.error, t('adminVerification.loadFailed'))}</p>
      ) : queue.data.verifications.length + queue.data.certificates.length === 0 ? (
        <p className="text-stone-700">{t('adminVerification.empty')}</p>
      ) : (
        <>
          <section className="space-y-3">
            <h2 className="text-xl font-bold text-stone-900">
              {t('adminVerification.farmers', { count: queue.data.verifications.length })}
            </h2>
            <ul className="space-y-4">
              {queue.data.verifications.map((item) => (
                <VerificationCard key={item._id} item={item} />
              ))}
            </ul>
          </section>
          <section className="space-y-3">
            <h2 className="text-xl font-bold text-stone-900">
              {t('adminVerification.certificates', { count: queue.data.certificates.length })}
            </h2>
            <ul className="space-y-4">
              {queue.data.certificates.map((item) => (
                <CertificateCard key={item._id} item={item} />
              ))}
            </ul>
          </section>
        </>
      )}
    </main>
  )
}
