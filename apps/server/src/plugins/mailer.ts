import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The links the mail carries; the outbox records them so tests and developers can follow them. */
  links: string[]
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/**
 * Development and test transport: one JSON file per mail in `dir`, named so that a newer mail
 * sorts after an older one. The e2e suite reads this exact shape.
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`)
      const record = {
        to: mail.to,
        from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.links,
        sentAt: new Date().toISOString(),
      }
      await writeFile(file, JSON.stringify(record, null, 2) + '\n', { mode: 0o600 })
      log.info({ to: mail.to, links: mail.links }, 'mail written to outbox')
    },
  }
}

/**
 * SMTP transport. `send` hands the mail over and returns at once: a slow or failing mail server
 * must neither slow the request (its timing would reveal whether an account exists) nor fail it
 * (the answer is the same either way). Failures are logged; close waits for mail in flight.
 */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(smtpUrl)
  const inFlight = new Set<Promise<void>>()
  const mailer: Mailer & { drain(): Promise<void>; close(): void } = {
    async send(mail) {
      const delivery = transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .then(
          (info) => log.info({ to: mail.to, messageId: info.messageId }, 'mail sent'),
          (err: unknown) => log.error({ err, to: mail.to }, 'mail delivery failed'),
        )
        .finally(() => inFlight.delete(delivery))
      inFlight.add(delivery)
    },
    async drain() {
      await Promise.all(inFlight)
    },
    close: () => transport.close(),
  }
  return mailer
}

export default fp(
  async function mailerPlugin(app: FastifyInstance) {
    const { smtpUrl, mailFrom, dataDir } = app.config
    if (smtpUrl) {
      const mailer = createSmtpMailer(smtpUrl, mailFrom, app.log)
      app.addHook('onClose', async () => {
        await mailer.drain()
        mailer.close()
      })
      app.decorate('mailer', mailer)
    } else {
      app.decorate('mailer', createOutboxMailer(path.join(dataDir, 'outbox'), mailFrom, app.log))
    }
  },
  { name: 'mailer' },
)
