import loaders from 'virtual:messages/buyer-screens'
import { requireMessages } from './i18n'
// The signed-in buyer screens show the public pages' cards and quantities too.
import './public-page-messages'

/**
 * The buyer screens' part of the catalogue, with the farmer's requests screen and My Orders
 * (packages/shared/src/messages/buyer-screens.ts), and with it the public pages' share
 * (public-page-messages.ts). Imported for its effect by each screen that shows it, so the text
 * arrives with the screen's chunk instead of weighing on every first load.
 */
requireMessages(loaders)
