/**
 * Farmer listings: their toasts, and the checks on a listing the form and the server share.
 * `field.*` and `location.*` are shared with the profiles' bodies (fields.ts).
 */
export const productMessages = {
  'products.created': 'Product listed successfully!',
  'products.updated': 'Product updated successfully!',
  'products.deleted': 'Product deleted successfully!',
  'products.notFound': 'Product not found',

  'products.nameRequired': 'Product name is required',
  'products.nameTooLong': 'Product name must be at most 100 characters',
  'products.varietyTooLong': 'Variety must be at most 100 characters',
  'products.descriptionTooLong': 'Description must be at most 2000 characters',
  'products.unitTooLong': 'Unit must be at most 20 characters',
  'products.categoryInvalid': 'Choose a category: vegetable, fruit, grain, pulse, herb, spice or other',
  'products.statusInvalid': 'Choose a status: available, out_of_stock or unavailable',
  'products.priceRequired': 'Price is required',
  'products.priceNotNumber': 'Price must be a number',
  'products.priceNegative': 'Price cannot be negative',
  'products.priceTooLarge': 'Price must be at most ₹1,00,00,000',
  'products.quantityRequired': 'Quantity is required',
  'products.quantityNotNumber': 'Quantity must be a number',
  'products.quantityNegative': 'Quantity cannot be negative',
  'products.quantityTooLarge': 'Quantity must be at most 1,00,00,000',
  'products.deliveryRadiusNotNumber': 'Delivery radius must be a number',
  'products.deliveryRadiusNegative': 'Delivery radius cannot be negative',
  'products.deliveryRadiusTooLarge': 'Delivery radius must be at most 5000 km',
  'products.imagesTooMany': 'A product can have at most 8 images',
  'products.imageInvalid': 'Each image must be an http:// or https:// link, or a photo uploaded here',
  'products.dateInvalid': 'Enter a real date as YYYY-MM-DD',
  'products.expiryBeforeHarvest': 'Expiry date cannot be before the harvest date',
  'products.cityTooLong': 'City must be at most 60 characters',
  'products.stateTooLong': 'State must be at most 60 characters',
  'products.pinInvalid': 'PIN code must be 6 digits',
  'products.certificationTooLong': 'Certification details must be at most 100 characters each',

  'field.textInvalid': 'Enter text here',
  'field.booleanInvalid': 'Must be true or false',

  'location.coordinatesInvalid': 'Coordinates must be a point: [longitude, latitude]',
  'location.coordinatesTextInvalid': 'Enter coordinates as "longitude, latitude", for example 73.79, 19.99',
  'location.longitudeInvalid': 'Longitude must be a number from -180 to 180',
  'location.latitudeInvalid': 'Latitude must be a number from -90 to 90',

  'uploads.imageRequired': 'Choose an image to upload in the field "image"',
  'uploads.notMultipart': 'Send the image as multipart/form-data in the field "image"',
  'uploads.unsupportedType': 'Only JPEG, PNG and WebP images can be uploaded',
  'uploads.brokenImage': 'The image could not be read. It may be damaged or incomplete.',
  'uploads.tooManyPixels': 'The image is too large in pixels. Use a photo of at most 50 megapixels.',
  'uploads.productImageTooLarge': 'File size exceeds 10MB limit',
  'uploads.profileImageTooLarge': 'File size exceeds 0.5MB limit',
  'uploads.profileImageUpdated': 'Profile image updated!',
} as const
