import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { browseFilterEntries, browseFiltersFromUrl, type BrowseFilters } from '@app/shared/browse-filters'

export type FilterChange = Partial<BrowseFilters>

/** Changes the filters in the URL; `replace` for typing, which should not add a history entry per key. */
export type FilterUpdate = (change: FilterChange, options?: { replace?: boolean }) => void

/**
 * The filters of a list held in the page's URL (the names of browseFilterEntries), so a filtered
 * list can be shared and Back returns to the filters before. A change that is one deliberate
 * choice (a chip, a checkbox, a select) adds a history entry; typing (search, prices) replaces the
 * current one, so Back does not step through every key pressed.
 */
export function useBrowseUrl() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => browseFiltersFromUrl(params), [params])

  // The URL as last written or rendered. A debounced change lands from a timer set renders ago,
  // and two may land before the page redraws: each must build on the other changes, not on the
  // URL its own render saw (which React Router's functional update would give it).
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  }, [params])

  // The address the list is shown at. A tap on a link moves the browser there at once, while the
  // list stays on screen until the next page has loaded: a search landing from its timer then must
  // not pull the browser back to the list (it would replace the page the tap asked for).
  const location = useLocation()
  const shownAt = useRef('')
  useLayoutEffect(() => {
    shownAt.current = window.location.pathname
  }, [location])

  const update = useCallback(
    (change: FilterChange, { replace = false }: { replace?: boolean } = {}) => {
      if (window.location.pathname !== shownAt.current) return
      const next = new URLSearchParams(browseFilterEntries({ ...browseFiltersFromUrl(latest.current), ...change }))
      latest.current = next
      setParams(next, { replace, preventScrollReset: true })
    },
    [setParams],
  )

  return { filters, update }
}
