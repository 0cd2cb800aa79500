import type { apiMessages as english } from '../api'
import type { Translation } from '../locales'

export const apiMessages: Translation<typeof english> = {
  'api.badRequest': 'கோரிக்கையைப் புரிந்துகொள்ள முடியவில்லை',
  'api.badUrl': 'இந்தக் கோரிக்கையின் இணைய முகவரி சரியாக இல்லை',
  'api.requestTimeout': 'கோரிக்கை வந்து சேர மிக அதிக நேரம் ஆனது. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  'api.docsTitle': 'KisanSetu API ஆவணம்',
  'api.docsDescription':
    'KisanSetu சந்தையின் API அழைப்புகள். பாதைகள், கோரிக்கை உள்ளடக்கங்கள், பதில் விசைகள் அனைத்தும் /api முன்னொட்டின் கீழ், தயாரிப்பு விவரக்குறிப்பை (பிரிவு 7) பின்பற்றுகின்றன.',
}
