import type { Db } from '#src/db/client'
import { deliveryAddresses } from '#src/db/schema/index'

/**
 * The owner of delivery_addresses: the address each buyer last had an order delivered to. Checkout
 * reads it with the cart, in one query (cart.repository findCartForCheckout).
 */

/** Keeps `address` as the buyer's one delivery address, replacing the last. */
export async function saveDeliveryAddress(
  db: Db,
  userId: string,
  address: { line: string; town: string; state: string; pin: string; latitude: number | null; longitude: number | null },
): Promise<void> {
  await db
    .insert(deliveryAddresses)
    .values({ userId, ...address })
    .onConflictDoUpdate({ target: deliveryAddresses.userId, set: { ...address, updatedAt: new Date() } })
}
