import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { RequestResponseFields } from '@app/shared/buyer-requests'
import type { Db } from '#src/db/client'
import { sameSandbox } from '#src/lib/sandbox'
import { buyerProfiles, cartItems, products, requestResponses, users, type RequestResponseRow } from '#src/db/schema/index'

export interface Interest {
  buyerId: string
  productId: string
  /** When the buyer first added the product to the cart. */
  addedAt: Date
  /** How much of it the cart line holds, in the listing's unit. */
  quantity: number
}

const interestColumns = {
  buyerId: cartItems.buyerId,
  productId: cartItems.productId,
  addedAt: cartItems.addedAt,
  quantity: cartItems.quantity,
}

/**
 * Which buyers hold which of `farmerId`'s products in their carts: their cart lines. Only buyers
 * on the farmer's side of the demo sandbox (lib/sandbox): a demo farm never sees a real buyer.
 */
export function findCartInterestInFarmer(db: Db, farmerId: string): Promise<Interest[]> {
  return db
    .select(interestColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(products.farmerId, farmerId), sameSandbox(cartItems.buyerId, products.farmerId)))
}

/** Buyers whose carts hold the product, with their lines of it; only those on its farmer's side of the sandbox. */
export function findCartInterestInProduct(db: Db, productId: string): Promise<Interest[]> {
  return db
    .select(interestColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.productId, productId), sameSandbox(cartItems.buyerId, products.farmerId)))
}

/** Every answer `farmerId` has stored, to buyers on the farmer's side of the sandbox. */
export function findResponsesOfFarmer(db: Db, farmerId: string): Promise<RequestResponseRow[]> {
  return db
    .select()
    .from(requestResponses)
    .where(and(eq(requestResponses.farmerId, farmerId), sameSandbox(requestResponses.buyerId, requestResponses.farmerId)))
}

/** `farmerId`'s answers about one product, one per buyer. */
export function findResponsesOfProduct(db: Db, farmerId: string, productId: string): Promise<RequestResponseRow[]> {
  return db
    .select()
    .from(requestResponses)
    .where(
      and(
        eq(requestResponses.farmerId, farmerId),
        eq(requestResponses.productId, productId),
        sameSandbox(requestResponses.buyerId, requestResponses.farmerId),
      ),
    )
}

export interface BuyerInfoRow {
  id: string
  name: string
  email: string | null
  phone: string | null
  profileImageKey: string | null
  profile: { phone: string; city: string; state: string; preferences: string[] } | null
}

/** The buyers' names and contact details, with their buyer profiles when they have one. */
export async function findBuyersInfo(db: Db, buyerIds: string[]): Promise<BuyerInfoRow[]> {
  if (buyerIds.length === 0) return []
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      profileImageKey: users.profileImageKey,
      profilePhone: buyerProfiles.phone,
      city: buyerProfiles.city,
      state: buyerProfiles.state,
      preferences: buyerProfiles.preferences,
    })
    .from(users)
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id))
    .where(inArray(users.id, buyerIds))
    .orderBy(asc(users.id))
  return rows.map(({ profilePhone, city, state, preferences, ...user }) => ({
    ...user,
    profile:
      profilePhone !== null && city !== null && state !== null && preferences !== null
        ? { phone: profilePhone, city, state, preferences }
        : null,
  }))
}

export interface ResponseKey {
  farmerId: string
  buyerId: string
  productId: string
}

/**
 * Stores the farmer's answer, unless the product's order is already confirmed: then nothing is
 * written and undefined comes back. One statement, so it cannot slip in beside a confirmation.
 */
export async function upsertResponse(db: Db, key: ResponseKey, fields: RequestResponseFields): Promise<RequestResponseRow | undefined> {
  const values = {
    status: fields.status,
    quantityOffered: fields.quantityOffered,
    expectedDeliveryDate: fields.expectedDeliveryDate,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(requestResponses)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [requestResponses.farmerId, requestResponses.buyerId, requestResponses.productId],
      set: values,
      setWhere: ne(requestResponses.status, 'confirmed'),
    })
    .returning()
  return row
}

/**
 * Marks the answer confirmed, unless it already is: undefined then. This is the claim that makes
 * a second confirmation of the same request product fail even when both run at once: the second
 * waits on the unique index until the first commits, then finds the answer confirmed.
 */
export async function claimConfirmation(
  db: Db,
  key: ResponseKey,
  claim: { quantity: number; expectedDeliveryDate: string | null; interestedAt: Date | null },
): Promise<RequestResponseRow | undefined> {
  const values = {
    status: 'confirmed' as const,
    quantityOffered: claim.quantity,
    expectedDeliveryDate: claim.expectedDeliveryDate,
    interestedAt: claim.interestedAt,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(requestResponses)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [requestResponses.farmerId, requestResponses.buyerId, requestResponses.productId],
      set: { ...values, interestedAt: sql`coalesce(excluded.interested_at, ${requestResponses.interestedAt})` },
      setWhere: ne(requestResponses.status, 'confirmed'),
    })
    .returning()
  return row
}

export async function setResponseOrder(db: Db, responseId: string, orderId: string): Promise<void> {
  await db.update(requestResponses).set({ orderId }).where(eq(requestResponses.id, responseId))
}

/**
 * Forgets a farmer's confirmed answer for this buyer and product: that answer belongs to the order
 * it created, and the buyer adding the product again is fresh interest, to be answered afresh.
 */
export async function deleteConfirmedResponse(db: Db, buyerId: string, productId: string): Promise<void> {
  await db
    .delete(requestResponses)
    .where(and(eq(requestResponses.buyerId, buyerId), eq(requestResponses.productId, productId), eq(requestResponses.status, 'confirmed')))
}
