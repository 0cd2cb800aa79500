import type { buyerMessages as english } from '../buyer'
import type { Translation } from '../locales'

/**
 * The buyer's side as the server answers it: browse, cart and the buyer profile. Phone, city and
 * state reuse the farmer profile's texts (profile.ts): both profiles show the same messages.
 */
export const buyerMessages: Translation<typeof english> = {
  'browse.searchTooLong': 'খোঁজার লেখা বড়জোর {max} অক্ষরের হতে পারে',
  'browse.sortInvalid': 'সাজানোর নিয়ম price_asc, price_desc, price_kg_asc, price_kg_desc বা nearest হতে হবে',
  'browse.categoryInvalid': 'বিভাগ vegetable, fruit, grain, pulse, herb, spice, other-এর এক বা একাধিক হতে হবে, কমা দিয়ে আলাদা',
  'browse.stateInvalid': 'ভারতের একটি রাজ্য বা কেন্দ্রশাসিত অঞ্চল বেছে নিন',
  'browse.flagInvalid': '{name} true বা false হতে হবে',
  'browse.priceInvalid': 'প্রতি কেজি দাম 0 থেকে {max} টাকার মধ্যে একটি সংখ্যা হতে হবে',
  'browse.priceRangeInvalid': 'সর্বনিম্ন দাম সর্বোচ্চ দামের বেশি হতে পারে না',
  'browse.farmerInvalid': 'farmer একজন কৃষকের আইডি হতে হবে',
  'browse.nearInvalid': 'near হতে হবে ডিগ্রিতে অক্ষাংশ ও দ্রাঘিমাংশ, যেমন 19.997,73.790',
  'browse.radiusInvalid': 'radiusKm হতে হবে 1 থেকে {max} কিলোমিটারের মধ্যে একটা পূর্ণ সংখ্যা',
  'browse.placeNeeded': 'দূরত্ব অনুযায়ী সাজাতে বা কোনো দূরত্বের মধ্যে খুঁজতে একটা জায়গা বেছে নিন (near বা pin)',
  'browse.limitInvalid': 'limit হতে হবে 1 থেকে {max}-এর মধ্যে একটা পূর্ণ সংখ্যা',
  'browse.offsetInvalid': 'offset হতে হবে 0 থেকে {max}-এর মধ্যে একটা পূর্ণ সংখ্যা',

  'storefront.notFound': 'কৃষককে পাওয়া যায়নি',

  'cart.added': 'পণ্য কার্টে যোগ হয়েছে ✅',
  'cart.removed': 'কার্ট থেকে সরানো হয়েছে।',
  'cart.productIdInvalid': 'যোগ করার জন্য একটা পণ্য বেছে নিন',
  'cart.productNotAvailable': 'এই পণ্যটি এখন পাওয়া যাচ্ছে না',
  'cart.notInCart': 'এই পণ্যটি আপনার কার্টে নেই',
  'cart.full': 'আপনার কার্ট ভরে গেছে: এতে বড়জোর {max}টি জিনিস রাখা যায়। আগে কয়েকটা সরান।',
  'cart.quantitySaved': 'পরিমাণ বদলানো হয়েছে',
  'cart.priceAccepted': 'নতুন দাম মেনে নেওয়া হয়েছে',

  'quantity.notPositive': '0-এর বেশি পরিমাণ লিখুন',
  'quantity.belowMinimum': 'কমপক্ষে {min} {unit} অর্ডার করতে হবে',
  'quantity.offStep': '{min} {unit} বা তার বেশি অর্ডার করুন, {step} {unit} করে বাড়িয়ে',
  'quantity.aboveStock': 'মাত্র {available} {unit} বাকি আছে',

  'buyerProfile.addressRequired': 'ঠিকানা দিতে হবে',
  'buyerProfile.addressTooLong': 'ঠিকানা বড়জোর {max} অক্ষরের হতে পারে',
  'buyerProfile.preferencesRequired': 'অন্তত একটা পছন্দ লিখুন',
  'buyerProfile.preferenceTooLong': 'প্রতিটি পছন্দ বড়জোর {max} অক্ষরের হতে পারে',
  'buyerProfile.preferencesTooMany': 'বড়জোর {max}টি পছন্দ দিন',
  'buyerProfile.coordinatesIncomplete': 'দ্রাঘিমাংশ আর অক্ষাংশ দুটোই দিন, নয়তো কোনোটাই দেবেন না',
  'buyerProfile.alreadyExists': 'আপনার ক্রেতা প্রোফাইল আগেই আছে। সেটাই এডিট করুন।',
}
