import { DEFAULT_RESPONSE_STATUS } from '@app/shared/buyer-requests'
import { inboxGroupOfOrder, isNewRequest, isOpenRequest, type InboxCounts } from '@app/shared/inbox'
import type { AppDeps } from '#src/app-deps'
import type { Viewer } from '#src/lib/sandbox'
import { listFarmerRequests } from '#src/modules/requests/requests.service'
import { countFarmerOrdersByState } from './orders.repository'

/**
 * GET /me/inbox-counts: the farmer's orders by inbox group and the buyer requests still open, in
 * one answer, so the top strip, the bottom bar and the inbox's tabs agree. The requests are read
 * as their screen reads them (one request per buyer, with the stored answers), so a count never
 * differs from the list it stands for.
 */
export async function getInboxCounts(deps: Pick<AppDeps, 'db' | 'storage'>, farmer: Viewer): Promise<InboxCounts> {
  const [states, requests] = await Promise.all([countFarmerOrdersByState(deps.db, farmer.id), listFarmerRequests(deps, farmer)])
  const counts = { action: 0, active: 0, done: 0 }
  for (const { status, paymentStatus, count } of states) counts[inboxGroupOfOrder({ status, payment: { status: paymentStatus } })] += count
  let open = 0
  let fresh = 0
  for (const request of requests.checkProductIds) {
    const statuses = request.products.map(
      ({ productId }) => request.responses.find((response) => response.productId === productId)?.status ?? DEFAULT_RESPONSE_STATUS,
    )
    if (!isOpenRequest(statuses)) continue
    open += 1
    if (isNewRequest(statuses)) fresh += 1
  }
  return { ...counts, requests: open, newRequests: fresh, waiting: counts.action + fresh }
}
