import { todayInIndia } from '@app/shared/buyer-requests'
import { format } from '@app/shared/messages/en'
import type { ConfirmOrderFields, Order } from '@app/shared/orders'
import type { Role } from '@app/shared/roles'
import type { AppDeps } from '#src/app-deps'
import { AppError } from '#src/lib/app-error'
import { deleteCartEntries } from '#src/modules/cart/cart.repository'
import { findProductById, takeStock } from '#src/modules/products/products.repository'
import { claimConfirmation, setResponseOrder } from '#src/modules/requests/requests.repository'
import { alreadyConfirmed, findRequestProduct } from '#src/modules/requests/requests.service'
import * as repo from './orders.repository'

export function toOrderDto({ order, farmer, buyer }: repo.OrderWithParties): Order {
  return {
    _id: order.id,
    productId: order.productId,
    productName: order.productName,
    unit: order.unit,
    quantity: order.quantity,
    pricePerUnit: order.pricePerUnit,
    amount: order.amount,
    expectedDeliveryDate: order.expectedDeliveryDate,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    farmer: { _id: farmer.id, name: farmer.name },
    buyer: { _id: buyer.id, name: buyer.name },
  }
}

/**
 * Confirm This Product: sells `quantity` of the product to the request's buyer.
 * One transaction claims the answer (a second confirmation of the same product gets 409), takes
 * the stock (409 when less is left; the product goes out_of_stock at 0), records the order with
 * the listing's name, unit and price as they are now, links the answer to it, and takes the
 * product out of the buyer's cart: it is bought, and the buyer follows it in My Orders, while
 * the farmer's request keeps showing it as confirmed. Any failure undoes every step.
 */
export async function confirmRequestProduct(
  deps: Pick<AppDeps, 'db'>,
  farmer: { id: string; name: string },
  requestId: string,
  productId: string,
  fields: ConfirmOrderFields,
): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    const target = await findRequestProduct({ db: tx }, farmer.id, requestId, productId)
    if (target.response?.status === 'confirmed') throw alreadyConfirmed()
    const stored = target.response?.expectedDeliveryDate ?? null
    // A date the farmer gave earlier is kept, unless it has passed since.
    const expectedDeliveryDate = fields.expectedDeliveryDate ?? (stored !== null && stored >= todayInIndia() ? stored : null)

    const key = { farmerId: farmer.id, buyerId: target.buyerId, productId }
    const claimed = await claimConfirmation(tx, key, {
      quantity: fields.quantity,
      expectedDeliveryDate,
      interestedAt: target.cartAddedAt,
    })
    if (!claimed) throw alreadyConfirmed()

    const product = await takeStock(tx, productId, farmer.id, fields.quantity)
    if (!product) {
      const current = (await findProductById(tx, productId)) ?? target.product
      throw new AppError(409, 'CONFLICT', format('orders.notEnoughStock', { quantity: current.quantityAvailable, unit: current.unit }))
    }

    const order = await repo.insertOrder(tx, {
      buyerId: target.buyerId,
      farmerId: farmer.id,
      productId,
      productName: product.name,
      unit: product.unit,
      quantity: fields.quantity,
      pricePerUnit: product.pricePerUnit,
      expectedDeliveryDate,
    })
    await setResponseOrder(tx, claimed.id, order.id)
    await deleteCartEntries(tx, target.buyerId, productId)
    const buyerName = (await repo.findUserName(tx, target.buyerId)) ?? ''
    return toOrderDto({ order, farmer, buyer: { id: target.buyerId, name: buyerName } })
  })
}

/** A buyer's orders, or the orders a farmer received; newest first. */
export async function listOrders(deps: Pick<AppDeps, 'db'>, user: { id: string; role: Role }): Promise<Order[]> {
  const rows = user.role === 'farmer' ? await repo.findOrdersOfFarmer(deps.db, user.id) : await repo.findOrdersOfBuyer(deps.db, user.id)
  return rows.map(toOrderDto)
}
