import type { accountScreenMessages as english } from '../account-screens'
import type { Translation } from '../locales'

/**
 * The web app's screens for accounts by mobile number: the Email / Mobile number choice on
 * Sign-in and Sign-up, the code step, the page an email confirmation link opens, and the
 * profile's sign-in details. The texts the server says too are in ./accounts.ts.
 */
export const accountScreenMessages: Translation<typeof english> = {
  'accountScreen.signInWith': 'কীভাবে লগ ইন করবেন',
  'accountScreen.signUpWith': 'কীভাবে রেজিস্টার করবেন',
  'accountScreen.sendCode': 'কোড পাঠান',
  'accountScreen.resendCode': 'নতুন কোড পাঠান',
  'accountScreen.resendIn': '{seconds} সেকেন্ড পরে নতুন কোড চাইতে পারবেন।',
  'accountScreen.codeNotSent': 'কোড পাঠানো গেল না। আবার চেষ্টা করুন।',
  'accountScreen.verifyEmailTitle': 'ইমেল নিশ্চিত করুন',
  'accountScreen.verifyEmailHeading': 'আপনার ইমেল নিশ্চিত করুন',
  'accountScreen.verifying': 'আপনার ইমেল নিশ্চিত করা হচ্ছে...',
  'accountScreen.toProfile': 'আমার প্রোফাইলে যান',
  'accountScreen.detailsHeading': 'লগ ইনের তথ্য',
  'accountScreen.detailsIntro': 'আপনি মোবাইল নম্বর বা ইমেল দিয়ে লগ ইন করতে পারেন।',
  'accountScreen.notAdded': 'এখনও যোগ করা হয়নি',
  'accountScreen.addMobile': 'মোবাইল নম্বর যোগ করুন',
  'accountScreen.changeMobile': 'মোবাইল নম্বর বদলান',
  'accountScreen.addEmail': 'ইমেল যোগ করুন',
  'accountScreen.sendLink': 'লিংক পাঠান',
  'accountScreen.cancel': 'বাতিল',
}
