import { useId, useRef } from 'react'
import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { PointInput, TextInput } from '@app/shared/fields'
import { toIndianState } from '@app/shared/states'
import { Button } from '@/components/ui/button'
import { useDeviceLocation, type LocationProblem } from '@/lib/device-location'
import { t, tText } from '@/lib/i18n'
import { stateChoices } from '@/lib/state-name'
import { InputField, SelectField } from './field'
import { errorMessage, formField } from './form-field'

/** The `location` of a listing's or a profile's form, as each shared schema takes it. */
type LocationValues = {
  location?: { city?: TextInput; state?: TextInput; pin?: TextInput; coordinates?: PointInput | string | null } | null
}

/** A record as the API answered it, with its state written as the list writes it where it names one. */
export function withListedState<Stored extends { location: { state: string } }>(record: Stored): Stored {
  const { state } = record.location
  return { ...record, location: { ...record.location, state: toIndianState(state) ?? state } }
}

/** The [longitude, latitude] a form holds: a point of the API (possibly empty), or nothing. */
export function formLngLat(value: unknown): [number, number] | null {
  if (typeof value !== 'object' || value === null || !('coordinates' in value)) return null
  const { coordinates } = value as { coordinates: unknown }
  if (!Array.isArray(coordinates) || coordinates.length !== 2) return null
  const [lng, lat] = coordinates as unknown[]
  return typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : null
}

/** What a form says when the device gives no place: it can be saved without one. */
const PROBLEM_MESSAGES = {
  denied: 'location.denied',
  unavailable: 'location.unavailable',
  timeout: 'location.timeout',
  unsupported: 'location.unsupported',
} as const satisfies Record<LocationProblem, string>

type LocationFieldsProps<T extends FieldValues, Out> = {
  form: UseFormReturn<T, unknown, Out>
  /** Each form's own labels; a form without a PIN code (the buyer's) leaves `pin` out. */
  labels: { city: string; state: string; pin?: string }
}

/**
 * City, state, PIN code and the place on the map, for the listing and both profile forms. The state
 * is chosen from the list, so every record names it the same way; a record saved before the list
 * keeps its own value as an extra choice, so saving it unchanged changes nothing. The map place
 * comes from the device ("Use my location"), never typed, and is optional: without it the form
 * sends no coordinates.
 */
export function LocationFields<T extends FieldValues & LocationValues, Out>({ form, labels }: LocationFieldsProps<T, Out>) {
  // The three forms hold `location` in the same shape; their other fields are no concern here.
  const location = form as unknown as UseFormReturn<LocationValues>
  return (
    <>
      <InputField label={labels.city} autoComplete="address-level2" {...formField(location, 'location.city')} />
      <StateField form={location} label={labels.state} />
      {labels.pin === undefined ? null : (
        <InputField
          label={labels.pin}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...formField(location, 'location.pin')}
        />
      )}
      <div className="sm:col-span-2">
        <MapPlaceField form={location} />
      </div>
    </>
  )
}

function StateField({ form, label }: { form: UseFormReturn<LocationValues>; label: string }) {
  // The value the record came with, kept as a choice when the list does not have it.
  const stored = form.formState.defaultValues?.location?.state
  const unlisted = typeof stored === 'string' && stored !== '' && toIndianState(stored) === undefined ? stored : null
  return (
    <SelectField label={label} autoComplete="address-level1" {...formField(form, 'location.state')}>
      <option value="">{t('location.chooseState')}</option>
      {unlisted === null ? null : <option value={unlisted}>{unlisted}</option>}
      {stateChoices().map((state) => (
        <option key={state.value} value={state.value}>
          {state.label}
        </option>
      ))}
    </SelectField>
  )
}

function MapPlaceField({ form }: { form: UseFormReturn<LocationValues> }) {
  const id = useId()
  const { field } = useController({ control: form.control, name: 'location.coordinates' })
  const locateButton = useRef<HTMLButtonElement | null>(null)
  const device = useDeviceLocation()
  const error = errorMessage(form.formState.errors, 'location.coordinates')
  const place = formLngLat(field.value)

  function locate() {
    device.locate(({ latitude, longitude }) => {
      form.clearErrors('location.coordinates')
      // Saved as shown: what the user sees is what is saved.
      field.onChange({ type: 'Point', coordinates: [longitude, latitude] })
    })
  }

  function remove() {
    device.cancel()
    form.clearErrors('location.coordinates')
    field.onChange(null)
    // The Remove button goes away with the place: the focus moves to the button that brings one back.
    locateButton.current?.focus()
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-semibold text-stone-800">
        {t('location.mapLabel')}
      </p>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('location.mapHint')}
      </p>
      <div aria-live="polite" className="space-y-1.5">
        {place ? (
          <p id={`${id}-saved`} className="font-medium text-green-800">
            {t('location.saved', { lat: place[1].toFixed(3), lng: place[0].toFixed(3) })}
          </p>
        ) : null}
        {device.problem ? <p className="text-sm font-medium text-red-700">{t(PROBLEM_MESSAGES[device.problem])}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          ref={(button) => {
            locateButton.current = button
            field.ref(button)
          }}
          onClick={locate}
          disabled={device.finding}
          aria-describedby={describedBy}
        >
          {device.finding ? t('location.finding') : t('location.useMine')}
        </Button>
        {place ? (
          <Button variant="ghost" onClick={remove} aria-describedby={`${id}-saved`}>
            {t('location.remove')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {tText(error)}
        </p>
      ) : null}
    </div>
  )
}
