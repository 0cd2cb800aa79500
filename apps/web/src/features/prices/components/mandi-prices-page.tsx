import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { mandiSearchFromUrl } from '@app/shared/mandi-search'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { usePriceReference } from '../api/get-price-reference'
import { MandiPricesForm } from './mandi-prices-form'
import { MandiPricesResults } from './mandi-prices-results'

/** The page's search as its address holds it (`?crop=&pin=&unit=`). */
export function useMandiSearch() {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => mandiSearchFromUrl(params), [params])
  return { search, setParams }
}

/** While the answer loads: the first section's frame, so the page does not jump twice. */
function Loading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('mandiPrices.loading')}
      </p>
      <div className="h-7 w-64 max-w-full animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-44 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  )
}

/**
 * `/mandi-prices`: a crop's wholesale rates at the markets nearest a PIN code, with their last
 * 30 days, and the prices paid on KisanSetu. The search lives in the address, so the server renders
 * a search's answer with the page and a search can be shared; the empty search shows the form alone.
 */
export function MandiPrices() {
  const { search, setParams } = useMandiSearch()
  const query = search.query
  const reference = usePriceReference({ crop: query?.crop ?? '', pin: query?.pin, unit: query?.unit ?? 'kg', history: true })

  return (
    <article aria-labelledby="mandi-prices-heading" className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 id="mandi-prices-heading" className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {t('mandiPrices.heading')}
        </h1>
        <p className="mt-3 text-lg text-stone-700">{t('mandiPrices.intro')}</p>
      </header>
      <div className="mt-8 space-y-10">
        <MandiPricesForm search={search} onSearch={(params) => setParams(params, { preventScrollReset: true })} />
        {query === null ? null : reference.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <p className="font-medium">{t('mandiPrices.fetchFailed')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void reference.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : reference.data ? (
          <MandiPricesResults asked={query.crop} reference={reference.data} />
        ) : (
          <Loading />
        )}
      </div>
    </article>
  )
}
