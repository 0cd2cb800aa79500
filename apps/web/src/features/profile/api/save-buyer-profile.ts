import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BuyerProfileSavedResponseSchema, type BuyerProfile, type BuyerProfileFields } from '@app/shared/buyer-profile'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { buyerProfileQueryKey } from './get-buyer-profile'

/** The profile fields plus the user's id, which older clients send (the server takes the owner from the session). */
export type BuyerProfileBody = BuyerProfileFields & { userId: string }

/**
 * No profile yet → POST add-buyerProfile; one exists → PATCH
 * update-buyerProfile. Answers the stored profile and the server's message.
 */
export async function saveBuyerProfile({
  body,
  exists,
}: {
  body: BuyerProfileBody
  exists: boolean
}): Promise<{ message: string; profile: BuyerProfile }> {
  const answer = exists
    ? await apiRequest('/buyerProfile/update-buyerProfile', { method: 'PATCH', body })
    : await apiRequest('/buyerProfile/add-buyerProfile', { method: 'POST', body })
  return BuyerProfileSavedResponseSchema.parse(answer)
}

/** The stored profile replaces the cached one; the outcome is toasted (the server's message, or "Failed to save profile"). */
export function useSaveBuyerProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBuyerProfile,
    onSuccess: ({ profile }, { exists }) => {
      queryClient.setQueryData(buyerProfileQueryKey(profile.userId), profile)
      toast.success(t(exists ? 'profile.updated' : 'profile.created'))
    },
    onError: (error) => toast.error(getErrorMessage(error, t('buyerProfile.saveFailedFallback'))),
  })
}
