import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { MAX_PRODUCT_IMAGE_BYTES } from '@app/shared/uploads'
import { createWorkLimiter, type WorkLimiter } from '#src/lib/images'
import { getAuth } from '#src/lib/sessions'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This process's image decodes (IMAGE_DECODE_CONCURRENCY at once, IMAGE_DECODE_QUEUE waiting):
     * one limiter for every upload route, as they all share the threads and the memory.
     */
    imageDecodes: WorkLimiter
    /**
     * A signed-in route's preHandler counting the account's uploads (UPLOAD_RATE_LIMIT_PER_HOUR, whatever the
     * route): before the body is read, so refused and broken uploads count too.
     */
    limitUploads: preHandlerAsyncHookHandler
  }
}

const HOUR_MS = 60 * 60 * 1000

/**
 * Multipart bodies, with explicit limits (fastify/demo plugins/external/multipart.ts): one file,
 * a few small fields, and no file over the largest upload any route takes. Routes lower the file
 * limit for themselves. Files are read into memory, never written to a temporary folder, so a
 * rejected upload leaves nothing on disk.
 */
export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(fastifyMultipart, {
      limits: {
        files: 1,
        fields: 5,
        parts: 6,
        fieldNameSize: 100,
        fieldSize: 1024,
        headerPairs: 50,
        fileSize: MAX_PRODUCT_IMAGE_BYTES,
      },
    })
    const { uploads } = app.config
    app.decorate('imageDecodes', createWorkLimiter({ concurrency: uploads.decodeConcurrency, maxQueue: uploads.decodeQueue }))
    app.decorate('limitUploads', async function (request) {
      await app.rateLimiter.enforce(`uploads:user:${getAuth(request).user.id}`, { max: uploads.maxPerHour, windowMs: HOUR_MS })
    } satisfies preHandlerAsyncHookHandler)
  },
  { name: 'multipart', dependencies: ['rate-limit'] },
)
