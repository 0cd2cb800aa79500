import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { msg } from '@app/shared/messages/refs'
import { MAX_PRODUCT_IMAGE_BYTES } from '@app/shared/uploads'
import {
  CertificateResponseSchema,
  CertificatesResponseSchema,
  ReviewDecisionResponseSchema,
  ReviewDecisionSchema,
  ReviewQueueResponseSchema,
  VerificationResponseSchema,
  VerificationSchema,
} from '@app/shared/verification'
import { addressTagger } from '#src/lib/address-tag'
import { readImageForm } from '#src/lib/multipart'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import * as service from './verification.service'

/** The daily sweep: just after midnight in India (18:35 UTC), when certificates valid "to" yesterday have ended. */
export const VERIFICATION_SWEEP_QUEUE = 'verification-sweep'
export const VERIFICATION_SWEEP_CRON = '35 18 * * *'

const FORM_RULES =
  'Send multipart/form-data: the text fields, and the photo in the field `image` (JPEG, PNG or WebP, judged by its bytes; at ' +
  'most 10 MB). The photo is re-encoded without metadata and kept privately: no link serves it; operators see it through ' +
  'the console, and it is deleted 30 days after the decision. 400 with `fieldErrors` for a field the shared schema refuses or a missing photo.'

const IdParamsSchema = z.object({ id: z.uuid({ error: msg('review.notFound') }) })

/** The farmer's own verification and certificates, under /api/me. */
export async function farmerVerificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tagAddress = await addressTagger(app.config)
  const deps = { db: app.db, storage: app.storage, privateStorage: app.privateStorage, config: app.config, decodes: app.imageDecodes }
  const readForm = (request: Parameters<typeof readImageForm>[0]) =>
    readImageForm(request, { maxBytes: MAX_PRODUCT_IMAGE_BYTES, tooLarge: msg('uploads.productImageTooLarge') })
  const farmer = (request: Parameters<typeof getAuth>[0]) => ({ id: getAuth(request).user.id, role: 'farmer' as const })

  routes.get(
    '/verification',
    {
      onRequest: app.requireRole('farmer'),
      schema: {
        tags: ['verification'],
        summary: 'The farmer’s latest submission for verification and its status (null before the first)',
        security: bearerAuth,
        response: { 200: VerificationResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ verification: await service.getVerification(app, getAuth(request).user.id) }),
  )

  routes.post(
    '/verification',
    {
      onRequest: app.requireRole('farmer'),
      preHandler: app.limitUploads,
      schema: {
        tags: ['verification'],
        summary: 'Submit for verification: name as on ID, farm address, an ID photo; optionally an FPO and an FSSAI licence number',
        description: `${FORM_RULES} Fields: legalName, farmAddress, fpoName, fssaiLicence (exactly 14 digits). 409 while one waits for review or once verified.`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 201: z.object({ verification: VerificationSchema }), ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request)
      const verification = await service.submitVerification({ ...deps, log: request.log }, farmer(request), form, tagAddress(request.ip))
      return reply.code(201).send({ verification })
    },
  )

  routes.get(
    '/certificates',
    {
      onRequest: app.requireRole('farmer'),
      schema: {
        tags: ['verification'],
        summary: 'The farmer’s certificates, newest first, each with its status',
        security: bearerAuth,
        response: { 200: CertificatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ certificates: await service.listFarmerCertificates(app, getAuth(request).user.id) }),
  )

  routes.post(
    '/certificates',
    {
      onRequest: app.requireRole('farmer'),
      preHandler: app.limitUploads,
      schema: {
        tags: ['verification'],
        summary: 'Add an organic certificate for review: scheme, certificate ID, certifying body, valid from/to and a photo',
        description: `${FORM_RULES} Fields: scheme (pgs-india, npop or other), certificateId, certifyingBody, validFrom and validTo (YYYY-MM-DD; to after from, not already past).`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 201: CertificateResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request)
      const certificate = await service.submitCertificate({ ...deps, log: request.log }, farmer(request), form, tagAddress(request.ip))
      return reply.code(201).send({ certificate })
    },
  )
}

/** The operators' review queue, under /api/admin; every route is the operator's alone. */
export async function adminVerificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tagAddress = await addressTagger(app.config)
  const operator = (request: Parameters<typeof getAuth>[0]) => ({ id: getAuth(request).user.id, role: 'admin' as const })

  routes.get(
    '/verification/queue',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Verifications and certificates waiting for a decision, oldest first',
        security: bearerAuth,
        response: { 200: ReviewQueueResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.reviewQueue(app),
  )

  for (const kind of ['verification', 'certificate'] as const) {
    const plural = `${kind}s`
    routes.get(
      `/${plural}/:id/document`,
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags: ['admin'],
          summary: `The private photo of a ${kind} (WebP), for its review`,
          description: 'Operators only; never cached. 404 once the photo was deleted, 30 days after the decision.',
          params: IdParamsSchema,
          security: bearerAuth,
          response: { 200: z.any().describe('image/webp'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const data = await service.documentOf(app, kind, request.params.id)
        // An ID document: no shared cache or browser cache may keep it, and it opens in no other origin.
        return reply
          .header('cache-control', 'private, no-store')
          .header('cross-origin-resource-policy', 'same-origin')
          .header('content-disposition', 'inline')
          .type('image/webp')
          .send(data)
      },
    )

    routes.post(
      `/${plural}/:id/decision`,
      {
        onRequest: app.requireRole('admin'),
        schema: {
          tags: ['admin'],
          summary: `Approve a pending ${kind}, or reject it with a reason the farmer reads`,
          description: '409 when it was already decided. The farmer is notified; the audit log records the decision.',
          params: IdParamsSchema,
          body: ReviewDecisionSchema,
          security: bearerAuth,
          response: { 200: ReviewDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.decide(app, operator(request), kind, request.params.id, request.body, tagAddress(request.ip)),
    )
  }

  // Expired certificates, warnings 30 days ahead and old document photos, daily, once across all instances.
  app.addHook('onReady', async () => {
    await app.jobs.work(VERIFICATION_SWEEP_QUEUE, async () => {
      await service.dailySweep(app, new Date())
    })
    await app.jobs.schedule(VERIFICATION_SWEEP_QUEUE, VERIFICATION_SWEEP_CRON)
  })
}
