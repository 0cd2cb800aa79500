import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'

/** The four headline figures under the hero. */
const LANDING_STATS: readonly { value: MessageId; label: MessageId }[] = [
  { value: 'landing.stats.gdp.value', label: 'landing.stats.gdp.label' },
  { value: 'landing.stats.farmland.value', label: 'landing.stats.farmland.label' },
  { value: 'landing.stats.irrigated.value', label: 'landing.stats.irrigated.label' },
  { value: 'landing.stats.grain.value', label: 'landing.stats.grain.label' },
]

export function Stats() {
  return (
    <section aria-labelledby="landing-stats" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="landing-stats" className="text-center text-2xl font-bold text-stone-900">
        {t('landing.stats.heading')}
      </h2>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {LANDING_STATS.map((stat) => (
          // The figure is read after its label (dt before dd) but shown above it.
          <div key={stat.value} className="flex flex-col-reverse justify-center rounded-lg bg-green-50 p-4 text-center">
            <dt className="mt-1 text-sm text-stone-700">{t(stat.label)}</dt>
            <dd className="text-3xl font-bold text-green-800">{t(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
