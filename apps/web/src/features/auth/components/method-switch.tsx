import { useId } from 'react'
import { t } from '@/lib/i18n'
import { useHydrated } from '@/lib/use-hydrated'

/** How an account signs in or registers: with an email (the spec's form) or with a mobile number and an SMS code. */
export type AccountMethod = 'email' | 'mobile'

const METHODS: readonly AccountMethod[] = ['email', 'mobile']

/**
 * The choice between the email form and the mobile number form: two large buttons, the pressed
 * one showing the form below, under a visible label ("Sign in with") that also names the group.
 * Like a submit button, it waits for the page to hydrate: on a pre-rendered page a tap before then
 * would do nothing.
 */
export function MethodSwitch({
  label,
  method,
  onChange,
  disabled,
}: {
  label: string
  method: AccountMethod
  onChange: (method: AccountMethod) => void
  disabled?: boolean
}) {
  const labelId = useId()
  const hydrated = useHydrated()
  return (
    <div className="mb-6">
      <p id={labelId} className="mb-2 text-sm font-semibold text-stone-800">
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1">
        {METHODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={method === value}
            disabled={disabled || !hydrated}
            onClick={() => onChange(value)}
            className={`min-h-12 rounded-lg px-3 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed ${
              method === value ? 'bg-white text-green-900 shadow-sm ring-2 ring-green-700' : 'text-stone-800 hover:bg-white'
            }`}
          >
            {value === 'email' ? t('auth.email') : t('account.mobile')}
          </button>
        ))}
      </div>
    </div>
  )
}
