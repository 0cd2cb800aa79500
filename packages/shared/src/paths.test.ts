import { describe, expect, it } from 'vitest'
import { farmerStorefrontPath, isClientRoute, productDetailsPath, productEditPath, productPath, localePath, splitLocalePath } from './paths'

describe('farmer screen paths', () => {
  it('builds the detail and edit paths of a listing, encoding the id', () => {
    expect(productDetailsPath('4f1c')).toBe('/products/details/4f1c')
    expect(productEditPath('a/b')).toBe('/products/edit/a%2Fb')
  })

  it('knows the farmer routes, with one segment for the id', () => {
    for (const path of ['/products/list', '/products/details/4f1c', '/products/edit/4f1c', '/profile/farmer', '/profile/farmer/edit']) {
      expect(isClientRoute(path), path).toBe(true)
    }
    expect(isClientRoute('/profile/farmer/photo')).toBe(false)
    expect(isClientRoute('/products/details/a/b')).toBe(false)
  })
})

describe('buyer screen paths', () => {
  it('knows the buyer routes and the farmer’s requests screen', () => {
    for (const path of [
      '/products/browse',
      '/mycart',
      '/orders/history',
      '/orders/received',
      '/profile/buyer',
      '/profile/buyer/edit',
      '/profile/buyer/create',
    ]) {
      expect(isClientRoute(path), path).toBe(true)
    }
    expect(isClientRoute('/orders')).toBe(false)
  })
})

describe('discovery paths', () => {
  it('builds the public product page and storefront paths, encoding the id', () => {
    expect(productPath('4f1c')).toBe('/products/4f1c')
    expect(productPath('a/b')).toBe('/products/a%2Fb')
    expect(farmerStorefrontPath('7d2e')).toBe('/farmers/7d2e')
  })

  it('knows the product page and the storefront, with one segment for the id', () => {
    for (const path of ['/products/4f1c', '/products/4f1c/', '/farmers/7d2e']) {
      expect(isClientRoute(path), path).toBe(true)
    }
    expect(isClientRoute('/products/4f1c/reviews')).toBe(false)
    expect(isClientRoute('/farmers')).toBe(false)
    expect(isClientRoute('/farmers/a/b')).toBe(false)
  })
})

describe('language paths', () => {
  it('keeps English at the spec paths and puts other languages under their code', () => {
    expect(localePath('en', '/signin')).toBe('/signin')
    expect(localePath('hi', '/signin')).toBe('/hi/signin')
    expect(localePath('ta', '/')).toBe('/ta/')
  })

  it('reads the language back from a path', () => {
    expect(splitLocalePath('/hi/signin')).toEqual({ locale: 'hi', pathname: '/signin' })
    expect(splitLocalePath('/bn')).toEqual({ locale: 'bn', pathname: '/' })
    expect(splitLocalePath('/mr/')).toEqual({ locale: 'mr', pathname: '/' })
    expect(splitLocalePath('/signin')).toEqual({ locale: 'en', pathname: '/signin' })
    expect(splitLocalePath('/en/signin')).toEqual({ locale: 'en', pathname: '/en/signin' })
    expect(splitLocalePath('/hindi')).toEqual({ locale: 'en', pathname: '/hindi' })
  })
})
