import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from 'vitest'
import type { NotificationsResponse } from '@app/shared/notifications'
import type { Mail, Mailer } from '#src/lib/mailer'
import type { Sms, SmsSender } from '#src/lib/sms'
import type { TestApp } from '../../../test/build-test-app'
import { bearer } from '../../../test/factories'
import type { NoticeDeps } from './notifications.service'

/** Test set-up shared by the suites that check notices: the bell, the outboxes, recording deps. */

/** The user's bell, as the API answers it. */
export async function bellOf(testApp: TestApp, token: string): Promise<NotificationsResponse> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(token) })
  expect(response.statusCode).toBe(200)
  return response.json()
}

/** Reads until `done` holds (jobs deliver notices a moment after the change), or fails after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** Every record of an outbox folder of the app's DATA_DIR (`outbox` for mail, `sms-outbox`), oldest first. */
export async function outboxOf<T>(testApp: TestApp, folder: string): Promise<T[]> {
  const dir = path.join(testApp.dataDir, folder)
  const files = await readdir(dir).catch(() => [] as string[])
  return Promise.all(files.sort().map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T))
}

/** Deps that record what they are asked to deliver, failing the first `failMails` mails. */
export function recordingDeps(testApp: TestApp, failMails = 0) {
  const mails: Mail[] = []
  const texts: Sms[] = []
  let failures = failMails
  const mailer: Mailer = {
    send: async (mail) => void mails.push(mail),
    async deliver(mail) {
      if (failures > 0) {
        failures -= 1
        throw new Error('mail server down')
      }
      mails.push(mail)
    },
  }
  const sms: SmsSender = { send: async (message) => void texts.push(message) }
  const deps: NoticeDeps = { db: testApp.app.db, config: testApp.config, log: testApp.app.log, mailer, sms }
  return { deps, mails, texts }
}
