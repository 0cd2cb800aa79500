import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeCodes } from '#src/db/schema/index'
import { translator } from '#src/lib/i18n'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { uniqueIp } from '../../../test/factories'
import { smsOutbox, uniqueMobile } from '../../../test/phone-accounts'

/**
 * The hourly cap on code SMS for every number together: a flood spread over many numbers and
 * addresses, which no per-number or per-address limit sees, stops at the cap the operator set.
 */

const CAP = 3
const en = translator('en')
let t: TestApp
const logLines: string[] = []

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'info', SMS_CODES_PER_HOUR: String(CAP) },
    { logStream: { write: (line) => void logLines.push(line) } },
  )
})
afterAll(async () => {
  await t?.close()
})

const askCode = (mobile: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/phone/code', payload: { mobile }, remoteAddress: uniqueIp() })

describe('the hourly cap on code SMS', () => {
  it('pauses codes to every number once the hour holds the cap, says so in the log, and sends again once the hour has room', async () => {
    for (let sent = 0; sent < CAP; sent += 1) expect((await askCode(uniqueMobile())).statusCode).toBe(200)

    const mobile = uniqueMobile()
    const refused = await askCode(mobile)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('300')
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: en.t('account.codesPaused') })
    expect(await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.recipient, mobile))).toEqual([])
    expect((await smsOutbox(t.dataDir)).some((sms) => sms.to === mobile)).toBe(false)
    const alerts = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.alert === 'sms-hourly-cap')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ level: 50, sent: CAP, cap: CAP })

    // An hour later the codes sent then no longer count.
    await t.app.db.update(oneTimeCodes).set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '1 hour'` })
    expect((await askCode(mobile)).statusCode).toBe(200)
  })
})
