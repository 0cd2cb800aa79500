import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BROWSE_COUNT_CAP,
  BROWSE_UNPAGED_CAP,
  BrowseQuerySchema,
  BrowseResponseSchema,
  MAX_BROWSE_LIMIT,
  MAX_BROWSE_OFFSET,
} from '@app/shared/browse'
import { PRODUCT_CATEGORIES } from '@app/shared/products'
import { errorResponses } from '#src/lib/openapi'
import { viewerOf } from '#src/lib/sandbox'
import * as service from './browse.service'

/** Browse, under /api/orderProduct at the path existing clients use. Public. */
export default async function browseRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/get-AllListedProduct',
    {
      // Public, but a demo account sees only the demo sandbox (lib/sandbox).
      onRequest: app.identify,
      schema: {
        tags: ['browse'],
        summary: "Every farmer's listings, whole or a page at a time",
        description:
          'Public: visitors who are not signed in may browse. `search` keeps listings whose name, category, variety, town ' +
          '(location.city), state or farmer’s name contains the text (case-insensitive; % and _ are literal); a crop’s name in ' +
          'another of the five languages, its plural, a synonym (brinjal, eggplant, baingan) or a misspelling (tomatos) finds ' +
          'that crop’s listings too. Each listing carries `cropName` when its name names a known crop: that crop’s name in the ' +
          'request’s language (Accept-Language). A search that finds nothing may carry `suggestion`: the name of a crop with ' +
          'listings whose name is most like the text ("did you mean"). Filters, all combinable with search, sort and paging: `category` (one or ' +
          `more of ${PRODUCT_CATEGORIES.join(', ')}, comma-separated; any matches), \`state\` (one of India’s 36 states and ` +
          'union territories by name, any case), `organic`, `certified` and `inStock` (available with stock left) as `true` or ' +
          '`1`, `minPrice` and `maxPrice` (rupees per kg; either keeps only listings sold by weight), `farmer` (a farmer’s id: ' +
          'the storefront’s listings). `sort`: price_asc or price_desc by the listed price per unit; price_kg_asc or ' +
          'price_kg_desc by `pricePerKg` (the price of one kilogram; listings not sold by weight after every weighed one); ' +
          `without it the newest listing comes first. With neither \`limit\` nor \`offset\` the answer is not paged: every match, up to ` +
          `${BROWSE_UNPAGED_CAP} listings. With either, \`limit\` (1–${MAX_BROWSE_LIMIT}, default 6) and \`offset\` ` +
          `(0–${MAX_BROWSE_OFFSET}, default 0) page the list. \`total\` counts the matches up to ${BROWSE_COUNT_CAP}; ` +
          '`totalCapped` is true when more match. `hasMore` says whether listings follow those in the answer. ' +
          'Every status is listed: the screen shows a "Sold out" overlay on listings that are not available. ' +
          'Demo farms’ listings carry `demo: true`; a demo account (token of one) sees only those. ' +
          'A page may come from a cache up to BROWSE_CACHE_TTL_MS old (1 s by default); changes made through this server show at once. ' +
          'Unpaged answers cost the server tens of times a page: each address may ask for BROWSE_UNPAGED_MAX_PER_MINUTE ' +
          '(60 by default) a minute, then gets 429 with Retry-After.',
        querystring: BrowseQuerySchema,
        response: { 200: BrowseResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (!request.query.paged) {
        await app.rateLimiter.enforce(`browse-unpaged:ip:${request.ip}`, { max: app.config.browseUnpagedMaxPerMinute, windowMs: 60_000 })
      }
      return service.browseProducts(app, request.query, viewerOf(request), { locale: request.locale })
    },
  )
}
