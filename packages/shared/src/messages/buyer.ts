/**
 * The buyer's side as the server answers it: browse, cart and the buyer profile. Phone, city and
 * state reuse the farmer profile's texts (profile.ts): both profiles show the same messages.
 */
export const buyerMessages = {
  'browse.searchTooLong': 'Search text must be at most {max} characters',
  'browse.sortInvalid': 'Sort must be price_asc or price_desc',
  'browse.limitInvalid': 'limit must be a whole number from 1 to {max}',
  'browse.offsetInvalid': 'offset must be a whole number from 0 to {max}',

  'cart.added': 'Product added to cart ✅',
  'cart.removed': 'Removed from cart.',
  'cart.productIdInvalid': 'Choose a product to add',
  'cart.productNotAvailable': 'This product is not available right now',
  'cart.notInCart': 'This product is not in your cart',
  'cart.full': 'Your cart is full: it holds at most {max} items. Remove some first.',
  'cart.quantitySaved': 'Quantity updated',
  'cart.priceAccepted': 'New price accepted',

  'quantity.notPositive': 'Enter a quantity above 0',
  'quantity.belowMinimum': 'The minimum order is {min} {unit}',
  'quantity.offStep': 'Order {min} {unit} or more, in steps of {step} {unit}',
  'quantity.aboveStock': 'Only {available} {unit} left',

  'buyerProfile.addressRequired': 'Address is required',
  'buyerProfile.addressTooLong': 'Address must be at most {max} characters',
  'buyerProfile.preferencesRequired': 'At least one preference is required',
  'buyerProfile.preferenceTooLong': 'Each preference must be at most {max} characters',
  'buyerProfile.preferencesTooMany': 'Add at most {max} preferences',
  'buyerProfile.coordinatesIncomplete': 'Enter both longitude and latitude, or neither',
  'buyerProfile.alreadyExists': 'You already have a buyer profile. Edit it instead.',
} as const
