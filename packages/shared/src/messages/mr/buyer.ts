import type { buyerMessages as english } from '../buyer'
import type { Translation } from '../locales'

export const buyerMessages: Translation<typeof english> = {
  'browse.searchTooLong': 'शोधाचा मजकूर जास्तीत जास्त {max} अक्षरांचा असू शकतो',
  'browse.sortInvalid': 'क्रम price_asc, price_desc, price_kg_asc, price_kg_desc किंवा nearest असावा',
  'browse.categoryInvalid': 'वर्ग vegetable, fruit, grain, pulse, herb, spice, other पैकी एक किंवा अधिक असावा, स्वल्पविरामाने वेगळे',
  'browse.stateInvalid': 'भारतातील एखादे राज्य किंवा केंद्रशासित प्रदेश निवडा',
  'browse.flagInvalid': '{name} true किंवा false असावे',
  'browse.priceInvalid': 'प्रति किलो किंमत 0 ते {max} रुपयांपर्यंतची संख्या असावी',
  'browse.priceRangeInvalid': 'किमान किंमत कमाल किमतीपेक्षा जास्त असू शकत नाही',
  'browse.farmerInvalid': 'farmer हा शेतकऱ्याचा आयडी असावा',
  'browse.nearInvalid': 'near हे अंशांमध्ये अक्षांश आणि रेखांश असावे, उदा. 19.997,73.790',
  'browse.radiusInvalid': 'radiusKm ही 1 ते {max} किलोमीटरमधील पूर्ण संख्या असावी',
  'browse.placeNeeded': 'अंतरानुसार क्रम लावण्यासाठी किंवा ठराविक अंतरात शोधण्यासाठी ठिकाण निवडा (near किंवा pin)',
  'browse.limitInvalid': 'limit ही 1 ते {max} मधील पूर्ण संख्या असावी',
  'browse.offsetInvalid': 'offset ही 0 ते {max} मधील पूर्ण संख्या असावी',

  'storefront.notFound': 'शेतकरी सापडला नाही',

  'cart.added': 'माल कार्टमध्ये टाकला ✅',
  'cart.removed': 'कार्टमधून काढला.',
  'cart.productIdInvalid': 'टाकण्यासाठी माल निवडा',
  'cart.productNotAvailable': 'हा माल सध्या उपलब्ध नाही',
  'cart.notInCart': 'हा माल तुमच्या कार्टमध्ये नाही',
  'cart.full': 'तुमची कार्ट भरली आहे: त्यात जास्तीत जास्त {max} वस्तू बसतात. आधी काही काढा.',
  'cart.quantitySaved': 'प्रमाण बदलले',
  'cart.priceAccepted': 'नवीन किंमत मान्य केली',

  'quantity.notPositive': '0 पेक्षा जास्त प्रमाण लिहा',
  'quantity.belowMinimum': 'कमीत कमी ऑर्डर {min} {unit} आहे',
  'quantity.offStep': 'कमीत कमी {min} {unit} ऑर्डर करा, त्यापुढे {step} {unit} च्या टप्प्याने',
  'quantity.aboveStock': 'फक्त {available} {unit} शिल्लक आहे',

  'buyerProfile.addressRequired': 'पत्ता लिहा',
  'buyerProfile.addressTooLong': 'पत्ता जास्तीत जास्त {max} अक्षरांचा असू शकतो',
  'buyerProfile.preferencesRequired': 'किमान एक आवड लिहा',
  'buyerProfile.preferenceTooLong': 'प्रत्येक आवड जास्तीत जास्त {max} अक्षरांची असू शकते',
  'buyerProfile.preferencesTooMany': 'जास्तीत जास्त {max} आवडी लिहा',
  'buyerProfile.coordinatesIncomplete': 'रेखांश आणि अक्षांश दोन्ही लिहा, किंवा दोन्ही रिकामे ठेवा',
  'buyerProfile.alreadyExists': 'तुमचे खरेदीदार प्रोफाइल आधीच आहे. तेच बदला.',
}
