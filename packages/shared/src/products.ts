import { z } from 'zod'

/** SPEC.md §3 Product: category options, in the order the product form lists them. */
export const PRODUCT_CATEGORIES = ['vegetable', 'fruit', 'grain', 'pulse', 'herb', 'spice', 'other'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** SPEC.md §3 Product: the statuses a farmer can set; a new product is `available`. */
export const PRODUCT_STATUSES = ['available', 'out_of_stock', 'unavailable'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** A calendar date without time, as `YYYY-MM-DD`. */
const DateOnlySchema = z.iso.date()

/**
 * A farmer's listing in the spec's shape (SPEC.md §3). Money is a JSON number of rupees; the
 * server stores it exactly as numeric(12,2). Coordinates follow GeoJSON: [longitude, latitude].
 */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  variety: z.string(),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  pricePerUnit: z.number(),
  unit: z.string(),
  quantityAvailable: z.number(),
  images: z.array(z.string()),
  isOrganic: z.boolean(),
  isCertified: z.boolean(),
  certificationDetails: z.object({
    authority: z.string().nullable(),
    certificateNumber: z.string().nullable(),
    certifiedOn: DateOnlySchema.nullable(),
  }),
  harvestDate: DateOnlySchema.nullable(),
  expiryDate: DateOnlySchema.nullable(),
  location: z.object({
    city: z.string(),
    state: z.string(),
    pin: z.string(),
    coordinates: z
      .object({
        type: z.literal('Point'),
        coordinates: z.tuple([z.number(), z.number()]),
      })
      .nullable(),
  }),
  deliveryAvailable: z.boolean(),
  deliveryRadiusKm: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  ratings: z.array(z.number()),
  farmerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof ProductSchema>

/** GET /addProductByFarmer/get-productByFarmer (SPEC.md §7): the signed-in farmer's listings. */
export const FarmerProductsResponseSchema = z.object({ getAllProduct: z.array(ProductSchema) })
export type FarmerProductsResponse = z.infer<typeof FarmerProductsResponseSchema>
