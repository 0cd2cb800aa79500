import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { FieldErrors } from '@app/shared/errors'
import { PROFILE_SAVE_REDIRECT_MS } from '@app/shared/limits'
import { toast } from '@/components/ui/toast/toast-store'
import { ApiError } from '@/lib/api-client'
import { t } from '@/lib/i18n'

type ProfileSaveOptions<Fields, Field extends string> = {
  /** Whether a profile is stored when the form opens: PATCH it, else POST a new one. */
  exists: boolean
  /** The profile page the form goes back to, after a save or on Cancel. */
  viewPath: string
  save: (fields: Fields, exists: boolean) => Promise<unknown>
  /** The toast for a failed save (SPEC.md §8). */
  failureMessage: (error: unknown) => string
  /** The server's field errors as the form's (see `formFieldErrors`). */
  fieldErrors: (fieldErrors: FieldErrors) => Partial<Record<Field, string>>
  setFieldError: (name: Field, message: string) => void
}

/**
 * The submit side of both profile forms (SPEC.md §2): one form for create (POST) and edit
 * (PATCH), the toasts of §8, the server's field errors under their fields, and back to the
 * profile page 1 second after a save (§9).
 */
export function useProfileSave<Fields, Field extends string>({
  exists,
  viewPath,
  save,
  failureMessage,
  fieldErrors,
  setFieldError,
}: ProfileSaveOptions<Fields, Field>) {
  const navigate = useNavigate()
  // Fixed when the form opens: a create that succeeds stays the create form until it leaves.
  const [isEdit] = useState(exists)
  const [saved, setSaved] = useState(false)

  // SPEC.md §9: back to the profile 1 second after a save (cancelled if the user leaves first).
  useEffect(() => {
    if (!saved) return
    const timer = setTimeout(() => void navigate(viewPath), PROFILE_SAVE_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [saved, navigate, viewPath])

  async function submit(fields: Fields) {
    try {
      await save(fields, isEdit)
    } catch (error) {
      toast.error(failureMessage(error))
      if (error instanceof ApiError) {
        for (const [name, message] of Object.entries(fieldErrors(error.fieldErrors)) as [Field, string][]) {
          setFieldError(name, message)
        }
      }
      return
    }
    toast.success(t(isEdit ? 'profile.updated' : 'profile.created'))
    setSaved(true)
  }

  return { isEdit, saved, submit, cancel: () => void navigate(viewPath) }
}
