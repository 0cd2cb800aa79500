import { Link } from 'react-router'
import { isSetupComplete, type FarmerSetup } from '@app/shared/dashboards'
import type { MessageId } from '@app/shared/messages/en'
import { paths } from '@app/shared/paths'
import { t } from '@/lib/i18n'
import { useSalesSummary } from '../api/get-sales-summary'

const STEPS: { key: keyof FarmerSetup; label: MessageId; to: string }[] = [
  { key: 'profile', label: 'setup.profile', to: paths.farmerProfile },
  // The UPI ID is a field of the profile's form, which also creates a missing profile.
  { key: 'upiId', label: 'setup.upiId', to: paths.farmerProfileEdit },
  { key: 'listing', label: 'setup.listing', to: paths.productCreate },
]

/**
 * A new farmer's three steps before buyers can find and pay them, each a link to where it is done
 * and marked once done. The server says which are done; the list is gone once all are, and says
 * nothing while the dashboard's figures load or fail (the sales section below says so).
 */
export function SetupChecklist() {
  const summary = useSalesSummary()
  if (!summary.isSuccess || isSetupComplete(summary.data.setup)) return null
  const { setup } = summary.data
  const done = STEPS.filter((step) => setup[step.key]).length
  return (
    <section aria-labelledby="setup-title" className="mx-auto max-w-3xl px-4 pt-8">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h2 id="setup-title" className="text-lg font-bold text-stone-900">
          {t('setup.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('setup.progress', { done, total: STEPS.length })}</p>
        <ol className="mt-3 space-y-2">
          {STEPS.map((step) => {
            const isDone = setup[step.key]
            return (
              <li key={step.key}>
                <Link
                  to={step.to}
                  className="flex min-h-11 items-center gap-3 rounded-md border border-stone-200 bg-white px-3 py-2 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-green-700"
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                      isDone ? 'border-green-700 bg-green-700 text-white' : 'border-stone-400 text-transparent'
                    }`}
                  >
                    ✓
                  </span>
                  <span className={`flex-1 font-medium ${isDone ? 'text-stone-600 line-through' : 'text-stone-900'}`}>{t(step.label)}</span>
                  <span className={`text-sm font-semibold ${isDone ? 'text-green-800' : 'text-amber-900'}`}>
                    {t(isDone ? 'setup.done' : 'setup.todo')}
                  </span>
                </Link>
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
