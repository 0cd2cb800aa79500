import type { accountMessages as english } from '../accounts'
import type { Translation } from '../locales'

/**
 * Accounts by mobile number and the rules that keep accounts safe: one-time codes by SMS, adding
 * and confirming a mobile number or an email later, and the password policy's refusals.
 */
export const accountMessages: Translation<typeof english> = {
  'account.mobile': 'মোবাইল নম্বর',
  'account.mobileHint': 'আপনার 10 সংখ্যার মোবাইল নম্বর। এতে আমরা SMS করে একটা কোড পাঠাই।',
  'account.mobileRequired': 'মোবাইল নম্বর দিতে হবে',
  'account.mobileInvalid': '10 সংখ্যার ভারতীয় মোবাইল নম্বর লিখুন, যেমন 98765 12345',
  'account.code': 'SMS-এ আসা কোড',
  'account.codeRequired': 'SMS-এ আসা 6 সংখ্যার কোডটি লিখুন',
  'account.codeInvalid': 'কোডে 6টি সংখ্যা থাকে',
  'account.codeSent': '{mobile} নম্বরে SMS করে 6 সংখ্যার একটা কোড পাঠানো হয়েছে। এটা {minutes} মিনিট কাজ করবে।',
  'account.codeWrong': 'কোডটি ভুল বা এর মেয়াদ শেষ। SMS দেখুন বা নতুন কোড চেয়ে নিন।',
  'account.codeTooManyTries': 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চেয়ে নিন।',
  'account.codeResendWait': 'আরেকটা কোড চাওয়ার আগে {seconds} সেকেন্ড অপেক্ষা করুন।',
  'account.mobileTaken': 'এই মোবাইল নম্বর দিয়ে আগেই একটা অ্যাকাউন্ট খোলা আছে। রেজিস্টার না করে লগ ইন করুন।',
  'account.noAccountForMobile': 'এই মোবাইল নম্বর দিয়ে এখনও কোনো অ্যাকাউন্ট খোলা হয়নি। আগে রেজিস্টার করুন।',
  'account.registeredSignedIn': 'রেজিস্টার হয়ে গেছে! আপনি লগ ইন হয়ে গেছেন।',
  'account.emailOrMobileRequired': 'ইমেল ঠিকানা বা মোবাইল নম্বর দিন',
  'account.mobileAdded': 'আপনার মোবাইল নম্বর নিশ্চিত হয়েছে আর আপনার অ্যাকাউন্টে যোগ হয়েছে।',
  'account.emailLinkSent': '{email} ঠিকানায় একটা লিংক পাঠানো হয়েছে। এই ইমেল আপনার অ্যাকাউন্টে যোগ করতে {minutes} মিনিটের মধ্যে লিংকটি খুলুন।',
  'account.emailAdded': 'আপনার ইমেল নিশ্চিত হয়েছে আর আপনার অ্যাকাউন্টে যোগ হয়েছে।',
  'account.emailLinkInvalid': 'এই লিংকটি ভুল বা এর মেয়াদ শেষ। নতুন লিংক চেয়ে নিন।',
  'account.smsCode': '{code} আপনার KisanSetu কোড। এটা {minutes} মিনিট কাজ করবে। এই কোড কাউকে বলবেন না।',
  'account.emailMailSubject': 'KisanSetu-র জন্য আপনার ইমেল নিশ্চিত করুন',
  'account.emailMailHeading': 'আপনার ইমেল নিশ্চিত করুন',
  'account.emailMailIntro': 'নমস্কার {name}, এই ইমেল আপনার KisanSetu অ্যাকাউন্টে যোগ করতে নিচের লিংকটি খুলুন।',
  'account.emailMailButton': 'ইমেল নিশ্চিত করুন',
  'account.emailMailIgnore': 'আপনি না চেয়ে থাকলে এই ইমেলটি ছেড়ে দিন: কিছুই বদলাবে না।',
  'account.emailMailText':
    'নমস্কার {name},\n\nএই ইমেল আপনার KisanSetu অ্যাকাউন্টে যোগ করতে {minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:\n{link}\n\nআপনি না চেয়ে থাকলে এই ইমেলটি ছেড়ে দিন: কিছুই বদলাবে না।',
  'auth.passwordBlank': 'পাসওয়ার্ডে শুধু ফাঁকা জায়গা রাখা যাবে না',
  'auth.passwordTooCommon': 'এই পাসওয়ার্ডটি খুব চেনা, সহজেই আন্দাজ করা যায়। অন্য একটা বেছে নিন।',
}
