import { describe, expect, it } from 'vitest'
import { english } from './messages/english'
import {
  canConfirmPayment,
  canSubmitUtr,
  MAX_PAYMENT_REFUSALS,
  PAYMENT_STATUSES,
  PaymentConfirmationInputSchema,
  SubmitUtrInputSchema,
  refusalsLeft,
  upiIdSchema,
  upiPayUri,
} from './payments'

describe('upiPayUri', () => {
  it('gives payee, name, amount with 2 decimals, INR, the reference and the note, in that order', () => {
    expect(
      upiPayUri({
        payeeId: 'ramesh.patel@oksbi',
        payeeName: 'Ramesh',
        amount: 1049,
        reference: 'KSAB23CD45EF',
        note: 'Order KSAB23CD45EF',
      }),
    ).toBe('upi://pay?pa=ramesh.patel%40oksbi&pn=Ramesh&am=1049.00&cu=INR&tr=KSAB23CD45EF&tn=Order%20KSAB23CD45EF')
  })

  it('writes paise exactly and percent-encodes names (a space as %20, never +)', () => {
    const uri = upiPayUri({ payeeId: 'a-b_c@ybl', payeeName: 'Suresh & Sons', amount: 95.5, reference: 'KS2', note: 'Rice + dal' })
    expect(uri).toBe('upi://pay?pa=a-b_c%40ybl&pn=Suresh%20%26%20Sons&am=95.50&cu=INR&tr=KS2&tn=Rice%20%2B%20dal')
    const params = Object.fromEntries(
      uri
        .slice('upi://pay?'.length)
        .split('&')
        .map((pair) => pair.split('=').map(decodeURIComponent)),
    )
    expect(params).toEqual({ pa: 'a-b_c@ybl', pn: 'Suresh & Sons', am: '95.50', cu: 'INR', tr: 'KS2', tn: 'Rice + dal' })
    expect(upiPayUri({ payeeId: 'x1@ybl', payeeName: 'X', amount: 0.1 + 0.2, reference: 'R', note: 'n' })).toContain('am=0.30&')
  })
})

describe('upiIdSchema', () => {
  it.each(['ramesh@oksbi', 'ramesh.patel-1@okhdfcbank', '9876543210@ybl', 'r_p@paytm', '  trimmed@upi  '])('accepts %j', (upiId) => {
    expect(upiIdSchema.parse(upiId)).toBe(upiId.trim())
  })

  it("accepts '' (no UPI ID)", () => {
    expect(upiIdSchema.parse('')).toBe('')
    expect(upiIdSchema.parse('   ')).toBe('')
  })

  it.each([
    'ramesh',
    'ramesh@',
    '@oksbi',
    'r@oksbi',
    '.ramesh@oksbi',
    'ramesh@ok sbi',
    'ram esh@oksbi',
    'ramesh@1bank',
    'ramesh@ok.sbi',
    'a@b@c',
  ])('refuses %j with its message', (upiId) => {
    const result = upiIdSchema.safeParse(upiId)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => english.text(issue.message))).toContain('Enter a UPI ID like name@bank')
  })
})

describe('SubmitUtrInputSchema', () => {
  it('accepts 12 digits, ignoring the spaces an app shows them with', () => {
    expect(SubmitUtrInputSchema.parse({ utr: '412345678901' })).toEqual({ utr: '412345678901' })
    expect(SubmitUtrInputSchema.parse({ utr: ' 4123 4567 8901 ' })).toEqual({ utr: '412345678901' })
  })

  it.each([['41234567890'], ['4123456789012'], ['41234567890a'], ['UTR412345678'], [''], [412345678901], [null]])(
    'refuses %j with its message',
    (utr) => {
      const result = SubmitUtrInputSchema.safeParse({ utr })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => [issue.path, english.text(issue.message)])).toEqual([
        [['utr'], 'Enter the 12-digit UTR your UPI app shows'],
      ])
    },
  )

  it('refuses a body without a UTR', () => {
    expect(english.text(SubmitUtrInputSchema.safeParse({}).error?.issues[0]?.message ?? '')).toBe(
      'Enter the 12-digit UTR your UPI app shows',
    )
  })
})

describe('PaymentConfirmationInputSchema', () => {
  it('takes true or false only', () => {
    expect(PaymentConfirmationInputSchema.parse({ received: true })).toEqual({ received: true })
    expect(PaymentConfirmationInputSchema.parse({ received: false })).toEqual({ received: false })
    for (const received of ['true', 1, null, undefined]) {
      expect(english.text(PaymentConfirmationInputSchema.safeParse({ received }).error?.issues[0]?.message ?? '')).toBe(
        'Say whether the payment was received',
      )
    }
  })
})

describe('who may do which payment step', () => {
  it('lets the buyer enter a UTR for a payable UPI order not paid or refused as not received', () => {
    const allowed = PAYMENT_STATUSES.filter((status) => canSubmitUtr({ method: 'upi', status }, true))
    expect(allowed).toEqual(['pending', 'not_received'])
    expect(canSubmitUtr({ method: 'upi', status: 'pending' }, false)).toBe(false)
    expect(canSubmitUtr({ method: 'cod', status: 'pending' }, true)).toBe(false)
  })

  it('lets the farmer confirm a UPI payment once a UTR is in, and cash any time, never twice', () => {
    expect(PAYMENT_STATUSES.filter((status) => canConfirmPayment({ method: 'upi', status }, true))).toEqual(['submitted'])
    expect(PAYMENT_STATUSES.filter((status) => canConfirmPayment({ method: 'cod', status }, true))).toEqual([
      'pending',
      'submitted',
      'not_received',
    ])
    expect(canConfirmPayment({ method: 'upi', status: 'submitted' }, false)).toBe(false)
    expect(canConfirmPayment({ method: 'cod', status: 'pending' }, false)).toBe(false)
  })
})

describe('refusalsLeft', () => {
  it('gives the buyer one more chance after the first refusal and none after the second, never fewer than none', () => {
    expect(MAX_PAYMENT_REFUSALS).toBe(2)
    expect([0, 1, 2, 3].map(refusalsLeft)).toEqual([2, 1, 0, 0])
  })
})
