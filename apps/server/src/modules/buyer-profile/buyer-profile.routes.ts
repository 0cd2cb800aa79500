import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { BuyerProfileInputSchema, BuyerProfileSavedResponseSchema, GetBuyerProfileResponseSchema } from '@app/shared/buyer-profile'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './buyer-profile.service'

const BODY_DESCRIPTION =
  'Body: phone (10 digits), address, preferences (a list; comma-separated text is read the same way), ' +
  'location {city, state, coordinates {type, coordinates [lng, lat]}} with coordinates optional. A userId in the body ' +
  'is ignored: the profile is always the signed-in buyer’s.'

/** The buyer profile calls, under /api/buyerProfile, at the paths existing clients use. Buyers only. */
export default async function buyerProfileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const buyerOnly = app.requireRole('buyer')

  routes.get(
    '/get-buyerProfile',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['buyer profile'],
        summary: "The signed-in buyer's profile, as a list of one (or none yet)",
        security: bearerAuth,
        response: { 200: GetBuyerProfileResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ getBuyerProfile: await service.listOwnBuyerProfile(app, getAuth(request).user.id) }),
  )

  routes.post(
    '/add-buyerProfile',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['buyer profile'],
        summary: 'Create the signed-in buyer’s profile (409 when one exists)',
        description: BODY_DESCRIPTION,
        security: bearerAuth,
        body: BuyerProfileInputSchema,
        response: { 201: BuyerProfileSavedResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const profile = await service.createBuyerProfile(app, getAuth(request).user, request.body)
      return reply.code(201).send({ message: request.t.t('profile.created'), profile })
    },
  )

  routes.patch(
    '/update-buyerProfile',
    {
      onRequest: buyerOnly,
      schema: {
        tags: ['buyer profile'],
        summary: 'Replace the signed-in buyer’s profile (404 when there is none yet)',
        description: BODY_DESCRIPTION,
        security: bearerAuth,
        body: BuyerProfileInputSchema,
        response: { 200: BuyerProfileSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const profile = await service.updateBuyerProfile(app, getAuth(request).user, request.body)
      return { message: request.t.t('profile.updated'), profile }
    },
  )
}
