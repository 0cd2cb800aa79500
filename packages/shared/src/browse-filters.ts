import { pinCodeOf } from './pin-code'
import { PRODUCT_CATEGORIES, PRODUCT_LIMITS, type ProductCategory } from './product-constants'
import { toIndianState, type IndianState } from './states'

// What narrows, orders and pages a list of listings, without Zod: the screens that show one
// (Browse, a listing's page, a farmer's storefront) need it as they load, and Zod comes only with
// the first request they make (browse.ts holds the API's schemas, built on these rules).

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

/** The organic certification schemes a farmer's certificate names; `other` is any other certifier. */
export const CERTIFICATE_SCHEMES = ['pgs-india', 'npop', 'other'] as const
export type CertificateScheme = (typeof CERTIFICATE_SCHEMES)[number]

/** The Browse filter on farmers' badges: `verified` farmers, or `certified` organic by an approved certificate valid today. */
export const BADGE_FILTERS = ['verified', 'certified'] as const
export type BadgeFilter = (typeof BADGE_FILTERS)[number]

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

/** The PIN code distances are measured from: none when the query names a point, since `near` wins. */
export function pinOfPlace(place: { near?: LatLng; pin?: string }): string | undefined {
  return place.near === undefined ? place.pin : undefined
}

/** A UUID in any case, as an id in a URL or a search box. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * How each filter of the URL is read: its value, or undefined when the API refuses it. The API's
 * query schema (browse.ts) checks with these, and a screen reads its own URL with them.
 * - `category`: one or more of PRODUCT_CATEGORIES, comma-separated (any of them matches);
 * - `state`: one of the states of states.ts, any case;
 * - `organic`, `certified`, `inStock` (status available with stock left): `true` or `1` (`false`, `0`: off);
 * - `minPrice`, `maxPrice`: rupees per kilogram, plain digits with up to two decimals, within a
 *   listing's price bound; either keeps only listings sold by weight;
 * - `farmer`: one farmer's listings (the storefront), by id;
 * - `near` (latitude and longitude in degrees, comma-separated, "19.997,73.790", at most six
 *   decimals) or `pin` (a PIN code, standing for the middle of its post offices): the place
 *   distances are measured from; `near` wins when both are given;
 * - `radiusKm`: only listings within that many whole kilometres of the place (needs a place);
 * - `badge`: one of BADGE_FILTERS, the farmers with that badge.
 */
export const BROWSE_FILTER_PARSERS = {
  category: (text: string): ProductCategory[] | undefined => {
    const names = new Set(
      text
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    if ([...names].some((name) => !(PRODUCT_CATEGORIES as readonly string[]).includes(name))) return undefined
    return PRODUCT_CATEGORIES.filter((category) => names.has(category))
  },
  state: (text: string): IndianState | undefined => toIndianState(text),
  organic: flag,
  certified: flag,
  inStock: flag,
  minPrice: rupees,
  maxPrice: rupees,
  farmer: (text: string): string | undefined => (UUID_PATTERN.test(text) ? text.toLowerCase() : undefined),
  near: (text: string): LatLng | undefined => {
    if (!/^-?\d{1,3}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/.test(text)) return undefined
    const [latitude, longitude] = text.split(',').map(Number) as [number, number]
    return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : undefined
  },
  pin: pinCodeOf,
  radiusKm: (text: string): number | undefined => wholeNumberIn(text, 1, MAX_RADIUS_KM),
  badge: (text: string): BadgeFilter | undefined => BADGE_FILTERS.find((badge) => badge === text),
}

function flag(text: string): boolean | undefined {
  if (text === 'true' || text === '1') return true
  if (text === 'false' || text === '0') return false
  return undefined
}

function rupees(text: string): number | undefined {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return undefined
  const value = Number(text)
  return value <= PRODUCT_LIMITS.price ? value : undefined
}

/** A whole number in [min, max] written as plain digits. */
export function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined
  const value = Number(text)
  return value >= min && value <= max ? value : undefined
}

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
  badge?: BadgeFilter
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
  if (filters.badge) entries.push(['badge', filters.badge])
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
  for (const [key, parse] of Object.entries(BROWSE_FILTER_PARSERS)) {
    const text = params.get(key)
    const value = text ? parse(text) : undefined
    if (value !== undefined && value !== false) Object.assign(filters, { [key]: value })
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
