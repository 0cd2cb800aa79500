import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from '#src/config'
import type { Database } from '#src/db/client'
import authPlugin from '#src/plugins/auth'
import cachesPlugin from '#src/plugins/caches'
import dbPlugin from '#src/plugins/db'
import emptyBodyPlugin from '#src/plugins/empty-body'
import errorsPlugin, { answerClientError, answerFrameworkError } from '#src/plugins/errors'
import jobsPlugin from '#src/plugins/jobs'
import localePlugin from '#src/plugins/locale'
import mailerPlugin from '#src/plugins/mailer'
import metricsPlugin from '#src/plugins/metrics'
import multipartPlugin from '#src/plugins/multipart'
import rateLimitPlugin from '#src/plugins/rate-limit'
import redisPlugin from '#src/plugins/redis'
import securityPlugin from '#src/plugins/security'
import storagePlugin from '#src/plugins/storage'
import swaggerPlugin from '#src/plugins/swagger'
import ssrPlugin, { hasPageRenderer } from '#src/plugins/ssr'
import webPlugin, { hasWebBuild } from '#src/plugins/web'
import accountRoutes, { meAccountRoutes } from '#src/modules/accounts/accounts.routes'
import authRoutes, { accountLanguageRoutes } from '#src/modules/auth/auth.routes'
import browseRoutes from '#src/modules/browse/browse.routes'
import { browseProducts } from '#src/modules/browse/browse.service'
import buyerProfileRoutes from '#src/modules/buyer-profile/buyer-profile.routes'
import cartRoutes, { cartLineRoutes } from '#src/modules/cart/cart.routes'
import contactRoutes from '#src/modules/contact/contact.routes'
import dashboardRoutes from '#src/modules/dashboards/dashboards.routes'
import demoJobs from '#src/modules/demo/demo.jobs'
import mandiJobs from '#src/modules/mandi/mandi.jobs'
import farmerProfileRoutes from '#src/modules/farmer-profile/farmer-profile.routes'
import auditRoutes from '#src/modules/audit/audit.routes'
import healthRoutes from '#src/modules/health/health.routes'
import imageRoutes from '#src/modules/images/images.routes'
import notificationRoutes from '#src/modules/notifications/notifications.routes'
import operatorSignInRoutes from '#src/modules/operators/operators.routes'
import adminDashboardRoutes from '#src/modules/admin-dashboard/admin-dashboard.routes'
import orderRoutes from '#src/modules/orders/orders.routes'
import paymentRoutes from '#src/modules/payments/payments.routes'
import pincodeRoutes from '#src/modules/pincodes/pincodes.routes'
import productRoutes from '#src/modules/products/products.routes'
import { getProduct } from '#src/modules/products/products.service'
import receiptRoutes from '#src/modules/receipts/receipts.routes'
import requestRoutes from '#src/modules/requests/requests.routes'
import reviewRoutes from '#src/modules/reviews/reviews.routes'
import complaintRoutes from '#src/modules/complaints/complaints.routes'
import { adminModerationRoutes, reportRoutes } from '#src/modules/moderation/moderation.routes'
import { productReviews } from '#src/modules/reviews/reviews.service'
import storefrontRoutes from '#src/modules/storefront/storefront.routes'
import { adminVerificationRoutes, farmerVerificationRoutes } from '#src/modules/verification/verification.routes'
import { getStorefront } from '#src/modules/storefront/storefront.service'
import { findPlaceByPin } from '#src/modules/pincodes/pincodes.service'
import weatherRoutes from '#src/modules/weather/weather.routes'
import mandiRoutes from '#src/modules/mandi/mandi.routes'
import { priceReference } from '#src/modules/mandi/mandi.service'
import { getWeather, inLanguage } from '#src/modules/weather/weather.service'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route as registered (`GET /api/orders`, …), HEAD twins left out. The authorization
     * matrix and hostile-input suites derive their route lists from it, so a new route cannot
     * slip past them.
     */
    routeList: readonly AppRoute[]
  }
}

export interface AppRoute {
  method: string
  url: string
}

/**
 * JSON bodies are small (the largest, a product, is a few KB); anything larger is refused with 413
 * before parsing. Multipart uploads have their own limits (plugins/multipart).
 */
export const BODY_LIMIT_BYTES = 100 * 1024

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * would let a slow sender overstay the timeout by up to that much; a check every second (or
 * sooner, for the short timeouts of tests) costs a walk over the open connections.
 */
function connectionsCheckingInterval(timeouts: Config['timeouts']): number {
  return Math.max(10, Math.min(1000, Math.floor(timeouts.headersMs / 4)))
}

export interface BuildAppOptions {
  /** An open database to use instead of the one the config names (tests). */
  database?: Database
  /** Where log lines go instead of stdout (tests read them from here). */
  logStream?: { write(line: string): void }
}

/**
 * Reset links carry their token in the query string (`/reset-password?token=…`), and whoever reads
 * a log line with a live token could take over the account: request URLs are logged without it.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]')
}

const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    }
  },
}

/** Fields that hold a secret, wherever a log line carries them (a body, a job's data, an error's details). */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'passwordHash', 'token', 'code', 'links', 'link']

/**
 * Secrets never reach a log, should a line ever carry headers or a body: the Bearer token and
 * cookies of a request (and cookies set in an answer), and every secret field of a body, at the
 * top of a logged object or one or two levels down (`body.password`, `req.body.password`). Not
 * any `code` at any depth: an error's `code` (ECONNREFUSED, 23505) is what its reader needs.
 */
const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.filter((field) => field !== 'code').flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...['body', 'data', 'input', 'req.body'].map((parent) => `${parent}.code`),
]

function loggerOptions(config: Config, stream: BuildAppOptions['logStream']): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false
  const base = { level: config.logLevel, serializers, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }
  if (stream) return { ...base, stream }
  // Pretty lines for a person at a terminal, JSON lines for everything else (fastify/demo).
  if (process.stdout.isTTY && !config.isProduction) {
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
  }
  return base
}

/**
 * Builds the server: plugins first (order matters: the request's language, config and errors
 * before anything that throws, swagger before the routes it documents, web last so its routes cannot shadow the API), then the
 * feature modules. Never listens (fastify/demo src/app.ts): tests `inject`, server.ts listens.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // A client-sent request id would let anyone forge log correlation; we always make our own.
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // The first start of the embedded database creates its cluster and runs every migration,
    // which on a busy machine can outlast Fastify's default time per plugin.
    pluginTimeout: 60_000,
    // Slow senders are cut off with a 408 (plugins/errors answerClientError) instead of holding a
    // connection open for ever: the whole request within REQUEST_TIMEOUT_MS, its headers within
    // HEADERS_TIMEOUT_MS. Node only counts these while a request is being received.
    requestTimeout: config.timeouts.requestMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: connectionsCheckingInterval(config.timeouts),
    },
    // An idle kept-alive connection closes after this; behind a load balancer it must outlast the
    // balancer's own idle timeout, or the balancer reuses a connection we just closed (a 502).
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // A connection with no traffic either way (a client that stopped reading its answer) is closed.
    connectionTimeout: config.timeouts.connectionMs,
    // Our error body for what Fastify refuses before routing, and for requests Node's HTTP parser
    // gives up on (too slow, headers too large, not HTTP).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  const routeList: AppRoute[] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url })
    }
  })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(localePlugin)
  await app.register(redisPlugin)
  await app.register(rateLimitPlugin)
  await app.register(errorsPlugin)
  await app.register(emptyBodyPlugin)
  await app.register(securityPlugin)
  await app.register(dbPlugin, { database: options.database })
  await app.register(jobsPlugin)
  await app.register(mailerPlugin)
  await app.register(storagePlugin)
  await app.register(multipartPlugin)
  // Before the routes, so its response hook counts every one of them.
  await app.register(metricsPlugin)
  await app.register(authPlugin)
  await app.register(swaggerPlugin)
  await app.register(cachesPlugin)

  await app.register(healthRoutes, { prefix: '/api/health' })
  await app.register(authRoutes, { prefix: '/api/user' })
  await app.register(accountLanguageRoutes, { prefix: '/api/me' })
  await app.register(accountRoutes, { prefix: '/api/user' })
  await app.register(meAccountRoutes, { prefix: '/api/me' })
  await app.register(productRoutes, { prefix: '/api' })
  await app.register(imageRoutes, { prefix: '/api' })
  await app.register(farmerProfileRoutes, { prefix: '/api/farmerProfile' })
  await app.register(browseRoutes, { prefix: '/api/orderProduct' })
  await app.register(cartRoutes, { prefix: '/api/orderProduct' })
  await app.register(cartLineRoutes, { prefix: '/api/me/cart' })
  await app.register(buyerProfileRoutes, { prefix: '/api/buyerProfile' })
  await app.register(requestRoutes, { prefix: '/api' })
  await app.register(orderRoutes, { prefix: '/api' })
  await app.register(paymentRoutes, { prefix: '/api/orders' })
  await app.register(reviewRoutes, { prefix: '/api' })
  await app.register(complaintRoutes, { prefix: '/api' })
  await app.register(storefrontRoutes, { prefix: '/api' })
  await app.register(weatherRoutes, { prefix: '/api/weather' })
  await app.register(mandiRoutes, { prefix: '/api/prices' })
  await app.register(pincodeRoutes, { prefix: '/api/pincodes' })
  await app.register(contactRoutes, { prefix: '/api/contact' })
  await app.register(notificationRoutes, { prefix: '/api/me/notifications' })
  await app.register(dashboardRoutes, { prefix: '/api/me' })
  await app.register(receiptRoutes, { prefix: '/api' })
  await app.register(farmerVerificationRoutes, { prefix: '/api/me' })
  await app.register(adminVerificationRoutes, { prefix: '/api/admin' })
  await app.register(reportRoutes, { prefix: '/api' })
  await app.register(adminModerationRoutes, { prefix: '/api/admin' })
  await app.register(operatorSignInRoutes, { prefix: '/api/admin' })
  await app.register(adminDashboardRoutes, { prefix: '/api/admin' })
  await app.register(auditRoutes, { prefix: '/api/admin' })
  await app.register(demoJobs)
  await app.register(mandiJobs)

  if (hasWebBuild(config.webDistDir)) await app.register(webPlugin)
  if (hasWebBuild(config.webDistDir) && hasPageRenderer(config.webSsrDir)) {
    await app.register(ssrPlugin, {
      services: {
        browseProducts,
        getProduct,
        productReviews,
        getStorefront,
        findPlaceByPin,
        getWeather,
        weatherInLanguage: inLanguage,
        priceReference,
      },
    })
  }

  return app
}
