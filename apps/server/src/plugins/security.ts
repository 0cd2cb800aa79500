import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The web app's Content-Security-Policy. Only our own scripts run, so an injected script cannot
 * read the session token the spec keeps in browser storage (STYLE.md §6).
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // Farmers may paste image links to their own photos hosted elsewhere (issue 3): images, and
    // only images, may come from any https origin. Images cannot run script.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
}

/** Security headers on every answer, and compression of dynamic answers. */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The app serves its own images and links to no cross-origin resources it must embed.
      crossOriginEmbedderPolicy: false,
      // HSTS only makes sense behind TLS, which a proxy in front of us terminates.
      strictTransportSecurity: app.config.isProduction ? undefined : false,
    })
    // API JSON is compressed on the fly; the web build's files come pre-compressed (plugins/web).
    // Request bodies are never inflated: a small gzip body could expand past the body limit.
    await app.register(fastifyCompress, { globalDecompression: false, encodings: ['br', 'gzip'] })
  },
  { name: 'security' },
)
