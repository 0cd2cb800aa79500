import loaders from 'virtual:messages/info-pages'
import { requireMessages } from '@/lib/i18n'

/**
 * The information pages' part of the catalogue (packages/shared/src/messages/info.ts
 * `infoPageMessages`). Imported for its effect by every component of these pages, so their long
 * texts arrive with the pages' chunks instead of weighing on the landing page's first load.
 */
requireMessages(loaders)
