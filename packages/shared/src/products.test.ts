import { describe, expect, it } from 'vitest'
import { FarmerProductsResponseSchema, ProductInputSchema, ProductSchema, type Product } from './products'
import { english } from './messages/english'

const product: Product = {
  _id: '5b0c8a0e-3f6f-4a52-9a57-1c2d3e4f5a6b',
  name: 'Toor Dal',
  variety: 'Gulbarga',
  description: 'Unpolished pigeon pea.',
  category: 'pulse',
  pricePerUnit: 142.75,
  unit: 'kg',
  quantityAvailable: 300,
  minOrderQuantity: 5,
  orderStep: 0.5,
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
  demo: false,
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
      location: { ...product.location, coordinates: { type: 'Point', coordinates: [] } },
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
    // No coordinates are the empty point, never null: clients read the shape without testing for null.
    expect(ProductSchema.safeParse({ ...product, location: { ...product.location, coordinates: null } }).success).toBe(false)
  })
})

/** The field errors of a rejected body, keyed as the server keys them (`location.pin`). */
function fieldErrors(body: unknown): Record<string, string[]> {
  const result = ProductInputSchema.safeParse(body)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(english.text(issue.message))
  return errors
}

describe('ProductInputSchema', () => {
  it("fills the spec's defaults for a minimal listing", () => {
    expect(ProductInputSchema.parse({ name: ' Onion ', pricePerUnit: 32, quantityAvailable: 100 })).toEqual({
      name: 'Onion',
      variety: '',
      description: '',
      category: 'grain',
      pricePerUnit: 32,
      unit: 'kg',
      quantityAvailable: 100,
      minOrderQuantity: 1,
      orderStep: 1,
      images: [],
      isOrganic: false,
      isCertified: false,
      certificationDetails: { authority: null, certificateNumber: null, certifiedOn: null },
      harvestDate: null,
      expiryDate: null,
      location: { city: '', state: '', pin: '', coordinates: null },
      deliveryAvailable: false,
      deliveryRadiusKm: 0,
      status: 'available',
    })
  })

  it('takes a product back as the client got it, dropping the read-only fields', () => {
    const parsed = ProductInputSchema.parse({
      ...product,
      _id: 'x',
      farmerId: 'someone-else',
      ratings: [1],
      createdAt: 'x',
      updatedAt: 'x',
    })
    expect(parsed).not.toHaveProperty('_id')
    expect(parsed).not.toHaveProperty('farmerId')
    expect(parsed).not.toHaveProperty('ratings')
    expect(parsed).not.toHaveProperty('createdAt')
    expect(parsed).not.toHaveProperty('updatedAt')
    expect(parsed).toMatchObject({
      name: 'Toor Dal',
      certificationDetails: product.certificationDetails,
      location: product.location,
      deliveryRadiusKm: 50,
    })
  })

  it('reads the text a form sends: numbers as text, empty boxes as nothing', () => {
    expect(
      ProductInputSchema.parse({
        name: 'Onion',
        pricePerUnit: '32.456',
        quantityAvailable: '1200',
        unit: '',
        deliveryRadiusKm: '',
        harvestDate: '',
        images: ['', 'https://example.in/onion.jpg'],
        location: { city: 'Nashik', state: 'Maharashtra', pin: '', coordinates: { type: 'Point', coordinates: ['', ''] } },
      }),
    ).toMatchObject({
      pricePerUnit: 32.46,
      quantityAvailable: 1200,
      unit: 'kg',
      deliveryRadiusKm: 0,
      harvestDate: null,
      images: ['https://example.in/onion.jpg'],
      location: { city: 'Nashik', pin: '', coordinates: null },
    })
  })

  it('reads the product form as it holds a new listing, and what it returns parses to itself', () => {
    const form = {
      category: 'grain',
      unit: 'kg',
      status: 'available',
      deliveryRadiusKm: 0,
      name: ' Sharbati Wheat ',
      variety: '',
      description: '',
      pricePerUnit: '32.5',
      quantityAvailable: '500',
      isOrganic: false,
      isCertified: false,
      certificationDetails: { authority: '', certificateNumber: '', certifiedOn: '' },
      harvestDate: '',
      expiryDate: '',
      location: { city: '', state: '', pin: '', coordinates: { coordinates: ['', ''] } },
      deliveryAvailable: false,
      images: [],
    } as const
    const parsed = ProductInputSchema.parse(form)
    expect(parsed).toMatchObject({
      name: 'Sharbati Wheat',
      pricePerUnit: 32.5,
      quantityAvailable: 500,
      certificationDetails: { authority: null, certificateNumber: null, certifiedOn: null },
      harvestDate: null,
      location: { city: '', state: '', pin: '', coordinates: null },
    })
    expect(ProductInputSchema.parse(parsed)).toEqual(parsed)
    const stored = ProductInputSchema.parse(product)
    expect(ProductInputSchema.parse(stored)).toEqual(stored)
  })

  it('keeps certificate details only on a certified listing', () => {
    const details = { authority: 'NPOP', certificateNumber: 'N-1', certifiedOn: '2025-01-01' }
    expect(ProductInputSchema.parse({ ...product, isCertified: true, certificationDetails: details }).certificationDetails).toEqual(details)
    expect(ProductInputSchema.parse({ ...product, isCertified: false, certificationDetails: details }).certificationDetails).toEqual({
      authority: null,
      certificateNumber: null,
      certifiedOn: null,
    })
  })

  it('rejects negative or non-numeric price and quantity, and a missing one', () => {
    expect(fieldErrors({ ...product, pricePerUnit: -1 })).toEqual({ pricePerUnit: ['Price cannot be negative'] })
    expect(fieldErrors({ ...product, pricePerUnit: 'cheap' })).toEqual({ pricePerUnit: ['Price must be a number'] })
    expect(fieldErrors({ ...product, pricePerUnit: '' })).toEqual({ pricePerUnit: ['Price is required'] })
    expect(fieldErrors({ ...product, pricePerUnit: 1e9 })).toEqual({ pricePerUnit: ['Price must be at most ₹1,00,00,000'] })
    expect(fieldErrors({ ...product, quantityAvailable: '-5' })).toEqual({ quantityAvailable: ['Quantity cannot be negative'] })
    expect(fieldErrors({ ...product, quantityAvailable: 'lots' })).toEqual({ quantityAvailable: ['Quantity must be a number'] })
    expect(fieldErrors({ ...product, quantityAvailable: undefined })).toEqual({ quantityAvailable: ['Quantity is required'] })
    expect(fieldErrors({ ...product, deliveryRadiusKm: -3 })).toEqual({ deliveryRadiusKm: ['Delivery radius cannot be negative'] })
  })

  it('rejects a category or status outside the lists', () => {
    expect(fieldErrors({ ...product, category: 'dairy' })).toEqual({
      category: ['Choose a category: vegetable, fruit, grain, pulse, herb, spice or other'],
    })
    expect(fieldErrors({ ...product, status: 'sold' })).toEqual({
      status: ['Choose a status: available, out_of_stock or unavailable'],
    })
  })

  it('rejects malformed and impossible dates, and an expiry before the harvest', () => {
    const invalid = ['Enter a real date as YYYY-MM-DD']
    expect(fieldErrors({ ...product, harvestDate: '10/03/2025' })).toEqual({ harvestDate: invalid })
    expect(fieldErrors({ ...product, expiryDate: '2025-02-30' })).toEqual({ expiryDate: invalid })
    expect(fieldErrors({ ...product, isCertified: true, certificationDetails: { certifiedOn: 'yesterday' } })).toEqual({
      'certificationDetails.certifiedOn': invalid,
    })
    expect(fieldErrors({ ...product, harvestDate: '2025-03-10', expiryDate: '2025-03-09' })).toEqual({
      expiryDate: ['Expiry date cannot be before the harvest date'],
    })
    expect(fieldErrors({ ...product, harvestDate: '2025-03-10', expiryDate: '2025-03-10' })).toEqual({})
  })

  it('rejects malformed coordinates and PIN codes', () => {
    const at = (coordinates: unknown) => ({ ...product, location: { ...product.location, coordinates } })
    expect(fieldErrors(at({ type: 'Point', coordinates: [200, 10] }))).toEqual({
      'location.coordinates.coordinates.0': ['Longitude must be a number from -180 to 180'],
    })
    expect(fieldErrors(at({ type: 'Point', coordinates: [76, 100] }))).toEqual({
      'location.coordinates.coordinates.1': ['Latitude must be a number from -90 to 90'],
    })
    expect(fieldErrors(at('76.8, 17.3'))).toEqual({ 'location.coordinates': ['Coordinates must be a point: [longitude, latitude]'] })
    expect(fieldErrors({ ...product, location: { ...product.location, pin: '58510' } })).toEqual({
      'location.pin': ['PIN code must be 6 digits'],
    })
  })

  it('rejects more than 8 images and links that are not http(s) or our uploads', () => {
    const images = Array.from({ length: 9 }, (_, index) => `https://example.in/${index}.jpg`)
    expect(fieldErrors({ ...product, images })).toEqual({ images: ['A product can have at most 8 images'] })
    expect(fieldErrors({ ...product, images: images.slice(0, 8) })).toEqual({})
    const message = ['Each image must be an http:// or https:// link, or a photo uploaded here']
    expect(fieldErrors({ ...product, images: ['javascript:alert(1)'] })).toEqual({ 'images.0': message })
    expect(fieldErrors({ ...product, images: ['/uploads/products/a.webp', 'file:///etc/passwd'] })).toEqual({ 'images.1': message })
    expect(fieldErrors({ ...product, images: 'https://example.in/a.jpg' })).toEqual({ images: message })
  })

  it('rejects over-long text and a missing name', () => {
    expect(fieldErrors({ ...product, name: 'x'.repeat(101) })).toEqual({ name: ['Product name must be at most 100 characters'] })
    expect(fieldErrors({ ...product, name: '   ' })).toEqual({ name: ['Product name is required'] })
    expect(fieldErrors({ ...product, variety: 'x'.repeat(101) })).toEqual({ variety: ['Variety must be at most 100 characters'] })
    expect(fieldErrors({ ...product, description: 'x'.repeat(2001) })).toEqual({
      description: ['Description must be at most 2000 characters'],
    })
    expect(fieldErrors({ ...product, description: 'x'.repeat(2000) })).toEqual({})
    expect(fieldErrors({ ...product, location: { ...product.location, city: 'x'.repeat(61) } })).toEqual({
      'location.city': ['City must be at most 60 characters'],
    })
    expect(fieldErrors({ ...product, location: { ...product.location, state: 'x'.repeat(61) } })).toEqual({
      'location.state': ['State must be at most 60 characters'],
    })
    expect(
      fieldErrors({
        ...product,
        isCertified: true,
        certificationDetails: { authority: 'x'.repeat(101), certificateNumber: 'y'.repeat(101) },
      }),
    ).toEqual({
      'certificationDetails.authority': ['Certification details must be at most 100 characters each'],
      'certificationDetails.certificateNumber': ['Certification details must be at most 100 characters each'],
    })
  })

  it('reads the unit from the list in any case or a common spelling, blank as kg', () => {
    const unitOf = (unit: unknown) => ProductInputSchema.parse({ ...product, unit }).unit
    expect(unitOf('Quintal')).toBe('quintal')
    expect(unitOf(' Kgs ')).toBe('kg')
    expect(unitOf('qtl')).toBe('quintal')
    expect(unitOf('DOZ')).toBe('dozen')
    expect(unitOf('')).toBe('kg')
    expect(unitOf(null)).toBe('kg')
    expect(unitOf(undefined)).toBe('kg')
    for (const unit of ['box of 12', 'x'.repeat(21), 'toString', 42]) {
      expect(fieldErrors({ ...product, unit })).toEqual({ unit: ['Choose a unit from the list'] })
    }
  })

  it('keeps the minimum order and step to hundredths, defaulting to 1 and 1', () => {
    const parsed = ProductInputSchema.parse({ ...product, minOrderQuantity: '2.5', orderStep: 0.25 })
    expect(parsed).toMatchObject({ minOrderQuantity: 2.5, orderStep: 0.25 })
    expect(ProductInputSchema.parse({ ...product, minOrderQuantity: 1.004, orderStep: '0.456' })).toMatchObject({
      minOrderQuantity: 1,
      orderStep: 0.46,
    })
    expect(ProductInputSchema.parse({ ...product, minOrderQuantity: '', orderStep: null })).toMatchObject({
      minOrderQuantity: 1,
      orderStep: 1,
    })
  })

  it('rejects a minimum order or step that is not a number above 0', () => {
    expect(fieldErrors({ ...product, minOrderQuantity: 0 })).toEqual({ minOrderQuantity: ['Minimum order must be more than 0'] })
    expect(fieldErrors({ ...product, minOrderQuantity: -2 })).toEqual({ minOrderQuantity: ['Minimum order must be more than 0'] })
    // Below a hundredth rounds to 0, which is no minimum at all.
    expect(fieldErrors({ ...product, minOrderQuantity: 0.004 })).toEqual({ minOrderQuantity: ['Minimum order must be more than 0'] })
    expect(fieldErrors({ ...product, minOrderQuantity: 'some' })).toEqual({ minOrderQuantity: ['Minimum order must be a number'] })
    expect(fieldErrors({ ...product, minOrderQuantity: 1e9 })).toEqual({ minOrderQuantity: ['Minimum order is too large'] })
    expect(fieldErrors({ ...product, orderStep: 0 })).toEqual({ orderStep: ['Order step must be more than 0'] })
    expect(fieldErrors({ ...product, orderStep: 'half' })).toEqual({ orderStep: ['Order step must be a number'] })
    expect(fieldErrors({ ...product, orderStep: 1e9 })).toEqual({ orderStep: ['Order step is too large'] })
  })

  it('rejects values of the wrong type with a message of ours', () => {
    expect(fieldErrors({ ...product, isOrganic: 'yes' })).toEqual({ isOrganic: ['Must be true or false'] })
    expect(fieldErrors({ ...product, description: 42 })).toEqual({ description: ['Enter text here'] })
  })
})
