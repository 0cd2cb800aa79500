import type { FastifyBaseLogger } from 'fastify'
import type { BrowseResponse } from '@app/shared/browse'
import type { Weather } from '@app/shared/weather'
import type { Config } from '#src/config'
import type { Db } from '#src/db/client'
import type { Cache } from '#src/lib/cache'
import type { JobQueue } from '#src/lib/jobs'
import type { Mailer } from '#src/lib/mailer'
import type { RateLimiter } from '#src/lib/rate-limit'
import type { PrivateStorage, Storage } from '#src/lib/storage'
import type { TokenSigner } from '#src/lib/tokens'

/**
 * The infrastructure the plugins decorate the app with, and the one way services get it: a
 * service takes `deps: Pick<AppDeps, 'db' | …>` first, naming only what it uses, then its input.
 * A route passes `app` (the instance has them all), or a picked object when the service should
 * log with the request's logger (`{ db: app.db, log: request.log }`). Tests and scripts pass
 * whatever stands in.
 */
export interface AppDeps {
  config: Config
  db: Db
  mailer: Mailer
  storage: Storage
  privateStorage: PrivateStorage
  tokens: TokenSigner
  rateLimiter: RateLimiter
  browseCache: Cache<BrowseResponse>
  weatherCache: Cache<Weather>
  jobs: JobQueue
  log: FastifyBaseLogger
}

declare module 'fastify' {
  // Each plugin decorates the instance with its part (plugins/*); declared here once, as AppDeps.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyInstance extends AppDeps {}
}
