import type { buyerMessages as english } from '../buyer'
import type { Translation } from '../locales'

export const buyerMessages: Translation<typeof english> = {
  'browse.searchTooLong': 'தேடும் சொற்கள் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  'browse.sortInvalid': 'வரிசை price_asc, price_desc, price_kg_asc, price_kg_desc அல்லது nearest ஆக இருக்க வேண்டும்',
  'browse.categoryInvalid':
    'வகை vegetable, fruit, grain, pulse, herb, spice, other இவற்றில் ஒன்று அல்லது மேற்பட்டவையாக, காற்புள்ளியால் பிரித்து இருக்க வேண்டும்',
  'browse.stateInvalid': 'இந்தியாவின் ஒரு மாநிலம் அல்லது யூனியன் பிரதேசத்தைத் தேர்ந்தெடுக்கவும்',
  'browse.flagInvalid': '{name} true அல்லது false ஆக இருக்க வேண்டும்',
  'browse.priceInvalid': 'கிலோ விலை 0 முதல் {max} ரூபாய் வரையிலான எண்ணாக இருக்க வேண்டும்',
  'browse.priceRangeInvalid': 'குறைந்த விலை அதிக விலையை விட மேலாக இருக்கக் கூடாது',
  'browse.farmerInvalid': 'farmer ஒரு விவசாயியின் அடையாள எண்ணாக இருக்க வேண்டும்',
  'browse.nearInvalid': 'near பாகைகளில் அட்சரேகையும் தீர்க்கரேகையும் ஆக இருக்க வேண்டும், எ.கா. 19.997,73.790',
  'browse.radiusInvalid': 'radiusKm 1 முதல் {max} வரையிலான கிலோமீட்டர் முழு எண்ணாக இருக்க வேண்டும்',
  'browse.placeNeeded': 'தொலைவின்படி வரிசைப்படுத்த அல்லது ஒரு தொலைவுக்குள் தேட ஓர் இடத்தைத் தேர்ந்தெடுக்கவும் (near அல்லது pin)',
  'browse.limitInvalid': 'limit 1 முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'browse.offsetInvalid': 'offset 0 முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்',

  'storefront.notFound': 'விவசாயி கிடைக்கவில்லை',

  'cart.added': 'பொருள் கூடையில் சேர்க்கப்பட்டது ✅',
  'cart.removed': 'கூடையிலிருந்து நீக்கப்பட்டது.',
  'cart.productIdInvalid': 'சேர்க்க ஒரு பொருளைத் தேர்ந்தெடுங்கள்',
  'cart.productNotAvailable': 'இந்தப் பொருள் இப்போது கிடைக்கவில்லை',
  'cart.notInCart': 'இந்தப் பொருள் உங்கள் கூடையில் இல்லை',
  'cart.full': 'உங்கள் கூடை நிரம்பிவிட்டது: அதில் அதிகபட்சம் {max} பொருட்கள் மட்டுமே வைக்கலாம். முதலில் சிலவற்றை நீக்குங்கள்.',
  'cart.quantitySaved': 'அளவு மாற்றப்பட்டது',
  'cart.priceAccepted': 'புதிய விலை ஏற்கப்பட்டது',

  'quantity.notPositive': '0-ஐ விட அதிகமான அளவை உள்ளிடுங்கள்',
  'quantity.belowMinimum': 'குறைந்தபட்ச ஆர்டர் {min} {unit}',
  'quantity.offStep': 'குறைந்தது {min} {unit} ஆர்டர் செய்யுங்கள்; அதற்கு மேல் {step} {unit} வீதம் கூட்டலாம்',
  'quantity.aboveStock': '{available} {unit} மட்டுமே மீதம் உள்ளது',

  'buyerProfile.addressRequired': 'முகவரி தேவை',
  'buyerProfile.addressTooLong': 'முகவரி அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  'buyerProfile.preferencesRequired': 'குறைந்தது ஒரு விருப்பமாவது தேவை',
  'buyerProfile.preferenceTooLong': 'ஒவ்வொரு விருப்பமும் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  'buyerProfile.preferencesTooMany': 'அதிகபட்சம் {max} விருப்பங்கள் சேர்க்கலாம்',
  'buyerProfile.coordinatesIncomplete': 'தீர்க்கரேகை, அட்சரேகை இரண்டையும் உள்ளிடுங்கள், அல்லது இரண்டையும் காலியாக விடுங்கள்',
  'buyerProfile.alreadyExists': 'உங்களுக்கு ஏற்கனவே வாங்குபவர் சுயவிவரம் உள்ளது. அதையே திருத்துங்கள்.',
}
