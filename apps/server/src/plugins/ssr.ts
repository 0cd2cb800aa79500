import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyCompressOptions } from '@fastify/compress'
import { z } from 'zod'
import {
  browseFiltersFromUrl,
  browseSearchParams,
  pinOfPlace,
  BrowseQuerySchema,
  type BrowseFilters,
  type BrowseQuery,
  type BrowseResponse,
  type ListedProduct,
} from '@app/shared/browse'
import { jsonForScript } from '@app/shared/json-script'
import { BROWSE_PAGE_SIZE, DEFAULT_WEATHER_CITY } from '@app/shared/limits'
import { PriceQuerySchema, type PriceReference } from '@app/shared/mandi'
import { mandiSearchFromUrl } from '@app/shared/mandi-search'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/shared/messages/locales'
import { paths } from '@app/shared/paths'
import type { Place } from '@app/shared/pincodes'
import { PRODUCT_REVIEWS_PAGE_SIZE, type ProductReviewsResponse } from '@app/shared/reviews'
import type { FarmerStorefront } from '@app/shared/storefront'
import type { Translator } from '@app/shared/messages/translate'
import type { Weather } from '@app/shared/weather'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { withAbsoluteUploadLinks } from '#src/lib/upload-links'
import type { ServerPageData } from '@app/shared/server-page'
import { languageRedirect } from './web'

/**
 * Browse, a listing's page, a farmer's storefront, the weather page and the Mandi Prices page,
 * rendered here with their data for every request: the HTML a visitor (or WhatsApp, or a search
 * engine) gets already shows the listings, today's weather or a crop's prices, with the head a shared link is previewed with, and the browser
 * hydrates it with the same data instead of asking the API again. Rendered as a visitor: the HTML
 * is the same for everyone, and the browser asks again for a signed-in account (apps/web/src/main.tsx).
 *
 * The web build leaves two things outside dist/ (never served): the renderer, a server bundle of
 * the web app's own routes (apps/web/src/entry-server.tsx), and each page's template in every
 * language, the shell with its language, its catalogue and its route's chunks to preload
 * (apps/web/scripts/prerender.mjs).
 */

/** What the web build's renderer module exports (apps/web/src/entry-server.tsx). */
export interface PageRenderer {
  /**
   * The page's head (its title, description, addresses, Open Graph tags and structured data, and
   * its preloads, all drawn by the web app), the root's HTML and its query cache.
   */
  render(input: { url: string; locale: Locale; publicUrl: string; data: ServerPageData }): Promise<RenderedPage>
  /** The id of the script element holding the state (apps/web/src/lib/server-state.ts). */
  SERVER_STATE_ID: string
  /** The attribute marking the root of a server-rendered page. */
  SERVER_RENDERED_ATTRIBUTE: string
}

/**
 * The feature modules' service functions the pages' data comes from, handed over by app.ts (a
 * plugin does not import feature modules): what their routes answer, so the page shows what the
 * browser would be told, asked as a visitor.
 */
export interface PageServices {
  browseProducts(deps: FastifyInstance, query: BrowseQuery, viewer: null, options: { locale: Locale }): Promise<BrowseResponse>
  getProduct(deps: FastifyInstance, productId: string, viewer: null, place: Record<string, never>, locale: Locale): Promise<ListedProduct>
  productReviews(
    deps: FastifyInstance,
    productId: string,
    viewer: null,
    page: { limit: number; offset: number },
  ): Promise<ProductReviewsResponse>
  getStorefront(deps: FastifyInstance, farmerId: string, viewer: null): Promise<FarmerStorefront>
  findPlaceByPin(db: FastifyInstance['db'], pin: string): Promise<Place | undefined>
  /** The weather of a city, from the cache or the weather service, with the grid's hours in English. */
  getWeather(deps: FastifyInstance, city: string): Promise<Weather>
  /** A weather answer with the grid's hours in `t`'s language. */
  weatherInLanguage(weather: Weather, t: Translator): Weather
  /** A crop's mandi rates and KisanSetu's own prices, as GET /api/prices answers them in `language`. */
  priceReference(deps: FastifyInstance, query: z.output<typeof PriceQuerySchema>, language: Locale): Promise<PriceReference>
}

/**
 * How long the weather page waits for the weather service when the default city's answer is not
 * in the cache (it is for 10 minutes after any visit). A slower service does not hold the page
 * back: it opens in its loading state and the browser asks, while the lookup goes on and fills
 * the cache for the next visitor.
 */
export const WEATHER_PAGE_WAIT_MS = 800

interface RenderedPage {
  head: string
  html: string
  state: unknown
}

const PAGE_NAMES = ['browse', 'product', 'storefront', 'weather', 'prices'] as const
type PageName = (typeof PAGE_NAMES)[number]
/** Each page's template in each language, with ROOT_MARKER where the page goes. */
type Templates = Record<PageName, Record<Locale, string>>

/**
 * A page's HTML is compressed harder than the API's JSON: it is a phone's first download, its
 * listings repeat the same markup, and a few milliseconds more beside the render buy a tenth of it.
 */
const PAGE_COMPRESSION: Pick<FastifyCompressOptions, 'encodings' | 'brotliOptions'> = {
  encodings: ['br', 'gzip'],
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
  },
}

export const RENDERER_FILE = 'entry-server.js'
export const TEMPLATES_FILE = 'pages.json'
const HEAD_MARKER = '<!--app-head-->'
const ROOT_MARKER = '<div id="root"><!--app-html--></div>'
const SHELL_FILE = 'spa.html'

/** True when the web build left its renderer at `dir` (the plugin is skipped otherwise). */
export function hasPageRenderer(dir: string): boolean {
  return existsSync(path.join(dir, RENDERER_FILE)) && existsSync(path.join(dir, TEMPLATES_FILE))
}

async function loadTemplates(dir: string): Promise<Templates> {
  const templates = JSON.parse(await readFile(path.join(dir, TEMPLATES_FILE), 'utf8')) as Partial<Templates>
  for (const name of PAGE_NAMES) {
    for (const locale of LOCALES) {
      const template = templates[name]?.[locale]
      if (!template?.includes(ROOT_MARKER) || !template.includes(HEAD_MARKER))
        throw new Error(`${TEMPLATES_FILE} has no ${locale} template for ${name}`)
    }
  }
  return templates as Templates
}

const Uuid = z.uuid()

/** Whatever the data loaders throw when a listing or farmer does not exist (or is not the visitor's to see). */
function isNotFound(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 404
}

/** The address asks for something the API refuses (a PIN code no one knows): the browser's own request says what. */
function isRefused(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 400
}

export default fp(
  async function ssrPlugin(app: FastifyInstance, { services }: { services: PageServices }) {
    const { browseProducts, getProduct, productReviews, getStorefront, findPlaceByPin, getWeather, weatherInLanguage, priceReference } =
      services
    const dir = app.config.webSsrDir
    const renderer = (await import(pathToFileURL(path.join(dir, RENDERER_FILE)).href)) as PageRenderer
    const templates = await loadTemplates(dir)
    // Pages link to the site on PUBLIC_URL, and to photos where answers do (ASSETS_URL).
    const { publicUrl, assetsUrl } = app.config

    /**
     * The first page of a list as the browser asks for it (browseSearchParams, offset 0,
     * BROWSE_PAGE_SIZE), so that the browser finds it under its own query's key. Null when the
     * filters would not pass the API's checks (browseFiltersFromUrl keeps only those that do).
     */
    function firstPage(filters: BrowseFilters, locale: Locale) {
      const parsed = BrowseQuerySchema.safeParse(
        Object.fromEntries(new URLSearchParams(browseSearchParams({ ...filters, limit: BROWSE_PAGE_SIZE }))),
      )
      return parsed.success ? browseProducts(app, parsed.data, null, { locale }) : null
    }

    /** The default city's weather in `locale`, or null when it is neither cached nor answered within WEATHER_PAGE_WAIT_MS. */
    async function defaultCityWeather(locale: Locale): Promise<Weather | null> {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), WEATHER_PAGE_WAIT_MS)
      })
      // A failed lookup is the browser's to report: its own request gets the service's answer and the screen's message.
      const lookup = getWeather(app, DEFAULT_WEATHER_CITY).catch(() => null)
      try {
        const weather = await Promise.race([lookup, late])
        return weather && weatherInLanguage(weather, translator(locale))
      } finally {
        clearTimeout(timer)
      }
    }

    /** The data of a page, as its API answers a visitor; null when there is no such page. */
    async function loadData(
      name: PageName,
      locale: Locale,
      id: string | undefined,
      query: URLSearchParams,
    ): Promise<ServerPageData | null> {
      if (name === 'weather') return { kind: 'weather', weather: await defaultCityWeather(locale) }
      if (name === 'prices') {
        // The empty search, or a field the page itself says is wrong, is drawn without asking.
        const search = mandiSearchFromUrl(query).query
        const parsed = search && PriceQuerySchema.safeParse({ ...search, history: 'true' })
        if (!parsed?.success) return { kind: 'prices', query: null, reference: null }
        return { kind: 'prices', query: search, reference: await priceReference(app, parsed.data, locale) }
      }
      const urlFilters = browseFiltersFromUrl(query)
      if (name === 'browse') {
        const pin = pinOfPlace(urlFilters)
        const [page, place] = await Promise.all([
          firstPage(urlFilters, locale),
          pin === undefined ? undefined : findPlaceByPin(app.db, pin),
        ])
        return page && { kind: 'browse', filters: urlFilters, firstPage: page, ...(place ? { place } : {}) }
      }
      if (id === undefined || !Uuid.safeParse(id).success) return null
      try {
        if (name === 'product') {
          const [product, reviews] = await Promise.all([
            getProduct(app, id, null, {}, locale),
            productReviews(app, id, null, { limit: PRODUCT_REVIEWS_PAGE_SIZE, offset: 0 }),
          ])
          // The page introduces the farmer with their storefront's card.
          const farmer = await getStorefront(app, product.farmerId, null)
          return { kind: 'product', product, reviews, farmer }
        }
        // The storefront narrows its listings by category and orders them, from its own address.
        const filters: BrowseFilters = { category: urlFilters.category, sort: urlFilters.sort, farmer: id }
        const [farmer, listings] = await Promise.all([getStorefront(app, id, null), firstPage(filters, locale)])
        return { kind: 'storefront', farmer, filters, listings }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    }

    function fillTemplate(template: string, page: RenderedPage) {
      const root =
        `<div id="root" ${renderer.SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>\n` +
        `    <script type="application/json" id="${renderer.SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`
      // Replacer functions: a listing's text may hold `$&` and the like, which a replacement string would expand.
      return template.replace(HEAD_MARKER, () => page.head).replace(ROOT_MARKER, () => root)
    }

    /** No such listing or farmer: the app's shell in the page's language with 404; the app draws its not-found screen. */
    function notFound(reply: FastifyReply, locale: Locale) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .sendFile(locale === DEFAULT_LOCALE ? SHELL_FILE : path.posix.join(locale, SHELL_FILE))
    }

    function handler(name: PageName, locale: Locale) {
      return async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
        if (locale === DEFAULT_LOCALE) {
          const redirect = languageRedirect(request, reply)
          if (redirect) return redirect
        }
        const [prefixed = '/', search = ''] = request.url.split(/\?(.*)/s)
        const pathname = prefixed.slice(locale === DEFAULT_LOCALE ? 0 : locale.length + 1).replace(/(.)\/+$/, '$1')
        const id = request.params.id
        // `/products/list` is another client route, not a listing's id.
        if (id !== undefined && (Object.values(paths) as string[]).includes(pathname)) return app.serveAppShell(request, reply)
        let page: RenderedPage
        try {
          const data = await loadData(name, locale, id, new URLSearchParams(search))
          if (!data) return notFound(reply, locale)
          page = await renderer.render({
            url: pathname + (search ? `?${search}` : ''),
            locale,
            publicUrl,
            data: withAbsoluteUploadLinks(assetsUrl, data),
          })
        } catch (error) {
          if (isRefused(error)) return app.serveAppShell(request, reply)
          // The database is down, or the renderer failed: the app's shell still loads, and its own
          // request shows the page or says what went wrong, rather than a page of JSON.
          request.log.error({ err: error }, 'server rendering failed; answering the app shell')
          return app.serveAppShell(request, reply)
        }
        return (
          reply
            .type('text/html; charset=utf-8')
            // Stock, prices and the weather change at any time: the browser asks again on every visit (cheaply, compressed).
            .header('cache-control', 'no-cache')
            .send(fillTemplate(templates[name][locale], page))
        )
      }
    }

    const routes: [PageName, string][] = [
      ['browse', paths.productsBrowse],
      ['product', paths.product],
      ['storefront', paths.farmerStorefront],
      ['weather', paths.weather],
      ['prices', paths.mandiPrices],
    ]
    for (const locale of LOCALES) {
      const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
      for (const [name, route] of routes)
        app.get(prefix + route, { schema: { hide: true }, compress: PAGE_COMPRESSION }, handler(name, locale))
    }
    app.log.info({ dir }, 'rendering Browse, listings, storefronts, the weather and the Mandi Prices pages on the server')
  },
  { name: 'ssr', dependencies: ['web', 'storage', 'caches', 'db'] },
)
