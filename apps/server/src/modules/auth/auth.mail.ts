import type { Translator } from '@app/shared/messages/translate'
import { escapeHtml } from '#src/lib/html'
import type { Mail } from '#src/lib/mailer'

/** The password reset mail, in the account's language (`t`): plain text and HTML, every word from the catalogue. */
export function buildResetMail(t: Translator, to: string, name: string, link: string): Mail {
  const html = `<!doctype html>
<html lang="${t.locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <h1 style="font-size: 20px"><span style="color: #15803d">${escapeHtml(t.t('brand.first'))}</span>${escapeHtml(t.t('brand.second'))}</h1>
  <h2 style="font-size: 18px">${escapeHtml(t.t('reset.mailHeading'))}</h2>
  <p>${escapeHtml(t.t('reset.mailIntro', { name }))}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #15803d; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(t.t('reset.mailButton'))}</a></p>
  <p style="word-break: break-all; font-size: 13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p style="font-size: 13px; color: #4b5563">${escapeHtml(t.t('reset.mailIgnore'))}</p>
</body>
</html>
`
  return {
    to,
    subject: t.t('reset.mailSubject'),
    text: t.t('reset.mailText', { name, link }),
    html,
    links: [link],
  }
}
