import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { BROWSE_COUNT_CAP, categoriesMatching, type BrowseQuery, type LatLng } from '@app/shared/browse'
import { statesMatching } from '@app/shared/states'
import type { Db } from '#src/db/client'
import { products, users, type ProductRow } from '#src/db/schema/index'
import { cropNameMatches } from '#src/lib/crop-names'
import { distanceKm, nearestFirst, withinKm, type LocationColumns } from '#src/lib/distance'
import { listingsVisibleTo, type Viewer } from '#src/lib/sandbox'
import { containsPattern, wordPatterns } from '#src/lib/like'

export interface ListedProductRow {
  product: ProductRow
  farmerName: string
  /** The listing is a demo farm's (lib/sandbox). */
  farmerIsDemo: boolean
  /** Kilometres from the query's place (`near`); null when the listing's place is unknown or the query names none. */
  distanceKm: number | null
}

/** A listing's place for distances (products.place_latitude/place_longitude, of the table or a subquery over it). */
function placeOf(columns: { placeLatitude: AnyColumn; placeLongitude: AnyColumn }): LocationColumns {
  return { latitude: columns.placeLatitude, longitude: columns.placeLongitude }
}

/** The distance column of a listing query: from `near`, or null when there is no place to measure from. */
function distanceFrom(columns: { placeLatitude: AnyColumn; placeLongitude: AnyColumn }, near: LatLng | undefined) {
  return near === undefined ? sql<number | null>`null::double precision` : distanceKm(placeOf(columns), near)
}

/** Another name for `users` inside the search's farmer branch, so it never shadows the query's own join. */
const searchFarmer = alias(users, 'search_farmer')

/**
 * Search as the screens do it: name, category or variety contains the text, ignoring case, and a
 * crop's name in any of the five languages or a Latin spelling finds it under its other names; so
 * do the listing's town ("nashik"), its state and its farmer's name. Name, variety and town are
 * matched with ILIKE, which the trigram GIN indexes answer; the category and state tests become
 * "one of the categories (states) whose name contains the text", which their btree indexes answer
 * (states are stored by their canonical names; text that names no state is not searched); the farmer
 * branch is "the farmer is one of these", the ids read first from the trigram index on users'
 * names (an InitPlan array, which the farmer_id index can use, where an IN (subquery) inside an
 * OR could only be checked row by row). Every branch of the OR has an index, so PostgreSQL can
 * combine them (BitmapOr) instead of reading the table.
 */
function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined
  const categories = categoriesMatching(search)
  const states = statesMatching(search)
  const pattern = containsPattern(search)
  // A crop's name in any language or spelling finds its listings in all of them (lib/crop-names).
  // Only in the listing's name, where farmers write the crop: each pattern costs an index scan.
  const crop = cropNameMatches(search)
  const cropPatterns = [...crop.contains.map(containsPattern), ...crop.words.flatMap(wordPatterns)].filter((other) => other !== pattern)
  return or(
    ilike(products.name, pattern),
    ilike(products.variety, pattern),
    ...cropPatterns.map((other) => ilike(products.name, other)),
    categories.length > 0 ? inArray(products.category, categories) : undefined,
    ilike(products.locationCity, pattern),
    states.length > 0 ? inArray(products.locationState, states) : undefined,
    sql`${products.farmerId} = any(array(select ${searchFarmer.id} from ${users} ${sql.identifier('search_farmer')} where ${ilike(searchFarmer.name, pattern)}))`,
  )
}

/**
 * The filters beside the search, each an index's condition (db/schema/products.ts). The yes/no
 * filters are written as their partial indexes' predicates, with constants rather than parameters:
 * PostgreSQL uses a partial index only when it can prove the query implies its predicate.
 */
function filterConditions(query: BrowseQuery): (SQL | undefined)[] {
  return [
    query.category.length > 0 ? inArray(products.category, query.category) : undefined,
    query.state === undefined ? undefined : eq(products.locationState, query.state),
    query.organic ? sql`${products.isOrganic}` : undefined,
    query.certified ? sql`${products.isCertified}` : undefined,
    query.inStock ? sql`${products.status} = 'available' and ${products.quantityAvailable} > 0` : undefined,
    query.minPrice === undefined ? undefined : gte(products.pricePerKg, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(products.pricePerKg, query.maxPrice),
    query.farmer === undefined ? undefined : eq(products.farmerId, query.farmer),
    query.near === undefined || query.radiusKm === undefined ? undefined : withinKm(placeOf(products), query.near, query.radiusKm),
  ]
}

/** True when the query narrows the list at all (search or any filter), beside the sandbox. */
export function narrowsList(query: BrowseQuery): boolean {
  return query.search !== '' || filterConditions(query).some((condition) => condition !== undefined)
}

/** Every condition of the query on products: search, filters and what the viewer may see. */
function matchCondition(query: BrowseQuery, viewer: Viewer | null): SQL | undefined {
  return and(searchCondition(query.search), ...filterConditions(query), listingsVisibleTo(viewer, products.farmerId))
}

/** The columns the list is ordered by, of the table or of a subquery over it. */
interface SortColumns {
  pricePerUnit: AnyColumn
  pricePerKg: AnyColumn
  createdAt: AnyColumn
  id: AnyColumn
  placeLatitude: AnyColumn
  placeLongitude: AnyColumn
}

/**
 * The orders of the browse list; each matches one index (db/schema/products.ts) and ends in stable
 * tie-breaks. By price per kg, listings not sold by weight (no price per kg) come after every
 * weighed one, newest first among themselves. Nearest first walks the place index outwards from
 * the point; listings with no known place come last.
 */
function orderBy(query: Pick<BrowseQuery, 'sort' | 'near'>, columns: SortColumns = products): SQL[] {
  const { sort, near } = query
  const newestFirst = [desc(columns.createdAt), desc(columns.id)]
  if (sort === 'nearest' && near) return [nearestFirst(placeOf(columns), near), ...newestFirst]
  if (sort === 'price_asc') return [asc(columns.pricePerUnit), ...newestFirst]
  if (sort === 'price_desc') return [desc(columns.pricePerUnit), ...newestFirst]
  if (sort === 'price_kg_asc') return [sql`${columns.pricePerKg} asc nulls last`, ...newestFirst]
  if (sort === 'price_kg_desc') return [sql`${columns.pricePerKg} desc nulls last`, ...newestFirst]
  return newestFirst
}

/**
 * The order the page's rows are picked in. Nearest first is by the distance alone: PostgreSQL
 * before 17 walks the place index outwards (KNN) only when the ORDER BY holds nothing else, and
 * otherwise sorts every listing by distance. Listings at the same place (one PIN code's middle)
 * then come in the index's order, which is the same for every page while the listings do not
 * change, so no listing shows twice or never across Load More; the page's rows are then put in
 * the full order, newest first among equals.
 */
function pageOrder(query: Pick<BrowseQuery, 'sort' | 'near'>): SQL[] {
  return query.sort === 'nearest' && query.near ? [nearestFirst(placeOf(products), query.near)] : orderBy(query)
}

/**
 * A page of the list (one row more than `limit`, which tells whether more follow): the matching
 * listings in order, and only the page's rows joined to their farmers. Without a search or filter,
 * or with a broad one, PostgreSQL reads the sort's index in order and stops once the page is read;
 * the join comes after, so it never steers that choice (joined first, PostgreSQL may walk a sort's
 * index through most of the table for a farmer's storefront, where the farmer's own index is direct).
 */
export function listedProductsQuery(db: Db, query: BrowseQuery, viewer: Viewer | null = null) {
  const page = db
    .select()
    .from(products)
    .where(matchCondition(query, viewer))
    .orderBy(...pageOrder(query))
    .limit(query.limit + 1)
    .offset(query.offset)
    .as('page')
  return db
    .select({
      product: page._.selectedFields,
      farmerName: users.name,
      farmerIsDemo: users.isDemo,
      distanceKm: distanceFrom(page, query.near),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.farmerId))
    .orderBy(...orderBy(query, page))
}

/**
 * How many listings match, counting no further than `cap + 1`: PostgreSQL stops reading once it
 * has that many, so a broad filter over a million listings costs about as much as a narrow one.
 */
export function countListedProductsQuery(db: Db, query: BrowseQuery, viewer: Viewer | null = null, cap = BROWSE_COUNT_CAP) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(matchCondition(query, viewer))
    .limit(cap + 1)
    .as('matches')
  return db.select({ value: count() }).from(matches)
}

/**
 * Steers the rest of transaction `tx` to the indexes, for a narrowed list's count. PostgreSQL
 * prices a capped count's sequential scan as stopping early, assuming matches spread evenly; but
 * filters together (a state and organic) and searches match far fewer rows than it guesses, so
 * that scan reads a large part of the table to find the cap's matches. Without it, the count reads
 * the filters' indexes (index-only on the state's or the category's, which carry the other filters'
 * columns; a BitmapAnd otherwise) and a search's trigram bitmaps. A search also may not walk an
 * index row by row, testing every pattern on each: the bitmaps take about as long for every search,
 * where the planner's own choice is sometimes quicker and sometimes far slower.
 */
export async function steerCountToIndexes(tx: Db, query: BrowseQuery): Promise<void> {
  await tx.execute(sql`set local enable_seqscan = off`)
  if (query.search !== '') await tx.execute(sql`set local enable_indexscan = off`)
  // A radius's box holds every listing in a square around the place, which in a busy region is a
  // great many: as a bitmap, all of them are gathered before the first is counted. Walked row by
  // row, the place index stops at the cap's 1,001st match.
  else if (isWithinRadius(query)) await tx.execute(sql`set local enable_bitmapscan = off`)
}

/** Only listings within `radiusKm` of a place: the place index finds them (withinKm). */
function isWithinRadius(query: BrowseQuery): boolean {
  return query.near !== undefined && query.radiusKm !== undefined
}

/**
 * Steers the rest of transaction `tx` to walk the order's own index, for the page of a broad match
 * set within a radius in any order but nearest: the planner otherwise gathers every match in the
 * box from the place index and sorts them all, where reading the order's index until the page is
 * full, testing each listing's distance, reads a few dozen.
 */
export async function steerBroadPageToOrder(tx: Db): Promise<void> {
  await tx.execute(sql`set local enable_bitmapscan = off`)
  await tx.execute(sql`set local enable_sort = off`)
}

/**
 * Steers the rest of transaction `tx` to bitmaps, for the page of a match set known to be small
 * (at most the cap): read from the search's and filters' indexes, sorted, never a sort index walked
 * in order, which for a narrow match set may read most of the table before it fills a page.
 */
async function steerPageToBitmaps(tx: Db): Promise<void> {
  await tx.execute(sql`set local enable_seqscan = off`)
  await tx.execute(sql`set local enable_indexscan = off`)
}

export interface BrowsePage {
  rows: ListedProductRow[]
  /** Matches, counted up to the cap. */
  total: number
  /** More than `total` match: the count stopped at the cap. */
  totalCapped: boolean
  /** Listings follow the page's. */
  hasMore: boolean
}

/**
 * One page of every farmer's listings (all statuses), or all up to the cap, and how many match,
 * counted up to `countCap` (BROWSE_COUNT_CAP; tests lower it). For a search or filter the count
 * comes first, as it tells how the page is best read: a narrow match set is gathered from the
 * indexes and sorted, a broad one (or the whole list) read in order from the sort's index.
 */
export async function findBrowsePage(db: Db, query: BrowseQuery, viewer: Viewer | null, countCap = BROWSE_COUNT_CAP): Promise<BrowsePage> {
  const countOn = async (on: Db) => (await countListedProductsQuery(on, query, viewer, countCap).execute())[0]?.value ?? 0
  let counted: number
  let found: ListedProductRow[] | undefined
  if (!narrowsList(query)) {
    // The whole list: its count is the first rows of any index, and its page is read in order.
    ;[counted, found] = await Promise.all([countOn(db), listedProductsQuery(db, query, viewer).execute()])
  } else {
    ;({ counted, found } = await db.transaction(async (tx) => {
      await steerCountToIndexes(tx, query)
      const matches = await countOn(tx)
      if (matches > countCap) return { counted: matches, found: undefined }
      if (matches <= query.offset) return { counted: matches, found: [] }
      await steerPageToBitmaps(tx)
      return { counted: matches, found: await listedProductsQuery(tx, query, viewer).execute() }
    }))
    // A broad match set: read in order from the sort's index, the planner's own choice but within
    // a radius (steerBroadPageToOrder); nearest first walks the place index outwards either way.
    found ??=
      isWithinRadius(query) && query.sort !== 'nearest' && query.search === ''
        ? await db.transaction(async (tx) => {
            await steerBroadPageToOrder(tx)
            return listedProductsQuery(tx, query, viewer).execute()
          })
        : await listedProductsQuery(db, query, viewer).execute()
  }
  return {
    rows: found.slice(0, query.limit),
    total: Math.min(counted, countCap),
    totalCapped: counted > countCap,
    hasMore: found.length > query.limit,
  }
}

/**
 * Listings by id with their farmers' names and demo flags (the cart's products, a listing's
 * detail), in no particular order; with `near`, each one's distance from it too.
 */
export function findListedProductsByIds(db: Db, productIds: string[], near?: LatLng): Promise<ListedProductRow[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .select({ product: products, farmerName: users.name, farmerIsDemo: users.isDemo, distanceKm: distanceFrom(products, near) })
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(inArray(products.id, productIds))
}
