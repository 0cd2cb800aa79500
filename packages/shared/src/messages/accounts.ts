/**
 * Accounts by mobile number and the rules that keep accounts safe: one-time codes by SMS, adding
 * and confirming a mobile number or an email later, and the password policy's refusals.
 */
export const accountMessages = {
  'account.mobile': 'Mobile number',
  'account.mobileHint': 'Your 10-digit mobile number. We send a code to it by SMS.',
  'account.mobileRequired': 'Mobile number is required',
  'account.mobileInvalid': 'Enter a 10-digit Indian mobile number, like 98765 12345',
  'account.code': 'Code from the SMS',
  'account.codeRequired': 'Enter the 6-digit code from the SMS',
  'account.codeInvalid': 'The code has 6 digits',
  'account.codeSent': 'We sent a 6-digit code by SMS to {mobile}. It works for {minutes} minutes.',
  'account.codeWrong': 'The code is wrong or has expired. Check the SMS or ask for a new code.',
  'account.codeTooManyTries': 'Too many wrong codes. Ask for a new code.',
  'account.codeResendWait': 'Please wait {seconds} seconds before asking for another code.',
  'account.mobileTaken': 'This mobile number already has an account. Sign in instead.',
  'account.noAccountForMobile': 'No account uses this mobile number yet. Register first.',
  'account.registeredSignedIn': 'Registration successful! You are signed in.',
  'account.emailOrMobileRequired': 'Give an email address or a mobile number',
  'account.mobileAdded': 'Your mobile number is confirmed and added to your account.',
  'account.emailLinkSent': 'We sent a link to {email}. Open it within {minutes} minutes to add this email to your account.',
  'account.emailAdded': 'Your email is confirmed and added to your account.',
  'account.emailLinkInvalid': 'This link is invalid or has expired. Ask for a new one.',
  'account.smsCode': '{code} is your KisanSetu code. It works for {minutes} minutes. Do not share it with anyone.',
  'account.emailMailSubject': 'Confirm your email for KisanSetu',
  'account.emailMailHeading': 'Confirm your email',
  'account.emailMailIntro': 'Hello {name}, open the link below to add this email to your KisanSetu account.',
  'account.emailMailButton': 'Confirm email',
  'account.emailMailIgnore': 'If you did not ask for this, ignore this mail: nothing changes.',
  'account.emailMailText':
    'Hello {name},\n\nOpen this link within {minutes} minutes to add this email to your KisanSetu account:\n{link}\n\nIf you did not ask for this, ignore this mail: nothing changes.',
  'auth.passwordBlank': 'Password cannot be only spaces',
  'auth.passwordTooCommon': 'This password is one of the most common and easy to guess. Choose another.',
} as const
