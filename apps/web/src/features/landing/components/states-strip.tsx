import type { MessageId } from '@app/shared/messages/en'
import { t } from '@/lib/i18n'
import './states-strip.css'

/** The top organic states, in their fixed order. */
const ORGANIC_STATES: readonly MessageId[] = [
  'landing.states.mp',
  'landing.states.maharashtra',
  'landing.states.rajasthan',
  'landing.states.gujarat',
  'landing.states.odisha',
  'landing.states.karnataka',
  'landing.states.sikkim',
  'landing.states.uttarPradesh',
]

function StateList({ isCopy }: { isCopy: boolean }) {
  return (
    <ul
      // The copy only closes the loop visually; screen readers hear the list once.
      aria-hidden={isCopy || undefined}
      className={`flex shrink-0 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center ${isCopy ? 'motion-reduce:hidden' : ''}`}
    >
      {ORGANIC_STATES.map((id) => (
        <li key={id} className="px-5 py-1 text-lg font-semibold whitespace-nowrap">
          {id === 'landing.states.mp' ? (
            <abbr title={t('landing.states.mp.full')} className="no-underline">
              {t(id)}
            </abbr>
          ) : (
            t(id)
          )}
        </li>
      ))}
    </ul>
  )
}

/** A strip that scrolls the states sideways; still and wrapped under reduced motion. */
export function StatesStrip() {
  return (
    <section aria-labelledby="landing-states" className="states-strip bg-green-800 py-5 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4">
        <h2 id="landing-states" className="text-xl font-bold">
          {t('landing.states.heading')}
        </h2>
        <label className="flex items-center gap-2 text-sm motion-reduce:hidden">
          <input type="checkbox" className="size-4 accent-white" />
          {t('landing.states.pause')}
        </label>
      </div>
      <div className="mt-3 overflow-hidden">
        <div className="states-strip-track flex w-max motion-reduce:w-auto">
          <StateList isCopy={false} />
          <StateList isCopy />
        </div>
      </div>
    </section>
  )
}
