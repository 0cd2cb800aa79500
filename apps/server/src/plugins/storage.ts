import { mkdir } from 'node:fs/promises'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UPLOADS_PREFIX } from '@app/shared/uploads'
import { createDiskStorage, uploadsDir } from '#src/lib/storage'

/** `app.storage`: disk storage under DATA_DIR/uploads (lib/storage), served at /uploads/* with year-long caching. */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const root = uploadsDir(app.config.dataDir)
    await mkdir(root, { recursive: true })
    app.decorate('storage', createDiskStorage(root))
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        // Keys are content hashes: a URL's bytes never change, so caches may keep them for good.
        reply.header('cache-control', 'public, max-age=31536000, immutable')
      },
    })
  },
  { name: 'storage' },
)
