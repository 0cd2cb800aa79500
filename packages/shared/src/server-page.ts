import type { BrowseFilters, BrowseResponse, ListedProduct } from './browse'
import type { PriceReference } from './mandi'
import type { MandiSearch } from './mandi-search'
import type { Place } from './pincodes'
import type { ProductReviewsResponse } from './reviews'
import type { FarmerStorefront } from './storefront'
import type { Weather } from './weather'

/**
 * What the server loads for a page it renders with its data, as the API would answer it (upload
 * links absolute): Browse's first page for the filters in its address; a listing with the first
 * page of its reviews and its farmer; a farmer with the first page of their listings. Browse near a
 * PIN code carries the PIN's place too, so the page names the district as it opens. The weather
 * page carries the default city's weather in the page's language, or null when the weather service
 * did not answer in time (the page then opens in its loading state and the browser asks). The Mandi
 * Prices page carries the question its address asks (mandiSearchFromUrl) and the answer, or nulls
 * for the empty search and a wrong field (the page says which). The server
 * writes its head from it and hands it to the web app's renderer, which seeds the screens' queries.
 */
export type ServerPageData =
  | { kind: 'browse'; filters: BrowseFilters; firstPage: BrowseResponse; place?: Place }
  | { kind: 'product'; product: ListedProduct; reviews: ProductReviewsResponse | null; farmer: FarmerStorefront | null }
  | { kind: 'storefront'; farmer: FarmerStorefront; filters: BrowseFilters; listings: BrowseResponse | null }
  | { kind: 'weather'; weather: Weather | null }
  | { kind: 'prices'; query: MandiSearch['query']; reference: PriceReference | null }
