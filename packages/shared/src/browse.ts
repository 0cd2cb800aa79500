import { z } from 'zod'
import { BROWSE_PAGE_SIZE } from './limits'
import { msg } from './messages/refs'
import { PinCodeSchema } from './pincodes'
import { PRODUCT_CATEGORIES, PRODUCT_LIMITS, ProductSchema, type ProductCategory } from './products'
import { toIndianState, type IndianState } from './states'

/**
 * Browsing every farmer's listings: GET /orderProduct/get-AllListedProduct with optional search,
 * sort and paging query parameters.
 */

/**
 * Orders a client can ask for; no sort keeps the server's order, newest first. `price_asc` and
 * `price_desc` order by the listed price per unit, as the specification's clients expect;
 * `price_kg_asc` and `price_kg_desc` by the price per kilogram (pricePerKg), so a price per quintal
 * sorts among prices per kg, with listings sold by count or volume after every weighed one;
 * `nearest` by the distance from the place the query names (`near` or `pin`), listings with no
 * known place last.
 */
export const BROWSE_SORTS = ['price_asc', 'price_desc', 'price_kg_asc', 'price_kg_desc', 'nearest'] as const
export type BrowseSort = (typeof BROWSE_SORTS)[number]

/** The orders the Browse screen offers: newest first (`''`), by the price per kilogram, or nearest first. */
export const BROWSE_SCREEN_SORTS = ['', 'price_kg_asc', 'price_kg_desc', 'nearest'] as const
export type BrowseScreenSort = (typeof BROWSE_SCREEN_SORTS)[number]

/** The largest radius, in kilometres, a search near a place may ask for (India is about 3,200 km across). */
export const MAX_RADIUS_KM = 5000

/** The distances the Browse screen offers around a place, in kilometres. */
export const BROWSE_RADII_KM = [10, 25, 50, 100, 250] as const

/** A point on the Earth, in degrees. */
export interface LatLng {
  latitude: number
  longitude: number
}

/**
 * `total` stops counting here: counting every match of a broad filter over a million listings
 * costs the database far more than the page itself, and "1,000+" tells a buyer as much.
 * `totalCapped` says the count stopped.
 */
export const BROWSE_COUNT_CAP = 1000

/** Largest page one request may ask for (8 Load More presses' worth). */
export const MAX_BROWSE_LIMIT = 48
/**
 * Deepest offset served. Load More reaches it only after 1,600 presses of 6; a deeper offset makes
 * the database walk past every skipped row, so it is refused instead of served slowly. Searching
 * narrows the list long before that.
 */
export const MAX_BROWSE_OFFSET = 10_000
export const MAX_SEARCH_LENGTH = 100

/** A query parameter as the URL carries it: an empty value (`?sort=`) is the same as none. */
function param<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

/** A whole number in [min, max] written in the URL as plain digits; absent stays undefined. */
function wholeNumberParam(min: number, max: number, message: string) {
  return param(
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  )
}

/** A yes/no filter in the URL: `true`/`1` turns it on; `false`/`0` or absent leaves it off. */
function flagParam(message: string) {
  return param(z.enum(['true', '1', 'false', '0'], { error: message }).transform((value) => value === 'true' || value === '1')).transform(
    (value) => value ?? false,
  )
}

/** Rupees per kilogram in the URL: plain digits with up to two decimals, within a listing's price bound. */
function rupeesParam(message: string) {
  return param(
    z
      .string({ error: message })
      .regex(/^\d{1,8}(\.\d{1,2})?$/, message)
      .transform(Number)
      .pipe(z.number().max(PRODUCT_LIMITS.price, message)),
  )
}

/**
 * A point in the URL: latitude and longitude in degrees, comma-separated ("19.997,73.790"), at
 * most six decimals (a tenth of a metre; the screen sends three).
 */
function pointParam(message: string) {
  return param(
    z
      .string({ error: message })
      .regex(/^-?\d{1,3}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/, message)
      .transform((text) => {
        const [latitude, longitude] = text.split(',').map(Number) as [number, number]
        return { latitude, longitude }
      })
      .refine(({ latitude, longitude }) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180, message),
  )
}

/**
 * The place distances are measured from: `near` (a point, "latitude,longitude") or `pin` (a PIN
 * code, standing for the middle of its post offices); `near` wins when both are given. Browse
 * takes it, and a listing's page (GET /products/{id}), which then answers the listing's distance.
 */
export const PlaceQuerySchema = z.object({
  near: pointParam(msg('browse.nearInvalid')),
  pin: param(PinCodeSchema),
})
export type PlaceQueryInput = z.input<typeof PlaceQuerySchema>

/** The PIN code distances are measured from: none when the query names a point, since `near` wins. */
export function pinOfPlace(place: { near?: LatLng; pin?: string }): string | undefined {
  return place.near === undefined ? place.pin : undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The filters Browse and a farmer's storefront narrow the list by, beside `search`. In the URL:
 * - `category`: one or more of PRODUCT_CATEGORIES, comma-separated (any of them matches);
 * - `state`: one of the states of states.ts, any case;
 * - `organic`, `certified`, `inStock` (status available with stock left): `true` or `1`;
 * - `minPrice`, `maxPrice`: rupees per kilogram; either keeps only listings sold by weight;
 * - `farmer`: one farmer's listings (the storefront);
 * - `near` or `pin` (PlaceQuerySchema): the place distances are measured from;
 * - `radiusKm`: only listings within that many kilometres of the place (needs a place).
 */
const BrowseFilterParamsSchema = z.object({
  category: param(z.string({ error: msg('browse.categoryInvalid') })).transform((value, context) => {
    const names = [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      ),
    ]
    if (names.some((name) => !(PRODUCT_CATEGORIES as readonly string[]).includes(name))) {
      context.addIssue({ code: 'custom', message: msg('browse.categoryInvalid') })
      return z.NEVER
    }
    return PRODUCT_CATEGORIES.filter((category) => names.includes(category))
  }),
  state: param(z.string({ error: msg('browse.stateInvalid') })).transform((value, context): IndianState | undefined => {
    if (value === undefined) return undefined
    const state = toIndianState(value)
    if (!state) {
      context.addIssue({ code: 'custom', message: msg('browse.stateInvalid') })
      return z.NEVER
    }
    return state
  }),
  organic: flagParam(msg('browse.flagInvalid', { name: 'organic' })),
  certified: flagParam(msg('browse.flagInvalid', { name: 'certified' })),
  inStock: flagParam(msg('browse.flagInvalid', { name: 'inStock' })),
  minPrice: rupeesParam(msg('browse.priceInvalid', { max: PRODUCT_LIMITS.price })),
  maxPrice: rupeesParam(msg('browse.priceInvalid', { max: PRODUCT_LIMITS.price })),
  farmer: param(
    z
      .string({ error: msg('browse.farmerInvalid') })
      .regex(UUID, msg('browse.farmerInvalid'))
      .transform((id) => id.toLowerCase()),
  ),
  ...PlaceQuerySchema.shape,
  radiusKm: wholeNumberParam(1, MAX_RADIUS_KM, msg('browse.radiusInvalid', { max: MAX_RADIUS_KM })),
})

/**
 * Most listings one answer without paging holds. Clients written for the plain call (no `limit`
 * or `offset`) show and search the list they get on their own, so they get every listing up to
 * this; more would make one request cost megabytes (a listing with a long description and
 * eight image links is about 20 KB). Past it, `hasMore` says that paging is needed.
 */
export const BROWSE_UNPAGED_CAP = 1000

/**
 * The query parameters: `search` (case-insensitive substring of name, category or variety),
 * `sort`, and `limit`/`offset` paging. Offsets rather than cursors: the screen only ever asks for
 * the next 6 after those it shows, wants the total anyway, and a price sort with ties would need
 * a three-part cursor for no gain at the depths Load More reaches.
 *
 * With neither `limit` nor `offset` the answer is unpaged: every match up to BROWSE_UNPAGED_CAP
 * (`paged` false). With either, it is a page: `limit` defaults to 6 and `offset` to 0.
 */
export const BrowseQuerySchema = BrowseFilterParamsSchema.extend({
  search: param(
    z
      .string({ error: msg('browse.searchTooLong', { max: MAX_SEARCH_LENGTH }) })
      .trim()
      .max(MAX_SEARCH_LENGTH, msg('browse.searchTooLong', { max: MAX_SEARCH_LENGTH })),
  ).transform((search) => search ?? ''),
  sort: param(z.enum(BROWSE_SORTS, { error: msg('browse.sortInvalid') })),
  limit: wholeNumberParam(1, MAX_BROWSE_LIMIT, msg('browse.limitInvalid', { max: MAX_BROWSE_LIMIT })),
  offset: wholeNumberParam(0, MAX_BROWSE_OFFSET, msg('browse.offsetInvalid', { max: MAX_BROWSE_OFFSET })),
})
  .refine(({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice, {
    message: msg('browse.priceRangeInvalid'),
    path: ['minPrice'],
  })
  .refine(({ near, pin, radiusKm }) => radiusKm === undefined || near !== undefined || pin !== undefined, {
    message: msg('browse.placeNeeded'),
    path: ['radiusKm'],
  })
  .refine(({ near, pin, sort }) => sort !== 'nearest' || near !== undefined || pin !== undefined, {
    message: msg('browse.placeNeeded'),
    path: ['sort'],
  })
  .transform(({ limit, offset, ...rest }) => {
    const paged = limit !== undefined || offset !== undefined
    return paged
      ? { ...rest, limit: limit ?? BROWSE_PAGE_SIZE, offset: offset ?? 0, paged }
      : { ...rest, limit: BROWSE_UNPAGED_CAP, offset: 0, paged }
  })
/** What a client puts in the URL (every value optional text). */
export type BrowseQueryInput = z.input<typeof BrowseQuerySchema>
export type BrowseQuery = z.output<typeof BrowseQuerySchema>

/**
 * A listing as a buyer sees it: the product, the name of the farmer who listed it, its price per
 * kilogram when it is sold by weight (null for dozens, litres, bunches…), which Browse compares,
 * and, when the query named a place, `distanceKm`: how far the listing is from it along the
 * Earth's surface, to a tenth of a kilometre (measured to the farmer's point, else to the middle of
 * the listing's PIN code; null when neither is known).
 */
export const ListedProductSchema = ProductSchema.extend({
  farmerName: z.string(),
  pricePerKg: z.number().nullable(),
  distanceKm: z.number().min(0).nullable().optional(),
})
export type ListedProduct = z.infer<typeof ListedProductSchema>

/** GET /products/{id}: one listing for its page, as Browse shows it. */
export const ListedProductResponseSchema = z.object({ product: ListedProductSchema })
export type ListedProductResponse = z.infer<typeof ListedProductResponseSchema>

/**
 * The answer: the spec's `getAllProduct` (one page, or every match up to BROWSE_UNPAGED_CAP),
 * `total` listings matching the query counted up to BROWSE_COUNT_CAP (`totalCapped` when more
 * match), and `hasMore` when listings exist past those given.
 */
export const BrowseResponseSchema = z.object({
  getAllProduct: z.array(ListedProductSchema),
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
})
export type BrowseResponse = z.infer<typeof BrowseResponseSchema>

/** What narrows and orders a list, as a screen holds it: every filter of the query, none required. */
export interface BrowseFilters {
  search?: string
  sort?: BrowseSort | ''
  category?: readonly ProductCategory[]
  state?: IndianState
  organic?: boolean
  certified?: boolean
  inStock?: boolean
  minPrice?: number
  maxPrice?: number
  farmer?: string
  near?: LatLng
  pin?: string
  radiusKm?: number
}

/**
 * The filters as query parameters, in one fixed order and only those set, so that equal filters
 * give equal URLs (a shared link, a cache key). The Browse page's own URL carries the same names.
 */
export function browseFilterEntries(filters: BrowseFilters): [string, string][] {
  const entries: [string, string][] = []
  const search = filters.search?.trim()
  if (search) entries.push(['search', search])
  if (filters.category && filters.category.length > 0) {
    entries.push(['category', PRODUCT_CATEGORIES.filter((category) => filters.category?.includes(category)).join(',')])
  }
  if (filters.state) entries.push(['state', filters.state])
  if (filters.organic) entries.push(['organic', 'true'])
  if (filters.certified) entries.push(['certified', 'true'])
  if (filters.inStock) entries.push(['inStock', 'true'])
  if (filters.minPrice !== undefined) entries.push(['minPrice', String(filters.minPrice)])
  if (filters.maxPrice !== undefined) entries.push(['maxPrice', String(filters.maxPrice)])
  if (filters.farmer) entries.push(['farmer', filters.farmer])
  const pin = pinOfPlace(filters)
  if (filters.near) entries.push(['near', `${filters.near.latitude},${filters.near.longitude}`])
  if (pin) entries.push(['pin', pin])
  if ((filters.near || filters.pin) && filters.radiusKm !== undefined) entries.push(['radiusKm', String(filters.radiusKm)])
  if (filters.sort) entries.push(['sort', filters.sort])
  return entries
}

/**
 * The query string of a browse page. `limit` is always sent, since without paging the server
 * answers the whole list; unset filters, no sort and offset 0 are left out.
 */
export function browseSearchParams(query: BrowseFilters & { limit: number; offset?: number }): string {
  const params = browseFilterEntries(query)
  params.push(['limit', String(query.limit)])
  if (query.offset) params.push(['offset', String(query.offset)])
  return `?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}

/**
 * The filters a page's URL asks for, read leniently: a value the API would refuse (a state not
 * in the list, a price that is not a number) is left out rather than failing the page, since a
 * shared link may be old or hand-edited. Sorts other than the screen's own are dropped too.
 */
export function browseFiltersFromUrl(params: { get(name: string): string | null }): BrowseFilters {
  const filters: BrowseFilters = {}
  for (const key of Object.keys(BrowseFilterParamsSchema.shape) as (keyof typeof BrowseFilterParamsSchema.shape)[]) {
    const parsed = BrowseFilterParamsSchema.shape[key].safeParse(params.get(key) ?? undefined)
    if (parsed.success && parsed.data !== undefined && parsed.data !== false) Object.assign(filters, { [key]: parsed.data })
  }
  if (filters.category?.length === 0) delete filters.category
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) delete filters.maxPrice
  if (pinOfPlace(filters) === undefined) delete filters.pin
  const placed = filters.near !== undefined || filters.pin !== undefined
  if (!placed) delete filters.radiusKm
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH)
  if (search) filters.search = search
  const sort = params.get('sort') ?? ''
  if ((BROWSE_SCREEN_SORTS as readonly string[]).includes(sort) && sort !== '' && (sort !== 'nearest' || placed)) {
    filters.sort = sort as BrowseScreenSort
  }
  return filters
}

/**
 * The categories whose name contains `search`, case-insensitively: "a category contains the
 * text" is the same test as "the category is one of these", which the server answers from an
 * index instead of reading each category's text.
 */
export function categoriesMatching(search: string): ProductCategory[] {
  const needle = search.trim().toLowerCase()
  if (needle === '') return [...PRODUCT_CATEGORIES]
  return PRODUCT_CATEGORIES.filter((category) => category.includes(needle))
}
