import { useState } from 'react'
import { BROWSE_FILTER_PARSERS, BROWSE_SCREEN_SORTS, type BrowseFilters, type BrowseScreenSort } from '@app/shared/browse-filters'
import { PRODUCT_CATEGORIES, PRODUCT_LIMITS, type ProductCategory } from '@app/shared/product-constants'
import { toIndianState } from '@app/shared/states'
import { Button } from '@/components/ui/button'
import { CheckboxField, InputField, SelectField } from '@/components/ui/form/field'
import { formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { stateChoices, stateName } from '@/lib/state-name'
import { clearPlaceChange, hasPlace } from '../lib/place-filters'
import type { FilterChange, FilterUpdate } from '../lib/use-browse-url'
import { useDraftText } from '../lib/use-draft-text'
import { NearMe, usePlaceLabel } from './near-me'

/** Prices wait this long after the last key before the list is asked for again. */
const PRICE_DEBOUNCE_MS = 500

const CHIP_CLASS =
  'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors aria-pressed:border-green-700 aria-pressed:bg-green-700 aria-pressed:text-white'

/** Categories as toggle chips: any number may be on, and a listing in any of them is shown. */
export function CategoryChips({ selected, onChange }: { selected: readonly ProductCategory[]; onChange: FilterUpdate }) {
  function toggle(category: ProductCategory) {
    const next = selected.includes(category) ? selected.filter((name) => name !== category) : [...selected, category]
    onChange({ category: next.length > 0 ? next : undefined })
  }
  return (
    <div role="group" aria-label={t('browse.categories')} className="flex flex-wrap gap-2">
      {PRODUCT_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={selected.includes(category)}
          onClick={() => toggle(category)}
          className={`${CHIP_CLASS} border-stone-400 bg-white text-stone-800 hover:bg-stone-100`}
        >
          {t(`product.category.${category}`)}
        </button>
      ))}
    </div>
  )
}

/** A price as typed: a number of rupees with up to two decimals within a listing's bound, nothing, or not a price. */
function readPrice(text: string): number | undefined | null {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= PRODUCT_LIMITS.price ? value : null
}

/** What a typed price stands for in the URL: its number, or '' for none (or none yet). */
function normalizePrice(text: string): string {
  const price = readPrice(text)
  return price === undefined || price === null ? '' : String(price)
}

function PriceField({
  label,
  value,
  onCommit,
}: {
  label: string
  value: number | undefined
  onCommit: (price: number | undefined) => void
}) {
  const [text, setText] = useDraftText(
    value === undefined ? '' : String(value),
    (typed) => onCommit(readPrice(typed) ?? undefined),
    PRICE_DEBOUNCE_MS,
    normalizePrice,
  )
  return (
    <InputField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={readPrice(text) === null ? t('browse.priceInvalid', { max: PRODUCT_LIMITS.price }) : undefined}
    />
  )
}

/** How many of the panel's own filters are on, for its button on a phone (a place counts once, whichever kind). */
function panelFilterCount(filters: BrowseFilters): number {
  return [
    hasPlace(filters) || undefined,
    filters.radiusKm,
    filters.state,
    filters.organic,
    filters.certified,
    filters.inStock,
    filters.badge,
    filters.minPrice,
    filters.maxPrice,
  ].filter((value) => value !== undefined && value !== false).length
}

function isScreenSort(value: string): value is BrowseScreenSort {
  return (BROWSE_SCREEN_SORTS as readonly string[]).includes(value)
}

/**
 * The orders the screen offers: newest first, by the price of a kilogram either way, and nearest
 * first once there is a place to measure from.
 */
export function SortSelect({ filters, onChange }: { filters: BrowseFilters; onChange: FilterUpdate }) {
  const sort = filters.sort && isScreenSort(filters.sort) ? filters.sort : ''
  const sorts = hasPlace(filters) ? BROWSE_SCREEN_SORTS : BROWSE_SCREEN_SORTS.filter((value) => value !== 'nearest')
  return (
    <SelectField
      label={t('browse.sortLabel')}
      value={sort}
      onChange={(event) => {
        if (isScreenSort(event.target.value)) onChange({ sort: event.target.value || undefined })
      }}
    >
      {sorts.map((value) => (
        <option key={value} value={value}>
          {t(`browse.sort.${value || 'none'}`)}
        </option>
      ))}
    </SelectField>
  )
}

/**
 * The order, Near me, State, Organic, Certified, In stock and price per kg: behind a Filters
 * button on a phone, where the list needs the width, and always open beside the list on a wide
 * screen.
 */
export function FiltersPanel({ filters, onChange }: { filters: BrowseFilters; onChange: FilterUpdate }) {
  const [open, setOpen] = useState(false)
  const count = panelFilterCount(filters)
  const rangeInverted = filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice
  return (
    <div>
      <Button
        variant="secondary"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls="browse-filters"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {count > 0 ? t('browse.filtersCount', { count }) : t('browse.filters')}
      </Button>
      <div
        id="browse-filters"
        role="group"
        aria-label={t('browse.filters')}
        className={`${open ? 'mt-3' : 'hidden'} space-y-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 lg:mt-0 lg:block`}
      >
        <h2 className="hidden text-lg font-bold text-stone-900 lg:block">{t('browse.filters')}</h2>
        <SortSelect filters={filters} onChange={onChange} />
        <NearMe filters={filters} onChange={onChange} />
        <SelectField
          label={t('browse.state')}
          value={filters.state ?? ''}
          onChange={(event) => onChange({ state: toIndianState(event.target.value) })}
        >
          <option value="">{t('browse.allStates')}</option>
          {stateChoices().map((state) => (
            <option key={state.value} value={state.value}>
              {state.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('verify.heading')}
          value={filters.badge ?? ''}
          onChange={(event) => onChange({ badge: BROWSE_FILTER_PARSERS.badge(event.target.value) })}
        >
          <option value="">{t('browse.badgeAny')}</option>
          <option value="verified">{t('badge.verified')}</option>
          <option value="certified">{t('browse.badgeCertified')}</option>
        </SelectField>
        <div>
          <CheckboxField
            label={t('product.organic')}
            checked={filters.organic ?? false}
            onChange={(event) => onChange({ organic: event.target.checked })}
          />
          <CheckboxField
            label={t('product.certified')}
            checked={filters.certified ?? false}
            onChange={(event) => onChange({ certified: event.target.checked })}
          />
          <CheckboxField
            label={t('browse.inStock')}
            checked={filters.inStock ?? false}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{t('browse.priceRange')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            <PriceField
              label={t('browse.minPrice')}
              value={filters.minPrice}
              onCommit={(minPrice) => onChange({ minPrice }, { replace: true })}
            />
            <PriceField
              label={t('browse.maxPrice')}
              value={filters.maxPrice}
              onCommit={(maxPrice) => onChange({ maxPrice }, { replace: true })}
            />
          </div>
          {rangeInverted ? <p className="mt-2 text-sm font-medium text-red-700">{t('browse.priceRangeInvalid')}</p> : null}
        </fieldset>
      </div>
    </div>
  )
}

type ActiveFilter = { key: string; label: string; change: FilterChange }

/**
 * Each filter that narrows the list now, with what removing it changes. `placeLabel` names the
 * place the list is measured from (usePlaceLabel), which may need a lookup.
 */
export function activeFilters(filters: BrowseFilters, placeLabel: string | undefined): ActiveFilter[] {
  const active: ActiveFilter[] = []
  if (placeLabel !== undefined) active.push({ key: 'place', label: placeLabel, change: clearPlaceChange(filters) })
  if (filters.radiusKm !== undefined && hasPlace(filters)) {
    active.push({ key: 'radiusKm', label: t('browse.radiusKm', { km: filters.radiusKm }), change: { radiusKm: undefined } })
  }
  for (const category of filters.category ?? []) {
    const rest = (filters.category ?? []).filter((name) => name !== category)
    active.push({
      key: `category-${category}`,
      label: t(`product.category.${category}`),
      change: { category: rest.length > 0 ? rest : undefined },
    })
  }
  if (filters.state) active.push({ key: 'state', label: stateName(filters.state), change: { state: undefined } })
  if (filters.organic) active.push({ key: 'organic', label: t('product.organic'), change: { organic: false } })
  if (filters.certified) active.push({ key: 'certified', label: t('product.certified'), change: { certified: false } })
  if (filters.inStock) active.push({ key: 'inStock', label: t('browse.inStock'), change: { inStock: false } })
  if (filters.badge) {
    active.push({
      key: 'badge',
      label: filters.badge === 'verified' ? t('badge.verified') : t('browse.badgeCertified'),
      change: { badge: undefined },
    })
  }
  if (filters.minPrice !== undefined) {
    active.push({
      key: 'minPrice',
      label: t('browse.chipMinPrice', { price: formatRupees(filters.minPrice) }),
      change: { minPrice: undefined },
    })
  }
  if (filters.maxPrice !== undefined) {
    active.push({
      key: 'maxPrice',
      label: t('browse.chipMaxPrice', { price: formatRupees(filters.maxPrice) }),
      change: { maxPrice: undefined },
    })
  }
  return active
}

/** Everything "Clear all" turns off: every filter and the search, but not the order, unless it was by the place cleared. */
export function clearAllChange(filters: BrowseFilters): FilterChange {
  return {
    search: undefined,
    category: undefined,
    state: undefined,
    organic: false,
    certified: false,
    inStock: false,
    badge: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    ...clearPlaceChange(filters),
  }
}

/** The filters on now as removable chips, and Clear all. */
export function ActiveFilterChips({ filters, onChange }: { filters: BrowseFilters; onChange: FilterUpdate }) {
  const active = activeFilters(filters, usePlaceLabel(filters))
  if (active.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('browse.activeFilters')} className="flex flex-wrap gap-2">
        {active.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              aria-label={t('browse.removeFilter', { name: filter.label })}
              onClick={() => onChange(filter.change)}
              className={`${CHIP_CLASS} gap-2 border-green-700 bg-green-50 text-green-900 hover:bg-green-100`}
            >
              {filter.label}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => onChange(clearAllChange(filters))}>
        {t('browse.clearAll')}
      </Button>
    </div>
  )
}
