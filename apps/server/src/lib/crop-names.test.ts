import { describe, expect, it } from 'vitest'
import { CROP_NAMES, cropDisplayName, cropNameRows, cropNamesChecksum, normaliseName } from './crop-names'

describe('the crop-name dictionary', () => {
  it('names at least 60 crops, each in English, Hindi, Marathi, Tamil and Bengali, with Latin spellings', () => {
    expect(CROP_NAMES.length).toBeGreaterThanOrEqual(60)
    for (const crop of CROP_NAMES) {
      for (const language of ['en', 'hi', 'mr', 'ta', 'bn', 'latin'] as const) expect(crop[language].length, crop.en[0]).toBeGreaterThan(0)
      // Each script is the one its language is written in.
      for (const name of crop.hi) expect(name, crop.en[0]).toMatch(/^[\u0900-\u097F ]+$/)
      for (const name of crop.mr) expect(name, crop.en[0]).toMatch(/^[\u0900-\u097F ]+$/)
      for (const name of crop.ta) expect(name, crop.en[0]).toMatch(/^[\u0B80-\u0BFF ]+$/)
      for (const name of crop.bn) expect(name, crop.en[0]).toMatch(/^[\u0980-\u09FF ]+$/)
      for (const name of [...crop.en, ...crop.latin]) expect(name, crop.en[0]).toMatch(/^[a-z ]+$/)
    }
  })

  it('gives no two crops the same name, so a search never mixes them up', () => {
    const seen = new Map<string, string>()
    for (const crop of CROP_NAMES) {
      for (const name of new Set([...crop.en, ...crop.hi, ...crop.mr, ...crop.ta, ...crop.bn, ...crop.latin].map(normaliseName))) {
        expect(seen.get(name), `${name}: ${crop.en[0]} and ${seen.get(name)}`).toBeUndefined()
        seen.set(name, crop.en[0]!)
      }
    }
  })
})

describe('normaliseName', () => {
  it('compares names by their letters alone: case, apostrophes, punctuation and spaces aside', () => {
    expect(normaliseName("  Lady's   Finger ")).toBe('ladys finger')
    expect(normaliseName('टमाटर / देसी')).toBe('टमाटर देसी')
    expect(normaliseName('Shimla-Mirch, (Green)')).toBe('shimla mirch green')
  })
})

describe('the dictionary as table rows', () => {
  it('names each crop by its first English name, and gives every name of it once, normalised', () => {
    const rows = cropNameRows()
    const tomato = rows.filter((row) => row.crop === 'tomato').map((row) => row.name)
    expect(tomato).toEqual(expect.arrayContaining(['tomato', 'tomatoes', 'टमाटर', 'தக்காளி', 'টমেটো', 'tamatar']))
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
    for (const synonym of ['eggplant', 'aubergine', 'baingan', 'बैंगन'])
      expect(rows.find((row) => row.name === synonym)?.crop).toBe('brinjal')
    for (const synonym of ['ladies finger', 'lady finger', 'bhindi']) expect(rows.find((row) => row.name === synonym)?.crop).toBe('okra')
    for (const synonym of ['shimla mirch', 'bell pepper']) expect(rows.find((row) => row.name === synonym)?.crop).toBe('capsicum')
  })

  it('changes its checksum when a name changes, and only then', () => {
    const rows = cropNameRows()
    expect(cropNamesChecksum(rows)).toBe(cropNamesChecksum(cropNameRows()))
    expect(cropNamesChecksum([...rows.slice(1)])).not.toBe(cropNamesChecksum(rows))
  })

  it("gives a crop's name in each language a reader knows it by, an English one with a capital", () => {
    expect(cropDisplayName('tomato', 'en')).toBe('Tomato')
    expect(cropDisplayName('tomato', 'hi')).toBe('टमाटर')
    expect(cropDisplayName('okra', 'ta')).toBe('வெண்டைக்காய்')
    expect(cropDisplayName('pearl millet', 'en')).toBe('Pearl millet')
    expect(cropDisplayName('no such crop', 'en')).toBeUndefined()
  })
})
