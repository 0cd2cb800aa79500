import loaders from 'virtual:messages/farmer-screens'
import { requireMessages } from './i18n'

/**
 * The farmer screens' part of the catalogue (packages/shared/src/messages/farmer-screens.ts).
 * Imported for its effect by each screen that shows it, so the text arrives with the screen's
 * chunk instead of weighing on every page's first load.
 */
requireMessages(loaders)
