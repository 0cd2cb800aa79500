import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MarkNotificationsReadInputSchema, NOTIFICATIONS_PAGE_SIZE, NotificationsResponseSchema } from '@app/shared/notifications'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { createSmsSender } from '#src/lib/sms'
import * as service from './notifications.service'
import * as reminders from './payment-reminders'

/**
 * Unknown keys are refused rather than dropped: a misspelt `ids` (`{ "id": … }`) would otherwise
 * read as "no ids" and mark every notification as read.
 */
export const MarkReadBodySchema = z.strictObject(MarkNotificationsReadInputSchema.shape)

const MarkedResponseSchema = z.object({ message: z.string(), unread: z.number().int().nonnegative() })

/**
 * The bell, under /api/me/notifications, for every signed-in user; the worker that writes the
 * notices (the order-event queue), started with the app; and the payment reminders (a sweep on a
 * schedule, and the worker that sends each one).
 */
export default async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const sms = createSmsSender(app.config, app.log)
  await app.jobs.work(service.ORDER_EVENT_QUEUE, (data) =>
    service.deliverOrderEventNotifications({ db: app.db, mailer: app.mailer, config: app.config, log: app.log, sms }, data),
  )
  await app.jobs.work(service.USER_NOTICE_QUEUE, (data) =>
    service.deliverUserNotice({ db: app.db, mailer: app.mailer, config: app.config, log: app.log, sms }, data),
  )
  await app.jobs.work(reminders.PAYMENT_REMINDER_QUEUE, (data) =>
    reminders.deliverPaymentReminder({ db: app.db, mailer: app.mailer, config: app.config, log: app.log, sms }, data),
  )
  // Buyers of unpaid UPI orders near the end of their window are looked for every few minutes, once across all instances.
  app.addHook('onReady', async () => {
    await app.jobs.work(reminders.PAYMENT_REMINDER_SWEEP_QUEUE, async () => {
      await reminders.queuePaymentReminders(app, new Date())
    })
    await app.jobs.schedule(reminders.PAYMENT_REMINDER_SWEEP_QUEUE, reminders.PAYMENT_REMINDER_SWEEP_CRON)
  })

  routes.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s newest notifications and how many are unread',
        description: `The newest ${NOTIFICATIONS_PAGE_SIZE}, newest first; \`unread\` counts every unread one.`,
        security: bearerAuth,
        response: { 200: NotificationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.getNotifications(app, getAuth(request).user, request.t),
  )

  routes.post(
    '/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark the signed-in user’s notifications as read',
        description:
          'Body `{ ids? }`: those notifications, or every one without `ids`. Ids of notifications that are not the ' +
          'caller’s change nothing. Answers the unread count left.',
        security: bearerAuth,
        body: MarkReadBodySchema,
        response: { 200: MarkedResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const unread = await service.markNotificationsRead(app, getAuth(request).user.id, request.body.ids)
      return { message: request.t.t('notifications.marked'), unread }
    },
  )
}
