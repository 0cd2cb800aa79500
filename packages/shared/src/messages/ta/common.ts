import type { commonMessages as english } from '../common'
import type { Translation } from '../locales'

export const commonMessages: Translation<typeof english> = {
  'brand.first': 'Kisan',
  'brand.second': 'Setu',
  'brand.name': 'KisanSetu',
  'common.loading': 'ஏற்றுகிறது...',
  'common.tryAgain': 'மீண்டும் முயலுங்கள்',
  'common.home': 'முகப்பு',
  'error.internal': 'ஏதோ தவறு நடந்துவிட்டது',
  'error.validation': 'குறிக்கப்பட்ட இடங்களைச் சரிபாருங்கள்',
  'error.invalidJson': 'கோரிக்கையின் உள்ளடக்கம் சரியான JSON இல்லை',
  'error.notFound': 'கிடைக்கவில்லை',
  'error.routeNotFound': '{method} {path} என்பதற்குப் பொருந்தும் API பாதை இல்லை',
  'error.unauthenticated': 'முதலில் லாக் இன் செய்யுங்கள்.',
  'error.forbidden': 'இதைப் பார்க்க உங்களுக்கு அனுமதி இல்லை',
  'error.rateLimited': 'பலமுறை முயன்றுவிட்டீர்கள். {minutes} நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.',
  'error.payloadTooLarge': 'கோரிக்கை மிகவும் பெரியது',
  'error.unsupportedMediaType': 'இந்த வகை உள்ளடக்கம் ஏற்கப்படாது',
  'error.serviceUnavailable': 'சேவை தற்காலிகமாகக் கிடைக்கவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'common.offlineNotSent': 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். இது அனுப்பப்படவில்லை — இணைப்பு வந்ததும் மீண்டும் முயலுங்கள்.',
  'common.offlineNotSaved': 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்; இது இன்னும் இந்தத் தொலைபேசியில் சேமிக்கப்படவில்லை. இணைப்பு வந்ததும் மீண்டும் முயலுங்கள்.',
  'common.networkFailed': 'KisanSetu-ஐ அணுக முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
}
