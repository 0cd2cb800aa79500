import type { apiMessages as english } from '../api'
import type { Translation } from '../locales'

export const apiMessages: Translation<typeof english> = {
  'api.badRequest': 'विनंती समजली नाही',
  'api.badUrl': 'या विनंतीचा वेब पत्ता बरोबर नाही',
  'api.requestTimeout': 'विनंती पोहोचायला खूप वेळ लागला. तुमचे इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
  'api.docsTitle': 'KisanSetu चे API',
  'api.docsDescription':
    'KisanSetu बाजाराचे API कॉल. मार्ग, विनंतीतील माहिती आणि उत्तरातील की उत्पादनाच्या नियमावलीनुसार (भाग 7) आहेत आणि सर्व /api खाली आहेत.',
}
