import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#src/db/client'
import { preparedStatement } from '#src/db/prepared'
import {
  buyerProfiles,
  cartItems,
  deliveryAddresses,
  farmerProfiles,
  pincodes,
  products,
  users,
  type BuyerProfileRow,
  type CartItemRow,
  type DeliveryAddressRow,
  type FarmerProfileRow,
  type ProductRow,
} from '#src/db/schema/index'

/** What the cart needs of a listing to check a quantity against it. */
export type CartProduct = Pick<ProductRow, 'status' | 'unit' | 'pricePerUnit' | 'quantityAvailable' | 'minOrderQuantity' | 'orderStep'>

/**
 * The product a buyer is adding or changing, read under a share lock: its status, price, stock and
 * order rules cannot change (a farmer's edit or a sale waits) until the line is written.
 */
export async function findProductForCart(db: Db, productId: string): Promise<CartProduct | undefined> {
  const [row] = await db
    .select({
      status: products.status,
      unit: products.unit,
      pricePerUnit: products.pricePerUnit,
      quantityAvailable: products.quantityAvailable,
      minOrderQuantity: products.minOrderQuantity,
      orderStep: products.orderStep,
    })
    .from(products)
    // A listing an operator hid cannot be added: it reads as one that does not exist.
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
    .for('share')
  return row
}

/**
 * Locks the buyer's cart until the transaction ends, by locking the buyer's user row: one change
 * of one buyer's cart at a time, so parallel adds neither lose quantity nor pass the line limit.
 * NO KEY UPDATE leaves the row's key free, so inserts that reference the user (sessions, cart
 * lines) are not blocked by it.
 */
export async function lockCart(db: Db, buyerId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('no key update')
}

export async function countCartLines(db: Db, buyerId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cartItems).where(eq(cartItems.buyerId, buyerId))
  return row?.value ?? 0
}

export async function findCartLine(db: Db, buyerId: string, productId: string): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
  return row
}

export async function insertCartLine(
  db: Db,
  line: { buyerId: string; productId: string; quantity: number; priceSeen: number },
): Promise<CartItemRow> {
  const [row] = await db.insert(cartItems).values(line).returning()
  if (!row) throw new Error('cart insert returned no row')
  return row
}

/** Sets the line's quantity; undefined when the product is not in the buyer's cart. */
export async function setCartLineQuantity(db: Db, buyerId: string, productId: string, quantity: number): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning()
  return row
}

/**
 * The buyer has seen the listing's current price: the line takes it, in one statement, so a price
 * changed a moment later is flagged again. Undefined when the product is not in the buyer's cart.
 */
export async function acceptCartLinePrice(db: Db, buyerId: string, productId: string): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ priceSeen: sql`(select ${products.pricePerUnit} from ${products} where ${products.id} = ${productId})` })
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning()
  return row
}

/**
 * Locks what a checkout sells, until the transaction ends, in one statement: first the listings of
 * the buyer's cart as it is now, in id order (two checkouts sharing listings wait for each other
 * instead of deadlocking), then the cart (lockCart), the order in which an add to cart takes them
 * too. The listings' ids. The two locking queries are materialized and read one after the other
 * by UNION ALL, so every listing is locked before the cart is asked for.
 */
export async function lockCartForCheckout(db: Db, buyerId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with locked_products as materialized (
      select ${products.id} as id from ${products}
      where ${products.id} in (select ${cartItems.productId} from ${cartItems} where ${cartItems.buyerId} = ${buyerId})
      order by ${products.id}
      for update
    ), locked_cart as materialized (
      select ${users.id} as id from ${users} where ${users.id} = ${buyerId} for no key update
    )
    select id, true as is_product from locked_products
    union all
    select id, false as is_product from locked_cart`)
  const rows = (result as unknown as { rows: { id: string; is_product: boolean }[] }).rows
  return rows.filter((row) => row.is_product).map((row) => row.id)
}

const checkoutProductColumns = {
  id: products.id,
  farmerId: products.farmerId,
  name: products.name,
  unit: products.unit,
  pricePerUnit: products.pricePerUnit,
  quantityAvailable: products.quantityAvailable,
  minOrderQuantity: products.minOrderQuantity,
  orderStep: products.orderStep,
  status: products.status,
  hiddenAt: products.hiddenAt,
  deliveryAvailable: products.deliveryAvailable,
}
const checkoutFarmerProfileColumns = {
  phone: farmerProfiles.phone,
  city: farmerProfiles.city,
  state: farmerProfiles.state,
  pin: farmerProfiles.pin,
  pickupAddress: farmerProfiles.pickupAddress,
  latitude: farmerProfiles.latitude,
  longitude: farmerProfiles.longitude,
  deliveryFee: farmerProfiles.deliveryFee,
  upiId: farmerProfiles.upiId,
  deliveryRadiusKm: farmerProfiles.deliveryRadiusKm,
  deliveryPins: farmerProfiles.deliveryPins,
}

/** What checkout reads of a listing, and of a farmer's profile. */
export type CheckoutProduct = Pick<ProductRow, keyof typeof checkoutProductColumns>
export type CheckoutFarmerProfile = Pick<FarmerProfileRow, keyof typeof checkoutFarmerProfileColumns>

/** One line of a cart as checkout reads it: the line, its listing, and the listing's farmer. */
export interface CheckoutCartLine {
  entry: Pick<CartItemRow, 'productId' | 'quantity' | 'priceSeen'>
  product: CheckoutProduct
  farmer: { name: string; isDemo: boolean; phone: string | null }
  /** The farmer's profile; null without one. */
  farmerProfile: CheckoutFarmerProfile | null
  /** The point of the profile's PIN code in the directory; null without a profile, or when the directory has none. */
  farmPin: { latitude: number | null; longitude: number | null } | null
}

/** A buyer's cart as checkout reads it, with what it needs to know of the buyer. */
export interface CheckoutCart {
  buyer: { id: string; name: string; isDemo: boolean; phone: string | null }
  buyerProfile: Pick<BuyerProfileRow, 'address' | 'city' | 'state' | 'latitude' | 'longitude'> | null
  /** The address the buyer last had an order delivered to; null when none. */
  savedAddress: Pick<DeliveryAddressRow, 'line' | 'town' | 'pin' | 'state' | 'latitude' | 'longitude'> | null
  /** Oldest first, each with its listing (a line whose listing is gone is left out). */
  lines: CheckoutCartLine[]
}

const cartFarmer = alias(users, 'cart_farmer')

const cartForCheckout = preparedStatement('cart_for_checkout', (db) =>
  db
    .select({
      buyer: { id: users.id, name: users.name, isDemo: users.isDemo, phone: users.phone },
      buyerProfile: {
        phone: buyerProfiles.phone,
        address: buyerProfiles.address,
        city: buyerProfiles.city,
        state: buyerProfiles.state,
        latitude: buyerProfiles.latitude,
        longitude: buyerProfiles.longitude,
      },
      savedAddress: {
        line: deliveryAddresses.line,
        town: deliveryAddresses.town,
        pin: deliveryAddresses.pin,
        state: deliveryAddresses.state,
        latitude: deliveryAddresses.latitude,
        longitude: deliveryAddresses.longitude,
      },
      entry: { productId: cartItems.productId, quantity: cartItems.quantity, priceSeen: cartItems.priceSeen },
      product: checkoutProductColumns,
      farmer: { name: cartFarmer.name, isDemo: cartFarmer.isDemo, phone: cartFarmer.phone },
      farmerProfile: checkoutFarmerProfileColumns,
      farmPin: { latitude: pincodes.latitude, longitude: pincodes.longitude },
    })
    .from(users)
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id))
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.userId, users.id))
    .leftJoin(cartItems, eq(cartItems.buyerId, users.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(cartFarmer, eq(cartFarmer.id, products.farmerId))
    .leftJoin(farmerProfiles, eq(farmerProfiles.userId, products.farmerId))
    .leftJoin(pincodes, eq(pincodes.pin, farmerProfiles.pin))
    .where(eq(users.id, sql.placeholder('buyerId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id)),
)

/**
 * The buyer's cart with its listings, their farmers, the farmers' profiles and PIN codes, and the
 * buyer's saved address and profile, in one query (only the columns checkout reads). Undefined
 * when the buyer does not exist.
 */
export async function findCartForCheckout(db: Db, buyerId: string): Promise<CheckoutCart | undefined> {
  const rows = await cartForCheckout(db, { buyerId })
  const [first] = rows
  if (!first) return undefined
  const lines: CheckoutCartLine[] = []
  for (const row of rows) {
    if (!row.entry || !row.product || !row.farmer) continue
    lines.push({ entry: row.entry, product: row.product, farmer: row.farmer, farmerProfile: row.farmerProfile, farmPin: row.farmPin })
  }
  return {
    buyer: { ...first.buyer, phone: first.buyerProfile?.phone ?? first.buyer.phone },
    buyerProfile: first.buyerProfile,
    savedAddress: first.savedAddress,
    lines,
  }
}

const sellLines = preparedStatement('sell_cart_lines', (db) => {
  const sold = sql`unnest(${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('quantities')}::numeric[]) as sold (product_id, quantity)`
  const quantity = sql`sold.quantity`
  const removed = db.$with('removed').as(
    db
      .delete(cartItems)
      .where(
        and(eq(cartItems.buyerId, sql.placeholder('buyerId')), sql`${cartItems.productId} = any(${sql.placeholder('productIds')}::uuid[])`),
      )
      .returning({ id: cartItems.id }),
  )
  return db
    .with(removed)
    .update(products)
    .set({
      quantityAvailable: sql`${products.quantityAvailable} - ${quantity}`,
      status: sql`case when ${products.quantityAvailable} - ${quantity} <= 0 then 'out_of_stock'::product_status else ${products.status} end`,
      updatedAt: sql`now()`,
    })
    .from(sold)
    .where(
      and(
        sql`${products.id} = sold.product_id`,
        eq(products.status, 'available'),
        isNull(products.hiddenAt),
        sql`${products.quantityAvailable} >= ${quantity}`,
      ),
    )
    .returning({ id: products.id })
})

/**
 * Sells the buyer's cart lines, in one statement whatever their number: takes each line's
 * quantity from its listing's stock, with takeStock's conditions for each (on sale, not hidden,
 * enough left; out_of_stock at 0), and removes the lines from the cart. The ids of the listings it
 * took from: a line missing there had too little left and took nothing, and the caller must then
 * undo the rest by failing its transaction.
 */
export async function sellCartLines(
  db: Db,
  buyerId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<Set<string>> {
  if (lines.length === 0) return new Set()
  const rows = await sellLines(db, {
    buyerId,
    productIds: lines.map((line) => line.productId),
    quantities: lines.map((line) => line.quantity),
  })
  return new Set(rows.map((row) => row.id))
}

/** Every line of the buyer's cart, oldest first. */
export function findCartEntries(db: Db, buyerId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.buyerId, buyerId)).orderBy(asc(cartItems.addedAt), asc(cartItems.id))
}

/** Removes the product's line from the buyer's cart; how many lines went (0 or 1). */
export async function deleteCartEntries(db: Db, buyerId: string, productId: string): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.buyerId, buyerId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id })
  return deleted.length
}
