import type { profileMessages as english } from '../profile'
import type { Translation } from '../locales'

/** The farmer profile: its checks, toasts and the server's answers. */
export const profileMessages: Translation<typeof english> = {
  'profile.phoneRequired': 'ফোন নম্বর দিতে হবে',
  'profile.phoneInvalid': 'সঠিক 10 সংখ্যার ফোন নম্বর লিখুন',
  'profile.cityRequired': 'শহর দিতে হবে',
  'profile.stateRequired': 'রাজ্য দিতে হবে',
  'profile.pinRequired': 'পিন কোড দিতে হবে',
  'profile.pinInvalid': 'সঠিক 6 সংখ্যার পিন কোড লিখুন',
  'profile.farmSizeRequired': 'জমির মাপ দিতে হবে',
  'profile.farmSizeNotNumber': 'জমির মাপ একর-এ একটা সংখ্যা হতে হবে',
  'profile.farmSizeNegative': 'জমির মাপ শূন্যের কম হতে পারে না',
  'profile.farmSizeTooLarge': 'জমির মাপ বড়জোর 1,00,000 একর হতে পারে',
  'profile.cityTooLong': 'শহরের নাম বড়জোর 60 অক্ষরের হতে পারে',
  'profile.stateTooLong': 'রাজ্যের নাম বড়জোর 60 অক্ষরের হতে পারে',
  'profile.authorityTooLong': 'সার্টিফিকেট দেওয়া সংস্থার নাম বড়জোর 100 অক্ষরের হতে পারে',
  'profile.certifiedOnInvalid': 'সঠিক তারিখ লিখুন, YYYY-MM-DD এভাবে',
  'profile.documentInvalid': 'প্রতিটি কাগজ একটা http:// বা https:// লিংক হতে হবে',
  'profile.documentsTooMany': 'বড়জোর 10টি কাগজের লিংক দিন',
  'profile.created': 'প্রোফাইল তৈরি হয়ে গেছে!',
  'profile.updated': 'প্রোফাইল বদলানো হয়েছে!',
  'profile.alreadyExists': 'আপনার কৃষক প্রোফাইল আগেই আছে। সেটাই এডিট করুন।',
  'profile.notFound': 'কোনো প্রোফাইল পাওয়া যায়নি।',

  // Payment details of the farmer profile: its form and its view.
  'profile.upiId': 'আপনার UPI ID',
  'profile.upiIdHint': 'ক্রেতারা সরাসরি এই ID-তে আপনাকে টাকা দেবেন, যেমন name@bank',
  'profile.upiIdNone': 'এখনো দেওয়া হয়নি: ক্রেতারা শুধু ডেলিভারির সময় নগদ টাকা দিতে পারবেন',
  'profile.deliveryFee': 'ডেলিভারি খরচ (₹)',
  'profile.deliveryFeeHint': 'একটা অর্ডার পৌঁছে দিতে আপনি কত নেন। যে ক্রেতা নিজে নিয়ে যান, তাঁকে কিছু দিতে হয় না।',
  'profile.deliveryFeeView': 'ডেলিভারি খরচ',

  // Payment steps the server refuses beyond the shared catalogue of orders.
  'payments.utrAlreadyUsed': 'এই UTR এই কৃষকের অন্য একটা অর্ডারে আগেই দেওয়া হয়েছে: দেখে নিয়ে এই পেমেন্টের UTR লিখুন',
}
