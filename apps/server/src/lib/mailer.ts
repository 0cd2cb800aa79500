import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { writeOutboxRecord } from '#src/lib/outbox'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The links the mail carries; the outbox records them so tests and developers can follow them. */
  links: string[]
  /** Where replies go, when not to the sender (a contact message is answered to its writer). */
  replyTo?: string
}

export interface Mailer {
  /** Hands the mail over. Over SMTP it does not wait for delivery and only logs a failure (createSmtpMailer). */
  send(mail: Mail): Promise<void>
  /** Resolves once the mail is delivered (written, or accepted by the SMTP server); throws if it is not. */
  deliver(mail: Mail): Promise<void>
}

/**
 * Development and test transport: one JSON file per mail in `dir`, named so that a newer mail
 * sorts after an older one. The e2e suite reads this exact shape.
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const mailer: Mailer = {
    send: (mail) => mailer.deliver(mail),
    async deliver(mail) {
      const file = await writeOutboxRecord(dir, {
        to: mail.to,
        from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.links,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        sentAt: new Date().toISOString(),
      })
      // The file's name, never its links: a reset link in a log would let whoever reads the log
      // take over the account. The outbox file (readable by its owner only) is where they are.
      log.info({ to: mail.to, file }, 'mail written to outbox')
    },
  }
  return mailer
}

/**
 * SMTP transport. `send` hands the mail over and returns at once: a slow or failing mail server
 * must neither slow the request (its timing would reveal whether an account exists) nor fail it
 * (the answer is the same either way). Failures are logged; close waits for mail in flight.
 */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger) {
  const transport = nodemailer.createTransport(smtpUrl)
  const inFlight = new Set<Promise<void>>()
  const message = (mail: Mail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  })
  const mailer: Mailer & { drain(): Promise<void>; close(): void } = {
    async send(mail) {
      const delivery = transport
        .sendMail(message(mail))
        .then(
          (info) => log.info({ to: mail.to, messageId: info.messageId }, 'mail sent'),
          (err: unknown) => log.error({ err, to: mail.to }, 'mail delivery failed'),
        )
        .finally(() => inFlight.delete(delivery))
      inFlight.add(delivery)
    },
    async deliver(mail) {
      const info = await transport.sendMail(message(mail))
      log.info({ to: mail.to, messageId: info.messageId }, 'mail sent')
    },
    async drain() {
      await Promise.all(inFlight)
    },
    close: () => transport.close(),
  }
  return mailer
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, the outbox under DATA_DIR otherwise. */
export function createMailer(
  config: { smtpUrl?: string | undefined; mailFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer & { close(): Promise<void> } {
  if (!config.smtpUrl) {
    return { ...createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log), close: async () => {} }
  }
  const smtp = createSmtpMailer(config.smtpUrl, config.mailFrom, log)
  return {
    send: smtp.send,
    deliver: smtp.deliver,
    // Mail handed over but not yet accepted is waited for, then the connections close.
    async close() {
      await smtp.drain()
      smtp.close()
    },
  }
}
