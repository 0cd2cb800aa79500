import { DEFAULT_LOCALE } from '@app/shared/messages/locales'
import { escapeHtml } from '#src/lib/html'
import { translator } from '#src/lib/i18n'
import type { Mail } from '#src/lib/mailer'

/** Support reads English, whatever language the writer used the app in. */
const english = translator(DEFAULT_LOCALE)

/**
 * The mail support receives for a contact message. Replying answers the writer (reply-to), and
 * the subject holds the name on one line: a line break in a header could smuggle in another one.
 */
export function buildContactMail(supportEmail: string, input: { name: string; email: string; message: string }): Mail {
  const oneLineName = input.name.replace(/\s+/g, ' ')
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <h1 style="font-size: 18px">${escapeHtml(english.t('contact.mailHeading'))}</h1>
  <p>${escapeHtml(english.t('contact.mailFrom', { name: oneLineName, email: input.email }))}</p>
  <p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>
</body>
</html>
`
  return {
    to: supportEmail,
    replyTo: input.email,
    subject: english.t('contact.mailSubject', { name: oneLineName }),
    text: english.t('contact.mailText', { name: oneLineName, email: input.email, message: input.message }),
    html,
    links: [],
  }
}
