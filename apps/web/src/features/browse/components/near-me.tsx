import { useRef, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { BROWSE_RADII_KM, pinOfPlace, type BrowseFilters } from '@app/shared/browse-filters'
import { pinCodeOf } from '@app/shared/pin-code'
import { productPlace } from '@/components/product/product-card-parts'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/form/field'
import { getErrorMessage } from '@/lib/api-client'
import { useDeviceLocation, type LocationProblem } from '@/lib/device-location'
import { t } from '@/lib/i18n'
import { isUnknownPin, placeQueryOptions, usePlace } from '@/lib/pin-place'
import { hasPlace, placeChange } from '../lib/place-filters'
import type { FilterUpdate } from '../lib/use-browse-url'

/** What Browse says when the device gives no place: a PIN code does the same job. */
const PROBLEM_MESSAGES = {
  denied: 'browse.locationDenied',
  unavailable: 'browse.locationUnavailable',
  timeout: 'browse.locationTimeout',
  unsupported: 'browse.locationUnsupported',
} as const satisfies Record<LocationProblem, string>

/**
 * The place the list is measured from, in a few words: "Near your location", "Near Nashik" (or
 * "Near Nashik, Maharashtra" with `withState`), or the PIN code itself until its district is known.
 */
export function usePlaceLabel(filters: BrowseFilters, { withState = false } = {}): string | undefined {
  const pin = pinOfPlace(filters)
  const place = usePlace(pin).data
  if (filters.near) return t('browse.nearYou')
  if (pin === undefined) return undefined
  if (!place) return t('browse.nearPlace', { place: t('browse.pin', { pin }) })
  return t('browse.nearPlace', { place: withState ? productPlace({ city: place.district, state: place.state }) : place.district })
}

/** The distances offered, with one a link asked for that is not among them, so the list says what the URL does. */
function radiusChoices(current: number | undefined): number[] {
  const radii: number[] = [...BROWSE_RADII_KM]
  return current === undefined || radii.includes(current) ? radii : [...radii, current].sort((a, b) => a - b)
}

/**
 * "Near me": the place the list is measured from, the device's ("Use my location") or a PIN
 * code's (looked up first, so a mistyped or unknown code is said under the field instead of
 * emptying the list), then how far around it to look.
 */
export function NearMe({ filters, onChange }: { filters: BrowseFilters; onChange: FilterUpdate }) {
  const queryClient = useQueryClient()
  const device = useDeviceLocation()
  const [text, setText] = useState(filters.pin ?? '')
  const [shownPin, setShownPin] = useState(filters.pin)
  const [pinError, setPinError] = useState<string | undefined>(undefined)
  const [looking, setLooking] = useState(false)
  // Only the latest choice counts: a slow PIN lookup must not undo a later "Use my location".
  const lookup = useRef(0)
  const label = usePlaceLabel(filters, { withState: true })

  // The PIN code changed elsewhere (a removed chip, Back, Clear all): the box shows it. Adjusted
  // during render, as React recommends over an effect.
  if (filters.pin !== shownPin) {
    setShownPin(filters.pin)
    setText(filters.pin ?? '')
    setPinError(undefined)
  }

  function locate() {
    lookup.current += 1
    setLooking(false)
    setPinError(undefined)
    device.locate((near) => onChange(placeChange(filters, { near })))
  }

  async function findPin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    device.cancel()
    const pin = pinCodeOf(text)
    if (pin === undefined) {
      setPinError(t('places.pinInvalid'))
      return
    }
    const current = ++lookup.current
    setPinError(undefined)
    setLooking(true)
    try {
      await queryClient.fetchQuery(placeQueryOptions(pin))
      if (current !== lookup.current) return
      onChange(placeChange(filters, { pin }))
    } catch (error) {
      if (current !== lookup.current) return
      setPinError(isUnknownPin(error) ? t('places.pinUnknown') : getErrorMessage(error, t('browse.pinCheckFailed')))
    } finally {
      if (current === lookup.current) setLooking(false)
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">{t('browse.nearMe')}</legend>
      <Button variant="secondary" className="mt-2 w-full" onClick={locate} disabled={device.finding}>
        {device.finding ? t('location.finding') : t('location.useMine')}
      </Button>
      <form noValidate onSubmit={(event) => void findPin(event)} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <InputField
          label={t('browse.pinLabel')}
          inputMode="numeric"
          autoComplete="postal-code"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setPinError(undefined)
          }}
          error={pinError}
        />
        {/* Level with the box, below its label, whether or not an error shows under it. */}
        <Button type="submit" variant="secondary" className="mt-[1.625rem]" disabled={looking}>
          {t('browse.findPin')}
        </Button>
      </form>
      <div aria-live="polite">
        {device.problem ? <p className="text-sm font-medium text-red-700">{t(PROBLEM_MESSAGES[device.problem])}</p> : null}
        {label ? <p className="font-medium text-green-800">{label}</p> : null}
      </div>
      {hasPlace(filters) ? (
        <SelectField
          label={t('browse.radius')}
          value={filters.radiusKm === undefined ? '' : String(filters.radiusKm)}
          onChange={(event) => onChange({ radiusKm: event.target.value === '' ? undefined : Number(event.target.value) })}
        >
          <option value="">{t('browse.radiusAny')}</option>
          {radiusChoices(filters.radiusKm).map((km) => (
            <option key={km} value={km}>
              {t('browse.radiusKm', { km })}
            </option>
          ))}
        </SelectField>
      ) : null}
    </fieldset>
  )
}
