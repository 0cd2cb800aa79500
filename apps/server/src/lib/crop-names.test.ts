import { describe, expect, it } from 'vitest'
import { CROP_NAMES, cropNameMatches, normaliseName } from './crop-names'

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

describe('cropNameMatches', () => {
  it('reads a crop from any of its names or the start of one, and gives all its names', () => {
    for (const search of ['tomato', 'Tamatar', 'टमाटर', 'टमाट', 'தக்காளி', 'টমেটো', 'टोमॅटो', '  TAMAT ']) {
      const { contains } = cropNameMatches(search)
      expect(contains, search).toEqual(expect.arrayContaining(['tomato', 'टमाटर', 'தக்காளி', 'টমেটো', 'tamatar']))
    }
    expect(cropNameMatches('kanda').contains).toEqual(expect.arrayContaining(['onion', 'प्याज', 'pyaz']))
  })

  it('prefers the crop a term names in full, and matches short names only as whole words', () => {
    const peas = cropNameMatches('peas')
    expect(peas.contains).toContain('matar')
    expect(peas.contains).not.toContain('peanut')
    const mango = cropNameMatches('mango')
    expect(mango.words).toEqual(expect.arrayContaining(['aam', 'আম']))
    expect(mango.contains).not.toContain('aam')
  })

  it('names nothing for a word that is no crop, or two letters that only begin one', () => {
    expect(cropNameMatches('tractor')).toEqual({ contains: [], words: [] })
    expect(cropNameMatches('to')).toEqual({ contains: [], words: [] })
    expect(cropNameMatches('')).toEqual({ contains: [], words: [] })
  })
})
