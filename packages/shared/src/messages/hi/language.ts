import type { languageMessages as english } from '../language'
import type { Translation } from '../locales'

/** The language chooser, and the names of the units a listing is sold in. */
export const languageMessages: Translation<typeof english> = {
  'language.label': 'भाषा',
  'language.current': 'भाषा: {name}। भाषा बदलें',
  'language.choose': 'अपनी भाषा चुनें',
  'language.chooseHint': 'आप इसे कभी भी पेज के ऊपर वाले बटन से बदल सकते हैं।',
  'language.suggested': 'इस फ़ोन के लिए सुझाई गई',
  'language.invalid': 'सूची में से कोई एक भाषा चुनें',
  'language.saved': 'भाषा सेव हो गई',
  'unit.kg': 'किलो',
  'unit.gram': 'ग्राम',
  'unit.quintal': 'क्विंटल',
  'unit.tonne': 'टन',
  'unit.litre': 'लीटर',
  'unit.dozen': 'दर्जन',
  'unit.piece': 'नग',
  'unit.bunch': 'गड्डी',
  'unit.crate': 'क्रेट',
  'unit.bag': 'बोरी',
}
