import { describe, expect, it } from 'vitest'
import { ContactSchema, MAX_CONTACT_MESSAGE_LENGTH } from './contact'
import { SUPPORT_MAP_LINK } from './support'
import { en } from './messages/en'
import { english } from './messages/english'

function errors(input: unknown): Record<string, string> {
  const result = ContactSchema.safeParse(input)
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= english.text(issue.message)
  return byField
}

describe('ContactSchema', () => {
  it('trims the fields and lower-cases the email, keeping the message’s lines', () => {
    expect(ContactSchema.parse({ name: ' Asha ', email: ' Asha@Example.IN ', message: ' Hello\n\nRegards ' })).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Hello\n\nRegards',
    })
  })

  it('requires all three fields', () => {
    expect(errors({ name: ' ', email: '', message: '\n' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    })
    expect(errors({})).toEqual({ name: 'Name is required', email: 'Email is required', message: 'Message is required' })
  })

  it('refuses a malformed email, a long name and a long message', () => {
    expect(errors({ name: 'n'.repeat(101), email: 'not-an-email', message: 'm'.repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) })).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at most 5000 characters',
    })
    expect(ContactSchema.safeParse({ name: 'A', email: 'a@b.in', message: 'm'.repeat(MAX_CONTACT_MESSAGE_LENGTH) }).success).toBe(true)
  })
})

describe('support contacts', () => {
  it('link the address to a map search', () => {
    expect(SUPPORT_MAP_LINK).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=[^&#\s]+$/)
    expect(decodeURIComponent(SUPPORT_MAP_LINK.split('query=')[1] ?? '')).toBe(
      'Sector V, Salt Lake City, Kolkata, West Bengal 700091, India',
    )
  })
})

describe('info catalogue', () => {
  it('gives the spec texts word for word', () => {
    expect(en['weather.fetchFailed']).toBe('Failed to fetch weather data. Please try another city.')
    expect(en['weather.forecastHeading']).toBe('Today’s Forecast')
    expect(en['weather.cityPlaceholder']).toBe('Enter city')
    expect(en['contact.thanks']).toBe('Thank you for your patience.')
    expect(en['contact.modalTitle']).toBe('Type Your Message')
    expect(en['contact.send']).toBe('Send Message')
    expect(en['farmLaw.kcc.phone']).toBe('1800-180-1551')
  })
})
