import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { DEFAULT_LOCALE } from '@app/shared/messages/locales'
import { translator } from '#src/lib/i18n'

export const DOCS_PREFIX = '/api/docs'

/**
 * Swagger UI sets inline styles from its scripts, which the app's strict policy (plugins/security)
 * forbids. Its pages alone get this looser policy; they hold no user data or tokens.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

const english = translator(DEFAULT_LOCALE)

/** OpenAPI document built from the routes' Zod schemas, and Swagger UI at /api/docs (local assets). */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        // The document is written once, in English, like the routes' own summaries.
        info: { title: english.t('api.docsTitle'), description: english.t('api.docsDescription'), version: '1.0.0' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      transformStaticCSP: () => DOCS_CSP,
    })
  },
  { name: 'swagger' },
)
