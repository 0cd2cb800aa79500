import type { accountScreenMessages as english } from '../account-screens'
import type { Translation } from '../locales'

/**
 * The web app's screens for accounts by mobile number: the Email / Mobile number choice on
 * Sign-in and Sign-up, the code step, the page an email confirmation link opens, and the
 * profile's sign-in details. The texts the server says too are in ./accounts.ts.
 */
export const accountScreenMessages: Translation<typeof english> = {
  'accountScreen.signInWith': 'लॉग इन करण्याची पद्धत',
  'accountScreen.signUpWith': 'नोंदणी करण्याची पद्धत',
  'accountScreen.sendCode': 'कोड पाठवा',
  'accountScreen.resendCode': 'नवीन कोड पाठवा',
  'accountScreen.resendIn': '{seconds} सेकंदांनंतर तुम्ही नवीन कोड मागू शकता.',
  'accountScreen.codeNotSent': 'कोड पाठवता आला नाही. पुन्हा प्रयत्न करा.',
  'accountScreen.verifyEmailTitle': 'ईमेल पक्का करा',
  'accountScreen.verifyEmailHeading': 'तुमचा ईमेल पक्का करा',
  'accountScreen.verifying': 'तुमचा ईमेल पक्का करत आहे...',
  'accountScreen.toProfile': 'माझ्या प्रोफाइलवर जा',
  'accountScreen.detailsHeading': 'लॉग इनची माहिती',
  'accountScreen.detailsIntro': 'तुम्ही तुमच्या मोबाइल नंबरने किंवा ईमेलने लॉग इन करू शकता.',
  'accountScreen.notAdded': 'अजून जोडलेला नाही',
  'accountScreen.addMobile': 'मोबाइल नंबर जोडा',
  'accountScreen.changeMobile': 'मोबाइल नंबर बदला',
  'accountScreen.addEmail': 'ईमेल जोडा',
  'accountScreen.sendLink': 'लिंक पाठवा',
  'accountScreen.cancel': 'रद्द करा',
}
