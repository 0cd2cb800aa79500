import { format } from '@app/shared/messages/en'
import { escapeHtml } from '#src/lib/html'
import type { Mail } from '#src/lib/mailer'

/** The password reset mail: plain text and HTML, every word from the catalogue. */
export function buildResetMail(to: string, name: string, link: string): Mail {
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <h1 style="font-size: 20px"><span style="color: #15803d">${escapeHtml(format('brand.first'))}</span>${escapeHtml(format('brand.second'))}</h1>
  <h2 style="font-size: 18px">${escapeHtml(format('reset.mailHeading'))}</h2>
  <p>${escapeHtml(format('reset.mailIntro', { name }))}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #15803d; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(format('reset.mailButton'))}</a></p>
  <p style="word-break: break-all; font-size: 13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p style="font-size: 13px; color: #4b5563">${escapeHtml(format('reset.mailIgnore'))}</p>
</body>
</html>
`
  return {
    to,
    subject: format('reset.mailSubject'),
    text: format('reset.mailText', { name, link }),
    html,
    links: [link],
  }
}
