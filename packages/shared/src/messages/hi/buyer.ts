import type { buyerMessages as english } from '../buyer'
import type { Translation } from '../locales'

/** The buyer's side as the server answers it: browse, cart and the buyer profile. */
export const buyerMessages: Translation<typeof english> = {
  'browse.searchTooLong': 'खोज ज़्यादा से ज़्यादा {max} अक्षर की हो सकती है',
  'browse.sortInvalid': 'क्रम price_asc, price_desc, price_kg_asc, price_kg_desc या nearest होना चाहिए',
  'browse.categoryInvalid': 'श्रेणी vegetable, fruit, grain, pulse, herb, spice, other में से एक या अधिक हो, अल्पविराम से अलग',
  'browse.stateInvalid': 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  'browse.flagInvalid': '{name} true या false होना चाहिए',
  'browse.priceInvalid': 'प्रति किलो मूल्य 0 से {max} रुपये तक की संख्या होनी चाहिए',
  'browse.priceRangeInvalid': 'न्यूनतम मूल्य अधिकतम से ऊपर नहीं हो सकता',
  'browse.farmerInvalid': 'farmer किसी किसान की आईडी होनी चाहिए',
  'browse.nearInvalid': 'near डिग्री में अक्षांश और देशांतर होना चाहिए, जैसे 19.997,73.790',
  'browse.radiusInvalid': 'radiusKm 1 से {max} तक किलोमीटर की पूर्ण संख्या होनी चाहिए',
  'browse.placeNeeded': 'दूरी से क्रम लगाने या किसी दूरी के भीतर खोजने के लिए जगह चुनें (near या pin)',
  'browse.limitInvalid': 'limit 1 से {max} तक की पूरी संख्या होनी चाहिए',
  'browse.offsetInvalid': 'offset 0 से {max} तक की पूरी संख्या होनी चाहिए',

  'storefront.notFound': 'किसान नहीं मिला',

  'cart.added': 'सामान कार्ट में जुड़ गया ✅',
  'cart.removed': 'कार्ट से हटा दिया गया।',
  'cart.productIdInvalid': 'जोड़ने के लिए कोई सामान चुनें',
  'cart.productNotAvailable': 'यह सामान अभी नहीं मिल रहा',
  'cart.notInCart': 'यह सामान आपकी कार्ट में नहीं है',
  'cart.full': 'आपकी कार्ट भर गई है: इसमें ज़्यादा से ज़्यादा {max} सामान आ सकते हैं। पहले कुछ हटाएँ।',
  'cart.quantitySaved': 'मात्रा बदल दी गई',
  'cart.priceAccepted': 'नया दाम मान लिया',

  'quantity.notPositive': '0 से ज़्यादा मात्रा डालें',
  'quantity.belowMinimum': 'कम से कम {min} {unit} का ऑर्डर करें',
  'quantity.offStep': '{min} {unit} या उससे ज़्यादा ऑर्डर करें, {step} {unit} के हिसाब से बढ़ाकर',
  'quantity.aboveStock': 'सिर्फ़ {available} {unit} बचा है',

  'buyerProfile.addressRequired': 'पता डालना ज़रूरी है',
  'buyerProfile.addressTooLong': 'पता ज़्यादा से ज़्यादा {max} अक्षर का हो सकता है',
  'buyerProfile.preferencesRequired': 'कम से कम एक पसंद डालना ज़रूरी है',
  'buyerProfile.preferenceTooLong': 'हर पसंद ज़्यादा से ज़्यादा {max} अक्षर की हो सकती है',
  'buyerProfile.preferencesTooMany': 'ज़्यादा से ज़्यादा {max} पसंद डालें',
  'buyerProfile.coordinatesIncomplete': 'देशांतर और अक्षांश दोनों डालें, या कोई भी नहीं',
  'buyerProfile.alreadyExists': 'आपकी खरीदार प्रोफ़ाइल पहले से बनी है। उसी को बदलें।',
}
