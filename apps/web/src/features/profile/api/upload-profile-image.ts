import { useQueryClient } from '@tanstack/react-query'
import type { FarmerProfile } from '@app/shared/farmer-profile'
import { ProfileImageResponseSchema, type ProfileImageResponse } from '@app/shared/upload-responses'
import { apiUpload } from '@/lib/api-upload'
import { farmerProfileQueryKey } from './get-farmer-profile'

/** POST /setProfileImg/set-profile-image: multipart, field `image`. */
export async function uploadProfileImage(file: File): Promise<ProfileImageResponse> {
  const form = new FormData()
  form.append('image', file)
  return ProfileImageResponseSchema.parse(await apiUpload('/setProfileImg/set-profile-image', form))
}

/** The stored image belongs to the user, so the cached profile (if any) shows it at once. */
export function useRememberProfileImage(userId: string) {
  const queryClient = useQueryClient()
  return (url: string) =>
    queryClient.setQueryData<FarmerProfile | null>(farmerProfileQueryKey(userId), (profile) =>
      profile ? { ...profile, profileImage: url } : profile,
    )
}
