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
export const BrowseQuerySchema = z
  .object({
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
  .transform(({ limit, offset, ...rest }) => {
    const paged = limit !== undefined || offset !== undefined
    return paged
      ? { ...rest, limit: limit ?? BROWSE_PAGE_SIZE, offset: offset ?? 0, paged }
      : { ...rest, limit: BROWSE_UNPAGED_CAP, offset: 0, paged }
  })
/** What a client puts in the URL (every value optional text). */
export type BrowseQueryInput = z.input<typeof BrowseQuerySchema>
export type BrowseQuery = z.output<typeof BrowseQuerySchema>

/** A listing as a buyer sees it: the product, plus the name of the farmer who listed it. */
export const ListedProductSchema = ProductSchema.extend({ farmerName: z.string() })
export type ListedProduct = z.infer<typeof ListedProductSchema>

/**
 * The answer: the spec's `getAllProduct` (one page, or every match up to BROWSE_UNPAGED_CAP),
 * `total` listings matching the search, and `hasMore` when listings exist past those given.
 */
export const BrowseResponseSchema = z.object({
  getAllProduct: z.array(ListedProductSchema),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
})
export type BrowseResponse = z.infer<typeof BrowseResponseSchema>

/**
 * The query string of a browse page. `limit` is always sent, since without paging the server
 * answers the whole list; an empty search, no sort and offset 0 are left out.
 */
export function browseSearchParams(query: { search?: string; sort?: BrowseSort | ''; limit: number; offset?: number }): string {
  const params: [string, string][] = []
  const search = query.search?.trim()
  if (search) params.push(['search', search])
  if (query.sort) params.push(['sort', query.sort])
  params.push(['limit', String(query.limit)])
  if (query.offset) params.push(['offset', String(query.offset)])
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
