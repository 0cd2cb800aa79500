import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FarmerProfileSavedResponseSchema, type FarmerProfile, type FarmerProfileFields } from '@app/shared/farmer-profile'
import { toast } from '@/components/ui/toast/toast-store'
import { apiRequest, getErrorMessage } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { farmerProfileQueryKey } from './get-farmer-profile'

/** The profile fields plus the user's id, which older clients send (the server takes the owner from the session). */
export type FarmerProfileBody = FarmerProfileFields & { userId: string }

/**
 * No profile yet → POST add-farmerProfile; one exists → PATCH
 * update-farmerProfile. Answers the stored profile and the server's message.
 */
export async function saveFarmerProfile({
  body,
  exists,
}: {
  body: FarmerProfileBody
  exists: boolean
}): Promise<{ message: string; profile: FarmerProfile }> {
  const answer = exists
    ? await apiRequest('/farmerProfile/update-farmerProfile', { method: 'PATCH', body })
    : await apiRequest('/farmerProfile/add-farmerProfile', { method: 'POST', body })
  return FarmerProfileSavedResponseSchema.parse(answer)
}

/** The stored profile replaces the cached one; the outcome is toasted. */
export function useSaveFarmerProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveFarmerProfile,
    onSuccess: ({ profile }, { exists }) => {
      queryClient.setQueryData(farmerProfileQueryKey(profile.userId), profile)
      toast.success(t(exists ? 'profile.updated' : 'profile.created'))
    },
    onError: (error) =>
      toast.error(t('farmerProfile.saveFailed', { message: getErrorMessage(error, t('farmerProfile.saveFailedFallback')) })),
  })
}
