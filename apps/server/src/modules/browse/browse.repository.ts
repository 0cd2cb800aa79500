import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getViewSelectedFields,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type Column,
  type SQL,
} from 'drizzle-orm'
import { alias, unionAll, type SubqueryWithSelection } from 'drizzle-orm/pg-core'
import { BROWSE_COUNT_CAP, categoriesMatching, type BrowseQuery, type LatLng } from '@app/shared/browse'
import { statesMatching } from '@app/shared/states'
import { rowsOf, type Db } from '#src/db/client'
import { preparedStatement } from '#src/db/prepared'
import { farmerBadges, products, users, type FarmerBadgesRow, type ProductRow } from '#src/db/schema/index'
import { distanceKm, nearestFirst, withinKm, type LocationColumns } from '#src/lib/distance'
import { onCropNamesLoaded } from '#src/db/crop-names'
import { normaliseName } from '#src/lib/crop-names'
import { listingsVisibleTo, type Viewer } from '#src/lib/sandbox'
import { containsPattern } from '#src/lib/like'

/**
 * A query with the crops its search names (cropsOfSearch), found before the listings are read so
 * each crop is a constant the planner can match to the crop index. None when the search names no crop.
 */
export type SearchedQuery = BrowseQuery & { crops?: readonly string[] }

/** Below this trigram similarity a search names no crop: "tomatos" names tomato, "onoin" is too far from onion and gets a suggestion. */
export const CROP_SIMILARITY = 0.45
/** Below this trigram similarity a crop's name is not offered as "did you mean" for a search that found nothing. */
export const SUGGESTION_SIMILARITY = 0.2
/** At most this many crops are read into one search: a short prefix must not become a scan of the catalogue. */
const MOST_CROPS = 3

/** At most this many search texts' crops are remembered (searchedCrops): the texts people type are many, the common ones few. */
const REMEMBERED_SEARCHES = 1000

/**
 * The crops of the texts searched lately, by their normalised text (normaliseName, as the database's
 * crop_name_text reads them), the least lately used first. The dictionary changes only when it is
 * loaded, which forgets them all; its answer for a text never depends on the listings.
 */
const searchedCrops = new Map<string, readonly string[]>()
onCropNamesLoaded(() => searchedCrops.clear())

/**
 * The crops a search names (queryCropsOfSearch), remembered for the texts searched lately, so most
 * searches read no dictionary at all.
 */
export async function cropsOfSearch(db: Db, search: string): Promise<string[]> {
  if (search === '') return []
  const key = normaliseName(search)
  const remembered = searchedCrops.get(key)
  if (remembered !== undefined) {
    searchedCrops.delete(key)
    searchedCrops.set(key, remembered)
    return [...remembered]
  }
  const crops = await queryCropsOfSearch(db, search)
  searchedCrops.set(key, crops)
  if (searchedCrops.size > REMEMBERED_SEARCHES) searchedCrops.delete(searchedCrops.keys().next().value!)
  return [...crops]
}

/**
 * The crops a search names, from the crop dictionary in the database (crop_names): those with a
 * name that is the text or its plural ("tomatoes", "brinjal", "shimla mirch", "टमाटर"); else those
 * with a name that begins with it ("tamat", "टमाट"); else those
 * with a name alike by trigrams (pg_trgm similarity at least CROP_SIMILARITY: "tomatos", "brinjol"),
 * the most alike first. Empty for text that names no crop ("nashik").
 */
async function queryCropsOfSearch(db: Db, search: string): Promise<string[]> {
  const result = await db.execute(sql`
    with q as (select crop_name_text(${search}) as t)
    select coalesce(
      (select array_agg(distinct c.crop) from crop_names c, q where c.name = any(crop_name_forms(q.t))),
      (select array_agg(crop order by r) from (
        select c.crop, min(c.rank) as r from crop_names c, q
        where char_length(q.t) >= 3 and starts_with(c.name, q.t) group by c.crop order by r limit ${MOST_CROPS}) as begun),
      (select array_agg(crop order by alike desc, r) from (
        select c.crop, max(similarity(c.name, q.t)) as alike, min(c.rank) as r from crop_names c, q
        where char_length(q.t) >= 4 and similarity(c.name, q.t) >= ${CROP_SIMILARITY}
        group by c.crop order by alike desc, r limit ${MOST_CROPS}) as alike),
      '{}'::text[]) as crops`)
  return rowsOf<{ crops: string[] }>(result)[0]?.crops ?? []
}

/**
 * The crop to offer as "did you mean" when a search found nothing: the one whose name is most like
 * the text by trigrams (at least SUGGESTION_SIMILARITY), among crops with a listing
 * the query's filters and the viewer would show. Undefined when none is alike enough.
 */
export async function suggestedCrop(db: Db, query: BrowseQuery, viewer: Viewer | null): Promise<string | undefined> {
  const listed = and(eq(products.crop, sql`c.crop`), ...filterConditions(query), listingsVisibleTo(viewer, products.farmerId))
  const result = await db.execute(sql`
    select c.crop from crop_names c, (select crop_name_text(${query.search}) as t) as q
    where char_length(q.t) >= 3 and similarity(c.name, q.t) >= ${SUGGESTION_SIMILARITY}
      and exists (select 1 from ${products} where ${listed})
    order by similarity(c.name, q.t) desc, c.rank
    limit 1`)
  return rowsOf<{ crop: string }>(result)[0]?.crop
}

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
 * listing of a crop the text names (`crops`: in any of the five languages, a Latin spelling, a
 * plural, a synonym or a misspelling) whatever its name's language (products.crop, equality on its
 * index); so do the listing's town ("nashik"), its state and its farmer's name. Name, variety and town are
 * matched with ILIKE, which the trigram GIN indexes answer; the category and state tests become
 * "one of the categories (states) whose name contains the text", which their btree indexes answer
 * (states are stored by their canonical names; text that names no state is not searched); the farmer
 * branch is "the farmer is one of these", the ids read first from the trigram index on users'
 * names (an InitPlan array, which the farmer_id index can use, where an IN (subquery) inside an
 * OR could only be checked row by row). Every branch of the OR has an index, so PostgreSQL can
 * combine them (BitmapOr) instead of reading the table.
 */
function searchCondition(search: string, crops: readonly string[] = []): SQL | undefined {
  if (search === '') return undefined
  // The crops are constants (read first by cropsOfSearch), so the planner sees them and their counts.
  return crops.length > 0 ? or(inArray(products.crop, [...crops]), otherTextCondition(search, true)) : otherTextCondition(search, false)
}

/**
 * Every branch of the search but the crop's. When the search names a crop (`namesCrop`), a
 * listing's name is searched as text only when it names no crop (products.crop null, a small
 * partial trigram index): the names that do are that crop's, found by the crop indexes, and
 * testing the text against them would read every one of a common crop's listings again.
 */
function otherTextCondition(search: string, namesCrop: boolean): SQL | undefined {
  const categories = categoriesMatching(search)
  const states = statesMatching(search)
  const pattern = containsPattern(search)
  return or(
    namesCrop ? and(isNull(products.crop), ilike(products.name, pattern)) : ilike(products.name, pattern),
    ilike(products.variety, pattern),
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
    // Farmers with the badge: the farmer_badges view (migration 0034), computed as it is read from the few approved rows.
    query.badge === undefined
      ? undefined
      : sql`${products.farmerId} in (select farmer_id from farmer_badges where ${sql.identifier(query.badge)})`,
  ]
}

/** True when any filter beside the search is set. */
function hasFilter(query: BrowseQuery): boolean {
  return filterConditions(query).some((condition) => condition !== undefined)
}

/** True when the query narrows the list at all (search or any filter), beside the sandbox. */
export function narrowsList(query: BrowseQuery): boolean {
  return query.search !== '' || hasFilter(query)
}

/** Every condition of the query on products: search, filters and what the viewer may see. */
function matchCondition(query: SearchedQuery, viewer: Viewer | null): SQL | undefined {
  return and(searchCondition(query.search, query.crops), ...filterConditions(query), listingsVisibleTo(viewer, products.farmerId))
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
 * What a page is ordered by, and the listing's id: all the layers under the final join carry, so
 * the whole row is read (and built into the statement) once, for the page's rows only.
 */
const pageKeys = {
  id: products.id,
  pricePerUnit: products.pricePerUnit,
  pricePerKg: products.pricePerKg,
  createdAt: products.createdAt,
  placeLatitude: products.placeLatitude,
  placeLongitude: products.placeLongitude,
}

/** A page of listings: a subquery of their ids and the columns they are ordered by. */
type PageOfProducts = SubqueryWithSelection<typeof pageKeys, 'page'>

/** A listing of a page: its id, and its distance from the query's place (null without one). */
interface PageKey {
  id: string
  distanceKm: number | null
}

/**
 * A page's listings in the page's order: their ids and distances. The whole rows are read after,
 * by id (listingsInOrder), with a statement built once: the page's own statement, built and
 * planned for every request, holds no more than choosing its rows needs.
 */
function inPageOrder(db: Db, page: PageOfProducts, query: SearchedQuery) {
  return db
    .select({ id: page.id, distanceKm: distanceFrom(page, query.near) })
    .from(page)
    .orderBy(...orderBy(query, page))
}

/**
 * A page of the list (one row more than `limit`, which tells whether more follow): the matching
 * listings' ids in order (inPageOrder). Without a search or filter,
 * or with a broad one, PostgreSQL reads the sort's index in order and stops once the page is read;
 * the farmers are joined to the page's rows alone, later, so they never steer that choice (joined
 * first, PostgreSQL may walk a sort's index through most of the table for a farmer's storefront,
 * where the farmer's own index is direct).
 */
export function listedProductsQuery(db: Db, query: SearchedQuery, viewer: Viewer | null = null) {
  const page = db
    .select(pageKeys)
    .from(products)
    .where(matchCondition(query, viewer))
    .orderBy(...pageOrder(query))
    .limit(query.limit + 1)
    .offset(query.offset)
    .as('page')
  return inPageOrder(db, page, query)
}

/**
 * The listings a search naming crops finds besides those crops' own: by their variety, town,
 * category, state or farmer, or a name that names no crop. Their ids in the page's order, as many
 * as the page needs (`limit + 1` past `offset`); read with the count, from bitmaps, as a set that
 * is small next to a crop's listings.
 */
export function otherMatchesQuery(db: Db, query: SearchedQuery, crops: readonly string[], viewer: Viewer | null) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        or(isNull(products.crop), notInArray(products.crop, [...crops])),
        otherTextCondition(query.search, true),
        ...filterConditions(query),
        listingsVisibleTo(viewer, products.farmerId),
      ),
    )
    .orderBy(...orderBy(query))
    .limit(query.offset + query.limit + 1)
}

/**
 * The page of a broad search that names crops (more matches than the cap), in any order but
 * nearest: the crops' listings read as a range of the crop's index for the order (a few rows,
 * where the order's own index would pass over every cheaper crop first), with the other matches
 * (`otherIds`, otherMatchesQuery) merged in order; as listedProductsQuery, their ids in order.
 */
export function cropPageQuery(db: Db, query: SearchedQuery, crops: readonly string[], otherIds: string[], viewer: Viewer | null) {
  const wanted = query.offset + query.limit + 1
  const ofCrops = db
    .select(pageKeys)
    .from(products)
    .where(and(inArray(products.crop, [...crops]), ...filterConditions(query), listingsVisibleTo(viewer, products.farmerId)))
    .orderBy(...orderBy(query))
    .limit(wanted)
  const merged = (
    otherIds.length > 0 ? unionAll(ofCrops, db.select(pageKeys).from(products).where(inArray(products.id, otherIds))) : ofCrops
  ).as('merged')
  const page = db
    .select()
    .from(merged)
    .orderBy(...orderBy(query, merged))
    .limit(query.limit + 1)
    .offset(query.offset)
    .as('page')
  return inPageOrder(db, page, query)
}

/**
 * How many listings match, counting no further than `cap + 1`: PostgreSQL stops reading once it
 * has that many, so a broad filter over a million listings costs about as much as a narrow one.
 */
export function countListedProductsQuery(db: Db, query: SearchedQuery, viewer: Viewer | null = null, cap = BROWSE_COUNT_CAP) {
  return countUpTo(db, matchCondition(query, viewer), cap)
}

/**
 * How many listings of the searched crops the filters keep, up to `cap + 1`: read from a crop
 * index, it tells a broad crop search (a common crop, more than the cap) at once, without
 * gathering every match of the search's other branches for the full count.
 */
export function countCropListingsQuery(
  db: Db,
  query: SearchedQuery,
  crops: readonly string[],
  viewer: Viewer | null = null,
  cap = BROWSE_COUNT_CAP,
) {
  return countUpTo(db, cropListingsCondition(query, crops, viewer), cap)
}

/** The searched crops' listings the filters and the viewer keep. */
function cropListingsCondition(query: SearchedQuery, crops: readonly string[], viewer: Viewer | null): SQL | undefined {
  return and(inArray(products.crop, [...crops]), ...filterConditions(query), listingsVisibleTo(viewer, products.farmerId))
}

function matchesUpTo(db: Db, condition: SQL | undefined, cap: number) {
  return db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(condition)
    .limit(cap + 1)
    .as('matches')
}

function countUpTo(db: Db, condition: SQL | undefined, cap: number) {
  return db.select({ value: count() }).from(matchesUpTo(db, condition, cap))
}

/**
 * Counts as countUpTo, in transaction `tx`, and turns `settings` off as the count ends (those
 * `steered` says are not off already), for the statements after it: a setting changed while a
 * statement runs does not touch that statement's plan, made before, so the count is planned as it
 * would be without them and the next statement needs no round trip of its own to set them.
 */
async function countThenTurnOff(tx: Db, condition: SQL | undefined, cap: number, settings: PlanSetting[], steered: Steered) {
  const fresh = [...new Set(settings)].filter((setting) => !steered.has(setting))
  if (fresh.length === 0) return (await countUpTo(tx, condition, cap).execute())[0]?.value ?? 0
  for (const setting of fresh) steered.add(setting)
  const [row] = await tx
    .select({ value: count(), turnedOff: settingsOff(fresh) })
    .from(matchesUpTo(tx, condition, cap))
    .execute()
  return row?.value ?? 0
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
export async function steerCountToIndexes(tx: Db, query: BrowseQuery, steered: Steered = new Set()): Promise<void> {
  await turnOff(tx, countSettings(query), steered)
}

/** The settings steerCountToIndexes turns off for a query's count. */
function countSettings(query: BrowseQuery): PlanSetting[] {
  if (query.search !== '') return ['enable_seqscan', 'enable_indexscan']
  // A radius's box holds every listing in a square around the place, which in a busy region is a
  // great many: as a bitmap, all of them are gathered before the first is counted. Walked row by
  // row, the place index stops at the cap's 1,001st match.
  return isWithinRadius(query) ? ['enable_seqscan', 'enable_bitmapscan'] : ['enable_seqscan']
}

/** A planner setting the browse queries turn off for the rest of a transaction. */
type PlanSetting = 'enable_seqscan' | 'enable_indexscan' | 'enable_bitmapscan' | 'enable_sort'

/** The settings a transaction has turned off so far: each is sent once. */
type Steered = Set<PlanSetting>

/**
 * Turns `settings` off for the rest of transaction `tx`, all in one statement (each round trip to
 * the database costs about as much as a small query), skipping those `steered` says are off already.
 */
async function turnOff(tx: Db, settings: PlanSetting[], steered: Steered): Promise<void> {
  const fresh = settings.filter((setting) => !steered.has(setting))
  if (fresh.length === 0) return
  for (const setting of fresh) steered.add(setting)
  await tx.execute(sql`select ${settingsOff(fresh)}`)
}

/** An expression that turns `settings` off for the rest of the transaction when it is evaluated. */
function settingsOff(settings: PlanSetting[]): SQL<string> {
  return sql<string>`concat(${sql.join(
    settings.map((setting) => sql`set_config(${setting}, 'off', true)`),
    sql`, `,
  )})`
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
  await turnOff(tx, ['enable_bitmapscan', 'enable_sort'], new Set())
}

/**
 * Steers the rest of transaction `tx` to bitmaps, for the page of a match set known to be small
 * (at most the cap): read from the search's and filters' indexes, sorted, never a sort index walked
 * in order, which for a narrow match set may read most of the table before it fills a page.
 */
async function steerPageToBitmaps(tx: Db, steered: Steered): Promise<void> {
  await turnOff(tx, PAGE_SETTINGS, steered)
}

/** The settings steerPageToBitmaps turns off. */
const PAGE_SETTINGS: PlanSetting[] = ['enable_seqscan', 'enable_indexscan']

export interface BrowsePage {
  rows: ListedProductRow[]
  /** The badges of the rows' farmers (rows of farmer_badges) when the page was read with them; else they are read after. */
  badges?: FarmerBadgesRow[]
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
export async function findBrowsePage(
  db: Db,
  query: SearchedQuery,
  viewer: Viewer | null,
  countCap = BROWSE_COUNT_CAP,
): Promise<BrowsePage> {
  if (isPlainCropSearch(query, viewer)) return findPlainCropSearchPage(db, query, countCap)
  const countOn = async (on: Db) => (await countListedProductsQuery(on, query, viewer, countCap).execute())[0]?.value ?? 0
  let counted: number
  let found: PageKey[] | undefined
  if (!narrowsList(query)) {
    // The whole list: its count is the first rows of any index, and its page is read in order.
    ;[counted, found] = await Promise.all([countOn(db), listedProductsQuery(db, query, viewer).execute()])
  } else {
    const crops = query.crops ?? []
    // A broad search naming crops reads its page as ranges of the crop indexes (cropPageQuery).
    const byCrop = crops.length > 0 && query.sort !== 'nearest'
    let otherIds: string[] = []
    ;({ counted, found } = await db.transaction(async (tx) => {
      // Each count also turns off what the statements after it are planned with (countThenTurnOff).
      const steered: Steered = new Set()
      // A common crop's listings alone pass the cap: walked on its index, without the full count.
      let ofCrops = 0
      if (byCrop) {
        await turnOff(tx, ['enable_seqscan'], steered)
        const next = [...countSettings(query), ...PAGE_SETTINGS]
        ofCrops = await countThenTurnOff(tx, cropListingsCondition(query, crops, viewer), countCap, next, steered)
      }
      await steerCountToIndexes(tx, query, steered)
      const matches =
        ofCrops > countCap ? ofCrops : await countThenTurnOff(tx, matchCondition(query, viewer), countCap, PAGE_SETTINGS, steered)
      if (matches > countCap && byCrop) {
        await steerPageToBitmaps(tx, steered)
        otherIds = (await otherMatchesQuery(tx, query, crops, viewer).execute()).map((row) => row.id)
        return { counted: matches, found: undefined }
      }
      if (matches > countCap) return { counted: matches, found: undefined }
      if (matches <= query.offset) return { counted: matches, found: [] }
      await steerPageToBitmaps(tx, steered)
      return { counted: matches, found: await listedProductsQuery(tx, query, viewer).execute() }
    }))
    // A broad match set: read in order from the sort's index, the planner's own choice but within
    // a radius (steerBroadPageToOrder); nearest first walks the place index outwards either way.
    if (found === undefined && byCrop) found = await cropPageQuery(db, query, crops, otherIds, viewer).execute()
    found ??=
      isWithinRadius(query) && query.sort !== 'nearest' && query.search === ''
        ? await db.transaction(async (tx) => {
            await steerBroadPageToOrder(tx)
            return listedProductsQuery(tx, query, viewer).execute()
          })
        : await listedProductsQuery(db, query, viewer).execute()
  }
  return {
    rows: await listingsInOrder(db, found.slice(0, query.limit)),
    total: Math.min(counted, countCap),
    totalCapped: counted > countCap,
    hasMore: found.length > query.limit,
  }
}

/**
 * True for the search the screens send most: text that names crops, with no filter, place or
 * distance beside it, in any order but nearest, for anyone but a demo account (whose list is the
 * sandbox's). Its page is the database function browse_search_page's (findPlainCropSearchPage).
 */
export function isPlainCropSearch(query: SearchedQuery, viewer: Viewer | null): boolean {
  return (query.crops?.length ?? 0) > 0 && query.sort !== 'nearest' && query.near === undefined && !viewer?.isDemo && !hasFilter(query)
}

/** A listing of a plain crop search's page as the statement writes it in JSON (plainCropSearchPage). */
interface ListingJson {
  product: Record<string, unknown>
  farmerName: string
  farmerIsDemo: boolean
  badges: Record<string, unknown> | null
}

/**
 * A plain crop search's page (isPlainCropSearch) and its count, in one call: the function
 * browse_search_page (migration 0039) counts and chooses the page with statements it keeps planned
 * for each connection, as findBrowsePage's statements would choose it, and this joins the page's
 * listings, farmers and farmers' badges to its ids, in their order, as one JSON value: the driver
 * parses one field instead of every column of every row, and the columns are decoded as drizzle
 * decodes them read directly (fromJson). Built once (db/prepared).
 */
const plainCropSearchPage = preparedStatement('browse_search_page', (db) => {
  const badges = db.select().from(farmerBadges).where(eq(farmerBadges.farmerId, products.farmerId)).as('badges')
  return db
    .select({
      total: sql<number>`page.total_matches`,
      listings: sql<ListingJson[] | null>`json_agg(json_build_object(
        'product', to_json(${products}), 'farmerName', ${users.name}, 'farmerIsDemo', ${users.isDemo}, 'badges', to_json(${sql.identifier('badges')})
      ) order by page.ord) filter (where ${products.id} is not null)`,
    })
    .from(
      sql`browse_search_page(${sql.placeholder('crops')}::text[], ${sql.placeholder('pattern')}::text, ${sql.placeholder('categories')}::product_category[], ${sql.placeholder('states')}::text[], ${sql.placeholder('sort')}::text, ${sql.placeholder('limit')}::int, ${sql.placeholder('offset')}::int, ${sql.placeholder('cap')}::int) with ordinality as page(listing_id, total_matches, ord)`,
    )
    .leftJoin(products, eq(products.id, sql`page.listing_id`))
    .leftJoin(users, eq(users.id, products.farmerId))
    .leftJoinLateral(badges, sql`true`)
    .groupBy(sql`page.total_matches`)
})

const PRODUCT_COLUMNS = Object.entries(getTableColumns(products))
const BADGES_COLUMNS = Object.entries(getViewSelectedFields(farmerBadges)) as [string, Column][]

/** A row as PostgreSQL's to_json writes it (by column name, in JSON's types), decoded as drizzle decodes `columns` read directly. */
function fromJson<Row>(columns: [string, Column][], json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {}
  for (const [key, column] of columns) {
    const value = json[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as Row
}

async function findPlainCropSearchPage(db: Db, query: SearchedQuery, countCap: number): Promise<BrowsePage> {
  const [answer] = await plainCropSearchPage(db, {
    crops: query.crops,
    pattern: containsPattern(query.search),
    categories: categoriesMatching(query.search),
    states: statesMatching(query.search),
    // No sort is newest first, by the function's name for it.
    sort: query.sort ?? 'newest',
    limit: query.limit,
    offset: query.offset,
    cap: countCap,
  })
  const counted = answer?.total ?? 0
  const found = (answer?.listings ?? []).map(({ product, farmerName, farmerIsDemo, badges }) => ({
    row: { product: fromJson<ProductRow>(PRODUCT_COLUMNS, product), farmerName, farmerIsDemo, distanceKm: null },
    badges: badges === null ? null : fromJson<FarmerBadgesRow>(BADGES_COLUMNS, badges),
  }))
  return {
    rows: found.slice(0, query.limit).map(({ row }) => row),
    total: Math.min(counted, countCap),
    totalCapped: counted > countCap,
    hasMore: found.length > query.limit,
    badges: found.flatMap(({ badges }) => (badges === null ? [] : [badges])),
  }
}

/**
 * Listings by id with their farmers' names and demo flags, with no distance: read for every Browse
 * page, so built once (db/prepared), and parsed once per pooled connection.
 */
const listingsById = preparedStatement('listings_by_id', (db) =>
  db
    .select({ product: products, farmerName: users.name, farmerIsDemo: users.isDemo, distanceKm: sql<number | null>`null::float8` })
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`),
)

/** A page's listings (`keys`, inPageOrder) whole, in the page's order, each with its distance; one deleted meanwhile is left out. */
async function listingsInOrder(db: Db, keys: PageKey[]): Promise<ListedProductRow[]> {
  const ids = keys.map((key) => key.id)
  const rows = await findListedProductsByIds(db, ids)
  const byId = new Map(rows.map((row) => [row.product.id, row]))
  return keys.flatMap(({ id, distanceKm }) => {
    const row = byId.get(id)
    return row ? [{ ...row, distanceKm }] : []
  })
}

/**
 * Listings by id with their farmers' names and demo flags (a Browse page, the cart's products, a
 * listing's detail), in no particular order; with `near`, each one's distance from it too.
 */
export async function findListedProductsByIds(db: Db, productIds: string[], near?: LatLng): Promise<ListedProductRow[]> {
  if (productIds.length === 0) return []
  if (near === undefined) return listingsById(db, { ids: productIds })
  return db
    .select({ product: products, farmerName: users.name, farmerIsDemo: users.isDemo, distanceKm: distanceFrom(products, near) })
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(inArray(products.id, productIds))
}
