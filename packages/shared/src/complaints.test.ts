import { describe, expect, it } from 'vitest'
import {
  applyComplaintMove,
  availableComplaintMoves,
  COMPLAINT_STATES,
  COMPLAINT_TRANSITIONS,
  complaintWindowEnd,
  FINAL_COMPLAINT_STATES,
  type ComplaintActor,
  type ComplaintMove,
  type ComplaintState,
} from './complaints'

const ACTORS: ComplaintActor[] = ['opener', 'respondent', 'operator', 'system']
const MOVES = Object.keys(COMPLAINT_TRANSITIONS) as ComplaintMove[]

/** The state machine written out by hand: [state, move, actor] → the state it leads to. */
const ALLOWED: [ComplaintState, ComplaintMove, ComplaintActor, ComplaintState][] = [
  ['open', 'notify', 'system', 'awaiting_answer'],
  ['open', 'answer', 'respondent', 'with_operator'],
  ['awaiting_answer', 'answer', 'respondent', 'with_operator'],
  ['awaiting_answer', 'lapse', 'system', 'with_operator'],
  ['with_operator', 'resolve', 'operator', 'resolved'],
  ['open', 'withdraw', 'opener', 'withdrawn'],
  ['awaiting_answer', 'withdraw', 'opener', 'withdrawn'],
  ['with_operator', 'withdraw', 'opener', 'withdrawn'],
]

describe('the complaint state machine', () => {
  it.each(COMPLAINT_STATES.flatMap((state) => MOVES.flatMap((move) => ACTORS.map((actor) => [state, move, actor] as const))))(
    '%s + %s by %s',
    (state, move, actor) => {
      const allowed = ALLOWED.find(([s, m, a]) => s === state && m === move && a === actor)
      const result = applyComplaintMove(state, move, actor)
      if (allowed) expect(result).toEqual({ ok: true, to: allowed[3] })
      // A move refused to whom it does not belong says so whatever the state; else the state forbids it.
      else expect(result).toEqual({ ok: false, problem: COMPLAINT_TRANSITIONS[move].by === actor ? 'illegal' : 'notYours' })
    },
  )

  it('never leaves a final state', () => {
    for (const state of FINAL_COMPLAINT_STATES) for (const actor of ACTORS) expect(availableComplaintMoves(state, actor)).toEqual([])
  })
})

describe('complaintWindowEnd', () => {
  const at = (iso: string) => new Date(iso).toISOString()
  it('is 7 days after the last delivery or payment step, and none without one', () => {
    expect(complaintWindowEnd([{ at: at('2026-01-01T00:00:00Z'), status: 'accepted', paymentStatus: null }])).toBeNull()
    expect(
      complaintWindowEnd([
        { at: at('2026-01-01T00:00:00Z'), status: 'delivered', paymentStatus: null },
        { at: at('2026-01-03T00:00:00Z'), status: null, paymentStatus: 'received' },
        { at: at('2026-01-05T00:00:00Z'), status: 'completed', paymentStatus: null },
      ])?.toISOString(),
    ).toBe('2026-01-10T00:00:00.000Z')
    expect(complaintWindowEnd([{ at: at('2026-01-02T00:00:00Z'), status: null, paymentStatus: 'submitted' }])?.toISOString()).toBe(
      '2026-01-09T00:00:00.000Z',
    )
  })
})
