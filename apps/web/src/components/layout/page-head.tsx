import { createContext, use } from 'react'
import { useLocation } from 'react-router'
import { jsonForScript } from '@app/shared/json-script'
import type { MessageId } from '@app/shared/messages/en'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/shared/messages/locales'
import { localePath } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { currentLocale } from '@/lib/locale'
import type { HeadContent } from '@/lib/page-head'

/** Where the site is served (PUBLIC_URL, without a trailing slash): pages' addresses are absolute. */
export interface PublicSite {
  publicUrl: string
}

/**
 * Set by the server's render only (src/entry-server.tsx). The head tags are read by crawlers and
 * link previews, which get the server's HTML: the browser renders none, so hydrating has nothing to
 * compare them with and a page never ends up with two of them.
 */
export const PublicSiteContext = createContext<PublicSite | null>(null)

/**
 * The site, in the server's render; null in the browser, where no head tags are drawn. A head's
 * component tests `import.meta.env.SSR` beside it: the browser's build knows that to be false and
 * leaves the head's code, and what it imports, out of the pages' scripts.
 */
export function usePublicSite(): PublicSite | null {
  return use(PublicSiteContext)
}

/** og:locale's form: `hi_IN`. */
const ogLocale = (locale: Locale) => `${locale}_IN`

function HeadTags({ site, head, query }: { site: PublicSite; head: HeadContent; query: string }) {
  const { pathname } = useLocation()
  const locale = currentLocale()
  const url = (other: Locale) => site.publicUrl + localePath(other, pathname) + query
  const canonical = url(locale)
  return (
    <>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={canonical} />
      {LOCALES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={url(other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LOCALE)} />
      <meta property="og:type" content={head.type} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={t('brand.name')} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      {head.image ? (
        <>
          <meta property="og:image" content={head.image} />
          <meta property="og:image:alt" content={head.imageAlt ?? head.title} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary" />
      {head.structuredData ? (
        // React writes a script's text as it is: jsonForScript keeps a listing's text from ending the element.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(head.structuredData(canonical)) }} />
      ) : null}
    </>
  )
}

/**
 * The head of a public page, in the server's render: its description, its canonical address and
 * the same page in every language (its path under each language's prefix, and `query`, the part of
 * its query string that names the page), and the Open Graph and Twitter tags a shared link is
 * previewed with. React hoists the tags into the head; the structured data stays where it is drawn
 * and the server's entry moves it there.
 */
export function PageHead({ head, query = '' }: { head: HeadContent; query?: string }) {
  const site = usePublicSite()
  if (!import.meta.env.SSR || !site) return null
  return <HeadTags site={site} head={head} query={query} />
}

/**
 * The head of a page without data: `page` names the screen in the catalogue, or `title` is its own;
 * the site's description unless the page has one of its own.
 */
export function PublicPageHead(props: ({ page: MessageId } | { title: string }) & { description?: MessageId }) {
  const site = usePublicSite()
  if (!import.meta.env.SSR || !site) return null
  const head: HeadContent = {
    type: 'website',
    title: 'page' in props ? t(props.page) : props.title,
    description: t(props.description ?? 'meta.description'),
  }
  return <HeadTags site={site} head={head} query="" />
}
