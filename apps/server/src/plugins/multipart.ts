import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { MAX_PRODUCT_IMAGE_BYTES } from '@app/shared/uploads'

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
  },
  { name: 'multipart' },
)
