import { apiMessages } from './api'
import { authMessages } from './auth'
import { commonMessages } from './common'
import { farmerScreenMessages } from './farmer-screens'
import { landingMessages } from './landing'
import { productMessages } from './products'
import { profileMessages } from './profile'
import { shellMessages } from './shell'

/**
 * The English catalogue: every user-visible string, keyed by id, in ICU MessageFormat.
 * Each area keeps its own file; add a file here when an area grows one.
 */
export const en = {
  ...commonMessages,
  ...authMessages,
  ...landingMessages,
  ...apiMessages,
  ...productMessages,
  ...profileMessages,
  ...shellMessages,
  ...farmerScreenMessages,
} as const

export type MessageId = keyof typeof en

/** Fills `{name}` placeholders of a catalogue entry (for plain server-side text such as mail). */
export function format(id: MessageId, values: Record<string, string | number> = {}): string {
  return en[id].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
