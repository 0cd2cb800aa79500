import loaders from 'virtual:messages/trade'
import { requireMessages } from './i18n'

/**
 * The catalogue's part for trade: orders and their statuses, checkout, payments, notifications,
 * reviews, receipts and the sales dashboard (packages/shared/src/messages: orders, notifications,
 * reviews, dashboards). Only signed-in screens show it: the data area loads it, and each screen
 * that shows it imports it too, so the text arrives with the screen however it is reached.
 */
requireMessages(loaders)
