/**
 * Support contacts (the site footer and Contact Us). Data, not text to translate, so they are not
 * in the catalogue. A module of plain constants: the footer, on every page, imports it, and it must
 * not bring Zod onto the landing page's first load (contact.ts has the schema).
 */
export const SUPPORT_PHONE_DISPLAY = '+91 98765 43210'
export const SUPPORT_PHONE_TEL = '+919876543210'
/** The server mails contact messages here unless its SUPPORT_EMAIL setting says otherwise. */
export const SUPPORT_EMAIL = 'support@kisansetu.in'
/** The office address, one line per entry, as the contact page prints it. */
export const SUPPORT_ADDRESS_LINES = [
  'KisanSetu Support Office',
  'Sector V, Salt Lake City',
  'Kolkata, West Bengal 700091',
  'India',
] as const

/** A link that opens the address in OpenStreetMap: a link the visitor follows, never a request of ours. */
export const SUPPORT_MAP_LINK = `https://www.openstreetmap.org/search?query=${encodeURIComponent(SUPPORT_ADDRESS_LINES.slice(1).join(', '))}`
