import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('thumbnailSrc with photos on a CDN (VITE_ASSETS_URL)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('shows the thumbnail of a stored photo linked on the CDN, and still leaves other sites alone', async () => {
    vi.stubEnv('VITE_ASSETS_URL', 'https://cdn.example/')
    vi.resetModules()
    const { thumbnailSrc: onCdn } = await import('./uploads')
    expect(onCdn(`https://cdn.example/uploads/products/${HASH}.webp`)).toBe(`https://cdn.example/uploads/products/${HASH}-thumb.webp`)
    expect(onCdn(`https://example.in/uploads/products/${HASH}.webp`)).toBe(`https://example.in/uploads/products/${HASH}.webp`)
  })
})
