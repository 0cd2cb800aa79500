import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import type { MessageId } from '@app/shared/messages/en'
import {
  availableOrderActions,
  MAX_ORDER_NOTE_LENGTH,
  ORDER_REASON_CODES,
  type Order,
  type OrderAction,
  type OrderReasonCode,
} from '@app/shared/orders'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { SelectField, TextAreaField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { t } from '@/lib/i18n'
import { useUpdateOrder } from '../api/update-order'

type Viewer = 'buyer' | 'farmer'

/** The steps that ask for a reason first (the buyer is told why): the form's words for each. */
const REASON_FORMS = {
  reject: { label: 'orderDetails.rejectReason', hint: null, submit: 'orderDetails.rejectSubmit', required: 'orders.reasonRequired' },
  withdraw: {
    label: 'orderDetails.withdrawReason',
    hint: 'orderDetails.withdrawHint',
    submit: 'orderDetails.withdrawSubmit',
    required: 'orders.cancelReasonRequired',
  },
} as const satisfies Partial<Record<OrderAction, { label: MessageId; hint: MessageId | null; submit: MessageId; required: MessageId }>>
type ReasonAction = keyof typeof REASON_FORMS

function needsReason(action: OrderAction): action is ReasonAction {
  return action in REASON_FORMS
}

/**
 * A reason from the preset list, which the buyer reads in their own language, and a note in the
 * farmer's words: optional, except for "Another reason", which says nothing by itself.
 */
function reasonSchema(action: ReasonAction) {
  return z
    .object({
      // '' is the select's "Choose a reason": the form starts there and may not be sent from there.
      reasonCode: z
        .union([z.enum(ORDER_REASON_CODES), z.literal('')], { error: t(REASON_FORMS[action].required) })
        .refine((code) => code !== '', t(REASON_FORMS[action].required)),
      note: z.string().trim().max(MAX_ORDER_NOTE_LENGTH, t('orders.noteTooLong')),
    })
    .refine((values) => values.reasonCode !== 'other' || values.note !== '', {
      path: ['note'],
      message: t('orders.otherReasonNeedsNote'),
    })
}
type ReasonValues = { reasonCode: OrderReasonCode | ''; note: string }

function ReasonForm({ action, onDone, update }: { action: ReasonAction; onDone: () => void; update: ReturnType<typeof useUpdateOrder> }) {
  const words = REASON_FORMS[action]
  const form = useForm<ReasonValues>({
    resolver: zodResolver(reasonSchema(action)),
    defaultValues: { reasonCode: '', note: '' },
    reValidateMode: 'onSubmit',
  })
  // Awaited so the button says it is working until the answer; a refusal's field errors land under the note.
  async function submit({ reasonCode, note }: ReasonValues) {
    try {
      await update.mutateAsync({ kind: 'transition', body: { action, note, ...(reasonCode ? { reasonCode } : {}) } })
    } catch (error) {
      applyServerErrors(form, error)
    }
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="mt-3 w-full space-y-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <SelectField label={t(words.label)} {...(words.hint ? { hint: t(words.hint) } : {})} {...formField(form, 'reasonCode')}>
        <option value="">{t('orderDetails.reasonChoose')}</option>
        {ORDER_REASON_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`orders.reason.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('orderDetails.reasonNote')}
        hint={t('orderDetails.reasonNoteHint')}
        rows={3}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        {...formField(form, 'note')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('orderDetails.working') : t(words.submit)}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('orderDetails.formBack')}
        </Button>
      </div>
    </form>
  )
}

function CancelConfirm({ onDone, run, busy }: { onDone: () => void; run: () => void; busy: boolean }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="cancel-question"
      className="mt-3 w-full space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300"
    >
      <p id="cancel-question" className="font-medium text-stone-900">
        {t('orderDetails.cancelQuestion')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={busy} onClick={run}>
          {busy ? t('orderDetails.working') : t('orderDetails.cancelYes')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('orderDetails.keep')}
        </Button>
      </div>
    </div>
  )
}

/**
 * The steps the viewer may take now, from the shared state machine (which also hides the farmer's
 * Cancel order once a payment is reported or received): one button each. Reject and the farmer's
 * Cancel order ask for a reason first and the buyer's Cancel asks to confirm; the others act at
 * once. The server decides again and may refuse (the other side moved first): its message shows
 * and the order reloads.
 */
export function OrderActions({ order, viewer }: { order: Order; viewer: Viewer }) {
  const [open, setOpen] = useState<ReasonAction | 'cancel' | null>(null)
  // A step the server took closes the reason form or the question that asked for it.
  const update = useUpdateOrder(order._id, { mutationConfig: { onSuccess: () => setOpen(null) } })
  const actions = availableOrderActions(order, viewer)
  if (actions.length === 0) return null

  function run(action: OrderAction) {
    update.mutate({ kind: 'transition', body: { action } })
  }

  return (
    <section aria-labelledby="order-actions" className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-actions" className="text-lg font-bold text-stone-900">
        {t('orderDetails.actions')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {actions.map((action) => (
          <Button
            key={action}
            variant={needsReason(action) || action === 'cancel' ? 'danger' : 'primary'}
            disabled={update.isPending || open !== null}
            onClick={() => (needsReason(action) || action === 'cancel' ? setOpen(action) : run(action))}
          >
            {t(`orders.action.${action}`)}
          </Button>
        ))}
      </div>
      {open !== null && open !== 'cancel' ? <ReasonForm key={open} action={open} update={update} onDone={() => setOpen(null)} /> : null}
      {open === 'cancel' ? <CancelConfirm busy={update.isPending} run={() => run('cancel')} onDone={() => setOpen(null)} /> : null}
    </section>
  )
}
