import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer } from '#src/lib/mailer'

/** `app.mailer` (lib/mailer), closed with the app once the mail in flight is handed over. */
export default fp(
  async function mailerPlugin(app: FastifyInstance) {
    const mailer = createMailer(app.config, app.log)
    app.addHook('onClose', () => mailer.close())
    app.decorate('mailer', mailer)
  },
  { name: 'mailer' },
)
