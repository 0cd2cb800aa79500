import { useId } from 'react'
import { t, tText } from '@/lib/i18n'
import { stepDown, stepUp, typedQuantity } from '../lib/quantity-stepper'

type QuantityStepperProps = {
  label: string
  value: number
  max: number
  hint: string
  error?: string | null
  disabled?: boolean
  onChange: (value: number) => void
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-400 bg-white text-xl font-bold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50'

/** The quantity to offer: typing is floored at 0; + stops at `max`, − at 0. */
export function QuantityStepper({ label, value, max, hint, error, disabled = false, onChange }: QuantityStepperProps) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button type="button" className={STEP_BUTTON} disabled={disabled || value <= 0} onClick={() => onChange(stepDown(value))}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('requests.decrease')}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(typedQuantity(event.target.value))}
          className="block min-h-11 w-28 rounded-lg border border-stone-400 bg-white px-3 py-2 text-center text-base text-stone-900 aria-invalid:border-red-700"
        />
        <button type="button" className={STEP_BUTTON} disabled={disabled || value >= max} onClick={() => onChange(stepUp(value, max))}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('requests.increase')}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {tText(error)}
        </p>
      ) : null}
    </div>
  )
}
