import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANSWER_WITHIN_HOURS,
  COMPLAINT_STATES,
  COMPLAINT_TRANSITIONS,
  ComplaintResponseSchema,
  OrderComplaintsResponseSchema,
  type ComplaintMove,
  type ComplaintState,
} from '@app/shared/complaints'
import type { Role } from '@app/shared/roles'
import {
  auditLog,
  complaintEntries,
  complaints,
  notifications,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  users,
} from '#src/db/schema/index'
import { newOrderReference } from '#src/lib/order-reference'
import { insertSession, SESSION_TTL_MS } from '#src/lib/sessions'
import type { Mail } from '#src/lib/mailer'
import type { Sms } from '#src/lib/sms'
import { insertUser } from '#src/modules/auth/auth.repository'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, uniqueEmail } from '../../../test/factories'
import { jpeg } from '../../../test/images'
import { multipart } from '../../../test/multipart'
import { COMPLAINT_LAPSE_QUEUE, deliverComplaintNotices, lapseComplaint, notifyComplaint } from './complaints.service'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

let t: TestApp

interface Actor {
  id: string
  token: string
}

/** A user with a live session, straight through the database (an operator needs no second factor here). */
async function actor(role: Role, language: 'en' | 'hi' = 'en'): Promise<Actor> {
  const user = await insertUser(t.app.db, { name: `Complaint ${role}`, email: uniqueEmail(role), role, passwordHash: 'x' })
  if (!user) throw new Error('email taken')
  if (language !== 'en') await t.app.db.update(users).set({ language }).where(eq(users.id, user.id))
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const session = await insertSession(t.app.db, { userId: user.id, expiresAt })
  return { id: user.id, token: await t.app.tokens.sign({ userId: user.id, sessionId: session.id }, expiresAt) }
}

let buyer: Actor
let farmer: Actor
let stranger: Actor
let operator: Actor

type Step = { status?: 'delivered' | 'accepted'; paymentStatus?: 'submitted' | 'received' | 'not_received'; at: Date }

/** An order of `buyer` from `farmer` with one line and its cash payment, and the given history, straight into the tables. */
async function orderWith(steps: Step[], status: 'accepted' | 'delivered' | 'cancelled' = 'delivered'): Promise<string> {
  const [order] = await t.app.db
    .insert(orders)
    .values({ reference: newOrderReference(), buyerId: buyer.id, farmerId: farmer.id, status, subtotal: 200, total: 200 })
    .returning()
  await t.app.db
    .insert(orderLines)
    .values({ orderId: order!.id, productName: 'Tomato', unit: 'kg', quantity: 5, pricePerUnit: 40, amount: 200 })
  await t.app.db.insert(orderPayments).values({ orderId: order!.id, method: 'upi', payeeUpiId: 'farmer@oksbi', utr: '412345678901' })
  for (const step of steps) {
    await t.app.db.insert(orderEvents).values({
      orderId: order!.id,
      actor: step.paymentStatus === 'submitted' ? 'buyer' : 'farmer',
      status: step.status ?? null,
      paymentStatus: step.paymentStatus ?? null,
      createdAt: step.at,
    })
  }
  return order!.id
}

const ago = (ms: number) => new Date(Date.now() - ms)

function open(who: Actor, orderId: string, body: Record<string, unknown> = { kind: 'quality', text: 'Half the tomatoes were rotten' }) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/complaints`, headers: bearer(who.token), payload: body })
}

async function openOk(who: Actor, orderId: string) {
  const response = await open(who, orderId)
  expect(response.statusCode, response.body).toBe(201)
  return ComplaintResponseSchema.parse(response.json()).complaint
}

async function stateOf(complaintId: string) {
  const [row] = await t.app.db.select().from(complaints).where(eq(complaints.id, complaintId))
  return row!
}

/** Puts a complaint straight into `state` (the paths there are tested on their own). */
async function force(complaintId: string, state: ComplaintState) {
  await t.app.db
    .update(complaints)
    .set({
      state,
      outcome: state === 'resolved' ? 'no_fault' : null,
      answerBy: state === 'awaiting_answer' ? new Date(Date.now() + HOUR_MS) : null,
    })
    .where(eq(complaints.id, complaintId))
}

/** A complaint by the buyer on a fresh delivered order, in `state`. */
async function complaintIn(state: ComplaintState): Promise<{ orderId: string; complaintId: string }> {
  const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
  const complaint = await openOk(buyer, orderId)
  await force(complaint._id, state)
  return { orderId, complaintId: complaint._id }
}

/** Makes `move` as `who` through the API. */
function move(move: ComplaintMove, who: Actor, complaintId: string) {
  if (move === 'answer') {
    return t.app.inject({
      method: 'POST',
      url: `/api/complaints/${complaintId}/answer`,
      headers: bearer(who.token),
      payload: { text: 'They were fine when packed' },
    })
  }
  if (move === 'withdraw')
    return t.app.inject({ method: 'POST', url: `/api/complaints/${complaintId}/withdraw`, headers: bearer(who.token) })
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/complaints/${complaintId}/resolve`,
    headers: bearer(who.token),
    payload: { outcome: 'partial_refund', note: 'Farmer returns ₹100 by UPI' },
  })
}

beforeAll(async () => {
  t = await buildTestApp()
  buyer = await actor('buyer')
  farmer = await actor('farmer', 'hi')
  stranger = await actor('buyer')
  operator = await actor('admin')
})
afterAll(async () => {
  await t?.close()
})

describe('opening a complaint: the 7-day window', () => {
  it('is refused before any delivery or payment step', async () => {
    const orderId = await orderWith([{ status: 'accepted', at: ago(HOUR_MS) }], 'accepted')
    const response = await open(buyer, orderId)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/delivered or paid/)
  })

  it('is open until 7 days after delivery, and closed after', async () => {
    await openOk(buyer, await orderWith([{ status: 'delivered', at: ago(7 * DAY_MS - HOUR_MS) }]))
    const late = await open(buyer, await orderWith([{ status: 'delivered', at: ago(7 * DAY_MS + HOUR_MS) }]))
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toMatch(/7 days/)
  })

  it('counts from the last payment step, on an order cancelled after a refused UTR too', async () => {
    const orderId = await orderWith(
      [
        { paymentStatus: 'submitted', at: ago(3 * DAY_MS) },
        { paymentStatus: 'not_received', at: ago(2 * DAY_MS) },
      ],
      'cancelled',
    )
    const response = await open(buyer, orderId, { kind: 'payment_not_received', text: 'I paid, UTR 412345678901' })
    expect(response.statusCode, response.body).toBe(201)
    // A late delivery moves the window on: delivered 10 days ago, paid 3 days ago.
    await openOk(
      farmer,
      await orderWith([
        { status: 'delivered', at: ago(10 * DAY_MS) },
        { paymentStatus: 'received', at: ago(3 * DAY_MS) },
      ]),
    )
  })

  it('tells the caller whether a complaint may be opened and until when', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    const list = async () =>
      OrderComplaintsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/complaints`, headers: bearer(farmer.token) })).json(),
      )
    const before = await list()
    expect(before.canOpen).toBe(true)
    expect(Date.parse(before.windowEnd!)).toBeGreaterThan(Date.now() + 5 * DAY_MS)
    await openOk(buyer, orderId)
    const after = await list()
    expect(after.canOpen).toBe(false)
    expect(after.complaints[0]).toMatchObject({ you: 'respondent', openedBy: 'buyer', kind: 'quality' })
  })

  it('allows one unresolved complaint per order; another once it is withdrawn', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    const first = await openOk(buyer, orderId)
    const second = await open(farmer, orderId)
    expect(second.statusCode).toBe(409)
    // Told in the farmer's language.
    expect(second.json().message).toBe('इस ऑर्डर पर पहले से एक खुली शिकायत है')
    expect((await move('withdraw', buyer, first._id)).statusCode).toBe(200)
    await openOk(farmer, orderId)
  })

  it('answers 404 to anyone but the two sides, and for ids that are no order', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    for (const who of [stranger, operator]) expect((await open(who, orderId)).statusCode).toBe(404)
    expect((await open(buyer, 'not-a-uuid')).statusCode).toBe(404)
    const rows = await t.app.db.select().from(complaints).where(eq(complaints.orderId, orderId))
    expect(rows).toEqual([])
  })

  it('refuses a body without kind or text with field errors', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    const response = await open(buyer, orderId, { kind: 'rotten', text: '   ' })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['kind', 'text'])
  })
})

describe('every transition, allowed and refused', () => {
  const ACTORS = () => ({ opener: buyer, respondent: farmer, operator })
  const MOVES: ComplaintMove[] = ['answer', 'withdraw', 'resolve']
  for (const name of MOVES) {
    const transition = COMPLAINT_TRANSITIONS[name]
    for (const from of COMPLAINT_STATES) {
      const allowed = transition.from.includes(from)
      it(`${name} from ${from}: ${allowed ? `to ${transition.to}` : '409'}`, async () => {
        const { complaintId } = await complaintIn(from)
        const response = await move(name, ACTORS()[transition.by as 'opener' | 'respondent' | 'operator'], complaintId)
        // The notify job may run meanwhile: open and awaiting_answer are the same to every move but notify and lapse.
        expect(response.statusCode, response.body).toBe(allowed ? 200 : 409)
        const row = await stateOf(complaintId)
        const expected = allowed ? [transition.to] : from === 'open' ? ['open', 'awaiting_answer'] : [from]
        expect(expected).toContain(row.state)
      })
    }
  }

  it('refuses each move to those it is not for: 403 for the other side, 404 for strangers', async () => {
    const cases: [ComplaintMove, Actor, number][] = [
      ['answer', buyer, 403],
      ['answer', stranger, 404],
      ['withdraw', farmer, 403],
      ['withdraw', stranger, 404],
      ['resolve', buyer, 403],
      ['resolve', farmer, 403],
      ['answer', operator, 403],
      ['withdraw', operator, 403],
    ]
    for (const [name, who, status] of cases) {
      const { complaintId } = await complaintIn(name === 'resolve' ? 'with_operator' : 'awaiting_answer')
      const before = await stateOf(complaintId)
      expect(
        (await move(name, who, complaintId)).statusCode,
        `${name} by ${who === buyer ? 'buyer' : who === farmer ? 'farmer' : 'other'}`,
      ).toBe(status)
      expect((await stateOf(complaintId)).state).toBe(before.state)
    }
  })

  it('notify moves an open complaint to awaiting the answer for 48 hours, once', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    const complaint = await openOk(buyer, orderId)
    await force(complaint._id, 'open')
    const now = new Date()
    // The queued job may have done it already; then ours is the second and does nothing.
    await notifyComplaint(t.app, complaint._id, now)
    const row = await stateOf(complaint._id)
    expect(row.state).toBe('awaiting_answer')
    expect(Math.abs(row.answerBy!.getTime() - (now.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS))).toBeLessThan(60_000)
    expect(await notifyComplaint(t.app, complaint._id, new Date())).toBe(false)
    for (const state of ['with_operator', 'resolved', 'withdrawn'] as const) {
      await force(complaint._id, state)
      expect(await notifyComplaint(t.app, complaint._id, new Date())).toBe(false)
      expect((await stateOf(complaint._id)).state).toBe(state)
    }
  })
})

describe('the 48-hour job', () => {
  it('is queued for the deadline when both sides are told', async () => {
    const { complaintId } = await complaintIn('open')
    await notifyComplaint(t.app, complaintId, new Date())
    const row = await stateOf(complaintId)
    const jobs = await t.app.db.execute(
      sql`select start_after from pgboss.job where name = ${COMPLAINT_LAPSE_QUEUE} and data->>'complaintId' = ${complaintId}`,
    )
    const starts = (jobs as unknown as { rows: { start_after: string | Date }[] }).rows.map((job) => new Date(job.start_after).getTime())
    expect(starts.length).toBeGreaterThanOrEqual(1)
    for (const start of starts) expect(Math.abs(start - row.answerBy!.getTime())).toBeLessThan(60_000)
  })

  it('hands an unanswered complaint to the operators at the deadline, not before', async () => {
    const { complaintId } = await complaintIn('awaiting_answer')
    // Before the deadline (a job started early): nothing moves.
    expect(await lapseComplaint(t.app, complaintId, new Date())).toBe(false)
    expect((await stateOf(complaintId)).state).toBe('awaiting_answer')
    expect(await lapseComplaint(t.app, complaintId, new Date(Date.now() + 2 * HOUR_MS))).toBe(true)
    const row = await stateOf(complaintId)
    expect(row.state).toBe('with_operator')
    expect(row.answerBy).toBeNull()
  })

  it('leaves an answered, resolved or withdrawn complaint alone', async () => {
    for (const state of ['with_operator', 'resolved', 'withdrawn'] as const) {
      const { complaintId } = await complaintIn(state)
      expect(await lapseComplaint(t.app, complaintId, new Date(Date.now() + 3 * DAY_MS))).toBe(false)
      expect((await stateOf(complaintId)).state).toBe(state)
    }
  })
})

describe('notices', () => {
  async function noticesOf(userId: string, orderId: string) {
    return t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId)))
      .orderBy(desc(notifications.createdAt))
  }

  it('tells both sides of every step, each in their language, by bell, mail and SMS', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    const complaint = await openOk(buyer, orderId)
    await force(complaint._id, 'open')
    await notifyComplaint(t.app, complaint._id, new Date())
    const mails: Mail[] = []
    const texts: Sms[] = []
    await t.app.db.update(users).set({ mobile: '+919876500001' }).where(eq(users.id, farmer.id))
    const deps = {
      db: t.app.db,
      config: t.app.config,
      log: t.app.log,
      mailer: { send: async (mail: Mail) => void mails.push(mail), deliver: async (mail: Mail) => void mails.push(mail) },
      sms: { send: async (sms: Sms) => void texts.push(sms) },
    }
    const answer = await move('answer', farmer, complaint._id)
    expect(answer.statusCode, answer.body).toBe(200)
    expect((await move('resolve', operator, complaint._id)).statusCode).toBe(200)
    const entries = await t.app.db.select().from(complaintEntries).where(eq(complaintEntries.complaintId, complaint._id))
    for (const entry of entries) await deliverComplaintNotices(deps, { entryId: entry.id })
    const byAction = (action: string) => entries.filter((entry) => entry.action === action).map((entry) => `complaint:${entry.id}`)

    const buyerRows = await noticesOf(buyer.id, orderId)
    const farmerRows = await noticesOf(farmer.id, orderId)
    // The opening itself tells nobody: its notify step does.
    for (const rows of [buyerRows, farmerRows]) {
      const keys = rows.map((row) => row.dedupeKey)
      for (const action of ['notify', 'answer', 'resolve']) expect(keys).toEqual(expect.arrayContaining(byAction(action)))
      expect(keys).not.toEqual(expect.arrayContaining(byAction('open')))
    }
    const bell = async (who: Actor) =>
      (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(who.token) })).json().notifications as {
        text: string
      }[]
    const buyerTexts = (await bell(buyer)).map((row) => row.text).join('\n')
    const farmerTexts = (await bell(farmer)).map((row) => row.text).join('\n')
    expect(buyerTexts).toMatch(/Your complaint about order .* was sent. The other side has until/)
    expect(buyerTexts).toMatch(/was answered\. An operator will now decide/)
    expect(buyerTexts).toMatch(/partial refund was agreed. Operator’s note: Farmer returns ₹100 by UPI/)
    // The farmer reads Hindi.
    expect(farmerTexts).toMatch(/शिकायत की गई है/)
    expect(farmerTexts).toMatch(/आंशिक धनवापसी/)
    expect(mails.map((mail) => mail.to)).toEqual(expect.arrayContaining([expect.stringContaining('@example.in')]))
    expect(texts.some((sms) => sms.to === '+919876500001' && /शिकायत/.test(sms.text))).toBe(true)
  })

  it('tells both sides of a lapse and a withdrawal', async () => {
    const { orderId, complaintId } = await complaintIn('awaiting_answer')
    await lapseComplaint(t.app, complaintId, new Date(Date.now() + 2 * HOUR_MS))
    expect((await move('withdraw', buyer, complaintId)).statusCode).toBe(200)
    const entries = await t.app.db.select().from(complaintEntries).where(eq(complaintEntries.complaintId, complaintId))
    const deps = {
      db: t.app.db,
      config: t.app.config,
      log: t.app.log,
      mailer: { send: async () => {}, deliver: async () => {} },
      sms: { send: async () => {} },
    }
    for (const entry of entries) await deliverComplaintNotices(deps, { entryId: entry.id })
    for (const who of [buyer, farmer]) {
      const texts = (await noticesOf(who.id, orderId)).map((row) => row.text).join('\n')
      expect(texts).toContain('notice.complaintLapsed')
      expect(texts).toContain('notice.complaintWithdrawn')
    }
  })
})

describe('the operator', () => {
  it('sees the queue oldest first with the order, and the complaint with the order’s facts', async () => {
    const { complaintId } = await complaintIn('with_operator')
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/complaints', headers: bearer(operator.token) })
    expect(queue.statusCode).toBe(200)
    const rows = queue.json().complaints as { _id: string; createdAt: string; state: string }[]
    expect(rows.map((row) => row._id)).toContain(complaintId)
    expect(rows.every((row) => ['open', 'awaiting_answer', 'with_operator'].includes(row.state))).toBe(true)
    expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort())
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/complaints/${complaintId}`, headers: bearer(operator.token) })
    expect(one.statusCode).toBe(200)
    expect(one.json().order).toMatchObject({ payment: { utr: '412345678901' }, lines: [{ productName: 'Tomato' }] })
    expect(one.json().complaint.moves).toEqual(['resolve'])
  })

  it('records the resolution in the audit log, in its transaction', async () => {
    const { complaintId } = await complaintIn('with_operator')
    expect((await move('resolve', operator, complaintId)).statusCode).toBe(200)
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, complaintId))
    expect(row).toMatchObject({
      action: 'operator.complaint_resolved',
      actorUserId: operator.id,
      subjectUserId: farmer.id,
      reason: 'Farmer returns ₹100 by UPI',
    })
    expect(row!.ipTag).toEqual(expect.any(String))
    expect((await stateOf(complaintId)).outcome).toBe('partial_refund')
  })
})

describe('photos', () => {
  it('go on one’s own statement, three at most, and only the two sides and operators see them', async () => {
    const { complaintId } = await complaintIn('awaiting_answer')
    const photo = await jpeg(64, 48)
    const upload = (who: Actor) =>
      t.app.inject({ method: 'POST', url: `/api/complaints/${complaintId}/photos`, ...withAuth(multipart({ data: photo }), who) })
    // The other side has no statement until it answers.
    expect((await upload(farmer)).statusCode).toBe(409)
    expect((await upload(stranger)).statusCode).toBe(404)
    let last = await upload(buyer)
    expect(last.statusCode, last.body).toBe(201)
    for (let i = 0; i < 2; i += 1) last = await upload(buyer)
    expect((await upload(buyer)).statusCode).toBe(409)
    const complaint = ComplaintResponseSchema.parse(last.json()).complaint
    const photos = complaint.entries.find((entry) => entry.action === 'open')!.photos
    expect(photos).toHaveLength(3)
    expect(complaint.canAddPhoto).toBe(false)
    for (const [who, status] of [
      [buyer, 200],
      [farmer, 200],
      [operator, 200],
      [stranger, 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: photos[0]!.url, headers: bearer(who.token) })
      expect(response.statusCode).toBe(status)
      if (status === 200) {
        expect(response.headers['content-type']).toBe('image/webp')
        expect(response.headers['cache-control']).toMatch(/private/)
      }
    }
    // Never under the public uploads.
    expect(photos[0]!.url).not.toMatch(/uploads/)
  })
})

function withAuth(body: { payload: Buffer; headers: Record<string, string> }, who: Actor) {
  return { payload: body.payload, headers: { ...body.headers, ...bearer(who.token) } }
}

describe('the review window', () => {
  it('is held while a complaint is unresolved, and open again once it is resolved or withdrawn', async () => {
    const orderId = await orderWith([{ status: 'delivered', at: ago(DAY_MS) }])
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/lines/${line!.id}/review`,
        headers: bearer(buyer.token),
        payload: { productRating: 2, farmerRating: 2, comment: 'Rotten' },
      })
    const canReview = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/reviews`, headers: bearer(buyer.token) })).json().lines[0].canReview
    expect(await canReview()).toBe(true)
    const complaint = await openOk(farmer, orderId)
    for (const state of ['open', 'awaiting_answer', 'with_operator'] as const) {
      await force(complaint._id, state)
      expect(await canReview()).toBe(false)
      const refused = await review()
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toMatch(/wait until its complaint is settled/)
    }
    await force(complaint._id, 'resolved')
    expect(await canReview()).toBe(true)
    expect((await review()).statusCode).toBe(201)
  })
})
