import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AddEmailSchema, SignInResponseSchema, UserSchema, VerifyEmailSchema } from '@app/shared/auth'
import {
  AddMobileSchema,
  MobileCodeRequestSchema,
  MobileCodeSentSchema,
  MobileSignInSchema,
  MobileSignUpSchema,
} from '@app/shared/mobile-auth'
import { MessageResponseSchema } from '@app/shared/errors'
import { EMAIL_TOKEN_TTL_MINUTES, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@app/shared/limits'
import { formatIndianMobile } from '@app/shared/phone'
import { addressTagger } from '#src/lib/address-tag'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { clientRateLimits } from '#src/lib/rate-limit'
import { getAuth } from '#src/lib/sessions'
import { createSmsSender, type SmsSender } from '#src/lib/sms'
import { resolveJwtSecret } from '#src/lib/tokens'
import { toUserDto } from '#src/modules/auth/auth.service'
import * as service from './accounts.service'

/** The account as it now is, and what changed. */
const AccountUpdatedSchema = z.object({ user: UserSchema, message: z.string() })

/**
 * What every code route needs: the SMS sender, whose log lines show no more of a number than its
 * last two digits, and the key codes are hashed with.
 */
async function codeInfrastructure(app: FastifyInstance): Promise<{ sms: SmsSender; codeKey: Buffer }> {
  const log = app.log.child({}, { serializers: { to: (to: unknown) => (typeof to === 'string' ? service.maskMobile(to) : to) } })
  return { sms: createSmsSender(app.config, log), codeKey: service.oneTimeCodeKey(await resolveJwtSecret(app.config)) }
}

/**
 * A limit per client address on one action, before the body is parsed so malformed floods count
 * too; the per-number limits on codes are kept in the database (accounts.service sendCode).
 */
function perAddress(app: FastifyInstance, scope: string): onRequestAsyncHookHandler {
  return clientRateLimits(app.rateLimiter, scope, app.config.authRateLimit).perIp
}

function codeSent(request: FastifyRequest, mobile: string) {
  const formatted = formatIndianMobile(mobile)
  return {
    message: request.t.t('account.codeSent', { mobile: formatted, minutes: OTP_TTL_MINUTES }),
    mobile: formatted,
    resendInSeconds: OTP_RESEND_SECONDS,
    expiresInMinutes: OTP_TTL_MINUTES,
  }
}

/**
 * Accounts by mobile number, under /api/user beside the email calls: a one-time code by SMS, then
 * sign-up or sign-in with it; and the link that confirms an email added to an account.
 */
export default async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { sms, codeKey } = await codeInfrastructure(app)
  const tagAddress = await addressTagger(app.config)

  routes.post(
    '/phone/code',
    {
      onRequest: perAddress(app, 'account:code'),
      schema: {
        tags: ['account'],
        summary: 'Send a one-time sign-in code by SMS to an Indian mobile number',
        description:
          `The same answer whether or not the number has an account. One code per number every ${OTP_RESEND_SECONDS} s and a few ` +
          'per hour (429 with Retry-After); a new code ends the older ones.',
        body: MobileCodeRequestSchema,
        response: { 200: MobileCodeSentSchema, ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      await service.sendCode(
        { db: app.db, log: request.log, sms, codeKey, codesPerHour: app.config.sms.codesPerHour },
        { mobile: request.body.mobile, locale: request.locale },
      )
      return codeSent(request, request.body.mobile)
    },
  )

  routes.post(
    '/phone/signup',
    {
      onRequest: perAddress(app, 'account:phone-signup'),
      schema: {
        tags: ['account'],
        summary: 'Register with a mobile number and the code sent to it; signed in at once',
        description: 'Email and password are optional. The account’s language is the one the request is answered in.',
        body: MobileSignUpSchema,
        response: { 201: SignInResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { token, user } = await service.signUpWithCode(
        { db: app.db, log: request.log, tokens: app.tokens, sms, codeKey },
        { ...request.body, language: request.locale, signupAddress: tagAddress(request.ip) },
      )
      return reply.code(201).send({ token, user: toUserDto(user), message: request.t.t('account.registeredSignedIn') })
    },
  )

  routes.post(
    '/phone/signin',
    {
      onRequest: perAddress(app, 'account:phone-signin'),
      schema: {
        tags: ['account'],
        summary: 'Sign in with the code sent to the account’s mobile number; answers a Bearer token valid for 7 days',
        body: MobileSignInSchema,
        response: { 200: SignInResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { token, user } = await service.signInWithCode({ db: app.db, log: request.log, tokens: app.tokens, sms, codeKey }, request.body)
      return { token, user: toUserDto(user), message: request.t.t('auth.signedIn') }
    },
  )

  routes.post(
    '/verifyEmail',
    {
      onRequest: perAddress(app, 'account:verify-email'),
      schema: {
        tags: ['account'],
        summary: 'Add the email a confirmation link was mailed to, with the link’s token',
        body: VerifyEmailSchema,
        response: { 200: AccountUpdatedSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await service.verifyEmail(app, request.body.token)
      return { user: toUserDto(user), message: request.t.t('account.emailAdded') }
    },
  )
}

/** The signed-in account's sign-in details, under /api/me: add a mobile number (by code) or an email (by link). */
export async function meAccountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { sms, codeKey } = await codeInfrastructure(app)

  routes.post(
    '/mobile/code',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:code')],
      schema: {
        tags: ['account'],
        summary: 'Send a one-time code by SMS to a mobile number to add to the signed-in account',
        description: 'Limited as POST /api/user/phone/code; the code is then sent to POST /api/me/mobile.',
        security: bearerAuth,
        body: MobileCodeRequestSchema,
        response: { 200: MobileCodeSentSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      await service.sendCode(
        { db: app.db, log: request.log, sms, codeKey, codesPerHour: app.config.sms.codesPerHour },
        { mobile: request.body.mobile, locale: request.locale },
      )
      return codeSent(request, request.body.mobile)
    },
  )

  routes.post(
    '/mobile',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:add-mobile')],
      schema: {
        tags: ['account'],
        summary: 'Add (or change) the signed-in account’s mobile number with the code sent to it',
        security: bearerAuth,
        body: AddMobileSchema,
        response: { 200: AccountUpdatedSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await service.addMobile({ db: app.db, log: request.log, sms, codeKey }, getAuth(request).user.id, request.body)
      return { user: toUserDto(user), message: request.t.t('account.mobileAdded') }
    },
  )

  const emailLinksPerAccount = app.config.authRateLimit
  routes.post(
    '/email',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:email-link')],
      // Per account too, so one session cannot fill someone's mailbox with links.
      preHandler: async (request) => {
        await app.rateLimiter.enforce(`account:email-link:user:${getAuth(request).user.id}`, {
          max: emailLinksPerAccount.maxPerEmail,
          windowMs: emailLinksPerAccount.windowMinutes * 60 * 1000,
        })
      },
      schema: {
        tags: ['account'],
        summary: 'Mail a link that adds this email to the signed-in account once opened',
        description: `The link works for ${EMAIL_TOKEN_TTL_MINUTES} minutes and only the newest one works; POST /api/user/verifyEmail takes its token.`,
        security: bearerAuth,
        body: AddEmailSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await service.requestEmailLink(app, getAuth(request).user, request.body.email)
      return { message: request.t.t('account.emailLinkSent', { email: request.body.email, minutes: EMAIL_TOKEN_TTL_MINUTES }) }
    },
  )
}
