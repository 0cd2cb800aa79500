import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DEFAULT_LOCALE, type Locale } from '@app/shared/messages/locales'
import type { Translator } from '@app/shared/messages/translate'
import { requestLocale, translator, varyOnLanguage } from '#src/lib/i18n'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request is answered in (lib/i18n `requestLocale`): from Accept-Language,
     * else the signed-in account's once `app.authenticate` has read it, else English.
     */
    locale: Locale
    /** Words in `locale`: `t(id, values)` for a catalogue entry, `text(ref)` for a message reference. */
    readonly t: Translator
  }
}

/**
 * Every request's language and translator. The web app sends the language it shows in
 * Accept-Language on every call; the auth plugin falls back to the account's language for a signed-in
 * request that names none. API answers vary on the header, so no cache mixes languages.
 */
export default fp(
  async function localePlugin(app: FastifyInstance) {
    app.decorateRequest('locale', DEFAULT_LOCALE)
    app.decorateRequest('t', {
      getter(this: FastifyRequest) {
        return translator(this.locale)
      },
    })
    app.addHook('onRequest', async (request, reply) => {
      request.locale = requestLocale(request.headers['accept-language'])
      const pathname = request.url.split('?')[0] ?? '/'
      if (pathname === '/api' || pathname.startsWith('/api/')) varyOnLanguage(reply)
    })
  },
  { name: 'locale' },
)
