/**
 * Buyer interest requests and the orders a farmer confirms from them, as the server answers them.
 */
export const orderMessages = {
  'requests.notFound': 'This request was not found',
  'requests.idInvalid': 'Request not found',
  'requests.statusInvalid': 'Choose a status: pending, available_now, available_later, partial_available, negotiating or unavailable',
  'requests.confirmThroughConfirm': 'Use Confirm This Product to confirm an order',
  'requests.quantityInvalid': 'Quantity to offer must be a whole number of at least 0',
  'requests.quantityTooLarge': 'You can offer at most {quantity} {unit}',
  'requests.deliveryDateInvalid': 'Enter a real date as YYYY-MM-DD',
  'requests.deliveryDateInPast': 'Expected delivery date cannot be in the past',
  'requests.responseSaved': 'Response saved.',
  'requests.alreadyConfirmed': 'An order has already been created for this product',

  'orders.created': 'Order created',
  'orders.quantityInvalid': 'Quantity must be a whole number of at least 1',
  'orders.notEnoughStock': 'Only {quantity} {unit} left',
} as const
