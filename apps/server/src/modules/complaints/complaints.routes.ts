import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminComplaintResponseSchema,
  AnswerComplaintInputSchema,
  ANSWER_WITHIN_HOURS,
  COMPLAINT_WITHIN_DAYS,
  ComplaintQueueQuerySchema,
  ComplaintQueueResponseSchema,
  ComplaintResponseSchema,
  MAX_COMPLAINT_PHOTO_BYTES,
  MAX_COMPLAINT_PHOTOS,
  OpenComplaintInputSchema,
  OrderComplaintsResponseSchema,
  ResolveComplaintInputSchema,
} from '@app/shared/complaints'
import { msg } from '@app/shared/messages/refs'
import { addressTagger } from '#src/lib/address-tag'
import { readImageFile } from '#src/lib/multipart'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { createSmsSender } from '#src/lib/sms'
import * as service from './complaints.service'

/** Any text: an id that is not a UUID is answered as a missing order or complaint (404), like another user's. */
const OrderParamsSchema = z.object({ orderId: z.string() })
const ComplaintParamsSchema = z.object({ complaintId: z.string() })
const PhotoParamsSchema = ComplaintParamsSchema.extend({ photoId: z.string() })

/**
 * Complaints on orders, under /api: the order's two sides open, answer and withdraw them and add
 * photos; operators work the queue under /api/admin/complaints. Also the three jobs that carry a
 * complaint on its own: telling both sides, the lapse of the time to answer, and each step's notices.
 */
export default async function complaintRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const operatorsOnly = app.requireRole('admin')
  const tagAddress = await addressTagger(app.config)
  const sms = createSmsSender(app.config, app.log)
  const uploadDeps = { db: app.db, storage: app.storage, privateStorage: app.privateStorage, config: app.config, decodes: app.imageDecodes }

  await app.jobs.work(service.COMPLAINT_ENTRY_QUEUE, (data) =>
    service.deliverComplaintNotices({ db: app.db, mailer: app.mailer, config: app.config, log: app.log, sms }, data),
  )
  await app.jobs.work(service.COMPLAINT_OPENED_QUEUE, async (data) => {
    const complaintId = service.complaintIdOf(app, data)
    if (complaintId) await service.notifyComplaint(app, complaintId, new Date())
  })
  await app.jobs.work(service.COMPLAINT_LAPSE_QUEUE, async (data) => {
    const complaintId = service.complaintIdOf(app, data)
    if (complaintId) await service.lapseComplaint(app, complaintId, new Date())
  })

  routes.get(
    '/orders/:orderId/complaints',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['complaints'],
        summary: 'An order’s complaints, for its buyer or its farmer',
        description:
          'Newest first, each with its thread. `canOpen`: the caller may open one now (the order had a delivery or ' +
          `payment step less than ${COMPLAINT_WITHIN_DAYS} days ago and has no unresolved complaint); \`windowEnd\`: ` +
          'when that ends. 404 for anyone else’s order.',
        security: bearerAuth,
        params: OrderParamsSchema,
        response: { 200: OrderComplaintsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.listOrderComplaints(app, getAuth(request).user, request.params.orderId),
  )

  routes.post(
    '/orders/:orderId/complaints',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['complaints'],
        summary: 'Open a complaint on an order, as its buyer or its farmer',
        description:
          'Body `{ kind, text }`: kind one of not_delivered, quality, quantity_short, payment_not_received, other. ' +
          `Allowed until ${COMPLAINT_WITHIN_DAYS} days after the order’s last delivery or payment step (a UTR entered, a ` +
          'payment confirmed received or not), one unresolved complaint per order. Both sides are then told, and the ' +
          `other side has ${ANSWER_WITHIN_HOURS} hours to answer. Photos are added after, to …/photos. 409 before any ` +
          'delivery or payment step, after the window, or with a complaint already unresolved; 404 for anyone else’s order.',
        security: bearerAuth,
        params: OrderParamsSchema,
        body: OpenComplaintInputSchema,
        response: { 201: ComplaintResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const complaint = await service.openComplaint(app, getAuth(request).user, request.params.orderId, request.body)
      return reply.code(201).send({ message: request.t.t('complaints.opened'), complaint })
    },
  )

  routes.post(
    '/complaints/:complaintId/answer',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['complaints'],
        summary: 'Answer a complaint, as the side of the order it was made against',
        description:
          'Body `{ text }`. The complaint goes to the operators and both sides are told. 403 for the side that opened ' +
          'it; 409 once it is no longer waiting for the answer; 404 unless the caller is a side of its order.',
        security: bearerAuth,
        params: ComplaintParamsSchema,
        body: AnswerComplaintInputSchema,
        response: { 200: ComplaintResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const complaint = await service.answerComplaint(app, getAuth(request).user, request.params.complaintId, request.body.text)
      return { message: request.t.t('complaints.answered'), complaint }
    },
  )

  routes.post(
    '/complaints/:complaintId/withdraw',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['complaints'],
        summary: 'Withdraw a complaint, as the side that opened it',
        description:
          'Allowed while it is not resolved; both sides are told. 403 for the other side; 409 once resolved or ' +
          'withdrawn; 404 unless the caller is a side of its order.',
        security: bearerAuth,
        params: ComplaintParamsSchema,
        response: { 200: ComplaintResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const complaint = await service.withdrawComplaint(app, getAuth(request).user, request.params.complaintId)
      return { message: request.t.t('complaints.withdrawnDone'), complaint }
    },
  )

  routes.post(
    '/complaints/:complaintId/photos',
    {
      onRequest: app.authenticate,
      preHandler: app.limitUploads,
      schema: {
        tags: ['complaints'],
        summary: 'Add a photo to one’s own statement in a complaint (the opening one, or the answer)',
        description:
          'multipart/form-data with one file in the field `image` (JPEG, PNG or WebP by its bytes, at most 10 MB; ' +
          're-encoded as WebP without metadata). Kept privately: only the order’s two sides and operators can fetch ' +
          `it. At most ${MAX_COMPLAINT_PHOTOS} per statement, while the complaint is unresolved (409 otherwise, and ` +
          'for the answering side before it has answered); 404 unless the caller is a side of its order.',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        params: ComplaintParamsSchema,
        response: { 201: ComplaintResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const data = await readImageFile(request, { maxBytes: MAX_COMPLAINT_PHOTO_BYTES, tooLarge: msg('uploads.productImageTooLarge') })
      const complaint = await service.addComplaintPhoto(
        { ...uploadDeps, log: request.log },
        getAuth(request).user,
        request.params.complaintId,
        data,
      )
      return reply.code(201).send({ message: request.t.t('complaints.photoAdded'), complaint })
    },
  )

  routes.get(
    '/complaints/:complaintId/photos/:photoId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['complaints'],
        summary: 'A complaint’s photo (image/webp), for the order’s two sides and operators',
        description: '404 for anyone else, and for a photo that is not the complaint’s.',
        security: bearerAuth,
        params: PhotoParamsSchema,
        produces: ['image/webp'],
        response: { 200: z.any().describe('The photo, WebP'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { complaintId, photoId } = request.params
      const data = await service.readComplaintPhoto(app, getAuth(request).user, complaintId, photoId)
      // Private: never kept by a shared cache.
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(data)
    },
  )

  routes.get(
    '/admin/complaints',
    {
      onRequest: operatorsOnly,
      schema: {
        tags: ['admin'],
        summary: 'The operators’ complaints queue, oldest first',
        description: '`?show=unresolved` (the default: open, awaiting the other side, with the operator) or `all`.',
        security: bearerAuth,
        querystring: ComplaintQueueQuerySchema,
        response: { 200: ComplaintQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.complaintQueue(app, request.query.show),
  )

  routes.get(
    '/admin/complaints/:complaintId',
    {
      onRequest: operatorsOnly,
      schema: {
        tags: ['admin'],
        summary: 'One complaint with its order’s facts: lines, payment and UTR, events',
        security: bearerAuth,
        params: ComplaintParamsSchema,
        response: { 200: AdminComplaintResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.complaintForOperator(app, getAuth(request).user, request.params.complaintId),
  )

  routes.post(
    '/admin/complaints/:complaintId/resolve',
    {
      onRequest: operatorsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Resolve a complaint that is with the operators',
        description:
          'Body `{ outcome, note }`: outcome no_fault, partial_refund, full_refund or farmer_warned; the note both sides ' +
          'read as written. Both sides are told; the decision is audited. 409 unless the complaint is with the operators.',
        security: bearerAuth,
        params: ComplaintParamsSchema,
        body: ResolveComplaintInputSchema,
        response: { 200: ComplaintResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const complaint = await service.resolveComplaint(
        app,
        getAuth(request).user,
        request.params.complaintId,
        request.body,
        tagAddress(request.ip),
      )
      return { message: request.t.t('complaints.resolvedDone'), complaint }
    },
  )
}
