import type { productMessages as english } from '../products'
import type { Translation } from '../locales'

/**
 * Farmer listings: their toasts, and the checks on a listing the form and the server share.
 * `field.*` and `location.*` are shared with the profiles' bodies (fields.ts).
 */
export const productMessages: Translation<typeof english> = {
  'products.created': 'পণ্য তালিকায় দেওয়া হয়েছে!',
  'products.updated': 'পণ্য বদলানো হয়েছে!',
  'products.deleted': 'পণ্য মুছে ফেলা হয়েছে!',
  'products.notFound': 'পণ্য পাওয়া যায়নি',
  'products.demoListing': 'এটি নমুনা পণ্য। অর্ডার করে দেখতে অতিথি ক্রেতা হিসেবে লগ ইন করুন।',
  'products.demoBadge': 'নমুনা',

  'products.nameRequired': 'পণ্যের নাম দিতে হবে',
  'products.nameTooLong': 'পণ্যের নাম বড়জোর 100 অক্ষরের হতে পারে',
  'products.varietyTooLong': 'জাতের নাম বড়জোর 100 অক্ষরের হতে পারে',
  'products.descriptionTooLong': 'বিবরণ বড়জোর 2000 অক্ষরের হতে পারে',
  'products.unitInvalid': 'তালিকা থেকে একটা একক বেছে নিন',
  'products.minOrderNotNumber': 'কমপক্ষে অর্ডার একটা সংখ্যা হতে হবে',
  'products.minOrderNotPositive': 'কমপক্ষে অর্ডার 0-এর বেশি হতে হবে',
  'products.minOrderTooLarge': 'কমপক্ষে অর্ডার খুব বেশি',
  'products.orderStepNotNumber': 'অর্ডার কত করে বাড়বে, তা একটা সংখ্যা হতে হবে',
  'products.orderStepNotPositive': 'অর্ডার কত করে বাড়বে, তা 0-এর বেশি হতে হবে',
  'products.orderStepTooLarge': 'অর্ডার বাড়ানোর ধাপ খুব বড়',
  'products.categoryInvalid': 'একটা ধরন বেছে নিন: সবজি, ফল, শস্য, ডাল, ভেষজ, মশলা বা অন্য কিছু',
  'products.statusInvalid': 'একটা অবস্থা বেছে নিন: পাওয়া যাচ্ছে, স্টক শেষ বা পাওয়া যাবে না',
  'products.priceRequired': 'দাম দিতে হবে',
  'products.priceNotNumber': 'দাম একটা সংখ্যা হতে হবে',
  'products.priceNegative': 'দাম শূন্যের কম হতে পারে না',
  'products.priceTooLarge': 'দাম বড়জোর ₹1,00,00,000 হতে পারে',
  'products.quantityRequired': 'পরিমাণ দিতে হবে',
  'products.quantityNotNumber': 'পরিমাণ একটা সংখ্যা হতে হবে',
  'products.quantityNegative': 'পরিমাণ শূন্যের কম হতে পারে না',
  'products.quantityTooLarge': 'পরিমাণ বড়জোর 1,00,00,000 হতে পারে',
  'products.deliveryRadiusNotNumber': 'ডেলিভারির দূরত্ব একটা সংখ্যা হতে হবে',
  'products.deliveryRadiusNegative': 'ডেলিভারির দূরত্ব শূন্যের কম হতে পারে না',
  'products.deliveryRadiusTooLarge': 'ডেলিভারির দূরত্ব বড়জোর 5000 কিমি হতে পারে',
  'products.imagesTooMany': 'একটা পণ্যের বড়জোর 8টি ছবি থাকতে পারে',
  'products.imageInvalid': 'প্রতিটি ছবি একটা http:// বা https:// লিংক হতে হবে, নয়তো এখানে আপলোড করা ছবি',
  'products.dateInvalid': 'সঠিক তারিখ লিখুন, YYYY-MM-DD এভাবে',
  'products.expiryBeforeHarvest': 'মেয়াদ শেষের তারিখ ফসল তোলার তারিখের আগে হতে পারে না',
  'products.cityTooLong': 'শহরের নাম বড়জোর 60 অক্ষরের হতে পারে',
  'products.stateTooLong': 'রাজ্যের নাম বড়জোর 60 অক্ষরের হতে পারে',
  'products.pinInvalid': 'পিন কোড 6 সংখ্যার হতে হবে',
  'products.certificationTooLong': 'সার্টিফিকেটের প্রতিটি তথ্য বড়জোর 100 অক্ষরের হতে পারে',

  'field.textInvalid': 'এখানে লেখা দিন',
  'field.booleanInvalid': 'হ্যাঁ (true) বা না (false) হতে হবে',

  'location.coordinatesInvalid': 'অবস্থান একটা বিন্দু হতে হবে: [দ্রাঘিমাংশ, অক্ষাংশ]',
  'location.coordinatesTextInvalid': 'অবস্থান "দ্রাঘিমাংশ, অক্ষাংশ" এভাবে লিখুন, যেমন 73.79, 19.99',
  'location.longitudeInvalid': 'দ্রাঘিমাংশ -180 থেকে 180-এর মধ্যে একটা সংখ্যা হতে হবে',
  'location.latitudeInvalid': 'অক্ষাংশ -90 থেকে 90-এর মধ্যে একটা সংখ্যা হতে হবে',

  'uploads.imageRequired': 'আপলোড করার জন্য "image" ঘরে একটা ছবি বেছে নিন',
  'uploads.notMultipart': 'ছবিটি "image" ঘরে multipart/form-data হিসেবে পাঠান',
  'uploads.unsupportedType': 'শুধু JPEG, PNG আর WebP ছবি আপলোড করা যায়',
  'uploads.brokenImage': 'ছবিটি খোলা গেল না। হয়তো নষ্ট বা অসম্পূর্ণ।',
  'uploads.tooManyPixels': 'ছবিটি পিক্সেলে খুব বড়। বড়জোর 24 মেগাপিক্সেলের ছবি দিন।',
  'uploads.productImageTooLarge': 'ফাইলের মাপ 10MB-এর বেশি',
  'uploads.profileImageTooLarge': 'ফাইলের মাপ 0.5MB-এর বেশি',
  'uploads.profileImageUpdated': 'প্রোফাইলের ছবি বদলানো হয়েছে!',
  'uploads.quotaExceeded': 'আপনার ছবির জায়গা ({megabytes} MB) ভরে গেছে। তালিকা থেকে সরানো ছবির জায়গা এক দিনের মধ্যে খালি হয়।',
  'uploads.busy': 'এখন অনেক ছবি তৈরি হচ্ছে। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
}
