import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SignInResponseSchema } from '@app/shared/auth'
import { EnrolStartResponseSchema, EnrolStartSchema, TotpSignInSchema } from '@app/shared/operator-auth'
import { addressTagger } from '#src/lib/address-tag'
import { errorResponses } from '#src/lib/openapi'
import { clientRateLimits } from '#src/lib/rate-limit'
import { toUserDto } from '#src/modules/auth/auth.service'
import * as secondFactor from './second-factor.service'

/**
 * The operator's second sign-in step, under /api/admin/signin: POST /user/signin answered a
 * challenge for the operator's right password; these turn it into a session with the code an
 * authenticator app shows, enrolling the app first when the operator has none. Limited per client
 * address like the other account calls, and the codes per operator (second-factor.service).
 */
export default async function operatorSignInRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const limit = clientRateLimits(app.rateLimiter, 'admin:signin', app.config.authRateLimit)
  const tagAddress = await addressTagger(app.config)

  routes.post(
    '/signin/enrol',
    {
      onRequest: limit.perIp,
      schema: {
        tags: ['admin'],
        summary: 'Show a new authenticator secret (QR code and text) for an operator who has none yet',
        description: 'The challenge is the one POST /user/signin answered with `secondFactor: "enrol"`. The secret is shown only here.',
        body: EnrolStartSchema,
        response: { 200: EnrolStartResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      // The secret must not stay in any cache between here and the operator's screen.
      reply.header('cache-control', 'no-store')
      return secondFactor.startEnrolment(app, request.body.challenge)
    },
  )

  routes.post(
    '/signin/enrol/confirm',
    {
      onRequest: limit.perIp,
      schema: {
        tags: ['admin'],
        summary: 'Confirm the enrolled authenticator with its first code; answers the operator’s session',
        body: TotpSignInSchema,
        response: { 200: SignInResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const { token, user } = await secondFactor.signInWithCode(app, request.body, 'enrol', { ipTag: tagAddress(request.ip) })
      return { token, user: toUserDto(user), message: request.t.t('auth.signedIn') }
    },
  )

  routes.post(
    '/signin/totp',
    {
      onRequest: limit.perIp,
      schema: {
        tags: ['admin'],
        summary: 'Finish an operator’s sign-in with the authenticator’s code; answers a Bearer token valid for 12 hours',
        description: 'A code is taken once: the same code again, even within its 30 seconds, is refused.',
        body: TotpSignInSchema,
        response: { 200: SignInResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const { token, user } = await secondFactor.signInWithCode(app, request.body, 'totp', { ipTag: tagAddress(request.ip) })
      return { token, user: toUserDto(user), message: request.t.t('auth.signedIn') }
    },
  )
}
