import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { toIndianMobile } from '@app/shared/phone'
import { writeOutboxRecord } from '#src/lib/outbox'

export interface Sms {
  /**
   * An Indian mobile number the account proved it holds (a code sent to it was entered), or the
   * number a code is proving; senders write it as E.164 ("+919876512345").
   */
  to: string
  text: string
}

/**
 * The E.164 form of an Indian mobile number ("+919876512345"), the only form an SMS goes to;
 * undefined for anything else (empty, a landline, a foreign or malformed number).
 */
export function smsRecipient(number: string | null | undefined): string | undefined {
  return number ? toIndianMobile(number) : undefined
}

/**
 * The recipient as sent: a gateway given "098765 43210" may read it as a number abroad or refuse
 * it, so anything but an Indian mobile is refused here, before anything leaves.
 */
function recipientOf(sms: Sms): string {
  const to = smsRecipient(sms.to)
  if (!to) throw new Error('SMS recipient is not an Indian mobile number')
  return to
}

export interface SmsSender {
  /** Resolves once the SMS is handed over (written, or accepted by the provider); throws if it is not. */
  send(sms: Sms): Promise<void>
}

/** The outbox folder under DATA_DIR, next to the mail outbox. */
export const SMS_OUTBOX = 'sms-outbox'

/**
 * Development and test transport: one JSON file per SMS in `dir`, named so that a newer message
 * sorts after an older one (the same shape as the mail outbox).
 */
export function createOutboxSmsSender(dir: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send(sms) {
      const to = recipientOf(sms)
      await writeOutboxRecord(dir, { to, text: sms.text, sentAt: new Date().toISOString() })
      log.info({ to }, 'sms written to outbox')
    },
  }
}

/**
 * A provider behind an HTTP endpoint (an SMS gateway, or a small relay in front of one): each SMS
 * is POSTed as `{ "to", "text" }`, with the token as a bearer when set. Anything but a 2xx answer,
 * or no answer within the timeout, throws, so the job that sent it is retried.
 */
export function createWebhookSmsSender(
  options: { url: string; token?: string | undefined; timeoutMs: number },
  log: FastifyBaseLogger,
): SmsSender {
  return {
    async send(sms) {
      const to = recipientOf(sms)
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text: sms.text }),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`)
      log.info({ to }, 'sms sent')
    },
  }
}

/** The sender the configuration asks for: the webhook when SMS_WEBHOOK_URL is set, the outbox under DATA_DIR otherwise. */
export function createSmsSender(
  config: { sms: { webhookUrl?: string | undefined; webhookToken?: string | undefined; timeoutMs: number }; dataDir: string },
  log: FastifyBaseLogger,
): SmsSender {
  if (!config.sms.webhookUrl) return createOutboxSmsSender(path.join(config.dataDir, SMS_OUTBOX), log)
  return createWebhookSmsSender({ url: config.sms.webhookUrl, token: config.sms.webhookToken, timeoutMs: config.sms.timeoutMs }, log)
}
