import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { MAX_PROFILE_IMAGE_BYTES } from '@app/shared/limits'
import { msg } from '@app/shared/messages/refs'
import { ProductImageResponseSchema, ProfileImageResponseSchema } from '@app/shared/upload-responses'
import { MAX_PRODUCT_IMAGE_BYTES } from '@app/shared/uploads'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { readImageFile } from '#src/lib/multipart'
import * as service from './images.service'

const UPLOAD_RULES =
  'Send multipart/form-data with one file in the field `image`. JPEG, PNG and WebP only, judged by ' +
  "the file's bytes, not its name or declared type: anything else answers 415, a damaged or " +
  'truncated image 400, one of more than 24 megapixels (16-bit images count double) 400. The image is turned upright, ' +
  're-encoded as WebP and stripped of all metadata (GPS included). Answers absolute links (ASSETS_URL + /uploads/…). ' +
  'Each account may upload UPLOAD_RATE_LIMIT_PER_HOUR images an hour on both routes together (429 with Retry-After ' +
  'above) and hold UPLOAD_QUOTA_MB of stored images (413 above); 503 with Retry-After while the server is decoding ' +
  'as many images as it takes at once.'

/** Image uploads: product photos, and the profile image at the path existing clients use. */
export default async function imageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  // Each request adds its own logger.
  const deps = { db: app.db, storage: app.storage, config: app.config, decodes: app.imageDecodes }

  routes.post(
    '/product-images',
    {
      onRequest: app.requireRole('farmer'),
      preHandler: app.limitUploads,
      schema: {
        tags: ['images'],
        summary: 'Upload a product photo; answers its URL for the product’s images, and a thumbnail URL',
        description: `${UPLOAD_RULES} At most 10 MB (413 above). Stored fitted into 1600 px, with a 480 px thumbnail.`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 201: ProductImageResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const data = await readImageFile(request, { maxBytes: MAX_PRODUCT_IMAGE_BYTES, tooLarge: msg('uploads.productImageTooLarge') })
      return reply.code(201).send(await service.storeProductImage({ ...deps, log: request.log }, getAuth(request).user, data))
    },
  )

  routes.post(
    '/setProfileImg/set-profile-image',
    {
      onRequest: app.authenticate,
      preHandler: app.limitUploads,
      schema: {
        tags: ['images'],
        summary: "Set the signed-in user's profile image",
        description: `${UPLOAD_RULES} At most 0.5 MB (512 KiB; 413 "File size exceeds 0.5MB limit" above). Stored as a 256 px square; the previous image is deleted.`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 200: ProfileImageResponseSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const data = await readImageFile(request, { maxBytes: MAX_PROFILE_IMAGE_BYTES, tooLarge: msg('uploads.profileImageTooLarge') })
      const optimizedUrl = await service.setProfileImage({ ...deps, log: request.log }, getAuth(request).user, data)
      return { optimizedUrl, message: request.t.t('uploads.profileImageUpdated') }
    },
  )

  // Uploads nothing has used for a day are removed hourly, once across all instances.
  app.addHook('onReady', async () => {
    await app.jobs.work(service.UPLOADS_CLEANUP_QUEUE, async () => {
      await service.removeUnusedUploads(app, new Date())
    })
    await app.jobs.schedule(service.UPLOADS_CLEANUP_QUEUE, service.UPLOADS_CLEANUP_CRON)
  })
}
