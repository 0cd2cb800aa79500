import type { commonMessages as english } from '../common'
import type { Translation } from '../locales'

/** Strings shared by every area: the brand, generic errors, loading. */
export const commonMessages: Translation<typeof english> = {
  'brand.first': 'Kisan',
  'brand.second': 'Setu',
  'brand.name': 'KisanSetu',
  'common.loading': 'লোড হচ্ছে...',
  'common.tryAgain': 'আবার চেষ্টা করুন',
  'common.home': 'হোম',
  'error.internal': 'কিছু একটা গোলমাল হয়েছে',
  'error.validation': 'লাল করে দেখানো ঘরগুলো দেখে নিন',
  'error.invalidJson': 'অনুরোধের বডি সঠিক JSON নয়',
  'error.notFound': 'পাওয়া যায়নি',
  'error.routeNotFound': '{method} {path}-এর সঙ্গে কোনো API রুট মেলেনি',
  'error.unauthenticated': 'আগে লগ ইন করুন।',
  'error.forbidden': 'এটা দেখার বা করার অনুমতি আপনার নেই',
  'error.rateLimited': 'অনেকবার চেষ্টা হয়েছে। {minutes} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'error.payloadTooLarge': 'অনুরোধটি খুব বড়',
  'error.unsupportedMediaType': 'এই ধরনের কনটেন্ট চলে না',
  'error.serviceUnavailable': 'পরিষেবা এখন কিছুক্ষণের জন্য বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।',
  'common.offlineNotSent': 'আপনি অফলাইনে আছেন। এটি পাঠানো হয়নি — অনলাইনে ফিরলে আবার চেষ্টা করুন।',
  'common.offlineNotSaved': 'আপনি অফলাইনে আছেন এবং এটি এখনও এই ফোনে সংরক্ষিত নেই। অনলাইনে ফিরলে আবার চেষ্টা করুন।',
  'common.networkFailed': 'KisanSetu-এর সঙ্গে যোগাযোগ করা গেল না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
}
