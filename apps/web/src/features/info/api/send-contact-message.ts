import type { Contact } from '@app/shared/contact'
import { apiRequestChecked } from '@/lib/api-client'

/** POST /contact: stored and mailed to support; answers `{ message: 'Thank you for your patience.' }`. */
export async function sendContactMessage(input: Contact): Promise<string> {
  return (
    await apiRequestChecked('/contact', { method: 'POST', body: input, auth: false }, () =>
      import('@app/shared/errors').then((module) => module.MessageResponseSchema),
    )
  ).message
}
