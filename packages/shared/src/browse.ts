import { z } from 'zod'
import { BROWSE_PAGE_SIZE } from './limits'
import { msg } from './messages/refs'
import { PRODUCT_CATEGORIES, ProductSchema, type ProductCategory } from './products'

/**
 * Browsing every farmer's listings: GET /orderProduct/get-AllListedProduct with optional search,
 * sort and paging query parameters.
 */

/** Price orders a buyer can choose; no sort keeps the server's order, newest first. */
export const BROWSE_SORTS = ['price_asc', 'price_desc'] as const
export type BrowseSort = (typeof BROWSE_SORTS)[number]

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

/** A whole number in [min, max] written in the URL as plain digits. */
function wholeNumberParam(min: number, max: number, message: string, fallback: number) {
  return param(
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  ).transform((value) => value ?? fallback)
}

/**
 * The query parameters: `search` (case-insensitive substring of name, category or variety),
 * `sort`, and `limit`/`offset` paging. Offsets rather than cursors: the screen only ever asks for
 * the next 6 after those it shows, wants the total anyway, and a price sort with ties would need
 * a three-part cursor for no gain at the depths Load More reaches.
 */
export const BrowseQuerySchema = z.object({
  search: param(
    z
      .string({ error: msg('browse.searchTooLong', { max: MAX_SEARCH_LENGTH }) })
      .trim()
      .max(MAX_SEARCH_LENGTH, msg('browse.searchTooLong', { max: MAX_SEARCH_LENGTH })),
  ).transform((search) => search ?? ''),
  sort: param(z.enum(BROWSE_SORTS, { error: msg('browse.sortInvalid') })),
  limit: wholeNumberParam(1, MAX_BROWSE_LIMIT, msg('browse.limitInvalid', { max: MAX_BROWSE_LIMIT }), BROWSE_PAGE_SIZE),
  offset: wholeNumberParam(0, MAX_BROWSE_OFFSET, msg('browse.offsetInvalid', { max: MAX_BROWSE_OFFSET }), 0),
})
/** What a client puts in the URL (every value optional text). */
export type BrowseQueryInput = z.input<typeof BrowseQuerySchema>
export type BrowseQuery = z.output<typeof BrowseQuerySchema>

/** A listing as a buyer sees it: the product, plus the name of the farmer who listed it. */
export const ListedProductSchema = ProductSchema.extend({ farmerName: z.string() })
export type ListedProduct = z.infer<typeof ListedProductSchema>

/**
 * The answer: the spec's `getAllProduct` (one page), `total` listings matching the search, and
 * `hasMore` when listings exist past this page.
 */
export const BrowseResponseSchema = z.object({
  getAllProduct: z.array(ListedProductSchema),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
})
export type BrowseResponse = z.infer<typeof BrowseResponseSchema>

/**
 * The query string of a browse request; parameters at their default are left out, so the
 * first page of an unfiltered list is the plain path.
 */
export function browseSearchParams(query: { search?: string; sort?: BrowseSort | ''; limit?: number; offset?: number }): string {
  const params: [string, string][] = []
  const search = query.search?.trim()
  if (search) params.push(['search', search])
  if (query.sort) params.push(['sort', query.sort])
  if (query.limit !== undefined && query.limit !== BROWSE_PAGE_SIZE) params.push(['limit', String(query.limit)])
  if (query.offset) params.push(['offset', String(query.offset)])
  if (params.length === 0) return ''
  return `?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
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
