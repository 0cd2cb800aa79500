import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { BrowseResponse } from '@app/shared/browse'
import { WeatherSchema, type Weather } from '@app/shared/weather'
import { createCache, memoryCacheStore, redisCacheStore } from '#src/lib/cache'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates, edits or deletes listings, or changes their stock: Browse must not show the old ones. */
    changesListings?: boolean
  }
}

/** A weather answer is kept 10 minutes, so a busy day does not hammer the public weather service. */
export const WEATHER_TTL_MS = 10 * 60 * 1000

/**
 * The app's caches (lib/cache):
 * - `browseCache`: browse pages, in this process's memory for BROWSE_CACHE_TTL_MS. Many buyers ask
 *   for the first page and popular searches at once, and each answer costs a count over every
 *   match. Emptied by every successful call of a route marked `config.changesListings`, before its
 *   answer is sent, so whoever made the change sees it in their next browse.
 * - `weatherCache`: weather answers, in Redis when REDIS_URL is set (shared by every process),
 *   otherwise in memory. Redis keys carry a hash of the service's address, so answers of a test
 *   double never serve a server that asks the real service.
 */
export default fp(
  async function cachesPlugin(app: FastifyInstance) {
    app.decorate(
      'browseCache',
      createCache<BrowseResponse>({ ttlMs: app.config.browseCacheTtlMs, store: memoryCacheStore({ maxEntries: 500 }) }),
    )
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.changesListings && reply.statusCode < 400) await app.browseCache.invalidate()
      return payload
    })

    const weatherNamespace = `weather:${createHash('sha256').update(app.config.weatherUrl).digest('hex').slice(0, 12)}`
    const weatherStore = app.redis
      ? redisCacheStore<Weather>(app.redis, {
          namespace: weatherNamespace,
          parse: (value) => WeatherSchema.safeParse(value).data,
          log: app.log,
        })
      : // Weather answers are small: a thousand of them hold little memory.
        memoryCacheStore<Weather>({ maxEntries: 1000 })
    app.decorate('weatherCache', createCache({ ttlMs: WEATHER_TTL_MS, store: weatherStore }))
  },
  { name: 'caches', dependencies: ['redis'] },
)
