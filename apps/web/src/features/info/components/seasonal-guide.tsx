import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'
import { ExternalLink } from '@/components/ui/external-link'
import { InfoPage } from './info-page'

type Season = 'kharif' | 'rabi' | 'zaid'
type Reading = { href: string; label: MessageId }

const IMD: Reading = { href: 'https://mausam.imd.gov.in', label: 'seasonal.link.imd' }
const ICAR: Reading = { href: 'https://icar.org.in', label: 'seasonal.link.icar' }
const AGRIWELFARE: Reading = { href: 'https://agriwelfare.gov.in', label: 'seasonal.link.agriwelfare' }

/** The three seasons, each with official further reading. */
const SEASONS: readonly { season: Season; accent: string; reading: readonly Reading[] }[] = [
  { season: 'kharif', accent: 'border-t-green-700', reading: [IMD, ICAR] },
  { season: 'rabi', accent: 'border-t-amber-600', reading: [AGRIWELFARE, ICAR] },
  { season: 'zaid', accent: 'border-t-sky-700', reading: [IMD, AGRIWELFARE] },
]

/** The Seasonal guide (/SeasonalGuide). Static text: readable before any script runs. */
export function SeasonalGuide() {
  return (
    <InfoPage headingId="seasonal-heading" heading={t('seasonal.heading')} intro={t('seasonal.intro')} withHomeButton>
      <div className="grid gap-6 lg:grid-cols-3">
        {SEASONS.map(({ season, accent, reading }) => (
          <section
            key={season}
            aria-labelledby={`season-${season}`}
            className={`rounded-xl border border-t-4 border-stone-200 bg-white p-5 shadow-sm ${accent}`}
          >
            <h2 id={`season-${season}`} className="text-2xl font-bold text-stone-900">
              {t(`seasonal.${season}.name`)}
            </h2>
            <p className="text-stone-600">{t(`seasonal.${season}.tagline`)}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-stone-50 px-3 py-2">
                <dt className="text-sm text-stone-600">{t('seasonal.sow')}</dt>
                <dd className="font-semibold text-stone-900">{t(`seasonal.${season}.sow`)}</dd>
              </div>
              <div className="rounded-lg bg-stone-50 px-3 py-2">
                <dt className="text-sm text-stone-600">{t('seasonal.harvest')}</dt>
                <dd className="font-semibold text-stone-900">{t(`seasonal.${season}.harvest`)}</dd>
              </div>
            </dl>
            <h3 className="mt-5 font-semibold text-stone-900">{t('seasonal.climate')}</h3>
            <p className="mt-1 text-stone-700">{t(`seasonal.${season}.climate`)}</p>
            <h3 className="mt-4 font-semibold text-stone-900">{t('seasonal.crops')}</h3>
            <p className="mt-1 text-stone-700">{t(`seasonal.${season}.crops`)}</p>
            <h3 className="mt-4 font-semibold text-stone-900">{t('seasonal.challenges')}</h3>
            <p className="mt-1 text-stone-700">{t(`seasonal.${season}.challenges`)}</p>
            <h3 className="mt-4 font-semibold text-stone-900">{t('seasonal.furtherReading')}</h3>
            <ul className="mt-1 space-y-1">
              {reading.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{t(link.label)}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </InfoPage>
  )
}
