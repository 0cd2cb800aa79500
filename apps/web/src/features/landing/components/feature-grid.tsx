import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'

type Feature = { title: MessageId; text: MessageId; icon: string }

/**
 * The feature grid. Icons are one short 24×24 stroke path each, drawn inline:
 * no icon library and no image requests on the page a farmer opens first.
 */
const FEATURES: readonly Feature[] = [
  {
    title: 'landing.features.organic.title',
    text: 'landing.features.organic.text',
    icon: 'M5 19C5 11 11 5 19 5c0 8-6 14-14 14zm0 0 7-7',
  },
  {
    title: 'landing.features.filters.title',
    text: 'landing.features.filters.text',
    icon: 'M3 5h18l-7 8v6l-4-2v-4z',
  },
  {
    title: 'landing.features.verification.title',
    text: 'landing.features.verification.text',
    icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zm-3.5 9 2.5 2.5 4.5-5',
  },
  {
    title: 'landing.features.weather.title',
    text: 'landing.features.weather.text',
    icon: 'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  },
  {
    title: 'landing.features.secureLogin.title',
    text: 'landing.features.secureLogin.text',
    icon: 'M5 11h14v10H5zm3 0V7a4 4 0 0 1 8 0v4',
  },
  {
    title: 'landing.features.directSales.title',
    text: 'landing.features.directSales.text',
    icon: 'M4 8h15m-4-4 4 4-4 4m5 4H5m4-4-4 4 4 4',
  },
  {
    title: 'landing.features.roles.title',
    text: 'landing.features.roles.text',
    icon: 'M12 8a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM3 20a6 6 0 0 1 12 0m1-15a3 3 0 0 1 0 6m5 9a6 6 0 0 0-4-5.6',
  },
  {
    title: 'landing.features.calendar.title',
    text: 'landing.features.calendar.text',
    icon: 'M4 6h16v15H4zm0 4h16M8 3v4m8-4v4',
  },
]

export function FeatureGrid() {
  return (
    <section aria-labelledby="landing-features" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="landing-features" className="text-center text-2xl font-bold text-stone-900">
        {t('landing.features.heading')}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-8 rounded-md bg-green-100 p-1 text-green-800"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={feature.icon} />
            </svg>
            <h3 className="mt-3 text-lg font-semibold text-stone-900">{t(feature.title)}</h3>
            <p className="mt-1 text-stone-700">{t(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
