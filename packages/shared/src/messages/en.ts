import { accountScreenMessages } from './account-screens'
import { accountMessages } from './accounts'
import { apiMessages } from './api'
import { authMessages } from './auth'
import { buyerMessages } from './buyer'
import { buyerNavMessages } from './buyer-nav'
import { buyerScreenMessages } from './buyer-screens'
import { commonMessages } from './common'
import { dashboardMessages } from './dashboards'
import { farmerNavMessages } from './farmer-nav'
import { farmerScreenMessages } from './farmer-screens'
import { infoLinkMessages, infoPageMessages } from './info'
import { landingMessages } from './landing'
import { languageMessages } from './language'
import { notificationMessages } from './notifications'
import { orderMessages } from './orders'
import { placeMessages } from './places'
import { productMessages } from './products'
import { profileMessages } from './profile'
import { reviewMessages } from './reviews'
import { shellMessages } from './shell'

/**
 * The English catalogue: every user-visible string, keyed by id, in ICU MessageFormat.
 * Each area keeps its own file; add a file here when an area grows one.
 */
export const en = {
  ...commonMessages,
  ...authMessages,
  ...accountMessages,
  ...accountScreenMessages,
  ...landingMessages,
  ...apiMessages,
  ...productMessages,
  ...profileMessages,
  ...shellMessages,
  ...farmerNavMessages,
  ...farmerScreenMessages,
  ...buyerMessages,
  ...orderMessages,
  ...reviewMessages,
  ...infoLinkMessages,
  ...infoPageMessages,
  ...buyerNavMessages,
  ...buyerScreenMessages,
  ...notificationMessages,
  ...dashboardMessages,
  ...languageMessages,
  ...placeMessages,
} as const

export type MessageId = keyof typeof en
