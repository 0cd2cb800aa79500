import type { ListedProduct } from '@app/shared/browse'
import type { FarmerProfile } from '@app/shared/farmer-profile'
import type { MandiMarketPrice, PriceReference } from '@app/shared/mandi'
import type { Order } from '@app/shared/orders'
import type { Product } from '@app/shared/products'
import { KG_PER_UNIT } from '@app/shared/units'
import type { Weather } from '@app/shared/weather'

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
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['/uploads/products/tomato-1.webp', '/uploads/products/tomato-2.webp'],
    isOrganic: false,
    isCertified: false,
    certificationDetails: { authority: null, certificateNumber: null, certifiedOn: null },
    harvestDate: '2025-03-05',
    expiryDate: '2025-03-20',
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [] } },
    deliveryAvailable: true,
    deliveryRadiusKm: 25,
    status: 'available',
    ratings: [],
    farmerId: 'user-farmer',
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    demo: false,
    ...overrides,
  }
}

/** A listing as browse and the cart answer it: the product, its farmer's name and (sold by weight) its price per kg. */
export function makeListedProduct(overrides: Partial<ListedProduct> = {}): ListedProduct {
  const { farmerName = 'Ramesh Patel', pricePerKg, ...product } = overrides
  const listed = makeProduct(product)
  const kg = KG_PER_UNIT[listed.unit]
  return { ...listed, farmerName, pricePerKg: pricePerKg !== undefined ? pricePerKg : kg ? listed.pricePerUnit / kg : null }
}

/** The signed-in farmer's profile in the API's shape (packages/shared/src/farmer-profile.ts): no UPI ID, photo or delivery limits yet. */
export function makeFarmerProfile(overrides: Partial<FarmerProfile> = {}): FarmerProfile {
  return {
    _id: 'fp-1',
    userId: 'user-farmer',
    phone: '9876543210',
    location: { city: 'Nashik', state: 'Maharashtra', pin: '422001', coordinates: { type: 'Point', coordinates: [73.79, 19.99] } },
    farmSize: 4,
    isCertifiedSustainable: false,
    certificationDetails: { authority: null, certifiedOn: null, documents: [] },
    upiId: null,
    deliveryFee: 49,
    deliveryRadiusKm: null,
    deliveryPins: [],
    pickupAddress: null,
    profileImage: null,
    name: 'Ramesh Patel',
    email: 'farmer@example.com',
    createdAt: '2025-01-05T00:00:00.000Z',
    updatedAt: '2025-02-10T00:00:00.000Z',
    ...overrides,
  }
}

/** An order in the API's shape (packages/shared/src/orders.ts): a placed delivery order paid by UPI, not yet accepted. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    reference: 'KS7Q2M4X',
    status: 'placed',
    fulfilment: 'delivery',
    address: '14 MG Road, Pune, Maharashtra',
    deliveryFee: 49,
    subtotal: 150,
    total: 199,
    lines: [{ productId: 'p-onion', productName: 'Red Onion', unit: 'kg', quantity: 6, pricePerUnit: 25, amount: 150 }],
    payment: { method: 'upi', status: 'pending', utr: null, refusals: 0, upi: null },
    expectedDeliveryDate: null,
    holdUntil: null,
    createdAt: '2025-05-04T08:00:00.000Z',
    farmer: { _id: 'user-farmer', name: 'Ramesh Patel', phone: null },
    buyer: { _id: 'user-buyer', name: 'Anita Sharma', phone: null },
    events: [{ at: '2025-05-04T08:00:00.000Z', actor: 'buyer', status: 'placed', paymentStatus: null, note: '', cause: null }],
    ...overrides,
  }
}

const FORECAST_HOURS = ['0', '300', '600', '900', '1200', '1500', '1800', '2100']

/** A city's weather as the API answers it: partly cloudy, 31 °C, rain at 3 PM. */
export function makeWeather(area: string): Weather {
  return {
    area,
    country: 'India',
    condition: 'Partly cloudy',
    iconCode: 116,
    temperatureC: 31,
    feelsLikeC: 37,
    humidity: 74,
    windKmph: 13,
    pressureMb: 1004,
    visibilityKm: 9,
    cloudCover: 40,
    uvIndex: 7,
    sunrise: '05:12 AM',
    sunset: '06:14 PM',
    hourly: FORECAST_HOURS.map((time, index) => ({
      time,
      label: '',
      tempC: 26 + index,
      condition: index === 5 ? 'Moderate rain' : 'Clear',
      iconCode: index === 5 ? 302 : 113,
    })),
  }
}

/** A market's rate as the price lookup answers it: Lasalgaon APMC near Nashik, in ₹ per quintal. */
export function makeMandiMarket(overrides: Partial<MandiMarketPrice> = {}): MandiMarketPrice {
  return {
    market: 'Lasalgaon APMC',
    district: 'Nashik',
    state: 'Maharashtra',
    distanceKm: 48,
    date: '2026-12-05',
    minPrice: 1600,
    maxPrice: 2400,
    modalPrice: 2000,
    ...overrides,
  }
}

/** A price lookup's answer: tomato in ₹ per quintal, demo rates at one market, no own prices yet. */
export function makePriceReference(overrides: Partial<PriceReference> = {}): PriceReference {
  return {
    crop: 'tomato',
    cropName: 'Tomato',
    unit: 'quintal',
    comparable: true,
    mandi: { demo: true, markets: [makeMandiMarket()] },
    ownPrices: [],
    ...overrides,
  }
}
