import { queryOptions, useQuery } from '@tanstack/react-query'
import { GetFarmerProfileResponseSchema, type FarmerProfile } from '@app/shared/farmer-profile'
import { apiRequest } from '@/lib/api-client'
import { t } from '@/lib/i18n'

/**
 * GET /farmerProfile/get-farmerProfile answers a list; the profile is the entry whose userId is
 * the current user's. null: no profile yet.
 */
export async function getFarmerProfile(userId: string, signal?: AbortSignal): Promise<FarmerProfile | null> {
  const body = await apiRequest('/farmerProfile/get-farmerProfile', { signal })
  return GetFarmerProfileResponseSchema.parse(body).getFarmerProfile.find((profile) => profile.userId === userId) ?? null
}

export const farmerProfileQueryKey = (userId: string) => ['farmer-profile', userId] as const

export function farmerProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: farmerProfileQueryKey(userId),
    queryFn: ({ signal }) => getFarmerProfile(userId, signal),
    // A failed load says "Failed to load profile.".
    meta: { errorToast: () => t('farmerProfile.loadFailed') },
  })
}

export function useFarmerProfile(userId: string) {
  return useQuery(farmerProfileQueryOptions(userId))
}

/**
 * The profile where it only helps, as the starting values of a new listing: a failed load leaves
 * the form as it is and shows no toast, since the screen works without it.
 */
export function useQuietFarmerProfile(userId: string) {
  return useQuery({ ...farmerProfileQueryOptions(userId), meta: {} })
}
