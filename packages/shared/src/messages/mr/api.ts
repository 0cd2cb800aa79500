import type { apiMessages as english } from '../api'
import type { Translation } from '../locales'

export const apiMessages: Translation<typeof english> = {
  'api.badRequest': 'विनंती समजली नाही',
  'api.docsTitle': 'KisanSetu चे API',
  'api.docsDescription':
    'KisanSetu बाजाराचे API कॉल. मार्ग, विनंतीतील माहिती आणि उत्तरातील की उत्पादनाच्या नियमावलीनुसार (भाग 7) आहेत आणि सर्व /api खाली आहेत.',
}
