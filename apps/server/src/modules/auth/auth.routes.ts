import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignUpSchema,
  UpdateLanguageInputSchema,
  UpdateLanguageResponseSchema,
} from '@app/shared/auth'
import { MessageResponseSchema } from '@app/shared/errors'
import { PasswordSignInSchema } from '@app/shared/mobile-auth'
import { PasswordSignInAnswerSchema } from '@app/shared/operator-auth'
import { addressTagger } from '#src/lib/address-tag'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { clientRateLimits } from '#src/lib/rate-limit'
import { getAuth } from '#src/lib/sessions'
import { codeInfrastructure } from '#src/modules/accounts/one-time-codes'
import * as service from './auth.service'

/**
 * The account calls, under /api/user, at the paths and with the response keys existing clients
 * use. Sign-up and forgot-password are limited per client address and per email, reset per
 * address; sign-in counts failures per account, per account and address, and per address
 * (auth.throttle.ts). The worker that mails reset links starts with the app.
 */
export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tagAddress = await addressTagger(app.config)
  const codes = await codeInfrastructure(app)
  const limits = {
    signup: clientRateLimits(app.rateLimiter, 'auth:signup', app.config.authRateLimit),
    forgotPassword: clientRateLimits(app.rateLimiter, 'auth:forgot-password', app.config.authRateLimit),
    resetPassword: clientRateLimits(app.rateLimiter, 'auth:reset-password', app.config.authRateLimit),
  }
  await app.jobs.work(service.PASSWORD_RESET_QUEUE, (data) => service.sendPasswordResetMail(app, data))

  routes.post(
    '/signup',
    {
      onRequest: limits.signup.perIp,
      preHandler: limits.signup.perEmail,
      schema: {
        tags: ['account'],
        summary: 'Register a farmer or buyer',
        description: 'The account’s language is the one the request is answered in (Accept-Language; English without one).',
        body: SignUpSchema,
        response: { 201: MessageResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      // The account reads in the language it signed up in until it chooses another.
      await service.signUp(app, { ...request.body, language: request.locale, signupAddress: tagAddress(request.ip) })
      return reply.code(201).send({ message: request.t.t('auth.signedUp') })
    },
  )

  routes.post(
    '/signin',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in with {email, password} or {mobile, password}; answers a Bearer token valid for 7 days',
        description:
          'After repeated failures on an account (or from one address) no password is checked until a wait, doubling with ' +
          'each further failure, has passed: the answer is 401 CODE_REQUIRED, and a code goes to the account’s own mobile ' +
          'number or email, to be sent again with the same body as `code`. An address the account signed in from before is ' +
          'spared the waits caused elsewhere. An operator (role admin) gets no token here: the answer is ' +
          '`{ secondFactor, challenge }`, to be finished at /api/admin/signin/totp (or enrol first).',
        body: PasswordSignInSchema,
        response: { 200: PasswordSignInAnswerSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request) => {
      const outcome = await service.signIn(
        { db: app.db, tokens: app.tokens, rateLimiter: app.rateLimiter, config: app.config, codes: { ...codes, log: request.log } },
        request.body,
        { ip: request.ip, ipTag: tagAddress(request.ip), userAgent: request.headers['user-agent'] },
      )
      if ('challenge' in outcome) {
        const next = outcome.secondFactor === 'totp' ? 'operatorAuth.enterCode' : 'operatorAuth.enrol'
        return { ...outcome, message: request.t.t(next) }
      }
      return { token: outcome.token, user: service.toUserDto(outcome.user), message: request.t.t('auth.signedIn') }
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
      await service.signOut(app, getAuth(request).sessionId)
      return { message: request.t.t('auth.loggedOut') }
    },
  )

  routes.post(
    '/forgetPassword',
    {
      onRequest: limits.forgotPassword.perIp,
      preHandler: limits.forgotPassword.perEmail,
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link (same answer whether or not the email has an account)',
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.requestPasswordReset(app, request.body.email)
      return { message: request.t.t('reset.requestAccepted') }
    },
  )

  routes.post(
    '/resetPassword',
    {
      // Per client address before the body is parsed, so no flood of made-up links gets through.
      onRequest: limits.resetPassword.perIp,
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset link token ({token, newPassword} or {token, password})',
        body: ResetPasswordSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(app, request.body, tagAddress(request.ip))
      return { message: request.t.t('reset.succeeded') }
    },
  )
}

/**
 * PATCH /api/me/language: the language the signed-in account reads. Its mail, SMS and notices are
 * written in it from then on, and its answers too when a request names no language.
 */
export async function accountLanguageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.patch(
    '/language',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Set the signed-in account’s language (en, hi, mr, ta or bn)',
        security: bearerAuth,
        body: UpdateLanguageInputSchema,
        response: { 200: UpdateLanguageResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const user = await service.setLanguage(app, getAuth(request).user.id, request.body.language)
      return { language: user.language }
    },
  )
}
