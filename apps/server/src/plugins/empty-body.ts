import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * An empty body is no body, whatever its content type. Clients send `Content-Type:
 * application/json` with nothing after it on calls that take no body (logout is the one that
 * matters: a refused logout leaves the session alive while the client believes it signed out),
 * and a call that does take a body answers its own field errors rather than "invalid JSON".
 * Prototype poisoning in a real JSON body is still refused, as Fastify's own parser does.
 */
async function emptyBodyPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // A request with a zero length, or with neither a length nor chunks, has no body (RFC 9112).
    // Without a content type Fastify reads none, so no parser can refuse it.
    const length = request.headers['content-length']
    if (length === '0' || (length === undefined && request.headers['transfer-encoding'] === undefined)) {
      delete request.headers['content-type']
    }
  })
  // A chunked request carries no length: an empty JSON body is read as none here.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') done(null, undefined)
    else parseJson(request, text, done)
  })
}

export default fp(emptyBodyPlugin, { name: 'empty-body' })
