import { describe, expect, it } from 'vitest'
import { isClientRoute, productDetailsPath, productEditPath } from './paths'

describe('farmer screen paths', () => {
  it('builds the detail and edit paths of a listing, encoding the id', () => {
    expect(productDetailsPath('4f1c')).toBe('/products/details/4f1c')
    expect(productEditPath('a/b')).toBe('/products/edit/a%2Fb')
  })

  it('knows the farmer routes, with one segment for the id', () => {
    for (const path of ['/products/list', '/products/details/4f1c', '/products/edit/4f1c', '/profile/farmer', '/profile/farmer/edit']) {
      expect(isClientRoute(path), path).toBe(true)
    }
    expect(isClientRoute('/products/details')).toBe(false)
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
