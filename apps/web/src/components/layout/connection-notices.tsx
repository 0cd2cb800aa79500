import { useUpdateOffer } from '@/lib/app-update'
import { formatTimestamp } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useDataTime } from '@/lib/offline-data-time'
import { useOnline } from '@/lib/online-status'

/**
 * Strips under the top bar: that the phone is offline, what still works and how old the data shown
 * is, and that a new version of the app is ready, with the reload left to the user.
 */
export function ConnectionNotices() {
  const online = useOnline()
  const dataTime = useDataTime()
  const applyUpdate = useUpdateOffer()
  return (
    <>
      {online ? null : (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
          {t('offline.banner')}
          {dataTime === null ? null : ` ${t('offline.asOf', { time: formatTimestamp(new Date(dataTime).toISOString()) })}`}
        </p>
      )}
      {applyUpdate ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-green-50 px-4 py-1.5 text-sm text-green-950"
        >
          <span>{t('update.ready')}</span>
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-11 rounded-lg bg-green-800 px-4 font-semibold text-white hover:bg-green-900"
          >
            {t('update.reload')}
          </button>
        </div>
      ) : null}
    </>
  )
}
