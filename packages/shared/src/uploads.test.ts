import { describe, expect, it } from 'vitest'
import {
  absoluteUploadUrl,
  isUploadPath,
  productImageKey,
  productThumbnailKey,
  storedUploadPath,
  thumbnailKeyOf,
  thumbnailUrl,
  uploadUrl,
} from './uploads'

const HASH = '0123456789abcdef0123456789abcdef'
const SERVER = 'https://kisansetu.example'

describe('thumbnailUrl', () => {
  it('points a photo the app stored at its thumbnail beside it', () => {
    const url = uploadUrl(productImageKey(HASH))
    expect(url).toBe(`/uploads/products/${HASH}.webp`)
    expect(thumbnailUrl(url)).toBe(`/uploads/products/${HASH}-thumb.webp`)
    expect(thumbnailUrl(url)).toBe(uploadUrl(productThumbnailKey(HASH)))
  })

  it('does the same for its absolute link on an origin the app serves uploads from', () => {
    expect(thumbnailUrl(`${SERVER}/uploads/products/${HASH}.webp`, [SERVER])).toBe(`${SERVER}/uploads/products/${HASH}-thumb.webp`)
    expect(thumbnailUrl(`${SERVER}/uploads/products/${HASH}.webp`, ['http://localhost:5173', SERVER])).toBe(
      `${SERVER}/uploads/products/${HASH}-thumb.webp`,
    )
  })

  it('returns any other image URL unchanged', () => {
    for (const url of [
      'https://example.in/onion.jpg',
      `https://example.in/uploads/products/${HASH}.webp`,
      `${SERVER}.evil.in/uploads/products/${HASH}.webp`,
      `/uploads/products/${HASH}-thumb.webp`,
      '/uploads/profiles/abc/def.webp',
      `/uploads/products/${HASH}.jpg`,
      `/uploads/products/${HASH.toUpperCase()}.webp`,
      '',
    ]) {
      expect(thumbnailUrl(url, [SERVER])).toBe(url)
    }
    expect(thumbnailUrl(`${SERVER}/uploads/products/${HASH}.webp`)).toBe(`${SERVER}/uploads/products/${HASH}.webp`)
  })
})

describe('thumbnailKeyOf', () => {
  it("names a product photo's thumbnail, and nothing for other keys", () => {
    expect(thumbnailKeyOf(productImageKey(HASH))).toBe(productThumbnailKey(HASH))
    expect(thumbnailKeyOf(productThumbnailKey(HASH))).toBeNull()
    expect(thumbnailKeyOf('profiles/u1/abc.webp')).toBeNull()
  })
})

describe('absoluteUploadUrl and storedUploadPath', () => {
  it('put PUBLIC_URL in front of an upload path, and take it off again', () => {
    const path = uploadUrl(productImageKey(HASH))
    expect(isUploadPath(path)).toBe(true)
    expect(absoluteUploadUrl(SERVER, path)).toBe(SERVER + path)
    expect(storedUploadPath(SERVER, SERVER + path)).toBe(path)
    expect(storedUploadPath(SERVER, path)).toBe(path)
  })

  it('leave everything else unchanged', () => {
    for (const value of ['https://example.in/a.jpg', '/uploads/../etc/passwd', '/uploads/', 'Onion', `${SERVER}/api/orders`]) {
      expect(absoluteUploadUrl(SERVER, value)).toBe(value)
      expect(storedUploadPath(SERVER, value)).toBe(value)
    }
    expect(storedUploadPath(SERVER, `https://other.example/uploads/products/${HASH}.webp`)).toBe(
      `https://other.example/uploads/products/${HASH}.webp`,
    )
  })
  it('take back a link on any of the bases photos were linked on (ASSETS_URL, then PUBLIC_URL), and no other', () => {
    const path = uploadUrl(productImageKey(HASH))
    const bases = ['https://cdn.example', SERVER]
    expect(absoluteUploadUrl('https://cdn.example', path)).toBe(`https://cdn.example${path}`)
    expect(storedUploadPath(bases, `https://cdn.example${path}`)).toBe(path)
    expect(storedUploadPath(bases, SERVER + path)).toBe(path)
    expect(storedUploadPath(bases, path)).toBe(path)
    for (const value of [`https://cdn.example.evil.in${path}`, `https://other.example${path}`, 'https://cdn.example/uploads/../x.webp']) {
      expect(storedUploadPath(bases, value)).toBe(value)
    }
  })
})
