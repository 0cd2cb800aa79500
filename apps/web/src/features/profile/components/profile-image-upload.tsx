import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { MAX_PROFILE_IMAGE_BYTES } from '@app/shared/limits'
import { ACCEPTED_IMAGE_TYPES, IMAGE_INPUT_ACCEPT } from '@app/shared/uploads'
import { buttonClasses } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast/toast-store'
import { getErrorMessage } from '@/lib/api-client'
import { t, tText } from '@/lib/i18n'
import { uploadProfileImage } from '../api/upload-profile-image'

function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
}

type ProfileImageUploadProps = {
  /** The stored image's URL, or null when the user has none. */
  currentUrl: string | null
  onUploaded: (url: string) => void
}

/**
 * The profile image: images only, at most 0.5 MB (checked here before sending, and again by the
 * server). The chosen picture shows at once; if the upload fails the preview goes
 * back to the image before it.
 */
export function ProfileImageUpload({ currentUrl, onUploaded }: ProfileImageUploadProps) {
  const [shown, setShown] = useState<string | null>(currentUrl)
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const statusId = useId()
  // Object URLs of the previews: each holds the chosen file in memory until revoked.
  const previews = useRef(new Set<string>())

  function dropPreviews() {
    for (const url of previews.current) URL.revokeObjectURL(url)
    previews.current.clear()
  }
  useEffect(() => {
    const owned = previews.current
    return () => {
      for (const url of owned) URL.revokeObjectURL(url)
      owned.clear()
    }
  }, [])

  function refuse(message: string) {
    setError(message)
    toast.error(message)
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!isAcceptedImage(file)) return refuse(t('uploads.unsupportedType'))
    if (file.size > MAX_PROFILE_IMAGE_BYTES) return refuse(t('uploads.profileImageTooLarge'))

    const previous = shown
    dropPreviews()
    const preview = URL.createObjectURL(file)
    previews.current.add(preview)
    setShown(preview)
    setError(null)
    setUploading(true)
    try {
      const { optimizedUrl, message } = await uploadProfileImage(file)
      setShown(optimizedUrl)
      dropPreviews()
      onUploaded(optimizedUrl)
      toast.success(message || t('uploads.profileImageUpdated'))
    } catch (failure) {
      setShown(previous)
      dropPreviews()
      refuse(getErrorMessage(failure, t('profileImage.uploadFailed')))
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <div className="relative size-28 shrink-0 overflow-hidden rounded-full bg-stone-100 ring-1 ring-stone-300">
        {shown ? (
          <img src={shown} alt={t('profileImage.alt')} width={112} height={112} className="size-28 object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center p-2 text-center text-sm text-stone-700">
            {t('profileImage.none')}
          </span>
        )}
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-8" />
          </span>
        ) : null}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-stone-800">{t('profileImage.label')}</p>
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            `cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-green-700 ${
              uploading ? 'pointer-events-none opacity-60' : ''
            }`,
          )}
        >
          <input
            id={inputId}
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            className="sr-only"
            disabled={uploading}
            aria-describedby={statusId}
            onChange={(event) => void choose(event)}
          />
          {t('profileImage.choose')}
        </label>
        <div id={statusId} aria-live="polite" className="text-sm">
          {uploading ? <p className="font-medium text-stone-800">{t('profileImage.uploading')}</p> : null}
          {error ? <p className="font-medium text-red-700">{tText(error)}</p> : <p className="text-stone-600">{t('profileImage.hint')}</p>}
        </div>
      </div>
    </div>
  )
}
