/**
 * What a mail program or a phone would turn into a link: an address with a scheme
 * (`http://…`, `upi://…`), or names joined by dots that end in letters (`evil.example`,
 * `www.pay-now.in/x`, the domain of `ravi@evil.co`), in any script: a domain may be in Devanagari.
 */
const LINK_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S+|(?<![\p{L}\p{M}\p{N}_-])(?:[\p{L}\p{M}\p{N}_-]+\.)+[\p{L}\p{M}]{2,}(?![\p{L}\p{M}\p{N}])/giu

/**
 * `text` written by a user (a rejection's note, a name) made safe to put in a mail or an SMS: every
 * link-like run keeps its letters but loses what makes it a link (`evil[.]example`, `http[:]//`), so
 * no message of ours carries a clickable address that someone else chose.
 */
export function unlinked(text: string): string {
  return text.replace(LINK_LIKE, (run) => run.replaceAll('://', '[:]//').replaceAll('.', '[.]'))
}
