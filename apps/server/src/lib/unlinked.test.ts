import { describe, expect, it } from 'vitest'
import { unlinked } from './unlinked'

describe('unlinked', () => {
  it.each([
    ['Pay at http://evil.example/pay?x=1 now', 'Pay at http[:]//evil[.]example/pay?x=1 now'],
    ['see www.pay-now.in/offer.', 'see www[.]pay-now[.]in/offer.'],
    ['mail ravi@evil.co', 'mail ravi@evil[.]co'],
    ['UPI: upi://pay?pa=thief@sbi', 'UPI: upi[:]//pay?pa=thief@sbi'],
    ['खेत.भारत पर देखें', 'खेत[.]भारत पर देखें'],
  ])('takes the link out of %j', (text, expected) => {
    expect(unlinked(text)).toBe(expected)
  })

  it.each(['Sold out. Sorry!', 'Price is ₹115.50 for 2.5 kg', 'Call 98765 43210', 'Dr. Sharma, Pune'])('leaves %j as written', (text) => {
    expect(unlinked(text)).toBe(text)
  })
})
