import type { languageMessages as english } from '../language'
import type { Translation } from '../locales'

export const languageMessages: Translation<typeof english> = {
  'language.label': 'மொழி',
  'language.current': 'மொழி: {name}. மொழியை மாற்றவும்',
  'language.choose': 'உங்கள் மொழியைத் தேர்ந்தெடுங்கள்',
  'language.chooseHint': 'பக்கத்தின் மேலே உள்ள பொத்தானில் எப்போது வேண்டுமானாலும் இதை மாற்றலாம்.',
  'language.suggested': 'இந்த போனுக்குப் பரிந்துரைக்கப்பட்டது',
  'language.invalid': 'பட்டியலில் உள்ள ஒரு மொழியைத் தேர்ந்தெடுங்கள்',
  'language.saved': 'மொழி சேமிக்கப்பட்டது',
  'unit.kg': 'கிலோ',
  'unit.gram': 'கிராம்',
  'unit.quintal': 'குவிண்டால்',
  'unit.tonne': 'டன்',
  'unit.litre': 'லிட்டர்',
  'unit.dozen': 'டஜன்',
  'unit.piece': 'எண்ணம்',
  'unit.bunch': 'கட்டு',
  'unit.crate': 'பெட்டி',
  'unit.bag': 'மூட்டை',
}
