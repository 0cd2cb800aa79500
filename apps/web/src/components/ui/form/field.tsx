import { useId, type ComponentProps, type ReactNode } from 'react'
import { tText } from '@/lib/i18n'
import { useHydrated, useTextFieldWait } from '@/lib/use-hydrated'

// Every control of a pre-rendered page waits for the app, as the submit button does: until the page
// hydrates, what a visitor typed or chose would be wiped when the form takes the control over (it
// sets each one to its starting value), so text fields are read-only and choices disabled until
// then. A text field that acts on a tap (`onClick`, such as a box that opens an editor) would ignore
// that tap, so it is disabled instead. A screen rendered in the browser never waits (useHydrated is
// true from its first render).

const CONTROL =
  'block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 disabled:bg-stone-100 aria-invalid:border-red-700'

export type FieldChrome = {
  label: string
  /** Shown in red under the control and announced with it. */
  error?: string | undefined
  hint?: ReactNode
}

/** The hint and the error under a control, with the ids its `aria-describedby` names. */
function FieldMessages({ id, error, hint }: Omit<FieldChrome, 'label'> & { id: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {tText(error)}
        </p>
      ) : null}
    </>
  )
}

function FieldFrame({ id, label, error, hint, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

/** The id (given, or a generated one) and the ARIA wiring every control carries. */
function useControlProps(givenId: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId()
  const id = givenId ?? autoId
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) }
}

/** A labelled input with its error underneath; spread react-hook-form's `register()` onto it. */
export function InputField({ label, error, hint, className = '', id, ...props }: FieldChrome & ComponentProps<'input'>) {
  const control = useControlProps(id, error, hint)
  const wait = useTextFieldWait(props)
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <input {...control} className={`${CONTROL} ${className}`} {...props} {...wait} />
    </FieldFrame>
  )
}

export function SelectField({ label, error, hint, className = '', id, children, ...props }: FieldChrome & ComponentProps<'select'>) {
  const control = useControlProps(id, error, hint)
  const hydrated = useHydrated()
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <select {...control} className={`${CONTROL} ${className}`} {...props} disabled={props.disabled || !hydrated}>
        {children}
      </select>
    </FieldFrame>
  )
}

export function TextAreaField({ label, error, hint, className = '', id, ...props }: FieldChrome & ComponentProps<'textarea'>) {
  const control = useControlProps(id, error, hint)
  const wait = useTextFieldWait(props)
  return (
    <FieldFrame id={control.id} label={label} error={error} hint={hint}>
      <textarea {...control} className={`${CONTROL} ${className}`} {...props} {...wait} />
    </FieldFrame>
  )
}

/** A checkbox with its label beside it, and its error underneath. */
export function CheckboxField({ label, error, hint, className = '', id, ...props }: FieldChrome & Omit<ComponentProps<'input'>, 'type'>) {
  const control = useControlProps(id, error, hint)
  const hydrated = useHydrated()
  return (
    <div className="space-y-1.5">
      <div className="flex min-h-11 items-center gap-3">
        <input
          {...control}
          type="checkbox"
          className={`size-5 shrink-0 rounded border-stone-500 accent-green-700 ${className}`}
          {...props}
          disabled={props.disabled || !hydrated}
        />
        <label htmlFor={control.id} className="text-base font-semibold text-stone-800">
          {label}
        </label>
      </div>
      <FieldMessages id={control.id} error={error} hint={hint} />
    </div>
  )
}
