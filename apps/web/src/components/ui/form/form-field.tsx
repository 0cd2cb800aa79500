import type { ChangeEvent, ComponentProps } from 'react'
import {
  get,
  useController,
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { InputField, TextAreaField, type FieldChrome } from './field'

/**
 * Every message in `errors` with its path, in order. A field's error may sit under its name
 * (a list reports `images.0`), and `errors` may be a whole form's or one field's.
 */
export function messagesByPath(errors: unknown, path = ''): [string, string][] {
  if (typeof errors !== 'object' || errors === null) return []
  const found: [string, string][] = []
  if ('message' in errors && typeof errors.message === 'string' && errors.message !== '') found.push([path, errors.message])
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the DOM element; `types` repeats the messages; `message` and `type` are read above.
    if (key === 'ref' || key === 'types' || key === 'message' || key === 'type') continue
    found.push(...messagesByPath(value, path === '' ? key : `${path}.${key}`))
  }
  return found
}

function firstMessage(error: unknown): string | undefined {
  return messagesByPath(error)[0]?.[1]
}

/** The message to show under the field `name`: its own error or the first one under it. */
export function errorMessage(errors: FieldErrors, name: string): string | undefined {
  return firstMessage(get(errors, name))
}

type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'clearErrors' | 'formState'>

/**
 * `register(name)` and the field's error, to spread onto a field of `./field`. The name is the
 * field's path in the shared schema's shape (`location.city`), which is also how the server names
 * it in `fieldErrors`. The error clears as soon as the user changes the field and is checked
 * again on the next submit; `onChange` runs after that.
 */
export function formField<T extends FieldValues>(
  form: FieldForm<T>,
  name: FieldPath<T>,
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void,
) {
  return {
    ...form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        form.clearErrors(name)
        onChange?.(event)
      },
    }),
    error: errorMessage(form.formState.errors, name),
  }
}

type TextOfFieldProps<T extends FieldValues, N extends FieldPath<T>, Out> = FieldChrome & {
  control: Control<T, unknown, Out>
  clearErrors: UseFormReturn<T, unknown, Out>['clearErrors']
  name: N
  /** The box's text for the value the API holds, shown until the user types. */
  format: (value: Exclude<FieldPathValue<T, N>, string>) => string
  /** A box of several lines (one entry a line) instead of one line. */
  rows?: number
  inputMode?: ComponentProps<'input'>['inputMode']
}

/**
 * A text box over a value the API holds in another shape: a list typed comma-separated or one a
 * line, a point typed as "lng, lat". It shows `format(value)` until the user types, then keeps
 * the text as typed, which the shared schema reads as the list or the point.
 */
export function TextOfField<T extends FieldValues, N extends FieldPath<T>, Out>({
  control,
  clearErrors,
  name,
  format,
  rows,
  ...chrome
}: TextOfFieldProps<T, N, Out>) {
  const { field, fieldState } = useController({ control, name })
  const value: unknown = field.value
  const props = {
    ...chrome,
    name: field.name,
    ref: field.ref,
    value: typeof value === 'string' ? value : format(value as Exclude<FieldPathValue<T, N>, string>),
    onBlur: field.onBlur,
    error: firstMessage(fieldState.error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      clearErrors(name)
      field.onChange(event.target.value)
    },
  }
  return rows === undefined ? <InputField {...props} /> : <TextAreaField {...props} rows={rows} />
}
