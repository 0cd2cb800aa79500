import { randomInt } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Role } from '@app/shared/roles'
import { toIndianMobile } from '@app/shared/phone'
import { SMS_OUTBOX } from '#src/lib/sms'
import { outboxFor } from '#src/modules/auth/outbox.test-helpers'
import { uniqueIp } from './factories'

/** An Indian mobile number (E.164) no other test uses, so code limits per number never meet. */
export function uniqueMobile(): string {
  for (;;) {
    const mobile = toIndianMobile(`${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`)
    if (mobile) return mobile
  }
}

export interface OutboxSms {
  to: string
  text: string
  sentAt: string
}

/** Every SMS the app's outbox under `dataDir` holds, oldest first. */
export async function smsOutbox(dataDir: string): Promise<OutboxSms[]> {
  const dir = path.join(dataDir, SMS_OUTBOX)
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxSms))
}

/** The code of the newest SMS sent to `mobile` (E.164). */
export async function lastCodeSentTo(dataDir: string, mobile: string): Promise<string> {
  const sms = (await smsOutbox(dataDir)).filter((message) => message.to === mobile).at(-1)
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1]
  if (!code) throw new Error(`no code was sent to ${mobile}`)
  return code
}

/** Asks for a code for `mobile` (in any form) through the API, as `headers` says (e.g. signed in), and answers the code the SMS carries. */
export async function requestCode(
  app: FastifyInstance,
  dataDir: string,
  mobile: string,
  options: { url?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: options.url ?? '/api/user/phone/code',
    payload: { mobile },
    headers: options.headers ?? {},
    remoteAddress: uniqueIp(),
  })
  if (response.statusCode !== 200) throw new Error(`requestCode failed: ${response.statusCode} ${response.body}`)
  return lastCodeSentTo(dataDir, toIndianMobile(mobile) ?? mobile)
}

/** Registers a phone-only account through the API (code, then sign-up) and answers its token and user. */
export async function signUpByPhone(
  app: FastifyInstance,
  dataDir: string,
  input: { role: Role; name?: string; mobile?: string; headers?: Record<string, string> },
) {
  const mobile = input.mobile ?? uniqueMobile()
  const code = await requestCode(app, dataDir, mobile)
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/phone/signup',
    payload: { name: input.name ?? 'Phone User', mobile, code, role: input.role },
    headers: input.headers ?? {},
    remoteAddress: uniqueIp(),
  })
  if (response.statusCode !== 201) throw new Error(`signUpByPhone failed: ${response.statusCode} ${response.body}`)
  const body = response.json<{ token: string; user: { _id: string; mobile: string; phone: string; email: null } }>()
  return { mobile, token: body.token, user: body.user }
}

/**
 * Waits until more than `seen` codes went to `recipient` (an E.164 number by SMS, or an email by
 * mail: some are sent after the answer) and answers the newest.
 */
export async function waitForCodeTo(dataDir: string, recipient: string, seen = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const texts = recipient.startsWith('+')
      ? (await smsOutbox(dataDir)).filter((sms) => sms.to === recipient).map((sms) => sms.text)
      : (await outboxFor(dataDir, recipient)).filter((mail) => mail.subject === 'Your KisanSetu code').map((mail) => mail.text)
    const codes = texts.flatMap((text) => /\b(\d{6})\b/.exec(text)?.[1] ?? [])
    if (codes.length > seen) return codes.at(-1)!
    if (Date.now() > deadline) throw new Error(`no new code to ${recipient} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
