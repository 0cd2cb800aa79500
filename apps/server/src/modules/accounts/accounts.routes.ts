import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ProofCodeRequestSchema,
  ProofCodeSentSchema,
  ProofInputSchema,
  ProofResponseSchema,
  SecurityEventsSchema,
  SetPasswordSchema,
  UndoChangeSchema,
} from '@app/shared/account-security'
import { AddEmailSchema, SignInResponseSchema, UserSchema, VerifyEmailSchema } from '@app/shared/auth'
import {
  AddMobileSchema,
  MobileCodeRequestSchema,
  MobileCodeSentSchema,
  MobileSignInSchema,
  MobileSignUpSchema,
} from '@app/shared/mobile-auth'
import { MessageResponseSchema } from '@app/shared/errors'
import {
  EMAIL_TOKEN_TTL_MINUTES,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  PROOF_VALID_MINUTES,
  UNDO_CHANGE_VALID_DAYS,
} from '@app/shared/limits'
import { formatIndianMobile } from '@app/shared/phone'
import { addressTagger } from '#src/lib/address-tag'
import { bearerAuth, errorResponses } from '#src/lib/openapi'
import { clientRateLimits } from '#src/lib/rate-limit'
import { getAuth } from '#src/lib/sessions'
import { toUserDto } from '#src/modules/auth/auth.service'
import * as security from './account-security.service'
import * as service from './accounts.service'
import { codeInfrastructure, sendCode, sendContactCode } from './one-time-codes'

/** The account as it now is, and what changed. */
const AccountUpdatedSchema = z.object({ user: UserSchema, message: z.string() })

/**
 * A limit per client address on one action, before the body is parsed so malformed floods count
 * too; the per-number limits on codes are kept in the database (one-time-codes.ts).
 */
function perAddress(app: FastifyInstance, scope: string): onRequestAsyncHookHandler {
  return clientRateLimits(app.rateLimiter, scope, app.config.authRateLimit).perIp
}

/** Changing how the account signs in: only a session that proved itself lately (account-security.service). */
async function recentProof(request: FastifyRequest): Promise<void> {
  security.requireRecentProof(getAuth(request))
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
  const codes = await codeInfrastructure(app)
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
      await sendCode({ ...codes, log: request.log }, { mobile: request.body.mobile, locale: request.locale })
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
        { ...codes, log: request.log, tokens: app.tokens },
        { ...request.body, language: request.locale, signupAddress: tagAddress(request.ip) },
        { ipTag: tagAddress(request.ip), userAgent: request.headers['user-agent'] },
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
      const { token, user } = await service.signInWithCode({ ...codes, log: request.log, tokens: app.tokens }, request.body, {
        ipTag: tagAddress(request.ip),
        userAgent: request.headers['user-agent'],
      })
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
      const user = await service.verifyEmail(app, request.body.token, tagAddress(request.ip))
      return { user: toUserDto(user), message: request.t.t('account.emailAdded') }
    },
  )

  routes.post(
    '/undoChange',
    {
      onRequest: perAddress(app, 'account:undo-change'),
      schema: {
        tags: ['account'],
        summary: 'Undo a change of the account’s sign-in details with the link sent to its earlier contact',
        description:
          `The link works once, for ${UNDO_CHANGE_VALID_DAYS} days. The mobile number, email and password go back to what they ` +
          'were before that change (later changes go too) and every session of the account ends. 409 when another account ' +
          'has taken the old number or email since.',
        body: UndoChangeSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await security.undoChange(app, request.body.token, tagAddress(request.ip))
      return { message: request.t.t('account.changeUndone') }
    },
  )
}

/**
 * The signed-in account's sign-in details, under /api/me: proving the session is the owner's, then
 * adding a mobile number (by code), an email (by link) or a password; and the account's security
 * events. Also the worker that tells earlier contacts about a change.
 */
export async function meAccountRoutes(app: FastifyInstance) {
  const tagAddress = await addressTagger(app.config)
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const codes = await codeInfrastructure(app)
  await app.jobs.work(security.CHANGE_NOTICE_QUEUE, (data) =>
    security.sendChangeNotice({ db: app.db, mailer: app.mailer, config: app.config, log: app.log, sms: codes.sms }, data),
  )
  const proofRequired = `Needs a session that signed in or passed POST /api/me/proof in the last ${PROOF_VALID_MINUTES} minutes (403 PROOF_REQUIRED).`

  routes.post(
    '/proof/code',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:code')],
      schema: {
        tags: ['account'],
        summary: 'Send a one-time code to the account’s own mobile number (SMS), or to its email when it has no number',
        description: 'No body, or `{}`. Limited as POST /api/user/phone/code; the code is then sent to POST /api/me/proof.',
        security: bearerAuth,
        body: ProofCodeRequestSchema,
        response: { 200: ProofCodeSentSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const sent = await sendContactCode({ ...codes, log: request.log }, getAuth(request).user)
      return {
        message: request.t.t('account.proofCodeSent', { to: sent.shown, minutes: OTP_TTL_MINUTES }),
        channel: sent.channel,
        to: sent.shown,
        resendInSeconds: OTP_RESEND_SECONDS,
        expiresInMinutes: OTP_TTL_MINUTES,
      }
    },
  )

  routes.post(
    '/proof',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:proof')],
      schema: {
        tags: ['account'],
        summary: 'Prove the session is the account owner’s, with the password or the code sent to the account’s own contact',
        description: `For ${PROOF_VALID_MINUTES} minutes the session may then change the mobile number, email or password.`,
        security: bearerAuth,
        body: ProofInputSchema,
        response: { 200: ProofResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const auth = getAuth(request)
      const provenAt =
        'password' in request.body
          ? await security.proveWithPassword(app, auth, request.body.password, request.ip)
          : await security.proveWithCode(codes, auth, request.body.code)
      return {
        message: request.t.t('account.proofConfirmed', { minutes: PROOF_VALID_MINUTES }),
        provenUntil: new Date(provenAt.getTime() + PROOF_VALID_MINUTES * 60 * 1000).toISOString(),
      }
    },
  )

  routes.get(
    '/security-events',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The latest changes of how the signed-in account signs in, newest first',
        security: bearerAuth,
        response: { 200: SecurityEventsSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ events: await security.listSecurityEvents(app, getAuth(request).user.id) }),
  )

  routes.post(
    '/mobile/code',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:code')],
      preHandler: recentProof,
      schema: {
        tags: ['account'],
        summary: 'Send a one-time code by SMS to a mobile number to add to the signed-in account',
        description: `Limited as POST /api/user/phone/code; the code is then sent to POST /api/me/mobile. ${proofRequired}`,
        security: bearerAuth,
        body: MobileCodeRequestSchema,
        response: { 200: MobileCodeSentSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      await sendCode({ ...codes, log: request.log }, { mobile: request.body.mobile, locale: request.locale })
      return codeSent(request, request.body.mobile)
    },
  )

  routes.post(
    '/mobile',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:add-mobile')],
      preHandler: recentProof,
      schema: {
        tags: ['account'],
        summary: 'Add (or change) the signed-in account’s mobile number with the code sent to it',
        description: `The account’s earlier contacts are told, with a link that undoes it. ${proofRequired}`,
        security: bearerAuth,
        body: AddMobileSchema,
        response: { 200: AccountUpdatedSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await service.addMobile(
        { ...codes, log: request.log, jobs: app.jobs },
        getAuth(request).user.id,
        request.body,
        tagAddress(request.ip),
      )
      return { user: toUserDto(user), message: request.t.t('account.mobileAdded') }
    },
  )

  routes.post(
    '/password',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:password')],
      preHandler: recentProof,
      schema: {
        tags: ['account'],
        summary: 'Set or change the signed-in account’s password',
        description: `The account’s contacts are told, with a link that undoes it. ${proofRequired}`,
        security: bearerAuth,
        body: SetPasswordSchema,
        response: { 200: AccountUpdatedSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await security.setPassword(app, getAuth(request).user.id, request.body.password, tagAddress(request.ip))
      return { user: toUserDto(user), message: request.t.t('account.passwordSaved') }
    },
  )

  const emailLinksPerAccount = app.config.authRateLimit
  routes.post(
    '/email',
    {
      onRequest: [app.authenticate, perAddress(app, 'account:email-link')],
      preHandler: [
        recentProof,
        // Per account too, so one session cannot fill someone's mailbox with links.
        async (request) => {
          await app.rateLimiter.enforce(`account:email-link:user:${getAuth(request).user.id}`, {
            max: emailLinksPerAccount.maxPerEmail,
            windowMs: emailLinksPerAccount.windowMinutes * 60 * 1000,
          })
        },
      ],
      schema: {
        tags: ['account'],
        summary: 'Mail a link that adds (or changes to) this email on the signed-in account once opened',
        description:
          `The link works for ${EMAIL_TOKEN_TTL_MINUTES} minutes and only the newest one works; POST /api/user/verifyEmail takes its token. ` +
          `The account’s earlier contacts are told once it is opened, with a link that undoes it. ${proofRequired}`,
        security: bearerAuth,
        body: AddEmailSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await service.requestEmailLink(app, getAuth(request).user, request.body.email)
      return { message: request.t.t('account.emailLinkSent', { email: request.body.email, minutes: EMAIL_TOKEN_TTL_MINUTES }) }
    },
  )
}
