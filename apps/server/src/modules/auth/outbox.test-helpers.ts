import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** A mail as the outbox mailer writes it (lib/mailer.ts). */
export interface OutboxMail {
  to: string
  from: string
  subject: string
  text: string
  html: string
  links: string[]
  sentAt: string
  /** The outbox file it was read from. */
  file: string
}

/** Every mail in `dataDir`'s outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  return Promise.all(files.map(async (file) => ({ ...JSON.parse(await readFile(path.join(dir, file), 'utf8')), file }) as OutboxMail))
}

/** The mails to `to`, oldest first. */
export async function outboxFor(dataDir: string, to: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to === to)
}

/**
 * Waits until the outbox holds more than `seen` mails to `to` (mail is sent by a background job,
 * moments after the request was answered) and returns them all, oldest first.
 */
export async function waitForMailTo(dataDir: string, to: string, seen = 0, timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await outboxFor(dataDir, to)
    if (mails.length > seen) return mails
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token')!
}
