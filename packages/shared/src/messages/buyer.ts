/**
 * The buyer's side as the server answers it: browse, cart and the buyer profile. Phone, city and
 * state reuse the farmer profile's texts (profile.ts): both profiles show the same messages.
 */
export const buyerMessages = {
  'browse.searchTooLong': 'Search text must be at most {max} characters',
  'browse.sortInvalid': 'Sort must be price_asc, price_desc, price_kg_asc, price_kg_desc or nearest',
  'browse.categoryInvalid': 'Category must be one or more of vegetable, fruit, grain, pulse, herb, spice, other, separated by commas',
  'browse.stateInvalid': 'Choose a state or union territory of India',
  'browse.flagInvalid': '{name} must be true or false',
  'browse.priceInvalid': 'Price per kg must be a number of rupees from 0 to {max}',
  'browse.priceRangeInvalid': 'The lowest price must not be above the highest',
  'browse.farmerInvalid': "farmer must be a farmer's id",
  'browse.nearInvalid': 'near must be a latitude and a longitude in degrees, such as 19.997,73.790',
  'browse.radiusInvalid': 'radiusKm must be a whole number of kilometres from 1 to {max}',
  'browse.placeNeeded': 'Choose a place (near or pin) to sort by distance or to search within a distance',
  'browse.limitInvalid': 'limit must be a whole number from 1 to {max}',
  'browse.offsetInvalid': 'offset must be a whole number from 0 to {max}',

  'storefront.notFound': 'Farmer not found',

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
