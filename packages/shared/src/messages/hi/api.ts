import type { apiMessages as english } from '../api'
import type { Translation } from '../locales'

/** Answers of the API that only a client or an operator sees (no screen of the spec shows them). */
export const apiMessages: Translation<typeof english> = {
  'api.badRequest': 'अनुरोध समझ में नहीं आया',
  'api.badUrl': 'इस अनुरोध का वेब पता सही नहीं है',
  'api.requestTimeout': 'अनुरोध पहुँचने में बहुत देर लगी। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'api.docsTitle': 'KisanSetu API की जानकारी',
  'api.docsDescription': 'KisanSetu बाज़ार की API कॉल। पाथ, बॉडी और जवाब की कुंजियाँ प्रोडक्ट की स्पेसिफ़िकेशन (भाग 7) के अनुसार /api के अंदर हैं।',
}
