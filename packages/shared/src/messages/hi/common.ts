import type { commonMessages as english } from '../common'
import type { Translation } from '../locales'

/** Strings shared by every area: the brand, generic errors, loading. */
export const commonMessages: Translation<typeof english> = {
  'brand.first': 'Kisan',
  'brand.second': 'Setu',
  'brand.name': 'KisanSetu',
  'common.loading': 'लोड हो रहा है...',
  'common.tryAgain': 'फिर से कोशिश करें',
  'common.home': 'होम',
  'error.internal': 'कुछ गड़बड़ हो गई',
  'error.validation': 'निशान लगी जगहें जाँचें',
  'error.invalidJson': 'अनुरोध की बॉडी सही JSON नहीं है',
  'error.notFound': 'नहीं मिला',
  'error.routeNotFound': '{method} {path} के लिए कोई API रास्ता नहीं है',
  'error.unauthenticated': 'पहले लॉग इन करें।',
  'error.forbidden': 'आपको इसकी अनुमति नहीं है',
  'error.rateLimited': 'बहुत ज़्यादा कोशिशें हो गईं। {minutes} मिनट रुककर फिर से कोशिश करें।',
  'error.payloadTooLarge': 'अनुरोध बहुत बड़ा है',
  'error.unsupportedMediaType': 'इस तरह की फ़ाइल नहीं चलती',
  'error.serviceUnavailable': 'सेवा अभी कुछ देर के लिए बंद है। थोड़ी देर बाद फिर से कोशिश करें।',
  'common.offlineNotSent': 'आप ऑफ़लाइन हैं। यह भेजा नहीं गया — ऑनलाइन होने पर फिर से कोशिश करें।',
  'common.offlineNotSaved': 'आप ऑफ़लाइन हैं और यह अभी इस फ़ोन में सहेजा नहीं गया है। ऑनलाइन होने पर फिर से कोशिश करें।',
  'common.networkFailed': 'KisanSetu से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
}
