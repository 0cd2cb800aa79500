import { t } from '@/lib/i18n'
import { ContactForm } from './contact-form'
import { ContactInfo } from './contact-info'
import { InfoPage } from './info-page'
import { OfficeMap } from './office-map'

/** Contact Us (/contact-us): the form, the contact info block and the map. */
export function ContactUs() {
  return (
    <InfoPage headingId="contact-heading" heading={t('contact.heading')} intro={t('contact.intro')}>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="contact-form-heading" className="text-xl font-bold text-stone-900">
            {t('contact.formHeading')}
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
        <div className="space-y-8">
          <ContactInfo />
          <OfficeMap />
        </div>
      </div>
    </InfoPage>
  )
}
