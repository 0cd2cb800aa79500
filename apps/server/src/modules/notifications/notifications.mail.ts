import type { Translator } from '@app/shared/messages/translate'
import { escapeHtml } from '#src/lib/html'
import type { Mail } from '#src/lib/mailer'
import type { Sms } from '#src/lib/sms'

/**
 * The mail copy of an order notice, in the recipient's language (`t`): plain text and HTML, every
 * word from the catalogue. The subject names the order and what happened to it (`event`: the new
 * status, or the payment's), so an inbox reads as the order's history.
 */
export function buildNoticeMail(
  t: Translator,
  to: string,
  notice: { name: string; reference: string; event: string; text: string; link: string },
): Mail {
  const { reference, event } = notice
  return noticeMail(t, to, notice, {
    subject: t.t('notice.mailSubject', { reference, event }),
    button: 'notice.mailButton',
    body: 'notice.mailText',
  })
}

/**
 * The mail copy of a notice about no order (an operator's decision about a listing or the
 * account, an operator's message): the same letter, with a subject and a button of its own.
 */
export function buildUserNoticeMail(t: Translator, to: string, notice: { name: string; text: string; link: string }): Mail {
  return noticeMail(t, to, notice, {
    subject: t.t('notice.userMailSubject'),
    button: 'notice.userMailButton',
    body: 'notice.userMailText',
  })
}

function noticeMail(
  t: Translator,
  to: string,
  notice: { name: string; text: string; link: string },
  words: { subject: string; button: 'notice.mailButton' | 'notice.userMailButton'; body: 'notice.mailText' | 'notice.userMailText' },
): Mail {
  const { name, text, link } = notice
  const html = `<!doctype html>
<html lang="${t.locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <h1 style="font-size: 20px"><span style="color: #15803d">${escapeHtml(t.t('brand.first'))}</span>${escapeHtml(t.t('brand.second'))}</h1>
  <p>${escapeHtml(t.t('notice.mailGreeting', { name }))}</p>
  <p>${escapeHtml(text)}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #15803d; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(t.t(words.button))}</a></p>
  <p style="word-break: break-all; font-size: 13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body>
</html>
`
  return {
    to,
    subject: words.subject,
    text: t.t(words.body, { name, text, link }),
    html,
    links: [link],
  }
}

/** The SMS copy, in the recipient's language: the same text and the link, short enough for one or two messages. */
export function buildNoticeSms(t: Translator, to: string, text: string, link: string): Sms {
  return { to, text: t.t('notice.sms', { text, link }) }
}
