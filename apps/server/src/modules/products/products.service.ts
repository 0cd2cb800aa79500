import { en } from '@app/shared/messages/en'
import type { Product, ProductFields } from '@app/shared/products'
import type { AppDeps } from '#src/app-deps'
import type { ProductRow } from '#src/db/schema/products'
import { AppError } from '#src/lib/app-error'
import { columnsToPoint, pointToColumns } from '#src/lib/geo'
import * as repo from './products.repository'
import type { ProductColumns } from './products.repository'

/** A row in the spec's product shape (SPEC.md §3). */
export function toProductDto(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    variety: row.variety,
    description: row.description,
    category: row.category,
    pricePerUnit: row.pricePerUnit,
    unit: row.unit,
    quantityAvailable: row.quantityAvailable,
    images: row.images,
    isOrganic: row.isOrganic,
    isCertified: row.isCertified,
    certificationDetails: {
      authority: row.certificationAuthority,
      certificateNumber: row.certificateNumber,
      certifiedOn: row.certifiedOn,
    },
    harvestDate: row.harvestDate,
    expiryDate: row.expiryDate,
    location: {
      city: row.locationCity,
      state: row.locationState,
      pin: row.locationPin,
      coordinates: columnsToPoint(row),
    },
    deliveryAvailable: row.deliveryAvailable,
    deliveryRadiusKm: row.deliveryRadiusKm,
    status: row.status,
    ratings: row.ratings,
    farmerId: row.farmerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listFarmerProducts(deps: Pick<AppDeps, 'db'>, farmerId: string): Promise<Product[]> {
  return (await repo.findProductsByFarmer(deps.db, farmerId)).map(toProductDto)
}

/** Another farmer's listing answers exactly like a missing one, so ids of others leak nothing. */
export async function deleteFarmerProduct(deps: Pick<AppDeps, 'db'>, farmerId: string, productId: string): Promise<void> {
  if (!(await repo.deleteProductOfFarmer(deps.db, productId, farmerId))) throw productNotFound()
}

/** The checked body (ProductInputSchema) as columns. */
export function toProductColumns(fields: ProductFields): ProductColumns {
  return {
    name: fields.name,
    variety: fields.variety,
    description: fields.description,
    category: fields.category,
    pricePerUnit: fields.pricePerUnit,
    unit: fields.unit,
    quantityAvailable: fields.quantityAvailable,
    images: fields.images,
    isOrganic: fields.isOrganic,
    isCertified: fields.isCertified,
    certificationAuthority: fields.certificationDetails.authority,
    certificateNumber: fields.certificationDetails.certificateNumber,
    certifiedOn: fields.certificationDetails.certifiedOn,
    harvestDate: fields.harvestDate,
    expiryDate: fields.expiryDate,
    locationCity: fields.location.city,
    locationState: fields.location.state,
    locationPin: fields.location.pin,
    ...pointToColumns(fields.location.coordinates),
    deliveryAvailable: fields.deliveryAvailable,
    deliveryRadiusKm: fields.deliveryRadiusKm,
    status: fields.status,
  }
}

function productNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', en['products.notFound'])
}

/** Lists a product for `farmerId`: the owner is the signed-in farmer, never a `farmerId` from the body. */
export async function createFarmerProduct(deps: Pick<AppDeps, 'db'>, farmerId: string, fields: ProductFields): Promise<Product> {
  return toProductDto(await repo.insertProduct(deps.db, farmerId, toProductColumns(fields)))
}

/** Replaces a listing's fields. Another farmer's listing answers exactly like a missing one. */
export async function updateFarmerProduct(
  deps: Pick<AppDeps, 'db'>,
  farmerId: string,
  productId: string,
  fields: ProductFields,
): Promise<Product> {
  const row = await repo.updateProductOfFarmer(deps.db, productId, farmerId, toProductColumns(fields))
  if (!row) throw productNotFound()
  return toProductDto(row)
}

/** Any listing, for its detail page: what a farmer shows a buyer is public. */
export async function getProduct(deps: Pick<AppDeps, 'db'>, productId: string): Promise<Product> {
  const row = await repo.findProductById(deps.db, productId)
  if (!row) throw productNotFound()
  return toProductDto(row)
}
