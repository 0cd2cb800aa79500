import type { accountScreenMessages as english } from '../account-screens'
import type { Translation } from '../locales'

/**
 * The web app's screens for accounts by mobile number: the Email / Mobile number choice on
 * Sign-in and Sign-up, the code step, the page an email confirmation link opens, and the
 * profile's sign-in details. The texts the server says too are in ./accounts.ts.
 */
export const accountScreenMessages: Translation<typeof english> = {
  'accountScreen.signInWith': 'लॉग इन करने का तरीका',
  'accountScreen.signUpWith': 'रजिस्टर करने का तरीका',
  'accountScreen.sendCode': 'कोड भेजें',
  'accountScreen.resendCode': 'नया कोड भेजें',
  'accountScreen.resendIn': '{seconds} सेकंड बाद आप नया कोड मँगा सकते हैं।',
  'accountScreen.codeNotSent': 'कोड नहीं भेजा जा सका। फिर से कोशिश करें।',
  'accountScreen.verifyEmailTitle': 'ईमेल पक्का करें',
  'accountScreen.verifyEmailHeading': 'अपना ईमेल पक्का करें',
  'accountScreen.verifying': 'आपका ईमेल पक्का कर रहे हैं...',
  'accountScreen.toProfile': 'मेरी प्रोफ़ाइल पर जाएँ',
  'accountScreen.detailsHeading': 'लॉग इन की जानकारी',
  'accountScreen.detailsIntro': 'आप अपने मोबाइल नंबर या अपने ईमेल से लॉग इन कर सकते हैं।',
  'accountScreen.notAdded': 'अभी नहीं जोड़ा',
  'accountScreen.addMobile': 'मोबाइल नंबर जोड़ें',
  'accountScreen.changeMobile': 'मोबाइल नंबर बदलें',
  'accountScreen.addEmail': 'ईमेल जोड़ें',
  'accountScreen.sendLink': 'लिंक भेजें',
  'accountScreen.cancel': 'रद्द करें',
}
