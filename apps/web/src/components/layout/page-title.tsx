import { useEffect } from 'react'
import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'

const inBrowser = typeof document !== 'undefined'

/**
 * The document title. In the browser the screen sets it once drawn; on the server it renders a
 * `<title>` with the screen, which the pre-render step and the server's renderer move into the
 * head (their HTML's body then has none, so hydration finds the same body the browser renders).
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    if (document.title !== title) document.title = title
  }, [title])
  return inBrowser ? null : <title>{title}</title>
}

/** "{page} | KisanSetu": `page` names the screen in the catalogue, or `name` is a listing's or farmer's own name. */
export function PageTitle(props: { page: MessageId } | { name: string }) {
  return <DocumentTitle title={t('title.template', { page: 'page' in props ? t(props.page) : props.name })} />
}
