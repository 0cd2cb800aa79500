import { t } from '@/lib/i18n'

/**
 * "Loading..." instead of the app while the saved session is read. The same markup
 * is baked into the HTML shell (spa.html) and shows until the script has started.
 */
export function LoadingPlaceholder() {
  return (
    <div className="app-loading" role="status">
      {t('common.loading')}
    </div>
  )
}
