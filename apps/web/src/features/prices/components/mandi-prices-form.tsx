import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useHref } from 'react-router'
import { MANDI_CROP_MAX_LENGTH, MANDI_PAGE_UNITS, type MandiSearch } from '@app/shared/mandi-search'
import { paths } from '@app/shared/paths'
import { buttonClasses } from '@/components/ui/button'
import { t, tText } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'

const CONTROL =
  'block min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-700'

/**
 * The search: a plain GET form to the page's own address, so it works before the app has loaded
 * (the server renders the answer) and every search is an address to share. Unlike the app's other
 * forms its fields need not wait for the app: they hold no state of the app's (each starts from
 * the address, `defaultValue`), so hydrating leaves what was typed in them as it is. Once the app
 * runs, a search changes the address in place instead of loading the page again.
 */
export function MandiPricesForm({ search, onSearch }: { search: MandiSearch; onSearch: (params: URLSearchParams) => void }) {
  const id = useId()
  const action = useHref(paths.mandiPrices)
  const { text, problems } = search
  // A unit only a hand-written address names stays a choice, so the form shows what is asked.
  const units = (MANDI_PAGE_UNITS as readonly string[]).includes(text.unit) ? MANDI_PAGE_UNITS : [...MANDI_PAGE_UNITS, text.unit]

  // Back, Forward or a link to another search changes the address under the form: the fields
  // show what it asks. After the form's own search they say it already, and are left as they are
  // (with the caret where it was).
  const cropRef = useRef<HTMLInputElement>(null)
  const pinRef = useRef<HTMLInputElement>(null)
  const unitRef = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    for (const [field, value] of [
      [cropRef.current, text.crop],
      [pinRef.current, text.pin],
      [unitRef.current, text.unit],
    ] as const) {
      if (field && field.value.trim() !== value) field.value = value
    }
  }, [text.crop, text.pin, text.unit])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const params = new URLSearchParams()
    params.set('crop', String(form.get('crop') ?? '').trim())
    const pin = String(form.get('pin') ?? '').trim()
    if (pin !== '') params.set('pin', pin)
    const unit = String(form.get('unit') ?? 'kg')
    if (unit !== 'kg') params.set('unit', unit)
    onSearch(params)
  }

  const field = (name: 'crop' | 'pin') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby':
      [name === 'pin' ? `${id}-pin-hint` : '', problems[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  })
  const error = (name: 'crop' | 'pin') =>
    problems[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-red-700">
        {tText(problems[name])}
      </p>
    ) : null

  return (
    <form role="search" method="get" action={action} onSubmit={submit} aria-label={t('mandiPrices.searchLabel')} className="max-w-3xl">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-crop`} className="block text-sm font-semibold text-stone-800">
            {t('mandiPrices.cropLabel')}
          </label>
          <input
            ref={cropRef}
            {...field('crop')}
            type="search"
            defaultValue={text.crop}
            placeholder={t('mandiPrices.cropPlaceholder')}
            maxLength={MANDI_CROP_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className={CONTROL}
          />
          {error('crop')}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-pin`} className="block text-sm font-semibold text-stone-800">
            {t('mandiPrices.pinLabel')}
          </label>
          <input
            ref={pinRef}
            {...field('pin')}
            type="text"
            inputMode="numeric"
            defaultValue={text.pin}
            maxLength={7}
            autoComplete="postal-code"
            className={CONTROL}
          />
          <p id={`${id}-pin-hint`} className="text-sm text-stone-600">
            {t('mandiPrices.pinHint')}
          </p>
          {error('pin')}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-unit`} className="block text-sm font-semibold text-stone-800">
            {t('mandiPrices.unitLabel')}
          </label>
          <select ref={unitRef} id={`${id}-unit`} name="unit" defaultValue={text.unit} className={CONTROL}>
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {t('mandiPrices.perUnit', { unit: unitName(unit) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Not the app's Button, which waits for the app: this form's native GET is what it is for. */}
      <button type="submit" className={buttonClasses('primary', 'mt-4')}>
        {t('mandiPrices.search')}
      </button>
    </form>
  )
}
