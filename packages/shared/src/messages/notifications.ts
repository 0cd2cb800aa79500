/**
 * Notifications: what the other side of an order is told when it changes (the same text in the
 * bell, the mail and the SMS), and the bell's own words. `{reference}` is the order's KS…
 * reference, `{farmer}` and `{buyer}` the parties' names.
 */
export const notificationMessages = {
  'notice.placed': 'New order {reference} from {buyer}: {items}, total {total}',
  'notice.accepted': 'Order {reference} from {farmer} was accepted',
  'notice.rejected': 'Order {reference} from {farmer} was rejected: {note}',
  'notice.rejectedNoNote': 'Order {reference} from {farmer} was rejected',
  'notice.packed': 'Order {reference} from {farmer} is packed',
  'notice.out_for_delivery': 'Order {reference} from {farmer} is out for delivery',
  'notice.ready_for_pickup': 'Order {reference} from {farmer} is ready for pickup at the farm',
  'notice.delivered': 'Order {reference} from {farmer} was marked delivered',
  'notice.completed': '{buyer} received order {reference}: it is complete',
  'notice.cancelled': '{buyer} cancelled order {reference}',
  'notice.expired': 'Order {reference} was cancelled: it was not accepted or paid in time',
  'notice.payment.submitted': '{buyer} reports paying {total} for order {reference} by UPI: check and confirm it',
  'notice.payment.received': '{farmer} confirmed your payment for order {reference}',
  'notice.payment.not_received': '{farmer} has not received your payment for order {reference}',
  'notice.payment.pending': 'Order {reference} is waiting for payment',
  'notice.updated': 'Order {reference} was updated',
  'notice.moreItems': '{first} and {count} more',

  'notice.mailSubject': 'KisanSetu: order {reference}',
  'notice.mailGreeting': 'Hello {name},',
  'notice.mailButton': 'View the order',
  'notice.mailText': 'Hello {name},\n\n{text}\n\nView the order: {link}\n',
  'notice.sms': 'KisanSetu: {text} {link}',

  'notifications.title': 'Notifications',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',
  'notifications.empty': 'No notifications yet',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.loadFailed': 'Could not load notifications',
  'notifications.unread': 'Unread',
  'notifications.close': 'Close notifications',
} as const
