import type { FieldErrors } from '@app/shared/errors'
import { PRODUCT_DEFAULTS, type Product, type ProductCategory, type ProductInput, type ProductStatus } from '@app/shared/products'

/**
 * What the product form holds: text as typed and the checkboxes. SPEC.md §5 applies no
 * validation to this form, so the text goes to the server as it is and the server's field errors
 * come back under the fields (issue 3 item 3).
 */
export type ProductFormValues = {
  name: string
  variety: string
  description: string
  category: ProductCategory
  pricePerUnit: string
  unit: string
  quantityAvailable: string
  status: ProductStatus
  isOrganic: boolean
  isCertified: boolean
  certificationAuthority: string
  certificateNumber: string
  certifiedOn: string
  harvestDate: string
  expiryDate: string
  city: string
  state: string
  pin: string
  longitude: string
  latitude: string
  deliveryAvailable: boolean
  deliveryRadiusKm: string
}

export type ProductFormField = keyof ProductFormValues
/** The photo list has its own error line, above the photo controls. */
export type ProductErrorTarget = ProductFormField | 'images'

/** A new listing starts with the spec's defaults (SPEC.md §9): grain, kg, available, radius 0. */
export function toProductFormValues(product?: Product): ProductFormValues {
  const point = product?.location.coordinates?.coordinates
  return {
    name: product?.name ?? '',
    variety: product?.variety ?? '',
    description: product?.description ?? '',
    category: product?.category ?? PRODUCT_DEFAULTS.category,
    pricePerUnit: product ? String(product.pricePerUnit) : '',
    unit: product?.unit ?? PRODUCT_DEFAULTS.unit,
    quantityAvailable: product ? String(product.quantityAvailable) : '',
    status: product?.status ?? PRODUCT_DEFAULTS.status,
    isOrganic: product?.isOrganic ?? false,
    isCertified: product?.isCertified ?? false,
    certificationAuthority: product?.certificationDetails.authority ?? '',
    certificateNumber: product?.certificationDetails.certificateNumber ?? '',
    certifiedOn: product?.certificationDetails.certifiedOn ?? '',
    harvestDate: product?.harvestDate ?? '',
    expiryDate: product?.expiryDate ?? '',
    city: product?.location.city ?? '',
    state: product?.location.state ?? '',
    pin: product?.location.pin ?? '',
    longitude: point ? String(point[0]) : '',
    latitude: point ? String(point[1]) : '',
    deliveryAvailable: product?.deliveryAvailable ?? false,
    deliveryRadiusKm: product ? String(product.deliveryRadiusKm) : String(PRODUCT_DEFAULTS.deliveryRadiusKm),
  }
}

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/

/**
 * A number box's value for the body: a JSON number when it reads as one, null when empty, and
 * otherwise the text as typed, so the server's field error names what is wrong with it.
 */
function numberOrText(text: string): number | string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return DECIMAL.test(trimmed) ? Number(trimmed) : text
}

/**
 * The product fields of SPEC.md §3 from the form, unchecked (SPEC.md §5). Coordinates are the
 * spec's GeoJSON point, longitude first; two empty boxes mean none.
 */
export function toProductInput(values: ProductFormValues, images: readonly string[]): ProductInput {
  const hasPoint = values.longitude.trim() !== '' || values.latitude.trim() !== ''
  return {
    name: values.name,
    variety: values.variety,
    description: values.description,
    category: values.category,
    pricePerUnit: numberOrText(values.pricePerUnit),
    unit: values.unit,
    quantityAvailable: numberOrText(values.quantityAvailable),
    images: [...images],
    isOrganic: values.isOrganic,
    isCertified: values.isCertified,
    certificationDetails: {
      authority: values.certificationAuthority,
      certificateNumber: values.certificateNumber,
      certifiedOn: values.certifiedOn || null,
    },
    harvestDate: values.harvestDate || null,
    expiryDate: values.expiryDate || null,
    location: {
      city: values.city,
      state: values.state,
      pin: values.pin,
      coordinates: hasPoint ? { type: 'Point', coordinates: [numberOrText(values.longitude), numberOrText(values.latitude)] } : null,
    },
    deliveryAvailable: values.deliveryAvailable,
    deliveryRadiusKm: numberOrText(values.deliveryRadiusKm),
    status: values.status,
  }
}

/** The server names nested fields by their path in the body (`location.city`); the form's fields are flat. */
const NESTED_FIELDS: Record<string, ProductFormField> = {
  'certificationDetails.authority': 'certificationAuthority',
  'certificationDetails.certificateNumber': 'certificateNumber',
  'certificationDetails.certifiedOn': 'certifiedOn',
  'location.city': 'city',
  'location.state': 'state',
  'location.pin': 'pin',
  'location.coordinates.coordinates.1': 'latitude',
}

const FLAT_FIELDS = new Set<string>(Object.keys(toProductFormValues()))

function isFormField(key: string): key is ProductFormField {
  return FLAT_FIELDS.has(key)
}

/** Which line of the form shows the server's error for `key`; null when none does. */
export function errorTarget(key: string): ProductErrorTarget | null {
  if (isFormField(key)) return key
  if (key === 'images' || key.startsWith('images.')) return 'images'
  const nested = NESTED_FIELDS[key]
  if (nested) return nested
  // The point as a whole, or its longitude: shown under the longitude, the first of the two boxes.
  if (key.startsWith('location.coordinates')) return 'longitude'
  return null
}

/** The server's field errors, one message per line of the form (the first, when a line has several). */
export function productFieldErrors(fieldErrors: FieldErrors): Partial<Record<ProductErrorTarget, string>> {
  const shown: Partial<Record<ProductErrorTarget, string>> = {}
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const target = errorTarget(key)
    const message = messages[0]
    if (target && message && !shown[target]) shown[target] = message
  }
  return shown
}
