import { describe, expect, it } from 'vitest'
import { productImageKey, productThumbnailKey, thumbnailUrl, uploadUrl } from './uploads'

const HASH = '0123456789abcdef0123456789abcdef'

describe('thumbnailUrl', () => {
  it('points a photo the app stored at its thumbnail beside it', () => {
    const url = uploadUrl(productImageKey(HASH))
    expect(url).toBe(`/uploads/products/${HASH}.webp`)
    expect(thumbnailUrl(url)).toBe(`/uploads/products/${HASH}-thumb.webp`)
    expect(thumbnailUrl(url)).toBe(uploadUrl(productThumbnailKey(HASH)))
  })

  it('returns any other image URL unchanged', () => {
    for (const url of [
      'https://example.in/onion.jpg',
      `https://example.in/uploads/products/${HASH}.webp`,
      `/uploads/products/${HASH}-thumb.webp`,
      '/uploads/profiles/abc/def.webp',
      `/uploads/products/${HASH}.jpg`,
      `/uploads/products/${HASH.toUpperCase()}.webp`,
      '',
    ]) {
      expect(thumbnailUrl(url)).toBe(url)
    }
  })
})
