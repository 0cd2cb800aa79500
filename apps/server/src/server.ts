import closeWithGrace from 'close-with-grace'
import { buildApp } from '#src/app'
import { ConfigError, loadConfig, type Config } from '#src/config'
import { seedOnStart } from '#src/db/seed'
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

// On SIGINT/SIGTERM or a crash: stop taking connections, finish requests in flight, close the
// database, Redis and mail transport, then exit (fastify/demo src/server.ts).
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'server closing after an error')
  else app.log.info({ signal }, 'server closing')
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
