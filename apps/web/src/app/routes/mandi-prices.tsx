import { PageTitle } from '@/components/layout/page-title'
import { MandiPricesHead } from '@/features/prices/components/mandi-prices-head'
import { MandiPrices } from '@/features/prices/components/mandi-prices-page'

/** `/mandi-prices`: rendered by the server with the answer to the search in its address (none for the empty search). */
export default function MandiPricesRoute() {
  return (
    <>
      <PageTitle page="title.mandiPrices" />
      <MandiPricesHead />
      <MandiPrices />
    </>
  )
}
