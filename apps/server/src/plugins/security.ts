import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyCors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { z } from 'zod'

/**
 * The web app's Content-Security-Policy. Only our own scripts run, so an injected script cannot
 * read the session token, which the app keeps in browser storage.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // Farmers may paste image links to their own photos hosted elsewhere: images, and
    // only images, may come from any https origin. Images cannot run script.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    // The service worker (offline reading) and the web app manifest (installing the app) are our own files.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
}

/** Written by the web build beside its page templates (apps/web/scripts/prerender.mjs). */
export const STYLE_SOURCES_FILE = 'style-sources.json'
const StyleSourcesSchema = z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/))

/**
 * The hashes of the `<style>` elements the web build's pages carry (their stylesheet, inline so the
 * first paint needs no second request); none without a build.
 */
export function webStyleSources(webSsrDir: string): string[] {
  const file = path.join(webSsrDir, STYLE_SOURCES_FILE)
  return existsSync(file) ? StyleSourcesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : []
}

/**
 * The policy for a server whose photos are linked at `assetsUrl` (ASSETS_URL, by default
 * PUBLIC_URL): answers name uploads by absolute links there, so that origin is added to img-src
 * when it is another than the page's own (a CDN or a bucket; https ones are allowed already, and
 * naming it says where photos come from) or a plain-http one (a development setup). `styleSources`
 * allow the pages' own inline stylesheet, by hash.
 */
export function contentSecurityPolicy(publicUrl: string, styleSources: readonly string[] = [], assetsUrl: string = publicUrl) {
  const pageOrigin = new URL(publicUrl).origin
  const origins = [...new Set([pageOrigin, new URL(assetsUrl).origin])].filter(
    (origin) => origin.startsWith('http:') || origin !== pageOrigin,
  )
  const { directives } = CONTENT_SECURITY_POLICY
  return {
    ...CONTENT_SECURITY_POLICY,
    directives: {
      ...directives,
      styleSrc: [...directives.styleSrc, ...styleSources],
      imgSrc: [...directives.imgSrc, ...origins],
    },
  }
}

/** A year, as helmet's default; browsers then refuse plain http for the host until it lapses. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every answer, CORS for the origins CORS_ORIGINS names (none by default), and
 * compression of dynamic answers.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    // One helmet middleware, made once: the Fastify wrapper makes a new one (parsing the whole
    // policy again) on every request, a cost every answer paid.
    const securityHeaders = helmet({
      contentSecurityPolicy: contentSecurityPolicy(app.config.publicUrl, webStyleSources(app.config.webSsrDir), app.config.assetsUrl),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The app serves its own images and links to no cross-origin resources it must embed.
      crossOriginEmbedderPolicy: false,
      // Set below, and only on answers to https requests: browsers ignore it over plain http, and
      // a development server on http://localhost must not pin the host to https.
      strictTransportSecurity: false,
    })
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()))
    // request.protocol reads X-Forwarded-Proto only from proxies TRUST_PROXY names, so a client
    // cannot ask for the header over http.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER)
    })
    // Without CORS_ORIGINS nothing is registered: cross-origin pages get no Access-Control-* header
    // and their preflights find no OPTIONS route (404), so browsers refuse to let them call the API.
    if (app.config.corsOrigins.length > 0) {
      await app.register(fastifyCors, {
        origin: [...app.config.corsOrigins],
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type'],
        exposedHeaders: ['x-request-id', 'retry-after'],
        // Sessions are Bearer tokens, never cookies: no credentialed requests to allow.
        credentials: false,
        maxAge: 600,
      })
    }
    // API JSON is compressed on the fly; the web build's files come pre-compressed (plugins/web).
    // Request bodies are never inflated: a small gzip body could expand past the body limit.
    await app.register(fastifyCompress, { globalDecompression: false, encodings: ['br', 'gzip'] })
  },
  { name: 'security' },
)
