import { describe, expect, it } from 'vitest'
import { carriesToken, isSavedApiRead } from './offline-reads'

const ORIGIN = 'https://kisansetu.example'
const saved = (path: string, origin = ORIGIN) => isSavedApiRead(new URL(path, origin), ORIGIN)

describe('what the service worker keeps for offline reading', () => {
  it('keeps Browse, a listing and its reviews, a storefront, and the orders', () => {
    for (const path of [
      '/api/orderProduct/get-AllListedProduct',
      '/api/orderProduct/get-AllListedProduct?category=fruit',
      '/api/products/p1',
      '/api/products/p1/reviews',
      '/api/farmers/f1',
      '/api/farmers/f1/rating',
      '/api/farmers/f1/products',
      '/api/orders',
      '/api/orders/o1',
      '/api/orders/o1/reviews',
    ]) {
      expect(saved(path), path).toBe(true)
    }
  })

  it('keeps nothing about accounts, no other calls, nothing from another site and nothing with a token in its address', () => {
    for (const path of [
      '/api/user/signin',
      '/api/user/verifyEmail',
      '/api/me/checkout',
      '/api/orderProduct/getProductFromCart',
      '/api/orders/o1/transitions',
      '/api/products/p1?token=abc',
    ]) {
      expect(saved(path), path).toBe(false)
    }
    expect(saved('/api/products/p1', 'https://elsewhere.example')).toBe(false)
    expect(carriesToken(new URL('/reset-password?token=abc', ORIGIN))).toBe(true)
    expect(carriesToken(new URL('/products/browse?q=tomato', ORIGIN))).toBe(false)
  })
})
