import { z } from 'zod'
import { deliveryDateSchema, wholeNumberSchema } from './buyer-requests'
import { en } from './messages/en'

/**
 * Orders: made when a farmer confirms a product of a buyer's request. The
 * quantity leaves the product's stock in the same transaction; both sides then see the order.
 */

/** An order is created confirmed; later issues may add delivery states. */
export const ORDER_STATUSES = ['confirmed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * POST /requests/{requestId}/products/{productId}/confirm: the quantity to sell (a whole number of
 * the product's unit, at most what is available) and, optionally, when it will be delivered.
 */
export const ConfirmOrderInputSchema = z.object({
  quantity: wholeNumberSchema(en['orders.quantityInvalid'], 1),
  expectedDeliveryDate: deliveryDateSchema(),
})
export type ConfirmOrderInput = z.input<typeof ConfirmOrderInputSchema>
export type ConfirmOrderFields = z.output<typeof ConfirmOrderInputSchema>

/**
 * An order as both sides see it. Name, unit and price are copied when the order is made, so a
 * later edit of the listing does not change it; `productId` is null once the listing is deleted.
 * Money is in rupees; `amount` = pricePerUnit × quantity, computed exactly by the database.
 */
export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  pricePerUnit: z.number(),
  amount: z.number(),
  expectedDeliveryDate: z.iso.date().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  farmer: z.object({ _id: z.string(), name: z.string() }),
  buyer: z.object({ _id: z.string(), name: z.string() }),
})
export type Order = z.infer<typeof OrderSchema>

/** POST …/confirm: 201 with the new order. */
export const OrderCreatedResponseSchema = z.object({ message: z.string(), order: OrderSchema })
export type OrderCreatedResponse = z.infer<typeof OrderCreatedResponseSchema>

/** GET /orders: a buyer's orders, or the orders a farmer received; newest first. */
export const OrdersResponseSchema = z.object({ orders: z.array(OrderSchema) })
export type OrdersResponse = z.infer<typeof OrdersResponseSchema>
