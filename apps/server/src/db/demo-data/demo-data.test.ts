import { existsSync, readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { MIN_PASSWORD_LENGTH } from '@app/shared/limits'
import { quantityProblem } from '@app/shared/quantity'
import { PRODUCT_UNITS } from '@app/shared/units'
import { DEMO_PASSWORD, demoBuyerProfiles, demoBuyers, demoCartItems, demoFarmers, demoProducts } from './index'

const PHOTOS_DIR = fileURLToPath(new URL('../../../assets/demo-products/', import.meta.url))

describe('demo catalogue', () => {
  it('has at least 24 listings covering the main categories', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(24)
    const categories = new Set(demoProducts.map((product) => product.category))
    for (const category of ['vegetable', 'fruit', 'grain', 'pulse', 'spice'] as const) {
      expect(categories, category).toContain(category)
    }
  })

  it('names only farmers that exist, and gives the guest farmer listings of their own', () => {
    const keys = new Set(demoFarmers.map((farmer) => farmer.key))
    for (const product of demoProducts) expect(keys, product.name).toContain(product.farmerKey)
    expect(demoProducts.filter((product) => product.farmerKey === 'guest').length).toBeGreaterThanOrEqual(4)
  })

  it('uses the shared guest credentials for the guest farmer and lists the guest buyer first', () => {
    const guest = demoFarmers.find((farmer) => farmer.key === 'guest')
    expect(guest).toMatchObject({ name: GUEST_ACCOUNTS.farmer.name, email: GUEST_ACCOUNTS.farmer.email })
    expect(demoBuyers[0]).toEqual({ name: GUEST_ACCOUNTS.buyer.name, email: GUEST_ACCOUNTS.buyer.email })
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH)
  })

  it('gives every user a unique email and every farmer a 10-digit mobile, 6-digit PIN and Indian coordinates', () => {
    const emails = [...demoFarmers, ...demoBuyers].map((user) => user.email.toLowerCase())
    expect(new Set(emails).size).toBe(emails.length)
    expect(new Set(demoFarmers.map((farmer) => farmer.key)).size).toBe(demoFarmers.length)
    for (const farmer of demoFarmers) {
      expect(farmer.phone, farmer.key).toMatch(/^[6-9]\d{9}$/)
      expect(farmer.pin, farmer.key).toMatch(/^[1-9]\d{5}$/)
      expect(farmer.longitude, farmer.key).toBeGreaterThan(68)
      expect(farmer.longitude, farmer.key).toBeLessThan(98)
      expect(farmer.latitude, farmer.key).toBeGreaterThan(6)
      expect(farmer.latitude, farmer.key).toBeLessThan(37)
    }
    expect(new Set(demoFarmers.map((farmer) => farmer.state)).size).toBeGreaterThanOrEqual(6)
  })

  it('gives every farmer a farm size, and some a sustainable-farming certificate', () => {
    for (const farmer of demoFarmers) {
      expect(farmer.farmSizeAcres, farmer.key).toBeGreaterThan(0)
      expect(farmer.farmSizeAcres, farmer.key).toBeLessThan(1000)
    }
    const certified = demoFarmers.filter((farmer) => farmer.sustainableCertification)
    expect(certified.length).toBeGreaterThan(0)
    expect(certified.length).toBeLessThan(demoFarmers.length)
    for (const farmer of certified) {
      expect(farmer.sustainableCertification?.authority, farmer.key).toBeTruthy()
      expect(farmer.sustainableCertification?.certifiedOn, farmer.key).toMatch(/^202[56]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
    }
  })

  it('has organic listings and certified ones with full certificate details', () => {
    expect(demoProducts.some((product) => product.isOrganic)).toBe(true)
    const certified = demoProducts.filter((product) => product.isCertified)
    expect(certified.length).toBeGreaterThan(0)
    for (const product of certified) {
      expect(product.certification?.authority, product.name).toBeTruthy()
      expect(product.certification?.certificateNumber, product.name).toBeTruthy()
      expect(product.certification?.certifiedOn, product.name).toMatch(/^202[56]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
    }
    for (const product of demoProducts.filter((p) => !p.isCertified)) {
      expect(product.certification, product.name).toBeUndefined()
    }
  })

  it('has one or two listings that are not available, with nothing left to sell', () => {
    const notAvailable = demoProducts.filter((product) => product.status !== 'available')
    expect(notAvailable.length).toBeGreaterThanOrEqual(1)
    expect(notAvailable.length).toBeLessThanOrEqual(2)
    for (const product of notAvailable) expect(product.quantityAvailable, product.name).toBe(0)
  })

  it('keeps prices, quantities, dates, delivery and ratings plausible', () => {
    for (const product of demoProducts) {
      expect(product.pricePerUnit, product.name).toBeGreaterThan(0)
      expect(product.quantityAvailable, product.name).toBeGreaterThanOrEqual(0)
      expect(product.harvestDaysAgo, product.name).toBeGreaterThanOrEqual(0)
      expect(product.shelfLifeDays, product.name).toBeGreaterThan(0)
      expect(product.description.length, product.name).toBeGreaterThan(40)
      if (product.deliveryAvailable) {
        expect(product.deliveryRadiusKm, product.name).toBeGreaterThanOrEqual(10)
        expect(product.deliveryRadiusKm, product.name).toBeLessThanOrEqual(100)
      } else {
        expect(product.deliveryRadiusKm, product.name).toBe(0)
      }
      expect(product.ratings.length === 0 || product.ratings.length >= 2, product.name).toBe(true)
      for (const rating of product.ratings) {
        expect(Number.isInteger(rating) && rating >= 1 && rating <= 5, `${product.name}: ${rating}`).toBe(true)
      }
    }
  })

  it('sells each produce in a listed unit, with a minimum order and step that fit it', () => {
    for (const product of demoProducts) {
      expect(PRODUCT_UNITS, product.name).toContain(product.unit)
      expect(product.minOrderQuantity, product.name).toBeGreaterThan(0)
      expect(product.orderStep, product.name).toBeGreaterThan(0)
      // Whole hundredths, as the database keeps them.
      expect(Math.round(product.minOrderQuantity * 100), product.name).toBe(product.minOrderQuantity * 100)
      expect(Math.round(product.orderStep * 100), product.name).toBe(product.orderStep * 100)
      if (product.status === 'available') expect(product.minOrderQuantity, product.name).toBeLessThanOrEqual(product.quantityAvailable)
    }
    // Grain by the quintal sells in whole quintals; fresh vegetables by the kilogram in half kilograms.
    const wheat = demoProducts.filter((product) => product.name === 'Wheat')
    expect(wheat.map((product) => [product.unit, product.minOrderQuantity, product.orderStep])).toEqual([
      ['quintal', 1, 1],
      ['quintal', 1, 1],
    ])
    const tomato = demoProducts.find((product) => product.name === 'Tomato')
    expect([tomato?.unit, tomato?.minOrderQuantity, tomato?.orderStep]).toEqual(['kg', 1, 0.5])
  })

  it('refers only to photos that ship in the repo, and ships no photo it does not use', () => {
    const referenced = new Set(demoProducts.flatMap((product) => product.images))
    for (const product of demoProducts) {
      expect(product.images.length, product.name).toBeGreaterThanOrEqual(1)
      expect(product.images.length, product.name).toBeLessThanOrEqual(3)
    }
    for (const image of referenced) {
      expect(existsSync(PHOTOS_DIR + image), image).toBe(true)
      // Small enough for a phone on a slow connection; the generator aims well below this.
      expect(statSync(PHOTOS_DIR + image).size, image).toBeLessThanOrEqual(40 * 1024)
    }
    const shipped = readdirSync(PHOTOS_DIR).filter((file) => file.endsWith('.webp'))
    expect(shipped.filter((file) => !referenced.has(file))).toEqual([])
  })

  it('trades only in listed, available products of known buyers, with the guest farmer in the guest buyer’s cart', () => {
    const buyerEmails = new Set(demoBuyers.map((buyer) => buyer.email))
    for (const item of demoCartItems) {
      expect(buyerEmails, item.buyerEmail).toContain(item.buyerEmail)
      const product = demoProducts.find((row) => row.farmerKey === item.farmerKey && row.name === item.productName)
      expect(product?.status, `${item.farmerKey}/${item.productName}`).toBe('available')
      // The quantity a buyer could have chosen: the minimum and whole steps, within the stock.
      expect(product && quantityProblem(product, item.quantity), `${item.farmerKey}/${item.productName}`).toBeNull()
    }
    const guestCart = demoCartItems.filter((item) => item.buyerEmail === GUEST_ACCOUNTS.buyer.email)
    expect(guestCart).toHaveLength(2)
    expect(new Set(guestCart.map((item) => item.farmerKey)).size).toBe(2)
    expect(guestCart.map((item) => item.farmerKey)).toContain('guest')
    expect(demoBuyerProfiles.map((profile) => profile.email)).toContain(GUEST_ACCOUNTS.buyer.email)
    for (const profile of demoBuyerProfiles) {
      expect(buyerEmails, profile.email).toContain(profile.email)
      expect(profile.phone).toMatch(/^[6-9]\d{9}$/)
      expect(profile.preferences.length).toBeGreaterThan(0)
    }
  })
})
