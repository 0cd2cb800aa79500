import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createBrowseCache, type BrowseCache } from '#src/modules/browse/browse.cache'

declare module 'fastify' {
  interface FastifyInstance {
    browseCache: BrowseCache
  }
  interface FastifyContextConfig {
    /** The route creates, edits or deletes listings, or changes their stock: Browse must not show the old ones. */
    changesListings?: boolean
  }
}

/**
 * The browse cache (modules/browse/browse.cache.ts), emptied by every successful call of a route
 * marked `config.changesListings`, before its answer is sent: whoever made the change sees it in
 * their next browse.
 */
export default fp(
  async function browseCachePlugin(app: FastifyInstance) {
    app.decorate('browseCache', createBrowseCache({ ttlMs: app.config.browseCacheTtlMs }))
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.changesListings && reply.statusCode < 400) app.browseCache.invalidate()
      return payload
    })
  },
  { name: 'browse-cache' },
)
