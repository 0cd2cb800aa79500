import { addDays } from '@app/shared/calendar'
import type { FastifyInstance } from 'fastify'
import { todayInIndia } from '@app/shared/buyer-requests'
import { fillDemoRates, hasLiveRatesSince, ingestDay, pruneRates } from './mandi.ingest'

/**
 * The feed's day, read in the evening in India (19:00 IST, 13:30 UTC), when most mandis have
 * reported; with yesterday again, since late reports of a day keep arriving after it ends.
 */
export const MANDI_INGEST_QUEUE = 'mandi-ingest'
export const MANDI_INGEST_CRON = '30 13 * * *'
/** The demo's rates for the new day, just after midnight in India (18:40 UTC). */
export const MANDI_DEMO_QUEUE = 'mandi-demo'
export const MANDI_DEMO_CRON = '40 18 * * *'

/**
 * The mandi rates' daily jobs, by MANDI source (config.mandi.source): `api` reads the feed each
 * day (and at start when no recent rates are stored); `demo` makes the demo's made-up rates each day, and once at start so a fresh demo has rates
 * at once; `off` does neither. A schedule lives in the database, so the other source's (and, when
 * off, both) are removed. Each run then deletes the rates older than MANDI_KEEP_DAYS. A failed
 * ingest throws, and pg-boss retries it (lib/jobs RETRY_LIMIT).
 */
export default async function mandiJobs(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    const source = app.config.mandi.source
    if (source !== 'api') await app.jobs.unschedule(MANDI_INGEST_QUEUE)
    if (source !== 'demo') await app.jobs.unschedule(MANDI_DEMO_QUEUE)

    if (source === 'api') {
      await app.jobs.work(MANDI_INGEST_QUEUE, async () => {
        const today = todayInIndia()
        await ingestDay(app, addDays(today, -1))
        await ingestDay(app, today)
        await pruneRates(app, today)
      })
      await app.jobs.schedule(MANDI_INGEST_QUEUE, MANDI_INGEST_CRON)
      // A new key (or a feed down for days) should not leave the pages without rates until the evening.
      if (!(await hasLiveRatesSince(app, addDays(todayInIndia(), -1)))) await app.jobs.send(app.db, MANDI_INGEST_QUEUE, {})
    }

    if (source === 'demo') {
      await app.jobs.work(MANDI_DEMO_QUEUE, async () => {
        const today = todayInIndia()
        await fillDemoRates(app, today)
        await pruneRates(app, today)
      })
      await app.jobs.schedule(MANDI_DEMO_QUEUE, MANDI_DEMO_CRON)
      await app.jobs.send(app.db, MANDI_DEMO_QUEUE, {})
    }
  })
}
