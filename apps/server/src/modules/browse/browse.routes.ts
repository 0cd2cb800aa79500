import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { BrowseQuerySchema, BrowseResponseSchema, MAX_BROWSE_LIMIT, MAX_BROWSE_OFFSET } from '@app/shared/browse'
import { errorResponses } from '#src/lib/openapi'
import * as service from './browse.service'

/** Browse, under /api/orderProduct at the path existing clients use. Public. */
export default async function browseRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/get-AllListedProduct',
    {
      schema: {
        tags: ['browse'],
        summary: "Every farmer's listings, a page at a time",
        description:
          'Public: visitors who are not signed in may browse. `search` keeps listings whose name, category or variety ' +
          'contains the text (case-insensitive; % and _ are literal). `sort` is price_asc or price_desc; without it the ' +
          `newest listing comes first. \`limit\` (1–${MAX_BROWSE_LIMIT}, default 6) and \`offset\` (0–${MAX_BROWSE_OFFSET}, ` +
          'default 0) page the list; `total` counts every match and `hasMore` says whether listings follow this page. ' +
          'Every status is listed: the screen shows a "Sold out" overlay on listings that are not available. ' +
          'A page may come from a cache up to BROWSE_CACHE_TTL_MS old (1 s by default); changes made through this server show at once.',
        querystring: BrowseQuerySchema,
        response: { 200: BrowseResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.browseProducts(app, request.query),
  )
}
