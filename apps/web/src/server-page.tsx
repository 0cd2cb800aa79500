import { dehydrate, QueryClientProvider, type DehydratedState, type InfiniteData } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { DEFAULT_WEATHER_CITY } from '@app/shared/limits'
import type { Locale } from '@app/shared/messages/locales'
import type { ServerPageData } from '@app/shared/server-page'
import { AppProvider } from '@/app/provider'
import { AppRoutes, preloadRoute } from '@/app/router'
import { listedProductsQueryOptions } from '@/features/browse/api/get-listed-products'
import { placeQueryOptions } from '@/features/browse/api/get-place'
import { listedProductQueryOptions } from '@/features/product-page/api/get-listed-product'
import { productReviewsQueryOptions } from '@/features/product-page/api/get-product-reviews'
import { weatherQueryOptions } from '@/features/info/api/get-weather'
import { storefrontQueryOptions } from '@/features/storefront/api/get-storefront'
import { activateRenderLocale, catalogueReady } from '@/lib/i18n'
import { routerBasename } from '@/lib/locale'
import { createQueryClient } from '@/lib/query-client'

export interface ServerPageInput {
  /** The address without its language prefix, query string included (`/products/browse?state=Kerala`). */
  url: string
  locale: Locale
  data: ServerPageData
}

export interface ServerPage {
  /** The root's inner HTML. */
  html: string
  /** React Query's dehydrated cache: the page's queries with their data. */
  state: DehydratedState
}

/** The first page of an infinite list, as `useInfiniteQuery` holds it after its first fetch (offset 0). */
function firstPageOf<T>(page: T): InfiniteData<T, number> {
  return { pages: [page], pageParams: [0] }
}

/**
 * Fills a fresh cache with the page's data under the keys the screens' queries use, so the render
 * below (and the browser's, once it hydrates the same cache) shows the data instead of skeletons.
 */
function seed(data: ServerPageData) {
  const client = createQueryClient()
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
  }
  return client
}

/**
 * A public page with its data, at run time, for one request: the same routes and components as
 * the browser, signed out, in `locale`, with a cache of its own (never shared between requests).
 */
export async function renderServerPage({ url, locale, data }: ServerPageInput): Promise<ServerPage> {
  await catalogueReady
  const [pathname = '/'] = url.split('?')
  await preloadRoute(pathname)
  const client = seed(data)
  // Nothing may await between choosing the language and rendering: another request's render
  // could choose another language in between.
  activateRenderLocale(locale)
  const basename = routerBasename(locale)
  const html = renderToString(
    <QueryClientProvider client={client}>
      <StaticRouter location={(basename ?? '') + url} basename={basename}>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </StaticRouter>
    </QueryClientProvider>,
  )
  const state = dehydrate(client)
  client.clear()
  return { html, state }
}
