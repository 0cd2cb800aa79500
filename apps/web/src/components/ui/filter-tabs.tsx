/**
 * A row of filter buttons with counts (All 3, New 1, …): one pressed at a time, scrolling sideways
 * on a narrow phone rather than wrapping.
 */
export function FilterTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  name,
  count,
}: {
  label: string
  tabs: readonly T[]
  selected: T
  onSelect: (tab: T) => void
  name: (tab: T) => string
  count: (tab: T) => string
}) {
  return (
    <div role="group" aria-label={label} className="mt-6 flex gap-2 overflow-x-auto pb-1">
      {tabs.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
          className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
            selected === value ? 'bg-green-700 text-white ring-green-700' : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-100'
          }`}
        >
          {name(value)}{' '}
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${selected === value ? 'bg-white text-green-900' : 'bg-stone-200 text-stone-900'}`}
          >
            {count(value)}
          </span>
        </button>
      ))}
    </div>
  )
}
