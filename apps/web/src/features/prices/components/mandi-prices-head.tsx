import { useQueryClient } from '@tanstack/react-query'
import { PageHead, usePublicSite } from '@/components/layout/page-head'
import { formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { priceReferenceQueryOptions } from '../api/get-price-reference'
import { useMandiSearch } from './mandi-prices-page'

/**
 * The page's head, in the server's render: a search's address names its crop (and its PIN code and
 * unit when asked), and its preview names the crop and the nearest market's rate from the page's
 * cache (the server seeds it); the empty search is the page's own.
 */
export function MandiPricesHead() {
  const site = usePublicSite()
  const queryClient = useQueryClient()
  const { search } = useMandiSearch()
  if (!import.meta.env.SSR || !site) return null
  const { query } = search
  const reference = query && queryClient.getQueryData(priceReferenceQueryOptions({ ...query, history: true }).queryKey)
  const cropName = reference?.cropName
  const nearest = reference?.mandi?.markets[0]
  const params = new URLSearchParams()
  if (query) {
    params.set('crop', query.crop)
    if (query.pin) params.set('pin', query.pin)
    if (query.unit !== 'kg') params.set('unit', query.unit)
  }
  const title = cropName ? t('mandiPrices.headTitle', { crop: cropName }) : t('title.mandiPrices')
  const description =
    cropName && nearest
      ? t('mandiPrices.headDescription', {
          crop: cropName,
          price: t('product.pricePerUnit', { price: formatRupees(nearest.modalPrice), unit: unitName(reference.unit) }),
          market: nearest.market,
        })
      : t('mandiPrices.intro')
  return <PageHead head={{ type: 'website', title, description }} query={query ? `?${params.toString()}` : ''} />
}
