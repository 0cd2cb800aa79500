import type { MessageId } from '@app/shared/messages/en'
import { Badge } from '@/components/ui/badge'
import { t } from '@/lib/i18n'
import { ExternalLink } from '@/components/ui/external-link'
import { InfoPage } from './info-page'

type Law = { title: MessageId; summary: MessageId; repealed: boolean }

/** The five laws and schemes, the repealed farm laws first. */
const LAWS: readonly Law[] = [
  { title: 'farmLaw.tradeAct.title', summary: 'farmLaw.tradeAct.summary', repealed: true },
  { title: 'farmLaw.priceAct.title', summary: 'farmLaw.priceAct.summary', repealed: true },
  { title: 'farmLaw.commoditiesAct.title', summary: 'farmLaw.commoditiesAct.summary', repealed: true },
  { title: 'farmLaw.msp.title', summary: 'farmLaw.msp.summary', repealed: false },
  { title: 'farmLaw.apmc.title', summary: 'farmLaw.apmc.summary', repealed: false },
]

type Helpline = {
  title: MessageId
  text: MessageId
  /** Shown as written and dialled as `tel`. */
  phone?: { display: MessageId; tel: string }
  link?: { href: string; label: MessageId }
}

const HELPLINES: readonly Helpline[] = [
  { title: 'farmLaw.fertilizer.title', text: 'farmLaw.fertilizer.text' },
  {
    title: 'farmLaw.cyber.title',
    text: 'farmLaw.cyber.text',
    phone: { display: 'farmLaw.cyber.phone', tel: '1930' },
    link: { href: 'https://cybercrime.gov.in', label: 'farmLaw.cyber.link' },
  },
  {
    title: 'farmLaw.chakshu.title',
    text: 'farmLaw.chakshu.text',
    link: { href: 'https://sancharsaathi.gov.in', label: 'farmLaw.chakshu.link' },
  },
  { title: 'farmLaw.kcc.title', text: 'farmLaw.kcc.text', phone: { display: 'farmLaw.kcc.phone', tel: '18001801551' } },
]

const WEBSITES: readonly { href: string; title: MessageId; text: MessageId }[] = [
  { href: 'https://www.fssai.gov.in', title: 'farmLaw.fssai.title', text: 'farmLaw.fssai.text' },
  { href: 'https://krishijagran.com', title: 'farmLaw.news.title', text: 'farmLaw.news.text' },
  { href: 'https://www.indiacode.nic.in', title: 'farmLaw.indiaCode.title', text: 'farmLaw.indiaCode.text' },
]

const TESTING_METHODS = ['microbiological', 'chemical', 'allergen', 'nutritional', 'physical'] as const

const sectionHeading = 'text-2xl font-bold text-stone-900'
const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'

/** The Farmer Protection Portal (/FarmLaw). Static text: readable before any script runs. */
export function FarmLaw() {
  return (
    <InfoPage headingId="farm-law-heading" heading={t('farmLaw.heading')} intro={t('farmLaw.intro')} withHomeButton>
      <div className="space-y-12">
        <section aria-labelledby="farm-law-laws">
          <h2 id="farm-law-laws" className={sectionHeading}>
            {t('farmLaw.lawsHeading')}
          </h2>
          <ul className="mt-4 space-y-4">
            {LAWS.map((law) => (
              <li key={law.title} className={card}>
                <h3 className="text-lg font-semibold text-stone-900">{t(law.title)}</h3>
                <Badge tone={law.repealed ? 'amber' : 'green'} className="mt-2">
                  {t(law.repealed ? 'farmLaw.repealed' : 'farmLaw.inForce')}
                </Badge>
                <p className="mt-2 text-stone-700">{t(law.summary)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="farm-law-helplines">
          <h2 id="farm-law-helplines" className={sectionHeading}>
            {t('farmLaw.helplinesHeading')}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {HELPLINES.map((helpline) => (
              <li key={helpline.title} className={card}>
                <h3 className="text-lg font-semibold text-stone-900">{t(helpline.title)}</h3>
                {helpline.phone ? (
                  <p className="mt-1">
                    <a
                      href={`tel:${helpline.phone.tel}`}
                      aria-label={t('farmLaw.call', { number: t(helpline.phone.display) })}
                      className="text-2xl font-bold text-green-800 underline underline-offset-4 hover:text-green-900"
                    >
                      {t(helpline.phone.display)}
                    </a>
                  </p>
                ) : null}
                <p className="mt-2 text-stone-700">{t(helpline.text)}</p>
                {helpline.link ? (
                  <p className="mt-2">
                    <ExternalLink href={helpline.link.href}>{t(helpline.link.label)}</ExternalLink>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="farm-law-websites">
          <h2 id="farm-law-websites" className={sectionHeading}>
            {t('farmLaw.websitesHeading')}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {WEBSITES.map((site) => (
              <li key={site.href} className={card}>
                <ExternalLink href={site.href}>{t(site.title)}</ExternalLink>
                <p className="mt-2 text-stone-700">{t(site.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="farm-law-testing">
          <h2 id="farm-law-testing" className={sectionHeading}>
            {t('farmLaw.testingHeading')}
          </h2>
          <p className="mt-2 text-stone-700">{t('farmLaw.testingIntro')}</p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TESTING_METHODS.map((method) => (
              <div key={method} className={card}>
                <dt className="text-lg font-semibold text-stone-900">{t(`farmLaw.testing.${method}.title`)}</dt>
                <dd className="mt-1 text-stone-700">{t(`farmLaw.testing.${method}.text`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </InfoPage>
  )
}
