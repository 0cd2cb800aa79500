import type { profileMessages as english } from '../profile'
import type { Translation } from '../locales'

/** The farmer profile: its checks, toasts and the server's answers. */
export const profileMessages: Translation<typeof english> = {
  'profile.phoneRequired': 'मोबाइल नंबर डालना ज़रूरी है',
  'profile.phoneInvalid': 'सही 10 अंकों का मोबाइल नंबर डालें',
  'profile.cityRequired': 'शहर डालना ज़रूरी है',
  'profile.stateRequired': 'राज्य डालना ज़रूरी है',
  'profile.pinRequired': 'पिन कोड डालना ज़रूरी है',
  'profile.pinInvalid': 'सही 6 अंकों का पिन कोड डालें',
  'profile.farmSizeRequired': 'खेत का आकार डालना ज़रूरी है',
  'profile.farmSizeNotNumber': 'खेत का आकार एकड़ में संख्या होनी चाहिए',
  'profile.farmSizeNegative': 'खेत का आकार शून्य से कम नहीं हो सकता',
  'profile.farmSizeTooLarge': 'खेत का आकार ज़्यादा से ज़्यादा 1,00,000 एकड़ हो सकता है',
  'profile.cityTooLong': 'शहर का नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है',
  'profile.stateTooLong': 'राज्य का नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है',
  'profile.authorityTooLong': 'प्रमाणित करने वाली संस्था का नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है',
  'profile.certifiedOnInvalid': 'सही तारीख YYYY-MM-DD के रूप में डालें',
  'profile.documentInvalid': 'हर दस्तावेज़ http:// या https:// वाला लिंक होना चाहिए',
  'profile.documentsTooMany': 'ज़्यादा से ज़्यादा 10 दस्तावेज़ लिंक डालें',
  'profile.created': 'प्रोफ़ाइल बन गई!',
  'profile.updated': 'प्रोफ़ाइल अपडेट हो गई!',
  'profile.alreadyExists': 'आपकी किसान प्रोफ़ाइल पहले से बनी है। उसी को बदलें।',
  'profile.notFound': 'कोई प्रोफ़ाइल नहीं मिली।',

  // Payment details of the farmer profile: its form and its view.
  'profile.upiId': 'आपकी UPI ID',
  'profile.upiIdHint': 'खरीदार सीधे इसी ID पर आपको पैसे भेजेंगे, जैसे name@bank',
  'profile.upiIdNone': 'अभी नहीं जोड़ी: खरीदार सिर्फ़ सामान मिलने पर नकद दे सकते हैं',
  'profile.deliveryFee': 'डिलीवरी चार्ज (₹)',
  'profile.deliveryFeeHint': 'एक ऑर्डर पहुँचाने के आप कितने पैसे लेंगे। जो खरीदार खुद ले जाते हैं, उन्हें यह नहीं देना पड़ता।',
  'profile.deliveryFeeView': 'डिलीवरी चार्ज',

  // Payment steps the server refuses beyond the shared catalogue of orders.
  'payments.utrAlreadyUsed': 'यह UTR इस किसान के किसी दूसरे ऑर्डर में पहले ही डाला जा चुका है: इसे जाँचें और इसी भुगतान का UTR डालें',
}
