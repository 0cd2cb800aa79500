import type { accountScreenMessages as english } from '../account-screens'
import type { Translation } from '../locales'

/**
 * The web app's screens for accounts by mobile number: the Email / Mobile number choice on
 * Sign-in and Sign-up, the code step, the page an email confirmation link opens, and the
 * profile's sign-in details. The texts the server says too are in ./accounts.ts.
 */
export const accountScreenMessages: Translation<typeof english> = {
  'accountScreen.signInWith': 'லாக் இன் செய்யும் வழி',
  'accountScreen.signUpWith': 'பதிவு செய்யும் வழி',
  'accountScreen.sendCode': 'குறியீட்டை அனுப்பு',
  'accountScreen.resendCode': 'புதிய குறியீட்டை அனுப்பு',
  'accountScreen.resendIn': '{seconds} வினாடிகளுக்குப் பிறகு புதிய குறியீட்டைக் கேட்கலாம்.',
  'accountScreen.codeNotSent': 'குறியீட்டை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'accountScreen.verifyEmailTitle': 'ஈமெயிலை உறுதிசெய்',
  'accountScreen.verifyEmailHeading': 'உங்கள் ஈமெயிலை உறுதிசெய்யுங்கள்',
  'accountScreen.verifying': 'உங்கள் ஈமெயிலை உறுதிசெய்கிறோம்...',
  'accountScreen.toProfile': 'என் சுயவிவரத்துக்குச் செல்',
  'accountScreen.detailsHeading': 'லாக் இன் விவரங்கள்',
  'accountScreen.detailsIntro': 'உங்கள் மொபைல் எண் அல்லது ஈமெயில் மூலம் லாக் இன் செய்யலாம்.',
  'accountScreen.notAdded': 'இன்னும் சேர்க்கவில்லை',
  'accountScreen.addMobile': 'மொபைல் எண்ணைச் சேர்',
  'accountScreen.changeMobile': 'மொபைல் எண்ணை மாற்று',
  'accountScreen.addEmail': 'ஈமெயிலைச் சேர்',
  'accountScreen.sendLink': 'லிங்க்கை அனுப்பு',
  'accountScreen.cancel': 'ரத்து செய்',
}
