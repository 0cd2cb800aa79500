import type { FormEventHandler, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ProfileImageUpload } from './profile-image-upload'

type ProfileFormFrameProps = {
  title: string
  /** Shown under the title; null for none (the edit form). */
  intro: string | null
  /** The stored profile image, with where a new upload goes (the cached profile). */
  imageUrl: string | null
  onImageUploaded: (url: string) => void
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Disables every field while saving and after a save, until the redirect. */
  busy: boolean
  /** The Cancel button, on the edit form only. */
  cancel: { label: string; onClick: () => void } | null
  submitLabel: string
  /** The form's fields, laid out in its two-column grid. */
  children: ReactNode
}

/** What the buyer and farmer profile forms share: heading, photo upload, the field grid and its buttons. */
export function ProfileFormFrame({
  title,
  intro,
  imageUrl,
  onImageUploaded,
  onSubmit,
  busy,
  cancel,
  submitLabel,
  children,
}: ProfileFormFrameProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      {intro === null ? null : <p className="mt-2 text-stone-700">{intro}</p>}

      <div className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <ProfileImageUpload currentUrl={imageUrl} onUploaded={onImageUploaded} />
      </div>

      <form noValidate onSubmit={onSubmit} className="mt-6">
        <fieldset disabled={busy} className="grid gap-5 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 sm:p-6">
          {children}
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            {cancel ? (
              <Button variant="secondary" onClick={cancel.onClick}>
                {cancel.label}
              </Button>
            ) : null}
            <Button type="submit">{submitLabel}</Button>
          </div>
        </fieldset>
      </form>
    </section>
  )
}
