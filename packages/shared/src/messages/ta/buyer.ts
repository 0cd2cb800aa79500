import type { buyerMessages as english } from '../buyer'
import type { Translation } from '../locales'

export const buyerMessages: Translation<typeof english> = {
  'browse.searchTooLong': 'தேடும் சொற்கள் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  'browse.sortInvalid': 'வரிசை price_asc அல்லது price_desc ஆக இருக்க வேண்டும்',
  'browse.limitInvalid': 'limit 1 முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'browse.offsetInvalid': 'offset 0 முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்',

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
