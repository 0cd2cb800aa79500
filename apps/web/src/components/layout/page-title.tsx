import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'

/**
 * The document title of a screen, "{page} | KisanSetu". React 19 hoists `<title>` into the head,
 * and the pre-render step moves it there in the built HTML.
 */
export function PageTitle({ page }: { page: MessageId }) {
  return <title>{t('title.template', { page: t(page) })}</title>
}
