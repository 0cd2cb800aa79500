import { z } from 'zod'
import { EmailSchema, NameSchema } from './auth'
import { MAX_CONTACT_MESSAGE_LENGTH } from './limits'
import { requiredText } from './required-text'
import { msg } from './messages/refs'

export { MAX_CONTACT_MESSAGE_LENGTH } from './limits'

/** POST /api/contact and the Contact Us form: all three required, the email valid. */
export const ContactSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  message: requiredText(msg('contact.messageRequired')).max(MAX_CONTACT_MESSAGE_LENGTH, msg('contact.messageTooLong')),
})
export type Contact = z.input<typeof ContactSchema>
