import { mkdir } from 'node:fs/promises'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UPLOADS_PREFIX } from '@app/shared/uploads'
import { createDiskStorage, createPrivateDiskStorage, privateDir, uploadsDir } from '#src/lib/storage'
import { withAbsoluteUploadLinks, withStoredUploadPaths } from '#src/lib/upload-links'

/**
 * `app.storage`: disk storage under DATA_DIR/uploads (lib/storage), served at /uploads/* with
 * year-long caching; `app.privateStorage`: DATA_DIR/private, never served; and links to uploads as clients see them (lib/upload-links): absolute on
 * PUBLIC_URL in every JSON answer, back to their stored path in every JSON body.
 */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const root = uploadsDir(app.config.dataDir)
    await mkdir(root, { recursive: true })
    app.decorate('storage', createDiskStorage(root))
    // Private documents: outside `root`, so the static route below can never serve them.
    app.decorate('privateStorage', createPrivateDiskStorage(privateDir(app.config.dataDir)))
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      setHeaders(reply) {
        // Keys are content hashes: a URL's bytes never change, so caches may keep them for good.
        reply.header('cache-control', 'public, max-age=31536000, immutable')
        // Uploads are public pictures, each re-encoded by the server (nothing a sender wrote
        // survives, and nosniff stays on): pages and apps on other origins may show them. Every
        // other answer keeps helmet's same-origin.
        reply.header('cross-origin-resource-policy', 'cross-origin')
      },
    })

    const { publicUrl } = app.config
    app.addHook('preSerialization', async (_request, _reply, payload) => withAbsoluteUploadLinks(publicUrl, payload))
    app.addHook('preValidation', async (request) => {
      if (request.body !== null && typeof request.body === 'object') request.body = withStoredUploadPaths(publicUrl, request.body)
    })
  },
  { name: 'storage' },
)
