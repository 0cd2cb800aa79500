import { en } from '@app/shared/messages/en'
import type { Product } from '@app/shared/products'
import type { Db } from '#src/db/client'
import type { ProductRow } from '#src/db/schema/products'
import { AppError } from '#src/lib/app-error'
import * as repo from './products.repository'

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
      coordinates:
        row.longitude === null || row.latitude === null
          ? null
          : { type: 'Point', coordinates: [row.longitude, row.latitude] },
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

export async function listFarmerProducts(db: Db, farmerId: string): Promise<Product[]> {
  return (await repo.findProductsByFarmer(db, farmerId)).map(toProductDto)
}

/** Another farmer's listing answers exactly like a missing one, so ids of others leak nothing. */
export async function deleteFarmerProduct(db: Db, farmerId: string, productId: string): Promise<void> {
  if (!(await repo.deleteProductOfFarmer(db, productId, farmerId))) {
    throw new AppError(404, 'NOT_FOUND', en['products.notFound'])
  }
}
