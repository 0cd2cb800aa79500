import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createJobQueue } from '#src/lib/jobs'

/**
 * `app.jobs` (lib/jobs): pg-boss in the app's own database, started with the app so the modules
 * registered after it can add their workers, and stopped before the database closes (onClose
 * hooks run in reverse order of registration), letting running jobs finish first.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = createJobQueue({
      database: app.database,
      connectionString: app.config.databaseUrl,
      log: app.log,
      // Tests wait for workers; half a second keeps them quick.
      pollingIntervalSeconds: app.config.nodeEnv === 'test' ? 0.5 : 2,
      stopTimeoutMs: app.config.nodeEnv === 'test' ? 2000 : 10_000,
    })
    await jobs.start()
    app.addHook('onClose', () => jobs.stop())
    app.decorate('jobs', jobs)
  },
  { name: 'jobs', dependencies: ['db'] },
)
