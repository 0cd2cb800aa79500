import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { contactMessages } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { uniqueEmail, uniqueIp } from '../../../test/factories'

const SUPPORT = 'help-desk@example.in'

type OutboxMail = {
  to: string
  from: string
  replyTo?: string
  subject: string
  text: string
  html: string
  links: string[]
  sentAt: string
}

async function outbox(t: TestApp): Promise<OutboxMail[]> {
  const dir = path.join(t.dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxMail))
}

async function storedCount(t: TestApp): Promise<number> {
  const [row] = await t.app.db.select({ value: count() }).from(contactMessages)
  return row!.value
}

function post(t: TestApp, payload: unknown, ip = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip })
}

describe('POST /api/contact', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_EMAIL: SUPPORT })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('stores the message, mails it to support with reply-to the sender, and thanks the sender', async () => {
    const email = uniqueEmail('asha')
    const message = 'My tomatoes are ready.\nCan buyers in Pune see my listing?\n<script>alert(1)</script>'
    const response = await post(t, { name: '  Asha Devi ', email: email.toUpperCase(), message })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Thank you for your patience.' })

    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(row).toMatchObject({ name: 'Asha Devi', email, message: message.trim() })
    expect(row!.mailedAt).toBeInstanceOf(Date)

    const mails = (await outbox(t)).filter((mail) => mail.replyTo === email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.to).toBe(SUPPORT)
    expect(mail.subject).toBe('Contact form: Asha Devi')
    expect(mail.text).toContain(`From: Asha Devi (${email})`)
    expect(mail.text).toContain('Can buyers in Pune see my listing?')
    // The message is text in the HTML part, never markup.
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
  })

  it('keeps a name with line breaks on one line in the subject', async () => {
    const email = uniqueEmail('crlf')
    const response = await post(t, { name: 'Ravi\r\nBcc: victim@example.in', email, message: 'Hello' })
    expect(response.statusCode).toBe(201)
    const mail = (await outbox(t)).find((candidate) => candidate.replyTo === email)
    expect(mail?.subject).toBe('Contact form: Ravi Bcc: victim@example.in')
  })

  it.each([
    ['a 100,000-character message', { name: 'A', email: 'a@example.in', message: 'm'.repeat(100_000) }, en['contact.messageTooLong']],
    ['a malformed email', { name: 'A', email: 'not-an-email', message: 'Hello' }, 'Please enter a valid email address'],
    ['an empty message', { name: 'A', email: 'a@example.in', message: '   ' }, en['contact.messageRequired']],
    ['a missing name', { email: 'a@example.in', message: 'Hello' }, 'Name is required'],
    ['a 101-character name', { name: 'n'.repeat(101), email: 'a@example.in', message: 'Hello' }, 'Name must be at most 100 characters'],
    ['a message that is not text', { name: 'A', email: 'a@example.in', message: { text: 'Hello' } }, en['contact.messageRequired']],
    ['no fields at all', {}, en['error.validation']],
  ])('refuses %s with 400, storing and mailing nothing', async (_label, payload, message) => {
    const [storedBefore, mailsBefore] = [await storedCount(t), (await outbox(t)).length]
    const response = await post(t, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message })
    expect(await storedCount(t)).toBe(storedBefore)
    expect((await outbox(t)).length).toBe(mailsBefore)
  })

  it('refuses a body that is too large or not JSON with a 4xx, storing nothing', async () => {
    const before = await storedCount(t)
    const huge = await post(t, { name: 'A', email: 'a@example.in', message: 'm'.repeat(200_000) })
    expect(huge.statusCode).toBe(413)
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&email=a%40example.in&message=Hello',
      remoteAddress: uniqueIp(),
    })
    expect(form.statusCode).toBe(415)
    expect(await storedCount(t)).toBe(before)
  })
})

describe('contact rate limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({
      CONTACT_RATE_LIMIT_MAX_PER_IP: '3',
      CONTACT_RATE_LIMIT_MAX_PER_EMAIL: '2',
      CONTACT_RATE_LIMIT_WINDOW_MINUTES: '15',
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  function expectRateLimited(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429)
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' })
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60)
  }

  it('limits messages per sender email, from whatever address, storing nothing past the limit', async () => {
    const email = uniqueEmail('flood')
    for (let i = 0; i < 2; i += 1) expect((await post(t, { name: 'A', email, message: `Hello ${i}` })).statusCode).toBe(201)
    const before = await storedCount(t)
    expectRateLimited(await post(t, { name: 'A', email: email.toUpperCase(), message: 'Hello again' }))
    expect(await storedCount(t)).toBe(before)
    expect((await post(t, { name: 'A', email: uniqueEmail(), message: 'Hello' })).statusCode).toBe(201)
  })

  it('limits messages per client address, whatever the email, counting refused bodies too', async () => {
    const ip = uniqueIp()
    expect((await post(t, { name: 'A', email: 'bad' }, ip)).statusCode).toBe(400)
    for (let i = 0; i < 2; i += 1) expect((await post(t, { name: 'A', email: uniqueEmail(), message: 'Hi' }, ip)).statusCode).toBe(201)
    const before = await storedCount(t)
    expectRateLimited(await post(t, { name: 'A', email: uniqueEmail(), message: 'Hi' }, ip))
    expect(await storedCount(t)).toBe(before)
  })
})

describe('when the mail cannot be sent', () => {
  let t: TestApp
  beforeAll(async () => {
    // An SMTP server that is not there: connecting is refused at once.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as { port: number }
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: SUPPORT })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers 502 with a clear message and keeps the message, marked as not mailed', async () => {
    const email = uniqueEmail('nomail')
    const response = await post(t, { name: 'Meena', email, message: 'Please call me back.' })
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      message: `Your message could not be sent just now. Please try again later, or write to ${SUPPORT}.`,
    })
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(row).toMatchObject({ name: 'Meena', message: 'Please call me back.', mailedAt: null })
  })
})
