import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '@app/shared/messages/refs'
import { productPath } from '@app/shared/paths'
import { notifications, users } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { createUser, signIn } from '../../../test/factories'
import { deliverUserNotice, queueUserNotice } from './notifications.service'
import { bellOf, outboxOf, recordingDeps, waitFor } from './test-helpers'

/** Notices about no order (an operator's decision, a message): queued in a transaction, delivered by the user-notice worker. */

let testApp: TestApp

beforeAll(async () => {
  testApp = await buildTestApp()
})

afterAll(async () => {
  await testApp.close()
})

const notificationsOf = (token: string) => bellOf(testApp, token)
const outbox = <T>(folder: string) => outboxOf<T>(testApp, folder)

describe('a notice to a user about no order', () => {
  it('reaches the bell in the reader’s language with its link, and a mail and an SMS in the recipient’s', async () => {
    const { user, password } = await createUser(testApp.app, { role: 'farmer', name: 'Savita Jadhav' })
    await testApp.app.db.update(users).set({ language: 'hi', mobile: '+919876500101' }).where(eq(users.id, user.id))
    const token = await signIn(testApp.app, user.email, password)
    const link = productPath('00000000-0000-4000-8000-000000000001')
    await testApp.app.db.transaction(async (tx) => {
      await queueUserNotice(testApp.app, tx, {
        userId: user.id,
        ref: msg('notice.listingHidden', { listing: 'Tomato', note: 'Photos of another farm' }),
        link,
        dedupeKey: 'test:hidden:1',
      })
    })
    const bell = await waitFor(
      () => notificationsOf(token),
      (value) => value.unread === 1,
    )
    const [notice] = bell.notifications
    expect(notice).toMatchObject({ orderId: null, link, read: false })
    // Read in the account's language (the request names none).
    expect(notice!.text).toMatch(/[\u0900-\u097F]/)
    expect(notice!.text).toContain('Tomato')
    expect(notice!.text).toContain('Photos of another farm')

    const mails = await waitFor(
      () => outbox<{ to: string; subject: string; text: string }>('outbox'),
      (found) => found.some((mail) => mail.to === user.email),
    )
    const mail = mails.find((found) => found.to === user.email)!
    // Written in Hindi, the account's language, with the link to the page in Hindi.
    expect(mail.subject).toMatch(/[\u0900-\u097F]/)
    expect(mail.text).toContain(`http://kisansetu.test/hi${link}`)
    const texts = await waitFor(
      () => outbox<{ to: string; text: string }>('sms-outbox'),
      (found) => found.some((sms) => sms.to === '+919876500101'),
    )
    expect(texts.find((sms) => sms.to === '+919876500101')!.text).toMatch(/[\u0900-\u097F]/)
  })

  it('is never queued when its transaction rolls back', async () => {
    const { user, password } = await createUser(testApp.app, { role: 'buyer' })
    const token = await signIn(testApp.app, user.email, password)
    await expect(
      testApp.app.db.transaction(async (tx) => {
        await queueUserNotice(testApp.app, tx, {
          userId: user.id,
          ref: msg('notice.fromOperator', { note: 'never' }),
          link: null,
          dedupeKey: 'test:rolled-back',
        })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await notificationsOf(token)).notifications).toEqual([])
  })

  it('writes the bell’s row once whatever the retries, and retries a failed mail', async () => {
    const { user, password } = await createUser(testApp.app, { role: 'buyer' })
    const token = await signIn(testApp.app, user.email, password)
    const { deps, mails } = recordingDeps(testApp, 1)
    const data = { userId: user.id, ref: msg('notice.fromOperator', { note: 'Please add a photo' }), link: null, dedupeKey: 'test:retry' }
    await expect(deliverUserNotice(deps, data)).rejects.toThrow(/deliveries failed/)
    await deliverUserNotice(deps, data)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('KisanSetu: a message about your account')
    const rows = await testApp.app.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(rows).toHaveLength(1)
    // No link: the bell opens the reader's orders, as for any notice about no order.
    const [notice] = (await notificationsOf(token)).notifications
    expect(notice).toMatchObject({ text: 'A message from KisanSetu: Please add a photo', link: '/orders/history' })
  })

  it('drops a job that names no user or no valid notice, and tells nobody of an account since deleted', async () => {
    const { deps, mails, texts } = recordingDeps(testApp)
    await deliverUserNotice(deps, { userId: 'nope' })
    await deliverUserNotice(deps, {
      userId: '00000000-0000-4000-8000-00000000dead',
      ref: msg('notice.fromOperator', { note: 'x' }),
      link: null,
      dedupeKey: 'k',
    })
    expect(mails).toEqual([])
    expect(texts).toEqual([])
  })
})
