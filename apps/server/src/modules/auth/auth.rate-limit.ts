import type { FastifyInstance, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify'
import { rateLimitedError } from '#src/plugins/rate-limit'

export type LimitedAction = 'signin' | 'signup' | 'forgot-password'

/**
 * Limits of issue 2 item 5 for sign-in, sign-up and forgot-password, per client address and per
 * email (as the shared schema normalised it). Sign-in counts only failed attempts per email, so
 * guessing one account's password is throttled while its owner can still sign in on each device.
 */
export function authRateLimits(app: FastifyInstance) {
  const { maxPerIp, maxPerEmail, windowMinutes } = app.config.authRateLimit
  const windowMs = windowMinutes * 60 * 1000
  const emailKey = (action: LimitedAction, email: string) => `auth:${action}:email:${email}`

  return {
    /** onRequest, so malformed requests count too. */
    perIp(action: LimitedAction): onRequestAsyncHookHandler {
      return async (request) => {
        await app.rateLimiter.enforce(`auth:${action}:ip:${request.ip}`, { max: maxPerIp, windowMs })
      }
    },
    /** preHandler: runs after validation, when the body's email is normalised. */
    perEmail(action: LimitedAction): preHandlerAsyncHookHandler {
      return async (request) => {
        const email = (request.body as { email: string }).email
        if (action === 'signin') {
          const failures = await app.rateLimiter.peek(emailKey(action, email))
          if (failures.count >= maxPerEmail) throw rateLimitedError(failures.resetInMs)
          return
        }
        await app.rateLimiter.enforce(emailKey(action, email), { max: maxPerEmail, windowMs })
      }
    },
    async recordFailedSignIn(email: string): Promise<void> {
      await app.rateLimiter.hit(emailKey('signin', email), windowMs)
    },
  }
}
