import type { commonMessages as english } from '../common'
import type { Translation } from '../locales'

export const commonMessages: Translation<typeof english> = {
  'brand.first': 'Kisan',
  'brand.second': 'Setu',
  'brand.name': 'KisanSetu',
  'common.loading': 'लोड होत आहे...',
  'common.tryAgain': 'पुन्हा प्रयत्न करा',
  'common.home': 'मुख्य पान',
  'error.internal': 'काहीतरी चूक झाली',
  'error.validation': 'खूण केलेले रकाने तपासा',
  'error.invalidJson': 'विनंतीमधील माहिती योग्य JSON नाही',
  'error.notFound': 'सापडले नाही',
  'error.routeNotFound': '{method} {path} साठी कोणताही API मार्ग नाही',
  'error.unauthenticated': 'आधी लॉग इन करा.',
  'error.forbidden': 'हे पाहण्याची परवानगी तुम्हाला नाही',
  'error.rateLimited': 'खूप वेळा प्रयत्न झाले. {minutes} मिनिटे थांबा आणि पुन्हा प्रयत्न करा.',
  'error.payloadTooLarge': 'विनंती खूप मोठी आहे',
  'error.unsupportedMediaType': 'या प्रकारची फाइल किंवा माहिती चालत नाही',
  'error.serviceUnavailable': 'सेवा थोड्या वेळासाठी बंद आहे. थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'common.offlineNotSent': 'तुम्ही ऑफलाइन आहात. हे पाठवले गेले नाही — ऑनलाइन आल्यावर पुन्हा प्रयत्न करा.',
  'common.offlineNotSaved': 'तुम्ही ऑफलाइन आहात आणि हे अजून या फोनवर जतन झालेले नाही. ऑनलाइन आल्यावर पुन्हा प्रयत्न करा.',
  'common.networkFailed': 'KisanSetu शी संपर्क होऊ शकला नाही. तुमचे इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
}
