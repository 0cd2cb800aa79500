import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Contact } from '@app/shared/contact'
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_NAME_LENGTH, NARROW_SCREEN_PX } from '@app/shared/limits'
import { Button } from '@/components/ui/button'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'
import { InputField, TextAreaField } from '@/components/ui/form/field'
import { formField } from '@/components/ui/form/form-field'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { lazyZodResolver } from '@/lib/lazy-resolver'
import { sendContactMessage } from '../api/send-contact-message'

type ContactValues = { name: string; email: string; message: string }

const contactCheck = lazyZodResolver(() => import('@app/shared/contact').then((contact) => contact.ContactSchema))

/** From 640 px up, the message is typed in a modal, where there is room for it; below, in place. */
function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${NARROW_SCREEN_PX}px)`).matches
}

/**
 * The Contact Us form. The browser's own checks run first (required fields, `type="email"`), then
 * the shared schema, then the server's. Sending stores the message and mails it to support.
 */
export function ContactForm() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const draftRef = useRef<HTMLTextAreaElement>(null)
  const messageRef = useRef<HTMLTextAreaElement | null>(null)
  const [draft, setDraft] = useState('')
  const form = useForm<Contact, unknown, ContactValues>({
    resolver: contactCheck.resolver,
    defaultValues: { name: '', email: '', message: '' },
    reValidateMode: 'onSubmit',
  })
  const {
    handleSubmit,
    getValues,
    setValue,
    clearErrors,
    reset,
    formState: { isSubmitting },
  } = form
  const { ref: registerMessageRef, ...messageField } = formField(form, 'message')

  function openMessageDialog() {
    const dialog = dialogRef.current
    if (!dialog || dialog.open || !isWideScreen()) return
    setDraft(getValues('message') ?? '')
    dialog.showModal()
    // Focus the box and put the caret after the text, ready to go on typing.
    const box = draftRef.current
    if (box) {
      box.focus()
      box.setSelectionRange(box.value.length, box.value.length)
    }
  }

  function saveDraft() {
    setValue('message', draft, { shouldDirty: true })
    clearErrors('message')
    dialogRef.current?.close()
  }

  async function submit(values: ContactValues) {
    try {
      await sendContactMessage(values)
      toast.success(t('contact.thanks'))
      reset()
    } catch (error) {
      applyServerErrors(form, error)
      toast.error(getErrorMessage(error, t('contact.failed')))
    }
  }

  return (
    <>
      {/* No noValidate: the browser checks required fields and the email format first. */}
      <form onSubmit={handleSubmit(submit)} onFocusCapture={contactCheck.preload} className="space-y-5">
        <InputField
          label={t('contact.name')}
          required
          maxLength={MAX_NAME_LENGTH}
          autoComplete="name"
          disabled={isSubmitting}
          {...formField(form, 'name')}
        />
        <InputField
          label={t('contact.email')}
          type="email"
          required
          autoComplete="email"
          disabled={isSubmitting}
          {...formField(form, 'email')}
        />
        <TextAreaField
          label={t('contact.message')}
          required
          rows={5}
          maxLength={MAX_CONTACT_MESSAGE_LENGTH}
          disabled={isSubmitting}
          onClick={openMessageDialog}
          ref={(element) => {
            registerMessageRef(element)
            messageRef.current = element
          }}
          {...messageField}
        />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>

      <dialog
        ref={dialogRef}
        aria-labelledby="contact-dialog-title"
        // Escape and Close both end here: focus goes back to the message box that opened the dialog.
        onClose={() => messageRef.current?.focus()}
        className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/60"
      >
        <div className="space-y-4 p-5">
          <h2 id="contact-dialog-title" className="text-xl font-bold">
            {t('contact.modalTitle')}
          </h2>
          <textarea
            ref={draftRef}
            aria-labelledby="contact-dialog-title"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={12}
            maxLength={MAX_CONTACT_MESSAGE_LENGTH}
            className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900"
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
              {t('contact.modalClose')}
            </Button>
            <Button onClick={saveDraft}>{t('contact.modalSave')}</Button>
          </div>
        </div>
      </dialog>
    </>
  )
}
