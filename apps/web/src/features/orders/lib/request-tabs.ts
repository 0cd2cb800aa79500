import {
  DEFAULT_RESPONSE_STATUS,
  requestCategory,
  type BuyerRequest,
  type RequestCategory,
  type ResponseStatus,
} from '@app/shared/buyer-requests'

/** The tabs of the requests screen, "All Requests" first. */
export const REQUEST_TABS = ['all', 'new', 'in_progress', 'confirmed', 'completed'] as const
export type RequestTab = (typeof REQUEST_TABS)[number]

/** The stored status of each product of `request`; a product without a stored answer has the default (pending). */
function storedStatuses(request: BuyerRequest): ResponseStatus[] {
  return request.products.map(
    ({ productId }) => request.responses.find((response) => response.productId === productId)?.status ?? DEFAULT_RESPONSE_STATUS,
  )
}

/** The request category of a request, from the answers the server has stored. */
function categoryOf(request: BuyerRequest): RequestCategory {
  return requestCategory(storedStatuses(request))
}

/** How many requests each tab shows. */
export function tabCounts(requests: readonly BuyerRequest[]): Record<RequestTab, number> {
  const counts: Record<RequestTab, number> = { all: requests.length, new: 0, in_progress: 0, confirmed: 0, completed: 0 }
  for (const request of requests) counts[categoryOf(request)] += 1
  return counts
}

export function inTab(request: BuyerRequest, tab: RequestTab): boolean {
  return tab === 'all' || categoryOf(request) === tab
}
