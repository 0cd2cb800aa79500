import { describe, expect, it } from 'vitest'
import { CitySchema } from './weather'
import { hourLabelParts, MAX_CITY_LENGTH } from './weather-city'
import { english } from './messages/english'

function cityError(input: unknown): string | undefined {
  const result = CitySchema.safeParse(input)
  return result.success ? undefined : english.text(result.error.issues[0]?.message ?? '')
}

describe('CitySchema', () => {
  it.each([
    ['Kolkata', 'Kolkata'],
    ['  New   Delhi ', 'New Delhi'],
    ['Port Blair', 'Port Blair'],
    ["Bishop's Stortford", "Bishop's Stortford"],
    ['Sri Ganganagar, Rajasthan', 'Sri Ganganagar, Rajasthan'],
    ['St. Thomas Mount', 'St. Thomas Mount'],
    ['Sawai-Madhopur', 'Sawai-Madhopur'],
    ['कोलकाता', 'कोलकाता'],
    ['சென்னை', 'சென்னை'],
    ['বেঙ্গালুরু', 'বেঙ্গালুরু'],
  ])('accepts %j as %j', (input, output) => {
    expect(CitySchema.parse(input)).toBe(output)
  })

  it('writes one city one way (Unicode NFC)', () => {
    const decomposed = 'Kraków'.normalize('NFD')
    expect(CitySchema.parse(decomposed)).toBe('Kraków'.normalize('NFC'))
  })

  it.each([
    ['empty', '', 'Please enter a city'],
    ['spaces only', '   ', 'Please enter a city'],
    ['missing', undefined, 'Please enter a city'],
    ['a number', 42, 'Please enter a city'],
    ['500 characters', 'a'.repeat(500), 'A city name can be at most 80 characters'],
    ['a slash', 'Kolkata/../admin', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a question mark', 'Kolkata?format=3', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['two dots', '..', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['two dots inside', 'Kol..kata', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a NUL', 'Kol\u0000kata', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a newline inside', 'Kol\nkata', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a tab inside', 'Kol\tkata', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a hash', 'Kolkata#x', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a percent sign', 'Kol%2Fkata', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    [
      'a special location of the service',
      '~Eiffel',
      'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name',
    ],
    ['digits', '110001', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a full stop alone', '.', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['punctuation without a letter', " -'., ", 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
    ['a vowel sign without a letter', '\u093E', 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name'],
  ])('refuses %s', (_label, input, message) => {
    expect(cityError(input)).toBe(message)
  })

  it('accepts exactly the longest name allowed', () => {
    expect(CitySchema.safeParse('a'.repeat(MAX_CITY_LENGTH)).success).toBe(true)
    expect(CitySchema.safeParse('a'.repeat(MAX_CITY_LENGTH + 1)).success).toBe(false)
  })
})

describe('hourLabelParts', () => {
  it('labels the 3-hourly steps 12 AM … 9 PM', () => {
    const labels = ['0', '300', '600', '900', '1200', '1500', '1800', '2100'].map((time) => {
      const { id, hour } = hourLabelParts(time)
      return `${hour} ${id === 'weather.hourAm' ? 'AM' : 'PM'}`
    })
    expect(labels).toEqual(['12 AM', '3 AM', '6 AM', '9 AM', '12 PM', '3 PM', '6 PM', '9 PM'])
  })
})
