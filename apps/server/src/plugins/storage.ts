import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UPLOADS_PREFIX } from '@app/shared/uploads'
import { openStorages } from '#src/lib/open-storage'
import { UPLOAD_CACHE_CONTROL } from '#src/lib/s3-storage'
import { isStorageKey } from '#src/lib/storage'
import { withAbsoluteUploadLinks, withStoredUploadPaths } from '#src/lib/upload-links'

/**
 * `app.storage`: uploads on disk under DATA_DIR/uploads, or in the S3_BUCKET bucket under
 * `uploads/` (lib/open-storage), served by this app at /uploads/* from either with year-long
 * caching; `app.privateStorage`: DATA_DIR/private or the bucket's `private/`, never served; and
 * links to uploads as clients see them (lib/upload-links): absolute on ASSETS_URL in every JSON
 * answer, back to their stored path in every JSON body (from ASSETS_URL or PUBLIC_URL).
 */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const storages = openStorages(app.config)
    app.decorate('storage', storages.storage)
    // Private documents: under their own folder or prefix, which the route below never reads.
    app.decorate('privateStorage', storages.privateStorage)
    app.addHook('onClose', async () => storages.close())

    // Read through `app.storage`, so the same route serves a folder and a bucket: what links on
    // PUBLIC_URL open (and old links, after ASSETS_URL moved to a CDN), and the CDN's origin when
    // ASSETS_URL is the app itself.
    app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      const file = isStorageKey(key) ? await app.storage.open(key) : null
      if (!file) return reply.callNotFound()
      return (
        reply
          .type(file.contentType)
          .header('content-length', file.bytes)
          // Keys are content hashes: a URL's bytes never change, so caches may keep them for good.
          .header('cache-control', UPLOAD_CACHE_CONTROL)
          // Uploads are public pictures, each re-encoded by the server (nothing a sender wrote
          // survives, and nosniff stays on): pages and apps on other origins may show them. Every
          // other answer keeps helmet's same-origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.body)
      )
    })

    const { publicUrl, assetsUrl } = app.config
    app.addHook('preSerialization', async (_request, _reply, payload) => withAbsoluteUploadLinks(assetsUrl, payload))
    app.addHook('preValidation', async (request) => {
      if (request.body !== null && typeof request.body === 'object') {
        request.body = withStoredUploadPaths([assetsUrl, publicUrl], request.body)
      }
    })
  },
  { name: 'storage' },
)
