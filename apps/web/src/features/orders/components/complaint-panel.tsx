import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  AnswerComplaintInputSchema,
  COMPLAINT_KINDS,
  FINAL_COMPLAINT_STATES,
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_TEXT_LENGTH,
  OpenComplaintInputSchema,
  type AnswerComplaintInput,
  type Complaint,
  type ComplaintEntry,
  type OpenComplaintInput,
} from '@app/shared/complaints'
import { ComplaintPhoto } from '@/components/order/complaint-photo'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { SelectField, TextAreaField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { formatDeadline, formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useComplaintStep, useOrderComplaints } from '../api/complaints'

const STATE_TONES: Record<Complaint['state'], BadgeTone> = {
  open: 'amber',
  awaiting_answer: 'amber',
  with_operator: 'amber',
  resolved: 'green',
  withdrawn: 'grey',
}

/**
 * The order's complaints for either side: "Report a problem" while the window is open and no
 * complaint is unresolved, each complaint's state and thread with its photos, and the steps the
 * caller may take (answer, withdraw, add a photo to one's own statement). Nothing while there is
 * nothing to show (an order not delivered or paid, without complaints).
 */
export function ComplaintPanel({ orderId }: { orderId: string }) {
  const { data, isError } = useOrderComplaints(orderId)
  const [opening, setOpening] = useState(false)
  if (isError) return <p className="text-sm text-red-700">{t('complaints.loadFailed')}</p>
  if (!data || (data.complaints.length === 0 && !data.canOpen)) return null
  return (
    <section aria-labelledby="order-complaints" className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="order-complaints" className="text-lg font-semibold text-stone-900">
        {t('complaints.heading')}
      </h2>
      {data.complaints.map((complaint) => (
        <ComplaintView key={complaint._id} orderId={orderId} complaint={complaint} />
      ))}
      {data.canOpen ? (
        opening ? (
          <OpenForm orderId={orderId} onDone={() => setOpening(false)} />
        ) : (
          <div className="space-y-2">
            {data.windowEnd ? (
              <p className="text-sm text-stone-700">{t('complaints.windowUntil', { time: formatDeadline(data.windowEnd) })}</p>
            ) : null}
            <Button variant="secondary" onClick={() => setOpening(true)}>
              {t('complaints.report')}
            </Button>
          </div>
        )
      ) : null}
    </section>
  )
}

function OpenForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const step = useComplaintStep(orderId)
  const [files, setFiles] = useState<File[]>([])
  const form = useForm<OpenComplaintInput>({ resolver: zodResolver(OpenComplaintInputSchema), defaultValues: { text: '' } })

  async function submit(values: OpenComplaintInput) {
    try {
      const { complaint } = await step.mutateAsync({ kind: 'open', orderId, body: values })
      // Photos follow the statement, one upload each; a refused one is toasted and the rest still go.
      for (const file of files) await step.mutateAsync({ kind: 'photo', complaintId: complaint._id, file }).catch(() => undefined)
      onDone()
    } catch (error) {
      applyServerErrors(form, error)
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} className="space-y-3" noValidate>
      <p className="text-sm text-stone-700">{t('complaints.intro')}</p>
      <SelectField label={t('complaints.kindLabel')} defaultValue="" {...formField(form, 'kind')}>
        <option value="" disabled>
          {t('complaints.kindPick')}
        </option>
        {COMPLAINT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`complaints.kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('complaints.textLabel')} rows={3} maxLength={MAX_COMPLAINT_TEXT_LENGTH} {...formField(form, 'text')} />
      <PhotoPicker files={files} onChange={setFiles} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('complaints.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('complaints.cancel')}
        </Button>
      </div>
    </form>
  )
}

function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  return (
    <label className="block text-sm font-semibold text-stone-800">
      {t('complaints.photosLabel', { max: MAX_COMPLAINT_PHOTOS })}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="mt-1 block w-full text-sm font-normal"
        onChange={(event) => onChange([...(event.target.files ?? [])].slice(0, MAX_COMPLAINT_PHOTOS))}
      />
      {files.length > 0 ? <span className="mt-1 block font-normal text-stone-700">{files.map((file) => file.name).join(', ')}</span> : null}
    </label>
  )
}

function ComplaintView({ orderId, complaint }: { orderId: string; complaint: Complaint }) {
  const step = useComplaintStep(orderId)
  const final = FINAL_COMPLAINT_STATES.includes(complaint.state)
  return (
    <article className="space-y-3 border-t border-stone-100 pt-3 first-of-type:border-t-0 first-of-type:pt-0" data-testid="complaint">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{t(`complaints.kind.${complaint.kind}`)}</h3>
        <Badge tone={STATE_TONES[complaint.state]}>{t(`complaints.state.${complaint.state}`)}</Badge>
      </div>
      {complaint.outcome ? <p className="font-medium text-stone-900">{t(`complaints.outcome.${complaint.outcome}`)}</p> : null}
      {complaint.answerBy && complaint.state === 'awaiting_answer' ? (
        <p className="text-sm text-stone-700">{t('complaints.answerBy', { time: formatDeadline(complaint.answerBy) })}</p>
      ) : null}
      <ol className="space-y-3 border-l-2 border-amber-200 pl-4">
        {complaint.entries.map((entry) => (
          <EntryView key={entry._id} entry={entry} />
        ))}
      </ol>
      {complaint.moves.includes('answer') ? <AnswerForm orderId={orderId} complaintId={complaint._id} /> : null}
      <div className="flex flex-wrap gap-3">
        {complaint.canAddPhoto && !final ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-green-700 px-4 text-sm font-semibold text-green-800 hover:bg-green-50">
            {t('complaints.addPhoto')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) step.mutate({ kind: 'photo', complaintId: complaint._id, file })
                event.target.value = ''
              }}
            />
          </label>
        ) : null}
        {complaint.moves.includes('withdraw') ? (
          <Button
            variant="secondary"
            disabled={step.isPending}
            onClick={() => step.mutate({ kind: 'withdraw', complaintId: complaint._id })}
          >
            {t('complaints.withdraw')}
          </Button>
        ) : null}
      </div>
    </article>
  )
}

function EntryView({ entry }: { entry: ComplaintEntry }) {
  return (
    <li>
      <p className="font-semibold text-stone-900">
        {t(`complaints.action.${entry.action}`)} · {t(`complaints.by.${entry.by}`)}
      </p>
      <p className="text-sm text-stone-700">
        <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
      </p>
      {/* What a side or an operator wrote is shown as written. */}
      {entry.text ? <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{entry.text}</p> : null}
      {entry.photos.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {entry.photos.map((photo, index) => (
            <li key={photo._id}>
              <ComplaintPhoto path={photo.url} alt={t('complaints.photoAlt', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function AnswerForm({ orderId, complaintId }: { orderId: string; complaintId: string }) {
  const step = useComplaintStep(orderId)
  const form = useForm<AnswerComplaintInput>({ resolver: zodResolver(AnswerComplaintInputSchema), defaultValues: { text: '' } })

  async function submit(values: AnswerComplaintInput) {
    try {
      await step.mutateAsync({ kind: 'answer', complaintId, body: values })
    } catch (error) {
      applyServerErrors(form, error)
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} className="space-y-3" noValidate>
      <TextAreaField label={t('complaints.answerLabel')} rows={3} maxLength={MAX_COMPLAINT_TEXT_LENGTH} {...formField(form, 'text')} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('complaints.answerSubmit')}
      </Button>
    </form>
  )
}
