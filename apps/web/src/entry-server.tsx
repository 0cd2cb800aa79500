import { AsyncLocalStorage } from 'node:async_hooks'
import { dehydrate, type DehydratedState, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { prerenderToNodeStream } from 'react-dom/static.node'
import { StaticRouter } from 'react-router'
import { DEFAULT_WEATHER_CITY } from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import type { ServerPageData } from '@app/shared/server-page'
import { AppProvider } from '@/app/provider'
import { AppRoutes } from '@/app/router'
import { PublicSiteContext } from '@/components/layout/page-head'
import { listedProductsQueryOptions } from '@/features/browse/api/get-listed-products'
import { placeQueryOptions } from '@/lib/pin-place'
import { weatherQueryOptions } from '@/features/info/api/get-weather'
import { priceReferenceQueryOptions } from '@/features/prices/api/get-price-reference'
import { listedProductQueryOptions } from '@/features/product-page/api/get-listed-product'
import { productReviewsQueryOptions } from '@/features/product-page/api/get-product-reviews'
import { storefrontQueryOptions } from '@/features/storefront/api/get-storefront'
import { createLocaleI18n, t } from '@/lib/i18n'
import { routerBasename } from '@/lib/locale'
import { createQueryClient } from '@/lib/query-client'
import { setRenderScopeReader, type RenderScope } from '@/lib/render-scope'
import type { I18n } from '@lingui/core'

const scope = new AsyncLocalStorage<RenderScope>()
setRenderScopeReader(() => scope.getStore())

const catalogues = new Map<Locale, Promise<I18n>>()

function localeI18n(locale: Locale): Promise<I18n> {
  let instance = catalogues.get(locale)
  if (!instance) catalogues.set(locale, (instance = createLocaleI18n(locale)))
  return instance
}

/** The first page of an infinite list, as `useInfiniteQuery` holds it after its first fetch (offset 0). */
function firstPageOf<T>(page: T): InfiniteData<T, number> {
  return { pages: [page], pageParams: [0] }
}

/**
 * Fills the page's cache with its data under the keys the screens' queries use, so the render (and
 * the browser's, once it hydrates the same cache) shows the data instead of skeletons.
 */
function seed(client: QueryClient, data: ServerPageData) {
  switch (data.kind) {
    case 'browse':
      client.setQueryData(listedProductsQueryOptions(data.filters).queryKey, firstPageOf(data.firstPage))
      if (data.place) client.setQueryData(placeQueryOptions(data.place.pin).queryKey, data.place)
      break
    case 'product':
      client.setQueryData(listedProductQueryOptions(data.product._id).queryKey, data.product)
      if (data.reviews) client.setQueryData(productReviewsQueryOptions(data.product._id).queryKey, firstPageOf(data.reviews))
      // The farmer's card on the page is their storefront's.
      if (data.farmer) client.setQueryData(storefrontQueryOptions(data.farmer._id).queryKey, data.farmer)
      break
    case 'storefront':
      client.setQueryData(storefrontQueryOptions(data.farmer._id).queryKey, data.farmer)
      if (data.listings) client.setQueryData(listedProductsQueryOptions(data.filters).queryKey, firstPageOf(data.listings))
      break
    case 'weather':
      // The screen opens on the default city.
      if (data.weather) client.setQueryData(weatherQueryOptions(DEFAULT_WEATHER_CITY).queryKey, data.weather)
      break
    case 'prices':
      // The page asks with each market's last days, for its chart.
      if (data.query && data.reference)
        client.setQueryData(priceReferenceQueryOptions({ ...data.query, history: true }).queryKey, data.reference)
      break
  }
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += String(chunk)
  return text
}

/** The elements React hoists ahead of the markup it renders into a container (title, meta, links, preloads). */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<(title|style|script)\b[^>]*>[\s\S]*?<\/\1>)/

/**
 * A page's structured data (components/layout/page-head.tsx), which React leaves where it was drawn.
 * Its JSON holds no `<` (jsonForScript), and a `<` of any text React writes is escaped, so the
 * element ends at its own `</script>` and nothing else matches.
 */
const STRUCTURED_DATA = /<script type="application\/ld\+json">[^<]*<\/script>/g

function splitHoisted(markup: string): { head: string; body: string } {
  let rest = markup
  const head: string[] = []
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0])
    rest = rest.slice(match[0].length)
  }
  // The browser draws no head tags: left in the root, the script would be an element hydration
  // does not expect. In the head it is where search engines look for it anyway.
  const body = rest.replace(STRUCTURED_DATA, (script) => {
    head.push(script)
    return ''
  })
  return { head: head.join(''), body }
}

export interface RenderInput {
  /** The address without its language prefix, query string included (`/products/browse?state=Kerala`). */
  url: string
  locale: Locale
  /** Where the site is served (PUBLIC_URL, without a trailing slash), for the head's absolute addresses. */
  publicUrl: string
  /** The data of a page the server renders for a request; none for a page drawn at build time. */
  data?: ServerPageData
}

export interface RenderedPage {
  /**
   * What belongs in the page's head: the screen's title, the public pages' description, addresses,
   * Open Graph tags and structured data, and the preloads it asked for.
   */
  head: string
  /** The root's inner HTML. */
  html: string
  /** The query cache the page was drawn with, for the browser to hydrate: only pages with data have one. */
  state: DehydratedState | null
}

/**
 * A page as a visitor sees it, through the same routes and components as the browser, in `locale`,
 * with a query cache of its own (never shared between requests). React waits for every lazily
 * loaded screen, so the HTML is whole; the browser hydrates it.
 */
export async function render({ url, locale, publicUrl, data }: RenderInput): Promise<RenderedPage> {
  const i18n = await localeI18n(locale)
  const queryClient = createQueryClient()
  if (data) seed(queryClient, data)
  const basename = routerBasename(locale)
  const errors: unknown[] = []
  const markup = await scope.run({ locale, i18n }, async () => {
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={(basename ?? '') + url} basename={basename}>
        <PublicSiteContext value={{ publicUrl }}>
          <AppProvider queryClient={queryClient}>
            <AppRoutes />
          </AppProvider>
        </PublicSiteContext>
      </StaticRouter>,
      {
        // Every boundary in place, however large: a boundary React sent apart would need an inline
        // script (which the Content-Security-Policy forbids) to be shown, and no page of ours is
        // big enough to gain from arriving in parts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A part that failed would be left for the browser to draw: the page is not whole.
        onError: (error) => void errors.push(error),
      },
    )
    return readAll(prelude)
  })
  if (errors.length > 0) throw new AggregateError(errors, `Rendering ${url} in ${locale} failed`)
  const state = data ? dehydrate(queryClient) : null
  queryClient.clear()
  const { head, body } = splitHoisted(markup)
  return { head, html: body, state }
}

/**
 * The texts of the app's shell (spa.html, for the routes drawn in the browser only) in `locale`: the
 * site's description, and what the root says until the app draws.
 */
export async function shellTexts(locale: Locale): Promise<{ description: string; loading: string }> {
  const i18n = await localeI18n(locale)
  return scope.run({ locale, i18n }, () => ({ description: t('meta.description'), loading: t('common.loading') }))
}

export { SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ID } from '@/lib/server-state'
export { PRE_RENDERED_PAGES, SERVER_RENDERED_PAGES } from '@/app/server-rendered-pages'
export { LOCALES } from '@app/shared/messages/locales'
