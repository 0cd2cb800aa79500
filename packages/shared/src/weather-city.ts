import { msg } from './messages/refs'

// The weather screen's rules without Zod: the screen checks a typed city and labels its grid as it
// loads, and Zod comes only with the first answer it reads (weather.ts holds the API's schemas,
// built on these rules).

/** Longest city name we look up: the longest Indian place names are well under this. */
export const MAX_CITY_LENGTH = 80

/**
 * Letters and combining marks of every script (Devanagari, Bengali or Tamil names need their vowel
 * signs, which are marks), spaces, and the punctuation place names use: . , ' ’ -
 * Anything else is refused before the weather service is asked: the city becomes a path segment
 * of its URL, where `/`, `?`, `#`, `..` or a control character would change what is requested.
 */
const CITY_PATTERN = /^[\p{L}\p{M} .,'’-]+$/u

export type CityCheck = { city: string; problem?: undefined } | { city?: undefined; problem: string }

/**
 * A city as typed: trimmed, 1 to 80 characters, letters and place-name punctuation only, with at
 * least one letter ("." or "-" alone would ask the weather service for its own root). The city
 * comes back in Unicode NFC with runs of spaces collapsed, so one city has one spelling; a city
 * that breaks a rule comes back as the message reference saying which.
 */
export function checkCity(input: string): CityCheck {
  const city = input.trim()
  if (city.length === 0) return { problem: msg('weather.cityRequired') }
  if (city.length > MAX_CITY_LENGTH) return { problem: msg('weather.cityTooLong') }
  if (!CITY_PATTERN.test(city) || !/\p{L}/u.test(city) || city.includes('..')) return { problem: msg('weather.cityInvalid') }
  return { city: city.normalize('NFC').replace(/ {2,}/g, ' ') }
}

/**
 * The catalogue entry and hour for a forecast time ('0' → 12 AM, '1500' → 3 PM), so the server
 * and the screen label the grid the same way in any language.
 */
export function hourLabelParts(time: string): { id: 'weather.hourAm' | 'weather.hourPm'; hour: number } {
  const hours = Math.floor(Number(time) / 100) % 24
  return { id: hours < 12 ? 'weather.hourAm' : 'weather.hourPm', hour: hours % 12 === 0 ? 12 : hours % 12 }
}
