import type { accountMessages as english } from '../accounts'
import type { Translation } from '../locales'

/**
 * Accounts by mobile number and the rules that keep accounts safe: one-time codes by SMS, adding
 * and confirming a mobile number or an email later, and the password policy's refusals.
 */
export const accountMessages: Translation<typeof english> = {
  'account.mobile': 'மொபைல் எண்',
  'account.mobileHint': 'உங்கள் 10 இலக்க மொபைல் எண். இதற்கு SMS மூலம் ஒரு குறியீட்டை அனுப்புவோம்.',
  'account.mobileRequired': 'மொபைல் எண் தேவை',
  'account.mobileInvalid': '98765 12345 போன்ற 10 இலக்க இந்திய மொபைல் எண்ணை உள்ளிடுங்கள்',
  'account.code': 'SMS-இல் வந்த குறியீடு',
  'account.codeRequired': 'SMS-இல் வந்த 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்',
  'account.codeInvalid': 'குறியீட்டில் 6 இலக்கங்கள் இருக்கும்',
  'account.codeSent': '{mobile} எண்ணுக்கு SMS மூலம் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். இது {minutes} நிமிடங்கள் வேலை செய்யும்.',
  'account.codeWrong': 'குறியீடு தவறானது அல்லது காலாவதியாகிவிட்டது. SMS-ஐப் பாருங்கள் அல்லது புதிய குறியீட்டைக் கேளுங்கள்.',
  'account.codeTooManyTries': 'பலமுறை தவறான குறியீட்டை உள்ளிட்டுவிட்டீர்கள். புதிய குறியீட்டைக் கேளுங்கள்.',
  'account.codeResendWait': 'இன்னொரு குறியீட்டைக் கேட்பதற்கு முன் {seconds} வினாடிகள் காத்திருங்கள்.',
  'account.mobileTaken': 'இந்த மொபைல் எண்ணில் ஏற்கனவே ஒரு கணக்கு உள்ளது. பதிவு செய்வதற்குப் பதிலாக லாக் இன் செய்யுங்கள்.',
  'account.noAccountForMobile': 'இந்த மொபைல் எண்ணில் இன்னும் எந்தக் கணக்கும் இல்லை. முதலில் பதிவு செய்யுங்கள்.',
  'account.registeredSignedIn': 'பதிவு முடிந்தது! நீங்கள் லாக் இன் செய்யப்பட்டுள்ளீர்கள்.',
  'account.emailOrMobileRequired': 'ஈமெயில் முகவரி அல்லது மொபைல் எண்ணைக் கொடுங்கள்',
  'account.mobileAdded': 'உங்கள் மொபைல் எண் உறுதிசெய்யப்பட்டு, உங்கள் கணக்கில் சேர்க்கப்பட்டது.',
  'account.emailLinkSent': '{email} முகவரிக்கு ஒரு லிங்க் அனுப்பியுள்ளோம். இந்த ஈமெயிலை உங்கள் கணக்கில் சேர்க்க, {minutes} நிமிடங்களுக்குள் அதைத் திறங்கள்.',
  'account.emailAdded': 'உங்கள் ஈமெயில் உறுதிசெய்யப்பட்டு, உங்கள் கணக்கில் சேர்க்கப்பட்டது.',
  'account.emailLinkInvalid': 'இந்த லிங்க் தவறானது அல்லது காலாவதியாகிவிட்டது. புதிய லிங்க்கைக் கேளுங்கள்.',
  'account.smsCode': '{code} உங்கள் KisanSetu குறியீடு. இது {minutes} நிமிடங்கள் வேலை செய்யும். இதை யாரிடமும் சொல்ல வேண்டாம்.',
  'account.emailMailSubject': 'KisanSetu-க்கான உங்கள் ஈமெயிலை உறுதிசெய்யுங்கள்',
  'account.emailMailHeading': 'உங்கள் ஈமெயிலை உறுதிசெய்யுங்கள்',
  'account.emailMailIntro': 'வணக்கம் {name}, இந்த ஈமெயிலை உங்கள் KisanSetu கணக்கில் சேர்க்க, கீழே உள்ள லிங்க்கைத் திறங்கள்.',
  'account.emailMailButton': 'ஈமெயிலை உறுதிசெய்யுங்கள்',
  'account.emailMailIgnore': 'இதைக் கேட்டது நீங்கள் இல்லையென்றால், இந்த ஈமெயிலைக் கண்டுகொள்ள வேண்டாம்: எதுவும் மாறாது.',
  'account.emailMailText':
    'வணக்கம் {name},\n\nஇந்த ஈமெயிலை உங்கள் KisanSetu கணக்கில் சேர்க்க, {minutes} நிமிடங்களுக்குள் இந்த லிங்க்கைத் திறங்கள்:\n{link}\n\nஇதைக் கேட்டது நீங்கள் இல்லையென்றால், இந்த ஈமெயிலைக் கண்டுகொள்ள வேண்டாம்: எதுவும் மாறாது.',
  'auth.passwordBlank': 'பாஸ்வேர்டில் வெறும் இடைவெளிகள் மட்டும் இருக்கக் கூடாது',
  'auth.passwordTooCommon': 'இந்த பாஸ்வேர்டு பலரும் பயன்படுத்துவது, எளிதில் கண்டுபிடித்துவிடலாம். வேறொன்றைத் தேர்ந்தெடுங்கள்.',
}
