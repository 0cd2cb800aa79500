import closeWithGrace from 'close-with-grace'
import { msg } from '@app/shared/messages/refs'
import { buildApp } from '#src/app'
import { ConfigError, loadConfig, type Config } from '#src/config'
import { seedOnStart } from '#src/db/seed'
import { AppError } from '#src/lib/app-error'
import { bootstrapOperator } from '#src/modules/operators/operators.service'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    // The logger needs a valid config, so this one message goes straight to stderr.
    process.stderr.write(`${err.message}\n`)
    process.exit(1)
  }
}

const config = readConfig()
const app = await buildApp(config)

/** The balancer's checks: GET /api/health and /api/health/ready. */
const HEALTH_CHECK = /^\/api\/health(\/ready)?\/?(\?|$)/
let stopping = false
// While stopping (SHUTDOWN_DELAY_MS), the health checks fail and every other request is served as
// usual, so the balancer takes the instance out before it closes. Closing at once, requests the
// balancer still sends on its kept-alive connections would be answered 503 or cut.
app.addHook('onRequest', async (request) => {
  if (stopping && HEALTH_CHECK.test(request.url)) throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('error.serviceUnavailable'))
})

// On SIGINT/SIGTERM or a crash: stop taking connections, finish requests in flight, close the
// database, Redis and mail transport, then exit (fastify/demo src/server.ts). On a signal, after
// SHUTDOWN_DELAY_MS of failing health checks.
closeWithGrace({ delay: config.shutdownDelayMs + 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'server closing after an error')
  else app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'server closing')
  if (signal && config.shutdownDelayMs > 0) {
    stopping = true
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
  }
  await app.close()
})

try {
  await seedOnStart(app)
  // After the demo data, which is loaded only into a database without accounts.
  await bootstrapOperator(app)
  await app.listen({ port: config.port, host: config.host })
} catch (err) {
  app.log.fatal({ err }, 'server failed to start')
  await app.close()
  process.exit(1)
}
