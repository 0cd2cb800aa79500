import type { Contact } from '@app/shared/contact'
import { MessageResponseSchema } from '@app/shared/errors'
import { apiRequest } from '@/lib/api-client'

/** POST /contact: stored and mailed to support; answers `{ message: 'Thank you for your patience.' }`. */
export async function sendContactMessage(input: Contact): Promise<string> {
  const body = await apiRequest('/contact', { method: 'POST', body: input, auth: false })
  return MessageResponseSchema.parse(body).message
}
