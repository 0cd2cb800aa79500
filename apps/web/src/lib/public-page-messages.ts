import loaders from 'virtual:messages/public-pages'
import { requireMessages } from './i18n'

/**
 * The part of the buyer screens' catalogue that Browse, a listing's page and a farmer's storefront
 * show (apps/web/vite.config.ts picks it from the ids their modules name). Imported for its effect
 * by the modules of those pages, so a visitor's first load carries their text without the cart's,
 * checkout's, orders' and profile's.
 */
requireMessages(loaders)
