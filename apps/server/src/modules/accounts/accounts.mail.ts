import type { Translator } from '@app/shared/messages/translate'
import { escapeHtml } from '#src/lib/html'
import type { Mail } from '#src/lib/mailer'
import type { Sms } from '#src/lib/sms'

/** The SMS carrying a one-time code, in `t`'s language; `to` is the E.164 number the code proves. */
export function buildCodeSms(t: Translator, to: string, code: string, minutes: number): Sms {
  return { to, text: t.t('account.smsCode', { code, minutes }) }
}

/**
 * The mail confirming an email being added to an account, in the account's language (`t`): plain
 * text and HTML, every word from the catalogue, laid out as the password reset mail.
 */
export function buildEmailConfirmMail(t: Translator, to: string, name: string, link: string, minutes: number): Mail {
  const html = `<!doctype html>
<html lang="${t.locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <h1 style="font-size: 20px"><span style="color: #15803d">${escapeHtml(t.t('brand.first'))}</span>${escapeHtml(t.t('brand.second'))}</h1>
  <h2 style="font-size: 18px">${escapeHtml(t.t('account.emailMailHeading'))}</h2>
  <p>${escapeHtml(t.t('account.emailMailIntro', { name }))}</p>
  <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #15803d; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(t.t('account.emailMailButton'))}</a></p>
  <p style="word-break: break-all; font-size: 13px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
  <p style="font-size: 13px; color: #4b5563">${escapeHtml(t.t('account.emailMailIgnore'))}</p>
</body>
</html>
`
  return {
    to,
    subject: t.t('account.emailMailSubject'),
    text: t.t('account.emailMailText', { name, link, minutes }),
    html,
    links: [link],
  }
}
