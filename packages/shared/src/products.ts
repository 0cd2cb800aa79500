import { z } from 'zod'
import { requiredText } from './required-text'
import {
  dateOnly,
  fieldGroup,
  flag,
  linkList,
  nullableText,
  OptionalPointSchema,
  optionalNumber,
  PointSchema,
  optionalText,
  PIN_PATTERN,
  type NumberMessages,
  requiredNumber,
  toHundredths,
  type TextInput,
} from './fields'
import { msg } from './messages/refs'
import { PRODUCT_CATEGORIES, PRODUCT_LIMITS, PRODUCT_STATUSES } from './product-constants'
import { PRODUCT_UNITS, toProductUnit } from './units'

export { PRODUCT_CATEGORIES, PRODUCT_LIMITS, PRODUCT_STATUSES, type ProductCategory, type ProductStatus } from './product-constants'

/** A calendar date without time, as `YYYY-MM-DD`. */
const DateOnlySchema = z.iso.date()

/**
 * A farmer's listing as the API answers it. Money is a JSON number of rupees; the
 * server stores it exactly as numeric(12,2). Coordinates follow GeoJSON: [longitude, latitude].
 */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  variety: z.string(),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  pricePerUnit: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  quantityAvailable: z.number(),
  /** The least one order may take, in `unit`. */
  minOrderQuantity: z.number(),
  /** Orders above the minimum grow by whole steps of this, in `unit`. */
  orderStep: z.number(),
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
    /** `coordinates: []` when the listing has none. */
    coordinates: PointSchema,
  }),
  deliveryAvailable: z.boolean(),
  deliveryRadiusKm: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  ratings: z.array(z.number()),
  farmerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * A demo farm's listing (the public demo accounts' sandbox): shown to everyone, marked, and only
   * the demo buyers may put it in a cart; a real buyer gets 403.
   */
  demo: z.boolean(),
  /**
   * Set only on a listing an operator hid, which only its farmer is shown (their own list and its
   * page): when, and the operator's reason as written.
   */
  hidden: z.object({ at: z.string(), reason: z.string() }).optional(),
})
export type Product = z.infer<typeof ProductSchema>

/** GET /addProductByFarmer/get-productByFarmer: the signed-in farmer's listings. */
export const FarmerProductsResponseSchema = z.object({ getAllProduct: z.array(ProductSchema) })
export type FarmerProductsResponse = z.infer<typeof FarmerProductsResponseSchema>

/** The defaults of a new listing: what the form starts with and what a body that leaves them out gets. */
export const PRODUCT_DEFAULTS = {
  category: 'grain',
  unit: 'kg',
  status: 'available',
  deliveryRadiusKm: 0,
  minOrderQuantity: 1,
  orderStep: 1,
} as const

/** A quantity above 0 in hundredths of the unit (what numeric(12,2) keeps); absent reads as `fallback`. */
function positiveQuantity(messages: NumberMessages, fallback: number) {
  return optionalNumber(messages, PRODUCT_LIMITS.quantity, fallback)
    .transform(toHundredths)
    .refine((quantity) => quantity > 0, messages.negative)
}

const certificationText = nullableText(PRODUCT_LIMITS.certification, msg('products.certificationTooLong'))

/**
 * The body of create and update, and the product form's check: the form holds the product in
 * this shape and submits what this schema returns. A client may send the product as it got it,
 * so the read-only fields (`_id`, `farmerId`, `ratings`, `createdAt`, `updatedAt`) may be present:
 * they are dropped here and never trusted; the server sets them. Missing fields take the
 * defaults. Numbers may be JSON numbers or the text of a number input; empty text and null mean
 * "none". What this schema returns parses again to itself, so a parsed product can be sent as is.
 */
export const ProductInputSchema = z
  .object({
    name: requiredText(msg('products.nameRequired')).max(PRODUCT_LIMITS.name, msg('products.nameTooLong')),
    variety: optionalText(PRODUCT_LIMITS.variety, msg('products.varietyTooLong')),
    description: optionalText(PRODUCT_LIMITS.description, msg('products.descriptionTooLong')),
    category: z
      .enum(PRODUCT_CATEGORIES, { error: msg('products.categoryInvalid') })
      .optional()
      .transform((category) => category ?? PRODUCT_DEFAULTS.category),
    pricePerUnit: requiredNumber(
      {
        required: msg('products.priceRequired'),
        notNumber: msg('products.priceNotNumber'),
        negative: msg('products.priceNegative'),
        tooLarge: msg('products.priceTooLarge'),
      },
      PRODUCT_LIMITS.price,
    ).transform(toHundredths),
    // Older clients type the unit; a common spelling ("Kgs", "qtl") is read as the listed unit.
    unit: z
      .preprocess((value: TextInput) => value ?? '', z.string({ error: msg('products.unitInvalid') }))
      .transform((unit, ctx) => {
        if (unit.trim() === '') return PRODUCT_DEFAULTS.unit
        const known = toProductUnit(unit)
        if (known) return known
        ctx.addIssue({ code: 'custom', message: msg('products.unitInvalid') })
        return z.NEVER
      }),
    quantityAvailable: requiredNumber(
      {
        required: msg('products.quantityRequired'),
        notNumber: msg('products.quantityNotNumber'),
        negative: msg('products.quantityNegative'),
        tooLarge: msg('products.quantityTooLarge'),
      },
      PRODUCT_LIMITS.quantity,
    ).transform(toHundredths),
    minOrderQuantity: positiveQuantity(
      {
        required: msg('products.minOrderNotNumber'),
        notNumber: msg('products.minOrderNotNumber'),
        negative: msg('products.minOrderNotPositive'),
        tooLarge: msg('products.minOrderTooLarge'),
      },
      PRODUCT_DEFAULTS.minOrderQuantity,
    ),
    orderStep: positiveQuantity(
      {
        required: msg('products.orderStepNotNumber'),
        notNumber: msg('products.orderStepNotNumber'),
        negative: msg('products.orderStepNotPositive'),
        tooLarge: msg('products.orderStepTooLarge'),
      },
      PRODUCT_DEFAULTS.orderStep,
    ),
    images: z
      // An empty URL box of a form sends '' (or null): it is no image, not a bad one.
      .preprocess(
        (value: readonly TextInput[] | null | undefined) =>
          value === null || value === undefined
            ? []
            : Array.isArray(value)
              ? value.filter((image) => image !== null && !(typeof image === 'string' && image.trim() === ''))
              : value,
        linkList(msg('products.imageInvalid'), PRODUCT_LIMITS.images, msg('products.imagesTooMany')),
      ),
    isOrganic: flag(),
    isCertified: flag(),
    certificationDetails: fieldGroup(
      z.object({ authority: certificationText, certificateNumber: certificationText, certifiedOn: dateOnly(msg('products.dateInvalid')) }),
    ),
    harvestDate: dateOnly(msg('products.dateInvalid')),
    expiryDate: dateOnly(msg('products.dateInvalid')),
    location: fieldGroup(
      z.object({
        city: optionalText(PRODUCT_LIMITS.city, msg('products.cityTooLong')),
        state: optionalText(PRODUCT_LIMITS.state, msg('products.stateTooLong')),
        pin: optionalText(6, msg('products.pinInvalid')).refine((pin) => pin === '' || PIN_PATTERN.test(pin), msg('products.pinInvalid')),
        coordinates: OptionalPointSchema,
      }),
    ),
    deliveryAvailable: flag(),
    deliveryRadiusKm: optionalNumber(
      {
        required: msg('products.deliveryRadiusNotNumber'),
        notNumber: msg('products.deliveryRadiusNotNumber'),
        negative: msg('products.deliveryRadiusNegative'),
        tooLarge: msg('products.deliveryRadiusTooLarge'),
      },
      PRODUCT_LIMITS.deliveryRadiusKm,
      PRODUCT_DEFAULTS.deliveryRadiusKm,
    ).transform(toHundredths),
    status: z
      .enum(PRODUCT_STATUSES, { error: msg('products.statusInvalid') })
      .optional()
      .transform((status) => status ?? PRODUCT_DEFAULTS.status),
  })
  .superRefine((product, ctx) => {
    // Compared only when both dates are real: a malformed one already has its own error.
    const isDate = (value: string | null): value is string => z.iso.date().safeParse(value).success
    if (isDate(product.harvestDate) && isDate(product.expiryDate) && product.expiryDate < product.harvestDate) {
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: msg('products.expiryBeforeHarvest') })
    }
  })
  .transform((product) => ({
    ...product,
    // Certificate details belong to a certified listing only: the form hides them otherwise, so
    // whatever an unchecked form still carries is not shown to anyone and is not kept.
    certificationDetails: product.isCertified
      ? product.certificationDetails
      : { authority: null, certificateNumber: null, certifiedOn: null },
  }))
/** What a client sends to create or update a listing. */
export type ProductInput = z.input<typeof ProductInputSchema>
/** The listing's fields as the server stores them, after defaults and checks. */
export type ProductFields = z.output<typeof ProductInputSchema>

/** POST …/add-productByFarmer and PATCH …/update-productByFarmer/{id}. */
export const ProductSavedResponseSchema = z.object({ message: z.string(), product: ProductSchema })
export type ProductSavedResponse = z.infer<typeof ProductSavedResponseSchema>

/** GET /products/{id}: one listing, for the detail page. */
export const ProductResponseSchema = z.object({ product: ProductSchema })
export type ProductResponse = z.infer<typeof ProductResponseSchema>
