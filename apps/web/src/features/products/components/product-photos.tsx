import { useId, useState, type ChangeEvent } from 'react'
import { IMAGE_INPUT_ACCEPT } from '@app/shared/uploads'
import { Button, buttonClasses } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { t, tText } from '@/lib/i18n'
import { thumbnailSrc } from '@/lib/uploads'
import { MAX_PHOTOS, type PhotoEntry, type ProductPhotos as Photos } from '../lib/use-product-photos'

/** A button-looking label over a visually hidden file input: the input keeps its name and keyboard focus. */
function FilePicker({
  label,
  disabled,
  capture,
  multiple,
  onFiles,
}: {
  label: string
  disabled: boolean
  capture?: 'environment'
  multiple?: boolean
  onFiles: (files: File[]) => void
}) {
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    // Cleared so choosing the same file again (after removing it) still reports a change.
    event.target.value = ''
    if (files.length > 0) onFiles(files)
  }
  return (
    <label
      className={buttonClasses(
        'secondary',
        `cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-green-700 ${
          disabled ? 'pointer-events-none opacity-60' : ''
        }`,
      )}
    >
      <input
        type="file"
        className="sr-only"
        accept={IMAGE_INPUT_ACCEPT}
        capture={capture}
        multiple={multiple}
        disabled={disabled}
        onChange={choose}
      />
      {label}
    </label>
  )
}

function PhotoTile({ entry, index, onRemove }: { entry: PhotoEntry; index: number; onRemove: () => void }) {
  const src = entry.state === 'ready' ? thumbnailSrc(entry.url) : entry.preview
  return (
    <li className="overflow-hidden rounded-lg bg-white ring-1 ring-stone-200">
      <div className="relative">
        <img
          src={src}
          alt={t('photos.alt', { index })}
          width={240}
          height={180}
          decoding="async"
          className={`aspect-[4/3] w-full bg-stone-100 object-cover ${entry.state === 'ready' ? '' : 'opacity-60'}`}
        />
        {entry.state === 'uploading' ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner className="size-8" />
          </div>
        ) : null}
      </div>
      <div className="space-y-2 p-2">
        {entry.state === 'uploading' ? (
          <>
            <p role="status" className="text-sm font-medium text-stone-800">
              {entry.progress === null
                ? t('photos.uploading')
                : t('photos.uploadingPercent', { percent: Math.round(entry.progress * 100) })}
            </p>
            <progress
              className="h-2 w-full accent-green-700"
              max={1}
              value={entry.progress ?? undefined}
              aria-label={t('photos.uploading')}
            />
          </>
        ) : null}
        {entry.state === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {entry.message}
          </p>
        ) : null}
        <Button variant="ghost" className="w-full" onClick={onRemove}>
          {t('photos.remove', { index })}
        </Button>
      </div>
    </li>
  )
}

/**
 * The photo part of the product form: the phone's camera ("Take photo", straight to the rear
 * camera), its gallery (several at once) or a pasted link, with a preview of each.
 */
export function ProductPhotosField({ photos, error }: { photos: Photos; error: string | undefined }) {
  const [link, setLink] = useState('')
  const linkId = useId()
  const isFull = photos.free === 0
  const counted = MAX_PHOTOS - photos.free

  function addLink() {
    photos.addUrl(link)
    setLink('')
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('photos.hint', { max: MAX_PHOTOS })}</p>
      {error ? <p className="text-sm font-medium text-red-700">{tText(error)}</p> : null}
      {photos.entries.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.entries.map((entry, index) => (
            <PhotoTile key={entry.key} entry={entry} index={index + 1} onRemove={() => photos.remove(entry.key)} />
          ))}
        </ul>
      ) : null}
      <p className="text-sm font-medium text-stone-800" aria-live="polite">
        {t('photos.count', { count: counted, max: MAX_PHOTOS })}
      </p>
      {isFull ? <p className="text-sm text-stone-700">{t('photos.full', { max: MAX_PHOTOS })}</p> : null}
      {photos.skipped > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('photos.skipped', { count: photos.skipped, max: MAX_PHOTOS })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <FilePicker label={t('photos.takePhoto')} capture="environment" disabled={isFull} onFiles={photos.addFiles} />
        <FilePicker label={t('photos.chooseFromGallery')} multiple disabled={isFull} onFiles={photos.addFiles} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={linkId} className="block text-sm font-semibold text-stone-800">
            {t('photos.urlLabel')}
          </label>
          <input
            id={linkId}
            type="url"
            inputMode="url"
            value={link}
            disabled={isFull}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the link instead of submitting the whole product.
              if (event.key === 'Enter') {
                event.preventDefault()
                addLink()
              }
            }}
            className="block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 disabled:bg-stone-100"
          />
        </div>
        <Button variant="secondary" disabled={isFull || link.trim() === ''} onClick={addLink}>
          {t('photos.addUrl')}
        </Button>
      </div>
    </div>
  )
}
