import { SUPPORT_ADDRESS_LINES, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@app/shared/support'
import { t } from '@/lib/i18n'

const linkClass = 'font-semibold text-green-800 underline underline-offset-4 hover:text-green-900'

/** Contact Us's contact info block, with the footer's support phone and e-mail. */
export function ContactInfo() {
  return (
    <section aria-labelledby="contact-info-heading" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="contact-info-heading" className="text-xl font-bold text-stone-900">
        {t('contact.infoHeading')}
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${SUPPORT_PHONE_TEL}`} className={linkClass}>
              {SUPPORT_PHONE_DISPLAY}
            </a>
            <span className="block text-sm text-stone-600">{t('contact.hours')}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-600">{t('contact.address')}</dt>
          <dd>
            <address className="text-stone-800 not-italic">
              {SUPPORT_ADDRESS_LINES.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  )
}
