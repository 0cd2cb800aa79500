import type { SecurityEventKind } from '@app/shared/account-security'
import type { Translator } from '@app/shared/messages/translate'
import { escapeHtml } from '#src/lib/html'
import type { Mail } from '#src/lib/mailer'
import type { Sms } from '#src/lib/sms'

/**
 * The SMS carrying a one-time code, in `t`'s language; `to` is the E.164 number the code proves.
 * Its last line binds the code to the web app's host in the WebOTP format, so a phone's browser
 * offers to fill it in on that site only.
 */
export function buildCodeSms(t: Translator, to: string, code: string, minutes: number, host: string): Sms {
  return { to, text: `${t.t('account.smsCode', { code, minutes })}\n\n@${host} #${code}` }
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

/** The brand line every KisanSetu mail opens with. */
function mailHeader(t: Translator): string {
  return `<h1 style="font-size: 20px"><span style="color: #15803d">${escapeHtml(t.t('brand.first'))}</span>${escapeHtml(t.t('brand.second'))}</h1>`
}

/** A one-time code by mail, for an account whose contact is its email. */
export function buildCodeMail(t: Translator, to: string, code: string, minutes: number): Mail {
  const html = `<!doctype html>
<html lang="${t.locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  ${mailHeader(t)}
  <p>${escapeHtml(t.t('account.codeMailIntro', { minutes }))}</p>
  <p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${escapeHtml(code)}</p>
  <p style="font-size: 13px; color: #4b5563">${escapeHtml(t.t('account.codeMailIgnore'))}</p>
</body>
</html>
`
  return { to, subject: t.t('account.codeMailSubject'), text: t.t('account.codeMailText', { code, minutes }), html, links: [] }
}

/** What a notice about a change says, from its event. */
interface ChangeNotice {
  name: string
  event: { kind: Exclude<SecurityEventKind, 'change_undone'>; shownBefore: string | null; shownAfter: string | null }
  link: string
  days: number
}

function changeInWords(t: Translator, event: ChangeNotice['event']): string {
  return t.t(`securityNotice.${event.kind}`, { before: event.shownBefore ?? '', after: event.shownAfter ?? '' })
}

/** The mail telling an account's earlier email that its sign-in details changed, with the link that undoes it. */
export function buildChangeNoticeMail(t: Translator, to: string, notice: ChangeNotice): Mail {
  const change = changeInWords(t, notice.event)
  const html = `<!doctype html>
<html lang="${t.locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  ${mailHeader(t)}
  <h2 style="font-size: 18px">${escapeHtml(t.t('securityNotice.heading'))}</h2>
  <p>${escapeHtml(t.t('securityNotice.intro', { name: notice.name, change }))}</p>
  <p>${escapeHtml(t.t('securityNotice.ifYou'))}</p>
  <p>${escapeHtml(t.t('securityNotice.ifNotYou', { days: notice.days }))}</p>
  <p><a href="${escapeHtml(notice.link)}" style="display: inline-block; padding: 10px 16px; background: #b91c1c; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(t.t('securityNotice.button'))}</a></p>
  <p style="word-break: break-all; font-size: 13px"><a href="${escapeHtml(notice.link)}">${escapeHtml(notice.link)}</a></p>
</body>
</html>
`
  return {
    to,
    subject: t.t('securityNotice.subject'),
    text: t.t('securityNotice.text', { name: notice.name, change, link: notice.link, days: notice.days }),
    html,
    links: [notice.link],
  }
}

/** The same notice by SMS, to the account's earlier number. */
export function buildChangeNoticeSms(t: Translator, to: string, notice: ChangeNotice): Sms {
  return { to, text: t.t('securityNotice.sms', { change: changeInWords(t, notice.event), link: notice.link, days: notice.days }) }
}
