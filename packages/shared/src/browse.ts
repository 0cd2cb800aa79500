import { z } from 'zod'
import {
  BROWSE_FILTER_PARSERS,
  CERTIFICATE_SCHEMES,
  BROWSE_SORTS,
  MAX_BROWSE_LIMIT,
  MAX_BROWSE_OFFSET,
  MAX_RADIUS_KM,
  MAX_SEARCH_LENGTH,
  wholeNumberIn,
} from './browse-filters'
import { parsedText } from './fields'
import { BROWSE_PAGE_SIZE } from './limits'
import { msg } from './messages/refs'
import { PRODUCT_LIMITS, ProductSchema } from './products'

export * from './browse-filters'

/**
 * Browsing every farmer's listings: GET /orderProduct/get-AllListedProduct with optional search,
 * sort and paging query parameters.
 */

/** A query parameter as the URL carries it: an empty value (`?sort=`) is the same as none. */
function param<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

/** A parameter read by `parse` (browse-filters.ts), refused with `message` when it reads nothing; absent stays undefined. */
function filterParam<T>(parse: (text: string) => T | undefined, message: string) {
  return param(parsedText(parse, message))
}

/** A whole number in [min, max] written in the URL as plain digits; absent stays undefined. */
function wholeNumberParam(min: number, max: number, message: string) {
  return filterParam((text) => wholeNumberIn(text, min, max), message)
}

/**
 * The place distances are measured from: `near` (a point, "latitude,longitude") or `pin` (a PIN
 * code, standing for the middle of its post offices); `near` wins when both are given. Browse
 * takes it, and a listing's page (GET /products/{id}), which then answers the listing's distance.
 */
export const PlaceQuerySchema = z.object({
  near: filterParam(BROWSE_FILTER_PARSERS.near, msg('browse.nearInvalid')),
  pin: filterParam(BROWSE_FILTER_PARSERS.pin, msg('places.pinInvalid')),
})
export type PlaceQueryInput = z.input<typeof PlaceQuerySchema>

/** The filters Browse and a farmer's storefront narrow the list by, beside `search`: BROWSE_FILTER_PARSERS says each one's rules. */
const BrowseFilterParamsSchema = z.object({
  category: filterParam(BROWSE_FILTER_PARSERS.category, msg('browse.categoryInvalid')).transform((categories) => categories ?? []),
  state: filterParam(BROWSE_FILTER_PARSERS.state, msg('browse.stateInvalid')),
  organic: filterParam(BROWSE_FILTER_PARSERS.organic, msg('browse.flagInvalid', { name: 'organic' })).transform((on) => on ?? false),
  certified: filterParam(BROWSE_FILTER_PARSERS.certified, msg('browse.flagInvalid', { name: 'certified' })).transform((on) => on ?? false),
  inStock: filterParam(BROWSE_FILTER_PARSERS.inStock, msg('browse.flagInvalid', { name: 'inStock' })).transform((on) => on ?? false),
  minPrice: filterParam(BROWSE_FILTER_PARSERS.minPrice, msg('browse.priceInvalid', { max: PRODUCT_LIMITS.price })),
  maxPrice: filterParam(BROWSE_FILTER_PARSERS.maxPrice, msg('browse.priceInvalid', { max: PRODUCT_LIMITS.price })),
  farmer: filterParam(BROWSE_FILTER_PARSERS.farmer, msg('browse.farmerInvalid')),
  ...PlaceQuerySchema.shape,
  radiusKm: wholeNumberParam(1, MAX_RADIUS_KM, msg('browse.radiusInvalid', { max: MAX_RADIUS_KM })),
  badge: filterParam(BROWSE_FILTER_PARSERS.badge, msg('browse.badgeInvalid')),
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
 * What a buyer is shown of a farmer's checks by an operator: a verified farmer, and the approved
 * organic certificate valid today (a named scheme's before `other`, then the one valid longest).
 * Computed as it is read, so a certificate past its valid-to never shows.
 */
export const FarmerBadgesSchema = z.object({
  verified: z.boolean(),
  certificate: z.object({ scheme: z.enum(CERTIFICATE_SCHEMES), validTo: z.string() }).nullable(),
})
export type FarmerBadges = z.infer<typeof FarmerBadgesSchema>

/**
 * A listing as a buyer sees it: the product, the name of the farmer who listed it, its price per
 * kilogram when it is sold by weight (null for dozens, litres, bunches…), which Browse compares,
 * and, when the query named a place, `distanceKm`: how far the listing is from it along the
 * Earth's surface, to a tenth of a kilometre (measured to the farmer's point, else to the middle of
 * the listing's PIN code; null when neither is known). `cropName`, when the listing's name names a
 * crop the server's dictionary knows: that crop's name in the request's language ("Tomato" for a
 * listing named "टमाटर / देसी"). `badges`: the farmer's (FarmerBadgesSchema).
 */
export const ListedProductSchema = ProductSchema.extend({
  farmerName: z.string(),
  pricePerKg: z.number().nullable(),
  distanceKm: z.number().min(0).nullable().optional(),
  cropName: z.string().optional(),
  /** The farmer's badges; absent where a listing is shown without them (the cart). */
  badges: FarmerBadgesSchema.optional(),
})
export type ListedProduct = z.infer<typeof ListedProductSchema>

/** GET /products/{id}: one listing for its page, as Browse shows it. */
export const ListedProductResponseSchema = z.object({ product: ListedProductSchema })
export type ListedProductResponse = z.infer<typeof ListedProductResponseSchema>

/**
 * The answer: the spec's `getAllProduct` (one page, or every match up to BROWSE_UNPAGED_CAP),
 * `total` listings matching the query counted up to BROWSE_COUNT_CAP (`totalCapped` when more
 * match), and `hasMore` when listings exist past those given. `suggestion`, only when a search found
 * nothing: the name of a crop with listings that is most like the search text ("did you mean").
 */
export const BrowseResponseSchema = z.object({
  getAllProduct: z.array(ListedProductSchema),
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  suggestion: z.string().optional(),
})
export type BrowseResponse = z.infer<typeof BrowseResponseSchema>
