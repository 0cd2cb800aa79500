import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  RequestResponseSavedSchema,
  type BuyerRequestsResponse,
  type RequestResponse,
  type RequestResponseInput,
  type RequestResponseSaved,
} from '@app/shared/buyer-requests'
import { apiRequest } from '@/lib/api-client'
import { inboxCountsQueryKey } from './get-inbox-counts'
import { receivedRequestsQueryKey } from './get-received-requests'

export type SaveResponseVariables = { requestId: string; productId: string; body: RequestResponseInput }

/** PUT /requests/{requestId}/products/{productId}/response: stores the farmer's answer for one product. */
export async function saveRequestResponse({ requestId, productId, body }: SaveResponseVariables): Promise<RequestResponseSaved> {
  const path = `/requests/${encodeURIComponent(requestId)}/products/${encodeURIComponent(productId)}/response`
  return RequestResponseSavedSchema.parse(await apiRequest(path, { method: 'PUT', body }))
}

/** The cached requests with one stored answer replaced (the tabs count stored answers). */
function withResponse(data: BuyerRequestsResponse, requestId: string, saved: RequestResponse): BuyerRequestsResponse {
  return {
    ...data,
    checkProductIds: data.checkProductIds.map((request) =>
      request._id !== requestId
        ? request
        : {
            ...request,
            responses: request.responses.some((response) => response.productId === saved.productId)
              ? request.responses.map((response) => (response.productId === saved.productId ? saved : response))
              : [...request.responses, saved],
          },
    ),
  }
}

export function useSaveRequestResponse() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveRequestResponse,
    onSuccess: ({ response }, { requestId }) => {
      queryClient.setQueryData<BuyerRequestsResponse>(receivedRequestsQueryKey, (data) =>
        data ? withResponse(data, requestId, response) : data,
      )
      // An answer can settle a request, which the strip and the tabs then stop counting.
      void queryClient.invalidateQueries({ queryKey: inboxCountsQueryKey })
    },
  })
}
