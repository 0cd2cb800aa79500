import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInResponseSchema,
  SignInSchema,
  SignUpSchema,
  UserSchema,
} from '@app/shared/auth'
import { MessageResponseSchema } from '@app/shared/errors'
import { en } from '@app/shared/messages/en'
import { AppError } from '#src/lib/app-error'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { getAuth } from '#src/plugins/auth'
import { authRateLimits } from './auth.rate-limit'
import * as service from './auth.service'

/** SPEC.md §7 account calls, under /api/user, with the spec's paths and response keys. */
export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const limits = authRateLimits(app)
  const deps = () => ({ db: app.db, tokens: app.tokens, mailer: app.mailer, publicUrl: app.config.publicUrl })

  routes.post(
    '/signup',
    {
      onRequest: limits.perIp('signup'),
      preHandler: limits.perEmail('signup'),
      schema: {
        tags: ['account'],
        summary: 'Register a farmer or buyer',
        body: SignUpSchema,
        response: { 201: MessageResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await service.signUp(deps(), request.body)
      return reply.code(201).send({ message: en['auth.signedUp'] })
    },
  )

  routes.post(
    '/signin',
    {
      onRequest: limits.perIp('signin'),
      preHandler: limits.perEmail('signin'),
      schema: {
        tags: ['account'],
        summary: 'Sign in; answers a Bearer token valid for 7 days',
        body: SignInSchema,
        response: { 200: SignInResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      try {
        const { token, user } = await service.signIn(deps(), request.body)
        return { token, user: service.toUserDto(user), message: en['auth.signedIn'] }
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) await limits.recordFailedSignIn(request.body.email)
        throw err
      }
    },
  )

  routes.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Sign out: the token stops working at once',
        security: bearerAuth,
        response: { 200: MessageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await service.signOut(deps(), getAuth(request).sessionId)
      return { message: en['auth.loggedOut'] }
    },
  )

  routes.post(
    '/forgetPassword',
    {
      onRequest: limits.perIp('forgot-password'),
      preHandler: limits.perEmail('forgot-password'),
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link (same answer whether or not the email has an account)',
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.requestPasswordReset(deps(), request.body.email)
      return { message: en['reset.requestAccepted'] }
    },
  )

  routes.post(
    '/resetPassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset link token ({token, newPassword} or {token, password})',
        body: ResetPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await service.resetPassword(deps(), request.body)
      return { message: en['reset.succeeded'] }
    },
  )

  routes.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        description:
          'Not one of the specification\'s calls: the web app uses it to confirm that a stored session is still valid.',
        security: bearerAuth,
        response: { 200: z.object({ user: UserSchema }), ...errorResponses(401) },
      },
    },
    async (request) => ({ user: service.toUserDto(getAuth(request).user) }),
  )
}
