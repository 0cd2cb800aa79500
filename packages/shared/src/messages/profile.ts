/** The farmer profile: its checks, toasts and the server's answers. */
export const profileMessages = {
  'profile.phoneRequired': 'Phone number is required',
  'profile.phoneInvalid': 'Please enter a valid 10-digit phone number',
  'profile.cityRequired': 'City is required',
  'profile.stateRequired': 'State is required',
  'profile.pinRequired': 'PIN code is required',
  'profile.pinInvalid': 'Please enter a valid 6-digit PIN code',
  'profile.farmSizeRequired': 'Farm size is required',
  'profile.farmSizeNotNumber': 'Farm size must be a number of acres',
  'profile.farmSizeNegative': 'Farm size cannot be negative',
  'profile.farmSizeTooLarge': 'Farm size must be at most 1,00,000 acres',
  'profile.cityTooLong': 'City must be at most 60 characters',
  'profile.stateTooLong': 'State must be at most 60 characters',
  'profile.authorityTooLong': 'Certifying authority must be at most 100 characters',
  'profile.certifiedOnInvalid': 'Enter a real date as YYYY-MM-DD',
  'profile.documentInvalid': 'Each document must be an http:// or https:// link',
  'profile.documentsTooMany': 'Add at most 10 document links',
  'profile.created': 'Profile created successfully!',
  'profile.updated': 'Profile updated successfully!',
  'profile.alreadyExists': 'You already have a farmer profile. Edit it instead.',
  'profile.notFound': 'No profile found.',

  // Payment details of the farmer profile: its form and its view.
  'profile.upiId': 'UPI ID',
  'profile.upiIdHint': 'Buyers pay you directly at this ID, e.g. name@bank',
  'profile.upiIdNone': 'Not added yet: buyers can only pay cash on delivery',
  'profile.deliveryFee': 'Delivery fee (₹)',
  'profile.deliveryFeeHint': 'What you charge to deliver one order. Buyers who pick up pay no fee.',
  'profile.deliveryFeeView': 'Delivery fee',

  // Payment steps the server refuses beyond the shared catalogue of orders.
  'payments.utrAlreadyUsed': 'This UTR was already entered for another order of this farmer: check it and enter the UTR of this payment',
} as const
