import { describe, expect, it } from 'vitest'
import { thumbnailSrc } from './uploads'

const HASH = '0123456789abcdef0123456789abcdef'

describe('thumbnailSrc', () => {
  it("shows the thumbnail of a photo the server stored, by its path or its absolute link on the page's origin", () => {
    const origin = window.location.origin
    expect(thumbnailSrc(`/uploads/products/${HASH}.webp`)).toBe(`/uploads/products/${HASH}-thumb.webp`)
    expect(thumbnailSrc(`${origin}/uploads/products/${HASH}.webp`)).toBe(`${origin}/uploads/products/${HASH}-thumb.webp`)
  })

  it('shows a link to another site as it is', () => {
    expect(thumbnailSrc(`https://example.in/uploads/products/${HASH}.webp`)).toBe(`https://example.in/uploads/products/${HASH}.webp`)
    expect(thumbnailSrc('https://example.in/onion.jpg')).toBe('https://example.in/onion.jpg')
  })
})
