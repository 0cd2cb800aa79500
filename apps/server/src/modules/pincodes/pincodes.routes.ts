import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import { PinCodeSchema, PlaceSchema } from '@app/shared/pincodes'
import { AppError } from '#src/lib/app-error'
import { errorResponses } from '#src/lib/openapi'
import { findPlaceByPin } from './pincodes.service'

/**
 * A place changes only when the PIN code table is reloaded from a new directory, which is rare:
 * browsers and shared caches may keep an answer for a day. The answer is the same in every
 * language (district and state are proper names), so one cached copy serves everyone.
 */
const CACHE_CONTROL = 'public, max-age=86400'

/** PIN codes as places, under /api/pincodes: where a buyer who types a PIN code is. Public. */
export default async function pincodeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:pin',
    {
      schema: {
        tags: ['browse'],
        summary: 'The district, state and coordinates of a PIN code',
        description:
          'Public; no token needed. From India Post’s directory of post offices: `coordinates` is the median of the PIN’s offices’ ' +
          'points, or `{ type: "Point", coordinates: [] }` when none of them has one. 400 for anything but 6 digits starting ' +
          '1–9 (spaces are ignored), 404 for a PIN code the directory does not list. Answers may be cached for a day.',
        params: z.object({ pin: PinCodeSchema }),
        response: { 200: PlaceSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const place = await findPlaceByPin(app.db, request.params.pin)
      if (!place) throw new AppError(404, 'NOT_FOUND', msg('places.pinUnknown'))
      reply.header('cache-control', CACHE_CONTROL)
      return place
    },
  )
}
