import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'

/** The document title: React puts it in the head, on the server and in the browser alike. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title}</title>
}

/** "{page} | KisanSetu": `page` names the screen in the catalogue, or `name` is a listing's or farmer's own name. */
export function PageTitle(props: { page: MessageId } | { name: string }) {
  return <DocumentTitle title={t('title.template', { page: 'page' in props ? t(props.page) : props.name })} />
}
