import type { languageMessages as english } from '../language'
import type { Translation } from '../locales'

/** The language chooser, and the names of the units a listing is sold in. */
export const languageMessages: Translation<typeof english> = {
  'language.label': 'ভাষা',
  'language.current': 'ভাষা: {name}। ভাষা বদলান',
  'language.choose': 'আপনার ভাষা বেছে নিন',
  'language.chooseHint': 'পাতার ওপরের বোতাম থেকে যেকোনো সময় এটা বদলাতে পারবেন।',
  'language.suggested': 'এই ফোনের জন্য ভালো',
  'language.invalid': 'তালিকা থেকে একটা ভাষা বেছে নিন',
  'language.saved': 'ভাষা সেভ হয়েছে',
  'unit.kg': 'কেজি',
  'unit.gram': 'গ্রাম',
  'unit.quintal': 'কুইন্টাল',
  'unit.tonne': 'টন',
  'unit.litre': 'লিটার',
  'unit.dozen': 'ডজন',
  'unit.piece': 'পিস',
  'unit.bunch': 'আঁটি',
  'unit.crate': 'ক্রেট',
  'unit.bag': 'বস্তা',
}
