import type { languageMessages as english } from '../language'
import type { Translation } from '../locales'

export const languageMessages: Translation<typeof english> = {
  'language.label': 'भाषा',
  'language.current': 'भाषा: {name}. भाषा बदला',
  'language.choose': 'तुमची भाषा निवडा',
  'language.chooseHint': 'पानाच्या वरच्या बटणावरून तुम्ही ती कधीही बदलू शकता.',
  'language.suggested': 'या फोनसाठी सुचवलेली',
  'language.invalid': 'यादीतील एक भाषा निवडा',
  'language.saved': 'भाषा जतन झाली',
  'unit.kg': 'किलो',
  'unit.gram': 'ग्रॅम',
  'unit.quintal': 'क्विंटल',
  'unit.tonne': 'टन',
  'unit.litre': 'लिटर',
  'unit.dozen': 'डझन',
  'unit.piece': 'नग',
  'unit.bunch': 'जुडी',
  'unit.crate': 'क्रेट',
  'unit.bag': 'पोते',
}
