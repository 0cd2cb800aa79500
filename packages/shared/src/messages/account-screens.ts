/**
 * The web app's screens for accounts by mobile number: the Email / Mobile number choice on
 * Sign-in and Sign-up, the code step, the page an email confirmation link opens, and the
 * profile's sign-in details. The texts the server says too are in ./accounts.ts.
 */
export const accountScreenMessages = {
  'accountScreen.signInWith': 'Sign in with',
  'accountScreen.signUpWith': 'Register with',
  'accountScreen.sendCode': 'Send code',
  'accountScreen.resendCode': 'Send a new code',
  'accountScreen.resendIn': 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  'accountScreen.codeNotSent': 'The code could not be sent. Please try again.',
  'accountScreen.verifyEmailTitle': 'Confirm Email',
  'accountScreen.verifyEmailHeading': 'Confirm your email',
  'accountScreen.verifying': 'Confirming your email...',
  'accountScreen.toProfile': 'Go to My Profile',
  'accountScreen.detailsHeading': 'Sign-in details',
  'accountScreen.detailsIntro': 'You can sign in with your mobile number or with your email.',
  'accountScreen.notAdded': 'Not added yet',
  'accountScreen.addMobile': 'Add mobile number',
  'accountScreen.changeMobile': 'Change mobile number',
  'accountScreen.addEmail': 'Add email',
  'accountScreen.sendLink': 'Send link',
  'accountScreen.cancel': 'Cancel',
} as const
