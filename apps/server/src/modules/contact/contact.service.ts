import { msg } from '@app/shared/messages/refs'
import type { AppDeps } from '#src/app-deps'
import { AppError } from '#src/lib/app-error'
import { buildContactMail } from './contact.mail'
import * as repo from './contact.repository'

/**
 * Stores a contact message, then mails it to support and waits for the mail to be accepted.
 *
 * When the mail fails the row is kept (its `mailed_at` stays null) and the writer gets a 502 that
 * says so: the message is not lost, an operator can find it, and a retry that succeeds is mailed.
 * A retry does store a second row; a duplicate costs support a glance, a lost message costs a farmer
 * an answer.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>,
  input: { name: string; email: string; message: string },
): Promise<void> {
  const row = await repo.insertContactMessage(deps.db, input)
  try {
    await deps.mailer.deliver(buildContactMail(deps.config.supportEmail, input))
  } catch (err) {
    deps.log.error({ err, contactMessageId: row.id }, 'contact message stored but not mailed')
    throw new AppError(502, 'BAD_GATEWAY', msg('contact.mailFailed', { email: deps.config.supportEmail }))
  }
  await repo.markContactMessageMailed(deps.db, row.id)
}
