import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { msg } from '@app/shared/messages/refs'
import type { Role } from '@app/shared/roles'
import { AppError } from '#src/lib/app-error'
import { requestLocale } from '#src/lib/i18n'
import { authenticateBearer, getAuth, unauthenticated, type RequestAuth } from '#src/lib/sessions'
import { createTokenSigner, resolveJwtSecret } from '#src/lib/tokens'

/**
 * A route hook. Use it as `onRequest`, so a request without a valid session gets its 401 before
 * its body or params are even parsed.
 */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 unless the request carries a live session's Bearer token. */
    authenticate: AuthHook
    /**
     * For public routes whose answer depends on who asks (the demo sandbox): signs the request in
     * when it carries a live session's token, and leaves it anonymous otherwise, never a 401.
     */
    identify: AuthHook
    /** 401 without a session, 403 when the user's role is not `role`. */
    requireRole(role: Role): AuthHook
  }
  interface FastifyRequest {
    /** Set by `authenticate`; read it with `getAuth` (lib/sessions). */
    auth: RequestAuth | null
  }
}

/** `app.tokens` and the route hooks that check a request's session (lib/sessions). */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorate('tokens', createTokenSigner(await resolveJwtSecret(app.config)))
    app.decorateRequest('auth', null)

    /** Signs the request in when it carries a live session's token; false when it does not. */
    async function signInRequest(request: FastifyRequest): Promise<boolean> {
      const auth = await authenticateBearer(app, request.headers.authorization)
      if (!auth) return false
      request.auth = auth
      // The account's language, now that it is known for free, when the request names none.
      request.locale = requestLocale(request.headers['accept-language'], auth.user.language)
      return true
    }
    const authenticate: AuthHook = async function (request) {
      if (!(await signInRequest(request))) throw unauthenticated()
    }
    app.decorate('authenticate', authenticate)
    app.decorate('identify', async function (request) {
      await signInRequest(request)
    } satisfies AuthHook)
    app.decorate('requireRole', (role: Role): AuthHook => {
      return async function (request, reply) {
        await authenticate(request, reply)
        if (getAuth(request).user.role !== role) throw new AppError(403, 'FORBIDDEN', msg('error.forbidden'))
      }
    })
  },
  { name: 'auth', dependencies: ['db', 'locale'] },
)
