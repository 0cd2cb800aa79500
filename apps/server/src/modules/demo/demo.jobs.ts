import type { FastifyInstance } from 'fastify'
import * as service from './demo.service'

export const DEMO_RESET_QUEUE = 'demo-reset'
/**
 * Cron has no "every N hours" for an N that does not divide a day, so the job runs at the top of
 * every hour and reloads the demo data once it is DEMO_RESET_HOURS old: never sooner than asked,
 * at most an hour later.
 */
export const DEMO_RESET_CRON = '0 * * * *'

/**
 * The demo data reload (DEMO_RESET_HOURS): scheduled once across every instance (pg-boss cron),
 * and unscheduled when the setting is removed, since a schedule lives in the database.
 */
export default async function demoJobs(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    const hours = app.config.demoResetHours
    if (hours === undefined) {
      await app.jobs.unschedule(DEMO_RESET_QUEUE)
      return
    }
    await app.jobs.work(DEMO_RESET_QUEUE, async () => {
      await service.resetDemoDataIfDue(app, hours, new Date())
    })
    await app.jobs.schedule(DEMO_RESET_QUEUE, DEMO_RESET_CRON)
  })
}
