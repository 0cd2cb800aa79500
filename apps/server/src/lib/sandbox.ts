import { and, eq, getTableName, isNull, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { msg } from '@app/shared/messages/refs'
import type { Db } from '#src/db/client'
import { products, users } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import type { RequestAuth } from '#src/lib/sessions'

/**
 * The demo sandbox, in one place. Every demo account's password is public (the guest buttons, the
 * demo seed in the repository), so whoever signs in as one must never meet a real person: a demo
 * account sees only demo farms' listings and can trade only with them, and a demo farm hears only
 * from demo buyers. Real accounts and visitors still see demo listings (marked `demo`), but a real
 * buyer cannot order one: the demo farmer it would reach is anyone on the internet.
 */

/** Who is asking: a signed-in account, or null for a visitor who is not signed in. */
export interface Viewer {
  id: string
  isDemo: boolean
}

/** The request's viewer: its signed-in account (set by `authenticate` or `identify`), or null. */
export function viewerOf(request: { auth: RequestAuth | null }): Viewer | null {
  return request.auth?.user ?? null
}

/** Separate names for the users read inside the conditions, so they never shadow a query's own `users`. */
const demoUser = alias(users, 'sandbox_demo_user')
const userA = alias(users, 'sandbox_user_a')
const userB = alias(users, 'sandbox_user_b')

/** `users <alias>` for a FROM inside raw SQL (an alias interpolated alone renders as its name only). */
function usersAs(aliased: Table): SQL {
  return sql`${users} ${sql.identifier(getTableName(aliased))}`
}

/**
 * The listings `viewer` may see in lists (Browse, search, a storefront's listings), as a condition
 * on the listing's farmer id column: never one an operator hid (modules/moderation; its farmer sees
 * it in their own list, which is not built on this), and for a demo account demo farms only. The
 * demo ids come from the small partial index on demo users.
 */
export function listingsVisibleTo(viewer: Viewer | null, farmerId: SQLWrapper): SQL | undefined {
  const shown = isNull(products.hiddenAt)
  if (!viewer?.isDemo) return shown
  return and(shown, sql`${farmerId} in (select ${demoUser.id} from ${usersAs(demoUser)} where ${demoUser.isDemo})`)
}

/**
 * True when the two users are on the same side of the sandbox (both demo or both real): what a
 * farmer's lists of buyers (requests, orders) keep, so a real buyer's name and contact never reach
 * a demo farm, whatever rows exist from before the sandbox.
 */
export function sameSandbox(userIdA: SQLWrapper, userIdB: SQLWrapper): SQL {
  return sql`(select ${userA.isDemo} from ${usersAs(userA)} where ${userA.id} = ${userIdA}) = (select ${userB.isDemo} from ${usersAs(userB)} where ${userB.id} = ${userIdB})`
}

/** May `viewer` see a listing of a farm that is (or is not) a demo farm? */
export function maySeeListing(viewer: Viewer | null, listingIsDemo: boolean): boolean {
  return !viewer?.isDemo || listingIsDemo
}

/**
 * Why an account may not put a listing in its cart, request or order it; null when it may. A demo
 * account is told the real listing does not exist (it may not even see it); a real account is told
 * the listing is a demo one, with where to try ordering.
 */
export function tradeRefusal(accountIsDemo: boolean, listingIsDemo: boolean): AppError | null {
  if (accountIsDemo === listingIsDemo) return null
  if (accountIsDemo) return new AppError(404, 'NOT_FOUND', msg('products.notFound'))
  return new AppError(403, 'FORBIDDEN', msg('products.demoListing'))
}

/**
 * Throws unless the account may trade the listing (tradeRefusal). A listing that does not exist
 * passes: the caller answers for it as it always does.
 */
export async function assertMayTrade(db: Db, accountId: string, productId: string): Promise<void> {
  const [row] = await db
    .select({ accountIsDemo: userA.isDemo, listingIsDemo: userB.isDemo })
    .from(products)
    .innerJoin(userB, eq(userB.id, products.farmerId))
    .innerJoin(userA, eq(userA.id, accountId))
    .where(eq(products.id, productId))
    .limit(1)
  const refusal = row && tradeRefusal(row.accountIsDemo, row.listingIsDemo)
  if (refusal) throw refusal
}
