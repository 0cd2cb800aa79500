import { describe, expect, it } from 'vitest'
import { FarmerProductsResponseSchema, ProductSchema, type Product } from './products'

const product: Product = {
  _id: '5b0c8a0e-3f6f-4a52-9a57-1c2d3e4f5a6b',
  name: 'Toor Dal',
  variety: 'Gulbarga',
  description: 'Unpolished pigeon pea.',
  category: 'pulse',
  pricePerUnit: 142.75,
  unit: 'kg',
  quantityAvailable: 300,
  images: ['/uploads/products/abc.webp'],
  isOrganic: true,
  isCertified: true,
  certificationDetails: { authority: 'NPOP', certificateNumber: 'NPOP-77', certifiedOn: '2025-02-01' },
  harvestDate: '2025-03-10',
  expiryDate: '2026-03-10',
  location: { city: 'Kalaburagi', state: 'Karnataka', pin: '585101', coordinates: { type: 'Point', coordinates: [76.83, 17.33] } },
  deliveryAvailable: true,
  deliveryRadiusKm: 50,
  status: 'available',
  ratings: [4, 5, 5],
  farmerId: '0f1e2d3c-4b5a-4968-8776-655443322110',
  createdAt: '2025-03-11T04:30:00.000Z',
  updatedAt: '2025-03-11T04:30:00.000Z',
}

describe('ProductSchema', () => {
  it("accepts the spec's product shape, with or without coordinates and certification", () => {
    expect(ProductSchema.parse(product)).toEqual(product)
    const plain = {
      ...product,
      isCertified: false,
      certificationDetails: { authority: null, certificateNumber: null, certifiedOn: null },
      harvestDate: null,
      expiryDate: null,
      location: { ...product.location, coordinates: null },
    }
    expect(ProductSchema.parse(plain)).toEqual(plain)
    expect(FarmerProductsResponseSchema.parse({ getAllProduct: [product] }).getAllProduct).toHaveLength(1)
  })

  it('refuses categories, statuses and dates outside the spec', () => {
    expect(ProductSchema.safeParse({ ...product, category: 'dairy' }).success).toBe(false)
    expect(ProductSchema.safeParse({ ...product, status: 'sold' }).success).toBe(false)
    expect(ProductSchema.safeParse({ ...product, harvestDate: '10/03/2025' }).success).toBe(false)
    expect(
      ProductSchema.safeParse({ ...product, location: { ...product.location, coordinates: { type: 'Point', coordinates: [76.83] } } })
        .success,
    ).toBe(false)
  })
})
