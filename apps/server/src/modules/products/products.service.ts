import { msg } from '@app/shared/messages/refs'
import type { FarmerBadges, LatLng, ListedProduct } from '@app/shared/browse'
import type { Locale } from '@app/shared/messages/locales'
import type { Product, ProductFields } from '@app/shared/products'
import { toIndianState } from '@app/shared/states'
import type { AppDeps } from '#src/app-deps'
import type { ProductRow } from '#src/db/schema/products'
import { AppError } from '#src/lib/app-error'
import { cropDisplayName } from '#src/lib/crop-names'
import { columnsToPoint, pointToColumns } from '#src/lib/geo'
import { maySeeListing, type Viewer } from '#src/lib/sandbox'
import { findListedProductsByIds, type ListedProductRow } from '#src/modules/browse/browse.repository'
import { placeOfQuery } from '#src/modules/pincodes/pincodes.service'
import { farmerBadges } from '#src/modules/verification/verification.service'
import { NO_BADGES } from '@app/shared/verification'
import * as repo from './products.repository'
import type { ProductColumns } from './products.repository'

/**
 * A row as the API answers a product. The columns of the two groups (certification, location)
 * come back nested, and the timestamps as ISO text; every other column, the price included, is
 * the field of the same name as the database returned it.
 */
export function toProductDto(row: ProductRow, demo: boolean): Product {
  // One literal with every field, and keys added by assignment: V8 builds an object of this many
  // keys through rest or spread syntax several times slower, and the answer is built per listing.
  const product: Product = {
    _id: row.id,
    name: row.name,
    variety: row.variety,
    description: row.description,
    category: row.category,
    pricePerUnit: row.pricePerUnit,
    unit: row.unit,
    quantityAvailable: row.quantityAvailable,
    minOrderQuantity: row.minOrderQuantity,
    orderStep: row.orderStep,
    images: row.images,
    isOrganic: row.isOrganic,
    isCertified: row.isCertified,
    certificationDetails: { authority: row.certificationAuthority, certificateNumber: row.certificateNumber, certifiedOn: row.certifiedOn },
    harvestDate: row.harvestDate,
    expiryDate: row.expiryDate,
    location: {
      city: row.locationCity,
      state: row.locationState,
      pin: row.locationPin,
      coordinates: columnsToPoint({ longitude: row.longitude, latitude: row.latitude }),
    },
    deliveryAvailable: row.deliveryAvailable,
    deliveryRadiusKm: row.deliveryRadiusKm,
    status: row.status,
    ratings: row.ratings,
    farmerId: row.farmerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    demo,
  }
  // Only a hidden listing carries it, and only its farmer is shown one: other answers stay as they were.
  if (row.hiddenAt) product.hidden = { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' }
  return product
}

/**
 * A listing as a buyer sees it (Browse, the cart, its page): the product, its farmer's name and its
 * price per kg. `withDistance` when the query named a place: then `distanceKm` (to a tenth of a
 * kilometre, null when the listing's place is unknown) is part of the answer. With `locale`,
 * `cropName`: the crop the listing's name names (products.crop) as a reader of that language calls
 * it, so an English buyer reads "Tomato" beside "टमाटर / देसी"; none when the name names no crop
 * the dictionary knows. With `badges` (verification's farmerBadges, by farmer), the farmer's badges.
 */
export function toListedProductDto(
  row: ListedProductRow,
  { withDistance = false, locale, badges }: { withDistance?: boolean; locale?: Locale; badges?: ReadonlyMap<string, FarmerBadges> } = {},
): ListedProduct {
  const { product, distanceKm } = row
  const cropName = locale === undefined || product.crop === null ? undefined : cropDisplayName(product.crop, locale)
  // Added to the product's own fresh object (toProductDto): a spread of it with keys after it is many times slower.
  const listed: ListedProduct = Object.assign(toProductDto(product, row.farmerIsDemo), {
    farmerName: row.farmerName,
    pricePerKg: product.pricePerKg,
  })
  if (badges) listed.badges = badges.get(product.farmerId) ?? NO_BADGES
  if (withDistance) listed.distanceKm = distanceKm === null ? null : Math.round(distanceKm * 10) / 10
  if (cropName !== undefined) listed.cropName = cropName
  return listed
}

export async function listFarmerProducts(deps: Pick<AppDeps, 'db'>, farmer: Viewer): Promise<Product[]> {
  return (await repo.findProductsByFarmer(deps.db, farmer.id)).map((row) => toProductDto(row, farmer.isDemo))
}

/** Another farmer's listing answers exactly like a missing one, so ids of others leak nothing. */
export async function deleteFarmerProduct(deps: Pick<AppDeps, 'db'>, farmerId: string, productId: string): Promise<void> {
  if (!(await repo.deleteProductOfFarmer(deps.db, productId, farmerId))) throw productNotFound()
}

/**
 * The checked body as columns. Only the two groups (certification, location) are flattened: the
 * table keeps a column per field so the database can index, sort and check each. Every other
 * field, the price included, goes in as the shared schema returned it.
 */
export function toProductColumns({ certificationDetails, location, ...fields }: ProductFields): ProductColumns {
  return {
    ...fields,
    certificationAuthority: certificationDetails.authority,
    certificateNumber: certificationDetails.certificateNumber,
    certifiedOn: certificationDetails.certifiedOn,
    locationCity: location.city,
    // A state written any case or spacing is stored by its one name, which the state filter compares to.
    locationState: toIndianState(location.state) ?? location.state,
    locationPin: location.pin,
    ...pointToColumns(location.coordinates),
  }
}

function productNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('products.notFound'))
}

/** Lists a product for `farmerId`: the owner is the signed-in farmer, never a `farmerId` from the body. */
export async function createFarmerProduct(deps: Pick<AppDeps, 'db'>, farmer: Viewer, fields: ProductFields): Promise<Product> {
  return toProductDto(await repo.insertProduct(deps.db, farmer.id, toProductColumns(fields)), farmer.isDemo)
}

/** Replaces a listing's fields. Another farmer's listing answers exactly like a missing one. */
export async function updateFarmerProduct(
  deps: Pick<AppDeps, 'db'>,
  farmer: Viewer,
  productId: string,
  fields: ProductFields,
): Promise<Product> {
  const row = await repo.updateProductOfFarmer(deps.db, productId, farmer.id, toProductColumns(fields))
  if (!row) throw productNotFound()
  return toProductDto(row, farmer.isDemo)
}

/**
 * Any listing, for its page, as Browse shows it (farmer's name, price per kg): what a farmer shows
 * a buyer is public. A demo account is told a real farm's listing does not exist (lib/sandbox).
 */
export async function getProduct(
  deps: Pick<AppDeps, 'db'>,
  productId: string,
  viewer: Viewer | null,
  place: { near?: LatLng; pin?: string } = {},
  locale?: Locale,
): Promise<ListedProduct> {
  const near = await placeOfQuery(deps.db, place)
  // The listing, its farmer's name, whether its farm is a demo one and its distance, in one query.
  const [row] = await findListedProductsByIds(deps.db, [productId], near)
  if (!row || !maySeeListing(viewer, row.farmerIsDemo)) throw productNotFound()
  // An operator hid it (modules/moderation): gone for everyone but its farmer.
  if (row.product.hiddenAt && viewer?.id !== row.product.farmerId) throw productNotFound()
  const badges = await farmerBadges(deps, [row.product.farmerId])
  return toListedProductDto(row, { withDistance: near !== undefined, locale, badges })
}
