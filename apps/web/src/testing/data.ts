import type { Product } from '@app/shared/products'

let sequence = 0

/** A listing in the API's shape (packages/shared/src/products.ts), with realistic defaults. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1
  return {
    _id: `product-${sequence}`,
    name: 'Desi Tomato',
    variety: 'Pusa Ruby',
    description: 'Firm, ripe tomatoes picked this week.',
    category: 'vegetable',
    pricePerUnit: 30,
    unit: 'kg',
    quantityAvailable: 120,
    images: ['/uploads/products/tomato-1.webp', '/uploads/products/tomato-2.webp'],
    isOrganic: false,
    isCertified: false,
    certificationDetails: { authority: null, certificateNumber: null, certifiedOn: null },
    harvestDate: '2025-03-05',
    expiryDate: '2025-03-20',
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: null },
    deliveryAvailable: true,
    deliveryRadiusKm: 25,
    status: 'available',
    ratings: [],
    farmerId: 'user-farmer',
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    ...overrides,
  }
}
