import { describe, expect, it } from 'vitest'
import { mapStrings, withAbsoluteUploadLinks, withStoredUploadPaths } from './upload-links'

const PUBLIC_URL = 'https://kisansetu.example'
const PHOTO = '/uploads/products/0123456789abcdef0123456789abcdef.webp'

describe('withAbsoluteUploadLinks', () => {
  it('makes every upload path absolute, at any depth, and leaves every other value alone', () => {
    const createdAt = new Date('2025-01-01T00:00:00Z')
    const answer = {
      product: { images: [PHOTO, 'https://example.in/a.jpg'], name: 'Onion', createdAt },
      profileImage: '/uploads/profiles/u1/abc.webp',
      note: 'see /uploads/products/x.webp',
      path: '/uploads/../secret',
      count: 3,
      none: null,
    }
    expect(withAbsoluteUploadLinks(PUBLIC_URL, answer)).toEqual({
      product: { images: [PUBLIC_URL + PHOTO, 'https://example.in/a.jpg'], name: 'Onion', createdAt },
      profileImage: `${PUBLIC_URL}/uploads/profiles/u1/abc.webp`,
      note: 'see /uploads/products/x.webp',
      path: '/uploads/../secret',
      count: 3,
      none: null,
    })
  })

  it('never modifies the answer it is given (a cached one stays as stored), and copies nothing without uploads', () => {
    const cached = { items: [{ images: [PHOTO] }, { images: [] }] }
    const snapshot = structuredClone(cached)
    const answer = withAbsoluteUploadLinks(PUBLIC_URL, cached)
    expect(cached).toEqual(snapshot)
    expect(answer.items[1]).toBe(cached.items[1])
    const plain = { a: [1, 'b'], c: { d: 'e' } }
    expect(withAbsoluteUploadLinks(PUBLIC_URL, plain)).toBe(plain)
  })
})

describe('withStoredUploadPaths', () => {
  it('turns our own absolute links back into paths, and keeps paths and other sites as they are', () => {
    const body = { images: [PUBLIC_URL + PHOTO, PHOTO, `https://elsewhere.example${PHOTO}`, `${PUBLIC_URL}/uploads/../x`], name: 'Onion' }
    expect(withStoredUploadPaths(PUBLIC_URL, body)).toEqual({
      images: [PHOTO, PHOTO, `https://elsewhere.example${PHOTO}`, `${PUBLIC_URL}/uploads/../x`],
      name: 'Onion',
    })
  })
})

describe('mapStrings', () => {
  it('maps a bare string and leaves class instances unwalked', () => {
    expect(mapStrings('a', (text) => text.toUpperCase())).toBe('A')
    const buffer = Buffer.from('abc')
    expect(mapStrings({ buffer }, (text) => text.toUpperCase()).buffer).toBe(buffer)
  })
})

describe('mapStrings on hostile input', () => {
  it('stops at a depth no answer or body of ours reaches, instead of overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)) as unknown
    expect(mapStrings(deep, (text) => text.toUpperCase())).toBe(deep)
    const nested = { a: { b: { c: [PHOTO] } } }
    expect(withAbsoluteUploadLinks(PUBLIC_URL, nested).a.b.c).toEqual([PUBLIC_URL + PHOTO])
  })
})
