import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { MAX_PROFILE_IMAGE_BYTES } from '@app/shared/limits'
import { msg } from '@app/shared/messages/refs'
import { MAX_PRODUCT_IMAGE_BYTES, ProductImageResponseSchema, ProfileImageResponseSchema } from '@app/shared/uploads'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/lib/sessions'
import { readImageFile } from '#src/lib/multipart'
import * as service from './images.service'

const UPLOAD_RULES =
  'Send multipart/form-data with one file in the field `image`. JPEG, PNG and WebP only, judged by ' +
  "the file's bytes, not its name or declared type: anything else answers 415, a damaged or " +
  'truncated image 400. The image is turned upright, re-encoded as WebP and stripped of all metadata (GPS included).'

/** Image uploads: product photos, and the profile image at the path existing clients use. */
export default async function imageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    '/product-images',
    {
      onRequest: app.requireRole('farmer'),
      schema: {
        tags: ['images'],
        summary: 'Upload a product photo; answers its URL for the product’s images, and a thumbnail URL',
        description: `${UPLOAD_RULES} At most 10 MB (413 above). Stored fitted into 1600 px, with a 480 px thumbnail.`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 201: ProductImageResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const data = await readImageFile(request, { maxBytes: MAX_PRODUCT_IMAGE_BYTES, tooLarge: msg('uploads.productImageTooLarge') })
      return reply.code(201).send(await service.storeProductImage(app, data))
    },
  )

  routes.post(
    '/setProfileImg/set-profile-image',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['images'],
        summary: "Set the signed-in user's profile image",
        description: `${UPLOAD_RULES} At most 0.5 MB (512 KiB; 413 "File size exceeds 0.5MB limit" above). Stored as a 256 px square; the previous image is deleted.`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 200: ProfileImageResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const data = await readImageFile(request, { maxBytes: MAX_PROFILE_IMAGE_BYTES, tooLarge: msg('uploads.profileImageTooLarge') })
      const optimizedUrl = await service.setProfileImage(
        { db: app.db, storage: app.storage, log: request.log },
        getAuth(request).user,
        data,
      )
      return { optimizedUrl, message: request.t.t('uploads.profileImageUpdated') }
    },
  )
}
