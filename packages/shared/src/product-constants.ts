// The product's fixed lists and bounds, apart from its schemas: what a screen needs to draw
// (Browse's filters, the product form's choices) without loading Zod.

/** A product's category options, in the order the product form lists them. */
export const PRODUCT_CATEGORIES = ['vegetable', 'fruit', 'grain', 'pulse', 'herb', 'spice', 'other'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** The statuses a farmer can set; a new product is `available`. */
export const PRODUCT_STATUSES = ['available', 'out_of_stock', 'unavailable'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** Bounds a listing is held to, on the form and on the server alike. */
export const PRODUCT_LIMITS = {
  name: 100,
  variety: 100,
  description: 2000,
  city: 60,
  state: 60,
  certification: 100,
  images: 8,
  /** ₹1 crore per unit, and 1 crore units: far past any real listing, inside numeric(12,2). */
  price: 10_000_000,
  quantity: 10_000_000,
  deliveryRadiusKm: 5000,
} as const
