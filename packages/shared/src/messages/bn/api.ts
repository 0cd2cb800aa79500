import type { apiMessages as english } from '../api'
import type { Translation } from '../locales'

/** Answers of the API that only a client or an operator sees (no screen of the spec shows them). */
export const apiMessages: Translation<typeof english> = {
  'api.badRequest': 'অনুরোধটি বোঝা যায়নি',
  'api.badUrl': 'এই অনুরোধের ওয়েব ঠিকানাটি সঠিক নয়',
  'api.requestTimeout': 'অনুরোধ পৌঁছাতে অনেক বেশি সময় লেগেছে। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'api.docsTitle': 'KisanSetu-র API',
  'api.docsDescription': 'KisanSetu বাজারের API কল। পাথ, বডি আর উত্তরের কী প্রোডাক্টের স্পেসিফিকেশন (অংশ 7) মেনে /api-এর নিচে আছে।',
}
