import { useEffect, useState } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { PROFILE_SAVE_REDIRECT_MS } from '@app/shared/limits'
import { applyServerErrors } from '@/components/ui/form/apply-server-errors'

type ProfileSaveOptions<Fields, Values extends FieldValues> = {
  /** Whether a profile is stored when the form opens: PATCH it, else POST a new one. */
  exists: boolean
  /** The profile page the form goes back to, after a save or on Cancel. */
  viewPath: string
  /** Sends the profile; its mutation hook toasts the outcome. */
  save: (fields: Fields, exists: boolean) => Promise<unknown>
  /** The form, which shows the server's field errors under its fields. */
  form: { setError: UseFormSetError<Values> }
}

/**
 * A `returnTo` that stays inside the app: a path of ours ("/checkout"), never another site
 * ("//evil.example", "https://…"), so a crafted link cannot send the user elsewhere after a save.
 */
export function localReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  return value
}

/**
 * The submit side of both profile forms: one form for create (POST) and edit (PATCH), the
 * server's field errors under their fields, and back to the profile page (or the `returnTo` screen)
 * 1 second after a save.
 */
export function useProfileSave<Fields, Values extends FieldValues>({
  exists,
  viewPath: profilePath,
  save,
  form,
}: ProfileSaveOptions<Fields, Values>) {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  // A screen that sent the user here (checkout) gets them back after the save or on Cancel.
  const viewPath = localReturnPath(search.get('returnTo')) ?? profilePath
  // Fixed when the form opens: a create that succeeds stays the create form until it leaves.
  const [isEdit] = useState(exists)
  const [saved, setSaved] = useState(false)

  // Back to the profile 1 second after a save (cancelled if the user leaves first).
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => void navigate(viewPath), PROFILE_SAVE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [saved, navigate, viewPath])

  async function submit(fields: Fields) {
    try {
      await save(fields, isEdit)
    } catch (error) {
      applyServerErrors(form, error)
      return
    }
    setSaved(true)
  }

  return { isEdit, saved, submit, cancel: () => void navigate(viewPath) }
}
