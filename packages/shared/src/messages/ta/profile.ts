import type { Translation } from '../locales'
import type { profileMessages as english } from '../profile'

export const profileMessages: Translation<typeof english> = {
  'profile.phoneRequired': 'மொபைல் எண் தேவை',
  'profile.phoneInvalid': 'சரியான 10 இலக்க மொபைல் எண்ணை உள்ளிடுங்கள்',
  'profile.cityRequired': 'ஊர் தேவை',
  'profile.stateRequired': 'மாநிலம் தேவை',
  'profile.pinRequired': 'பின்கோடு தேவை',
  'profile.pinInvalid': 'சரியான 6 இலக்க பின்கோடை உள்ளிடுங்கள்',
  'profile.farmSizeRequired': 'நில அளவு தேவை',
  'profile.farmSizeNotNumber': 'நில அளவை ஏக்கரில் எண்ணாக உள்ளிடுங்கள்',
  'profile.farmSizeNegative': 'நில அளவு பூஜ்ஜியத்தை விடக் குறைவாக இருக்கக்கூடாது',
  'profile.farmSizeTooLarge': 'நில அளவு அதிகபட்சம் 1,00,000 ஏக்கர் இருக்கலாம்',
  'profile.cityTooLong': 'ஊர் பெயர் அதிகபட்சம் 60 எழுத்துகள் இருக்கலாம்',
  'profile.stateTooLong': 'மாநிலப் பெயர் அதிகபட்சம் 60 எழுத்துகள் இருக்கலாம்',
  'profile.authorityTooLong': 'சான்று வழங்கிய அமைப்பின் பெயர் அதிகபட்சம் 100 எழுத்துகள் இருக்கலாம்',
  'profile.certifiedOnInvalid': 'சரியான தேதியை YYYY-MM-DD என்ற வடிவில் உள்ளிடுங்கள்',
  'profile.documentInvalid': 'ஒவ்வொரு ஆவணமும் http:// அல்லது https:// லிங்க்காக இருக்க வேண்டும்',
  'profile.documentsTooMany': 'அதிகபட்சம் 10 ஆவண லிங்க்குகள் சேர்க்கலாம்',
  'profile.created': 'சுயவிவரம் உருவாக்கப்பட்டது!',
  'profile.updated': 'சுயவிவரம் புதுப்பிக்கப்பட்டது!',
  'profile.alreadyExists': 'உங்களுக்கு ஏற்கனவே விவசாயி சுயவிவரம் உள்ளது. அதையே திருத்துங்கள்.',
  'profile.notFound': 'சுயவிவரம் எதுவும் இல்லை.',

  // Payment details of the farmer profile: its form and its view.
  'profile.upiId': 'உங்கள் UPI ID',
  'profile.upiIdHint': 'வாங்குபவர்கள் இந்த ID-க்கு நேரடியாக உங்களுக்குப் பணம் அனுப்புவார்கள், எ.கா. name@bank',
  'profile.upiIdNone': 'இன்னும் சேர்க்கவில்லை: வாங்குபவர்கள் பொருள் வந்ததும் ரொக்கமாக மட்டுமே பணம் தர முடியும்',
  'profile.deliveryFee': 'டெலிவரி கட்டணம் (₹)',
  'profile.deliveryFeeHint': 'ஒரு ஆர்டரை டெலிவரி செய்ய நீங்கள் வாங்கும் கட்டணம். நேரில் வந்து எடுத்துச் செல்பவர்களுக்குக் கட்டணம் இல்லை.',
  'profile.deliveryFeeView': 'டெலிவரி கட்டணம்',

  // Payment steps the server refuses beyond the shared catalogue of orders.
  'payments.utrAlreadyUsed': 'இந்த UTR இதே விவசாயியின் வேறொரு ஆர்டருக்கு ஏற்கனவே உள்ளிடப்பட்டுள்ளது: சரிபார்த்து, இந்தப் பணத்தின் UTR-ஐ உள்ளிடுங்கள்',
}
