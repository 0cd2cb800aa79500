import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { GetBuyerProfileResponseSchema, type BuyerProfile } from '@app/shared/buyer-profile'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'

/**
 * GET /buyerProfile/get-buyerProfile answers a list; the profile counts as existing when it has an
 * _id. null: no profile yet. Each load toasts its outcome.
 */
export async function getBuyerProfile(userId: string, signal?: AbortSignal): Promise<BuyerProfile | null> {
  const body = await apiRequest('/buyerProfile/get-buyerProfile', { signal })
  const profile = GetBuyerProfileResponseSchema.parse(body).getBuyerProfile.find((entry) => entry.userId === userId && entry._id) ?? null
  if (profile) toast.success(t('buyerProfile.loaded'))
  else toast.info(t('profile.notFound'))
  return profile
}

export const buyerProfileQueryKey = (userId: string) => ['buyer-profile', userId] as const

export function buyerProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: buyerProfileQueryKey(userId),
    queryFn: ({ signal }) => getBuyerProfile(userId, signal),
    // A failed load toasts "Fails to get Your Profile.".
    meta: { errorToast: () => t('buyerProfile.loadFailed') },
  })
}

export function useBuyerProfile(userId: string) {
  return useQuery(buyerProfileQueryOptions(userId))
}

/** The stored image belongs to the user, so the cached profile (if any) shows it at once. */
export function useRememberBuyerProfileImage(userId: string) {
  const queryClient = useQueryClient()
  return (url: string) =>
    queryClient.setQueryData<BuyerProfile | null>(buyerProfileQueryKey(userId), (profile) =>
      profile ? { ...profile, profileImage: url } : profile,
    )
}
