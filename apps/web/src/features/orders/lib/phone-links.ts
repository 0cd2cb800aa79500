/**
 * `tel:` and WhatsApp links for an Indian mobile number. Profiles store 10 digits; anything else
 * (a +91 or 0 prefix, spaces) is reduced to its last 10 digits. Null when there are not 10.
 */
export function phoneLinks(phone: string | null): { tel: string; whatsapp: string } | null {
  if (phone === null) return null
  const digits = phone.replace(/\D/g, '').slice(-10)
  if (digits.length !== 10) return null
  return { tel: `tel:+91${digits}`, whatsapp: `https://wa.me/91${digits}` }
}
