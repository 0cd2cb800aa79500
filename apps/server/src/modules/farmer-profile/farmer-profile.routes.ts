import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { FarmerProfileInputSchema, FarmerProfileSavedResponseSchema, GetFarmerProfileResponseSchema } from '@app/shared/farmer-profile'
import { addressTagger } from '#src/lib/address-tag'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './farmer-profile.service'

const BODY_DESCRIPTION =
  'Body: phone, location {city, state, pin, coordinates {type, coordinates [lng, lat]}}, ' +
  'farmSize (acres), isCertifiedSustainable, certificationDetails {authority, certifiedOn, documents}, ' +
  'upiId (where buyers pay by UPI; "" or null removes it), deliveryFee (rupees, 0–10000; "" or null: ₹49). ' +
  'deliveryRadiusKm (whole km 1–500 from the farm; "" or null: no limit; needs a farm point, its own or its PIN code’s), ' +
  'deliveryPins (PIN codes delivered to at any distance, a list or comma-separated text; each must be in the PIN directory), ' +
  'pickupAddress (where buyers collect orders; shown to a buyer only once their order is accepted). ' +
  'With no radius and no PIN codes the farmer delivers anywhere. ' +
  'upiId, deliveryFee, deliveryRadiusKm, deliveryPins and pickupAddress left out keep what is stored (a new profile: no UPI ID, ₹49, delivers anywhere). ' +
  'A userId in the body is ignored: the profile is always the signed-in farmer’s. Coordinates are optional.'

/** The farmer profile calls, under /api/farmerProfile, at the paths existing clients use. Farmers only. */
export default async function farmerProfileRoutes(app: FastifyInstance) {
  const tagAddress = await addressTagger(app.config)
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const farmerOnly = app.requireRole('farmer')

  routes.get(
    '/get-farmerProfile',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['farmer profile'],
        summary: "The signed-in farmer's profile, as a list of one (or none yet)",
        security: bearerAuth,
        response: { 200: GetFarmerProfileResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ getFarmerProfile: await service.listOwnFarmerProfile(app, getAuth(request).user.id) }),
  )

  routes.post(
    '/add-farmerProfile',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['farmer profile'],
        summary: 'Create the signed-in farmer’s profile (409 when one exists)',
        description: BODY_DESCRIPTION,
        security: bearerAuth,
        body: FarmerProfileInputSchema,
        response: { 201: FarmerProfileSavedResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const profile = await service.createFarmerProfile(app, getAuth(request).user, request.body, tagAddress(request.ip))
      return reply.code(201).send({ message: request.t.t('profile.created'), profile })
    },
  )

  routes.patch(
    '/update-farmerProfile',
    {
      onRequest: farmerOnly,
      schema: {
        tags: ['farmer profile'],
        summary: 'Replace the signed-in farmer’s profile (404 when there is none yet)',
        description: BODY_DESCRIPTION,
        security: bearerAuth,
        body: FarmerProfileInputSchema,
        response: { 200: FarmerProfileSavedResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const profile = await service.updateFarmerProfile(app, getAuth(request).user, request.body, tagAddress(request.ip))
      return { message: request.t.t('profile.updated'), profile }
    },
  )
}
