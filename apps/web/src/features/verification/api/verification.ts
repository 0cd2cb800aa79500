import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CertificateResponseSchema,
  CertificatesResponseSchema,
  VerificationResponseSchema,
  type Certificate,
  type Verification,
} from '@app/shared/verification'
import { apiRequest } from '@/lib/api-client'
import { apiUpload } from '@/lib/api-upload'
import { z } from 'zod'

const verificationKey = ['me', 'verification'] as const
const certificatesKey = ['me', 'certificates'] as const

/** GET /me/verification: the farmer's latest submission, or null. */
export function useMyVerification() {
  return useQuery({
    queryKey: verificationKey,
    queryFn: async ({ signal }) => VerificationResponseSchema.parse(await apiRequest('/me/verification', { signal })).verification,
  })
}

/** GET /me/certificates: newest first. */
export function useMyCertificates() {
  return useQuery({
    queryKey: certificatesKey,
    queryFn: async ({ signal }) => CertificatesResponseSchema.parse(await apiRequest('/me/certificates', { signal })).certificates,
  })
}

/** The form's text fields and the photo, as multipart/form-data (the photo in `image`). */
function formData(fields: Record<string, string | null | undefined>, photo: File): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value)
  form.append('image', photo)
  return form
}

const VerificationCreatedSchema = z.object({ verification: VerificationResponseSchema.shape.verification.unwrap() })

/** POST /me/verification; the screen shows the new status. */
export function useSubmitVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ fields, photo }: { fields: Record<string, string | null | undefined>; photo: File }): Promise<Verification> =>
      VerificationCreatedSchema.parse(await apiUpload('/me/verification', formData(fields, photo))).verification,
    onSuccess: (verification) => queryClient.setQueryData(verificationKey, verification),
  })
}

/** POST /me/certificates; the list shows it first. */
export function useSubmitCertificate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ fields, photo }: { fields: Record<string, string | null | undefined>; photo: File }): Promise<Certificate> =>
      CertificateResponseSchema.parse(await apiUpload('/me/certificates', formData(fields, photo))).certificate,
    onSuccess: (certificate) => queryClient.setQueryData<Certificate[]>(certificatesKey, (list) => [certificate, ...(list ?? [])]),
  })
}
