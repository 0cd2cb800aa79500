import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  MANDI_HISTORY_DAYS,
  MANDI_RECENT_DAYS,
  OWN_PRICE_MIN_FARMERS,
  OWN_PRICE_MIN_ORDERS,
  PriceQuerySchema,
  PriceReferenceSchema,
} from '@app/shared/mandi'
import { errorResponses } from '#src/lib/openapi'
import * as service from './mandi.service'

/** Price references, public like the Mandi Prices page: no Bearer token. */
export default async function mandiRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['prices'],
        summary: 'Mandi rates and KisanSetu’s own prices for a crop, in a listing’s unit',
        description: [
          'The crop may be named in any of the five languages, or by a listing’s name. Mandi rates (Agmarknet, through data.gov.in; Government Open Data Licence – India) are',
          `each market’s latest day within ${MANDI_RECENT_DAYS} days, nearest to the PIN code first, with ${MANDI_HISTORY_DAYS} days of modal prices when history=true;`,
          '`mandi` is null where the server has no source of them, and `demo` marks the embedded demo’s made-up rates. Own prices are the median and range paid in',
          `completed orders over 7 and 30 days, by district, shown only where ${OWN_PRICE_MIN_ORDERS} orders from ${OWN_PRICE_MIN_FARMERS} farmers stand behind them.`,
          'Prices are in ₹ per `unit`; a unit that is not a weight has none.',
        ].join(' '),
        querystring: PriceQuerySchema,
        response: { 200: PriceReferenceSchema, ...errorResponses(400) },
      },
    },
    (request) => service.priceReference(app, request.query, request.locale),
  )
}
