import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { categoriesMatching, type BrowseQuery } from '@app/shared/browse'
import type { Db } from '#src/db/client'
import { products, users, type ProductRow } from '#src/db/schema/index'
import { cropNameMatches } from '#src/lib/crop-names'
import { listingsVisibleTo, type Viewer } from '#src/lib/sandbox'
import { containsPattern, wordPatterns } from '#src/lib/like'

export interface ListedProductRow {
  product: ProductRow
  farmerName: string
  /** The listing is a demo farm's (lib/sandbox). */
  farmerIsDemo: boolean
}

/**
 * Search as the screens do it: name, category or variety contains the text, ignoring case, and a
 * crop's name in any of the five languages or a Latin spelling finds it under its other names. Name
 * and variety are matched with ILIKE, which the trigram GIN indexes answer; the category test
 * becomes "one of the categories whose name contains the text", which the category index answers.
 * Every branch of the OR has an index, so PostgreSQL can combine them (BitmapOr) instead of
 * reading the table.
 */
function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined
  const categories = categoriesMatching(search)
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
  )
}

/** The columns the list is ordered by, of the table or of a subquery over it. */
interface SortColumns {
  pricePerUnit: AnyColumn
  createdAt: AnyColumn
  id: AnyColumn
}

/** The orders of the browse list; each matches one index (db/schema/products.ts) and ends in stable tie-breaks. */
function orderBy(sort: BrowseQuery['sort'], columns: SortColumns = products): SQL[] {
  const newestFirst = [desc(columns.createdAt), desc(columns.id)]
  if (sort === 'price_asc') return [asc(columns.pricePerUnit), ...newestFirst]
  if (sort === 'price_desc') return [desc(columns.pricePerUnit), ...newestFirst]
  return newestFirst
}

/**
 * A page of the whole list (no search), or its first BROWSE_UNPAGED_CAP rows unpaged: read in
 * order from the sort's index, stopping after `limit` rows, with each farmer's name.
 */
export function listedProductsQuery(db: Db, query: BrowseQuery, viewer: Viewer | null = null) {
  return db
    .select({ product: products, farmerName: users.name, farmerIsDemo: users.isDemo })
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(and(searchCondition(query.search), listingsVisibleTo(viewer, products.farmerId)))
    .orderBy(...orderBy(query.sort))
    .limit(query.limit)
    .offset(query.offset)
}

/** The query counting the listings that match the search. */
export function countListedProductsQuery(db: Db, search: string, viewer: Viewer | null = null) {
  return db
    .select({ value: count() })
    .from(products)
    .where(and(searchCondition(search), listingsVisibleTo(viewer, products.farmerId)))
}

async function countListedProducts(db: Db, search: string, viewer: Viewer | null): Promise<number> {
  const [row] = await countListedProductsQuery(db, search, viewer).execute()
  return row?.value ?? 0
}

/**
 * A page of a search, with the number of matches, in one query. The matches are a CTE used twice
 * (counted, and sorted down to the page), so PostgreSQL materializes them: they are read once,
 * from the trigram and category indexes (a bitmap), and only the page's rows are joined to their
 * farmers. Written as one plain query, PostgreSQL may instead walk a sort index over the whole
 * table and filter as it goes; at 100,000 listings that took 100 ms for "tomato" by price, where
 * the bitmap takes about 5.
 */
export function searchPageQuery(db: Db, query: BrowseQuery, viewer: Viewer | null = null) {
  const matches = db.$with('matches').as(
    db
      .select()
      .from(products)
      .where(and(searchCondition(query.search), listingsVisibleTo(viewer, products.farmerId))),
  )
  const page = db
    .select()
    .from(matches)
    .orderBy(...orderBy(query.sort, matches))
    .limit(query.limit)
    .offset(query.offset)
    .as('page')
  return db
    .with(matches)
    .select({
      product: page._.selectedFields,
      farmerName: users.name,
      farmerIsDemo: users.isDemo,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.farmerId))
    .orderBy(...orderBy(query.sort, page))
}

export interface BrowsePage {
  rows: ListedProductRow[]
  total: number
}

/** One page of every farmer's listings (all statuses), or all up to the cap, and how many match the search. */
export async function findBrowsePage(db: Db, query: BrowseQuery, viewer: Viewer | null): Promise<BrowsePage> {
  if (query.search === '') {
    const [rows, total] = await Promise.all([listedProductsQuery(db, query, viewer).execute(), countListedProducts(db, '', viewer)])
    return { rows, total }
  }
  const rows = await searchPageQuery(db, query, viewer).execute()
  const first = rows[0]
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), total: first.total }
  // A page past the last match has no row to carry the count.
  return { rows: [], total: query.offset > 0 ? await countListedProducts(db, query.search, viewer) : 0 }
}

/** Listings by id with their farmers' names and demo flags (the cart's products, a listing's detail), in no particular order. */
export function findListedProductsByIds(db: Db, productIds: string[]): Promise<ListedProductRow[]> {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .select({ product: products, farmerName: users.name, farmerIsDemo: users.isDemo })
    .from(products)
    .innerJoin(users, eq(users.id, products.farmerId))
    .where(inArray(products.id, productIds))
}
