import { useId, type KeyboardEvent } from 'react'
import { largestOrderQuantity, stepQuantity, type OrderRules } from '@app/shared/quantity'
import { tText } from '@/lib/i18n'
import { useTextFieldWait } from '@/lib/use-hydrated'

/** A plain decimal as typed ("3", "2.5", ".5"); anything else, an empty box included, reads as no number. */
const DECIMAL_TEXT = /^(\d+(\.\d*)?|\.\d+)$/

/** The quantity a typed text stands for, or NaN when it is not a number (the shared check then says so). */
export function readQuantity(text: string): number {
  const trimmed = text.trim()
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * Where a step from `quantity` lands: the next valid order that way. From a box that holds no
 * number, either button goes to the minimum, the one quantity every listing accepts.
 */
function stepFrom(rules: OrderRules, quantity: number, direction: 1 | -1): number {
  return Number.isFinite(quantity) ? stepQuantity(rules, quantity, direction) : rules.minOrderQuantity
}

const STEP_BUTTON =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-lg border border-stone-400 bg-white text-2xl font-bold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50'

type QuantityPickerProps = {
  /** The box's visible label, with the unit ("Quantity (kg)"). */
  label: string
  /** The buttons' accessible names, which say what they change ("Decrease quantity: Desi Tomato"). */
  decreaseLabel: string
  increaseLabel: string
  /** The listing's minimum, step and stock: the buttons move between the orders they allow. */
  rules: OrderRules
  /** The box's text: what the buyer typed, or the last quantity a button chose. */
  text: string
  /** Shown in red under the picker, read out when it appears and with the box. */
  error?: string | null | undefined
  disabled?: boolean
  /**
   * A new text for the box, typed or stepped to, with the quantity it reads as (NaN when it is no
   * number). `stepped` is true for a button or an arrow key, whose value is always a valid order.
   */
  onChange: (text: string, quantity: number, stepped: boolean) => void
}

/**
 * A quantity a buyer picks: − and + (large tap targets) move by the listing's step between its
 * minimum and what its stock allows, and the box between them takes a typed value. The arrow keys
 * step too, as on any spin button. The caller checks what was typed (with the shared
 * `quantityProblem`) and passes its message as `error`.
 */
export function QuantityPicker({
  label,
  decreaseLabel,
  increaseLabel,
  rules,
  text,
  error,
  disabled = false,
  onChange,
}: QuantityPickerProps) {
  const id = useId()
  const wait = useTextFieldWait({ disabled })
  const quantity = readQuantity(text)
  const largest = largestOrderQuantity(rules)
  const down = stepFrom(rules, quantity, -1)
  const up = stepFrom(rules, quantity, 1)
  const canDecrease = !disabled && largest !== null && (Number.isFinite(quantity) ? down < quantity : true)
  const canIncrease = !disabled && largest !== null && (Number.isFinite(quantity) ? up > quantity : true)

  function step(direction: 1 | -1) {
    const next = direction === 1 ? up : down
    onChange(String(next), next, true)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' && canIncrease) step(1)
    else if (event.key === 'ArrowDown' && canDecrease) step(-1)
    else return
    event.preventDefault()
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button type="button" className={STEP_BUTTON} disabled={!canDecrease} aria-label={decreaseLabel} onClick={() => step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          // A text box in the spin button pattern: a number input would drop what it cannot parse
          // ("2.") before the buyer finishes typing, and its own steps ignore the listing's minimum.
          type="text"
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          aria-valuemin={rules.minOrderQuantity}
          aria-valuemax={largest ?? undefined}
          aria-valuenow={Number.isFinite(quantity) ? quantity : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          {...wait}
          onKeyDown={onKeyDown}
          onChange={(event) => onChange(event.target.value, readQuantity(event.target.value), false)}
          className="block min-h-12 w-24 rounded-lg border border-stone-400 bg-white px-2 py-2 text-center text-lg text-stone-900 disabled:bg-stone-100 aria-invalid:border-red-700"
        />
        <button type="button" className={STEP_BUTTON} disabled={!canIncrease} aria-label={increaseLabel} onClick={() => step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {tText(error)}
          </p>
        ) : null}
      </div>
    </div>
  )
}
