import { createHash } from 'node:crypto'

/**
 * What India calls its most traded crops: each crop's names in English, Hindi, Marathi, Tamil and
 * Bengali, and the Latin spellings people type for them (tamatar, pyaz, kanda…). Search uses it so
 * that a crop is found whatever language or script the farmer listed it in and the buyer searches
 * in: "टमाटर", "tamatar" and "தக்காளி" all find a listing named "Tomato", and "tomato" finds one
 * named "टमाटर".
 */
export interface CropNames {
  en: string[]
  hi: string[]
  mr: string[]
  ta: string[]
  bn: string[]
  /** Common spellings in Latin letters of the names above. */
  latin: string[]
}

export const CROP_NAMES: readonly CropNames[] = [
  {
    en: ['tomato', 'tomatoes'],
    hi: ['टमाटर'],
    mr: ['टोमॅटो'],
    ta: ['தக்காளி'],
    bn: ['টমেটো'],
    latin: ['tamatar', 'tamater', 'tameta', 'thakkali'],
  },
  {
    en: ['onion', 'onions'],
    hi: ['प्याज़', 'प्याज'],
    mr: ['कांदा'],
    ta: ['வெங்காயம்'],
    bn: ['পেঁয়াজ'],
    latin: ['pyaz', 'pyaaz', 'piyaz', 'kanda', 'vengayam', 'peyaj'],
  },
  {
    en: ['potato', 'potatoes'],
    hi: ['आलू'],
    mr: ['बटाटा'],
    ta: ['உருளைக்கிழங்கு'],
    bn: ['আলু'],
    latin: ['aloo', 'alu', 'batata', 'urulaikizhangu'],
  },
  {
    en: ['rice', 'paddy'],
    hi: ['चावल', 'धान'],
    mr: ['तांदूळ', 'भात'],
    ta: ['அரிசி', 'நெல்'],
    bn: ['চাল', 'ধান'],
    latin: ['chawal', 'chaval', 'dhan', 'tandul', 'bhat', 'arisi', 'nel', 'chal'],
  },
  { en: ['wheat'], hi: ['गेहूं', 'गेहूँ'], mr: ['गहू'], ta: ['கோதுமை'], bn: ['গম'], latin: ['gehun', 'gehu', 'gahu', 'godhumai', 'gom'] },
  {
    en: ['maize', 'corn', 'sweet corn', 'sweetcorn'],
    hi: ['मक्का'],
    mr: ['मका'],
    ta: ['மக்காச்சோளம்'],
    bn: ['ভুট্টা'],
    latin: ['makka', 'makai', 'maka', 'bhutta', 'makkacholam'],
  },
  { en: ['sorghum', 'jowar'], hi: ['ज्वार'], mr: ['ज्वारी'], ta: ['சோளம்'], bn: ['জোয়ার'], latin: ['jowar', 'juar', 'jwari', 'cholam'] },
  { en: ['pearl millet', 'bajra'], hi: ['बाजरा'], mr: ['बाजरी'], ta: ['கம்பு'], bn: ['বাজরা'], latin: ['bajra', 'bajri', 'kambu'] },
  {
    en: ['finger millet', 'ragi'],
    hi: ['रागी', 'मंडुआ'],
    mr: ['नाचणी'],
    ta: ['கேழ்வரகு'],
    bn: ['মারুয়া'],
    latin: ['ragi', 'nachni', 'nachani', 'mandua', 'kezhvaragu'],
  },
  {
    en: ['chickpea', 'chickpeas', 'gram', 'bengal gram', 'garbanzo'],
    hi: ['चना'],
    mr: ['हरभरा'],
    ta: ['கொண்டைக்கடலை'],
    bn: ['ছোলা'],
    latin: ['chana', 'channa', 'kabuli chana', 'harbhara', 'kondakadalai', 'chola'],
  },
  {
    en: ['pigeon pea', 'pigeon peas', 'toor dal'],
    hi: ['अरहर', 'तूर'],
    mr: ['तूर'],
    ta: ['துவரை'],
    bn: ['অড়হর'],
    latin: ['arhar', 'arhar dal', 'toor', 'tur', 'tur dal', 'tuvar', 'tuvarai'],
  },
  {
    en: ['green gram', 'moong', 'mung bean', 'moong dal'],
    hi: ['मूंग'],
    mr: ['मूग'],
    ta: ['பாசிப்பயறு'],
    bn: ['মুগ'],
    latin: ['moong', 'mung', 'mug', 'pasipayaru'],
  },
  { en: ['black gram', 'urad', 'urad dal'], hi: ['उड़द'], mr: ['उडीद'], ta: ['உளுந்து'], bn: ['মাষকলাই'], latin: ['urad', 'udid', 'ulundu'] },
  {
    en: ['lentil', 'lentils', 'masoor', 'masoor dal'],
    hi: ['मसूर'],
    mr: ['मसूर'],
    ta: ['மசூர் பருப்பு'],
    bn: ['মসুর'],
    latin: ['masoor', 'masur'],
  },
  {
    en: ['soybean', 'soybeans', 'soya', 'soya bean'],
    hi: ['सोयाबीन'],
    mr: ['सोयाबीन'],
    ta: ['சோயா'],
    bn: ['সয়াবিন'],
    latin: ['soyabean', 'soyabeen'],
  },
  {
    en: ['groundnut', 'groundnuts', 'peanut', 'peanuts'],
    hi: ['मूंगफली'],
    mr: ['शेंगदाणा', 'भुईमूग'],
    ta: ['நிலக்கடலை'],
    bn: ['চিনাবাদাম'],
    latin: ['moongphali', 'mungfali', 'shengdana', 'bhuimug', 'nilakadalai', 'china badam'],
  },
  {
    en: ['mustard'],
    hi: ['सरसों'],
    mr: ['मोहरी'],
    ta: ['கடுகு'],
    bn: ['সরিষা'],
    latin: ['sarson', 'sarso', 'mohari', 'kadugu', 'sorisha', 'shorshe'],
  },
  {
    en: ['sunflower'],
    hi: ['सूरजमुखी'],
    mr: ['सूर्यफूल'],
    ta: ['சூரியகாந்தி'],
    bn: ['সূর্যমুখী'],
    latin: ['surajmukhi', 'suryaphool', 'suryakanthi'],
  },
  { en: ['sesame', 'gingelly'], hi: ['तिल'], mr: ['तीळ'], ta: ['எள்'], bn: ['তিল'], latin: ['til', 'teel', 'ellu'] },
  { en: ['cotton'], hi: ['कपास'], mr: ['कापूस'], ta: ['பருத்தி'], bn: ['তুলা'], latin: ['kapas', 'kapus', 'paruthi', 'tula'] },
  { en: ['sugarcane'], hi: ['गन्ना'], mr: ['ऊस'], ta: ['கரும்பு'], bn: ['আখ'], latin: ['ganna', 'oos', 'karumbu', 'akh'] },
  { en: ['jute'], hi: ['जूट', 'पटसन'], mr: ['ताग'], ta: ['சணல்'], bn: ['পাট'], latin: ['patsan', 'taag', 'sanal', 'paat'] },
  { en: ['tea'], hi: ['चाय'], mr: ['चहा'], ta: ['தேயிலை'], bn: ['চা'], latin: ['chai', 'chaha', 'theyilai'] },
  { en: ['coffee'], hi: ['कॉफ़ी', 'कॉफी'], mr: ['कॉफी'], ta: ['காபி'], bn: ['কফি'], latin: ['kaapi', 'kafi'] },
  { en: ['banana', 'bananas'], hi: ['केला'], mr: ['केळी'], ta: ['வாழைப்பழம்'], bn: ['কলা'], latin: ['kela', 'keli', 'vazhaipazham', 'kola'] },
  { en: ['mango', 'mangoes', 'mangos'], hi: ['आम'], mr: ['आंबा'], ta: ['மாம்பழம்'], bn: ['আম'], latin: ['aam', 'amba', 'aamba', 'mambazham'] },
  { en: ['apple', 'apples'], hi: ['सेब'], mr: ['सफरचंद'], ta: ['ஆப்பிள்'], bn: ['আপেল'], latin: ['seb', 'saib', 'safarchand'] },
  {
    en: ['grapes', 'grape'],
    hi: ['अंगूर'],
    mr: ['द्राक्षे', 'द्राक्ष'],
    ta: ['திராட்சை'],
    bn: ['আঙুর'],
    latin: ['angoor', 'angur', 'draksha', 'thiratchai'],
  },
  { en: ['orange', 'oranges'], hi: ['संतरा'], mr: ['संत्री'], ta: ['ஆரஞ்சு'], bn: ['কমলা'], latin: ['santra', 'santri', 'kamla'] },
  {
    en: ['pomegranate', 'pomegranates'],
    hi: ['अनार'],
    mr: ['डाळिंब'],
    ta: ['மாதுளை'],
    bn: ['ডালিম'],
    latin: ['anar', 'dalimb', 'dalimbh', 'mathulai', 'dalim'],
  },
  { en: ['papaya', 'papayas'], hi: ['पपीता'], mr: ['पपई'], ta: ['பப்பாளி'], bn: ['পেঁপে'], latin: ['papita', 'papai', 'pappali', 'pepe'] },
  {
    en: ['guava', 'guavas'],
    hi: ['अमरूद'],
    mr: ['पेरू'],
    ta: ['கொய்யா'],
    bn: ['পেয়ারা'],
    latin: ['amrood', 'amrud', 'peru', 'koyya', 'peyara'],
  },
  {
    en: ['coconut', 'coconuts'],
    hi: ['नारियल'],
    mr: ['नारळ'],
    ta: ['தேங்காய்'],
    bn: ['নারকেল'],
    latin: ['nariyal', 'naral', 'thengai', 'narkel'],
  },
  {
    en: ['watermelon', 'watermelons'],
    hi: ['तरबूज'],
    mr: ['कलिंगड'],
    ta: ['தர்பூசணி'],
    bn: ['তরমুজ'],
    latin: ['tarbooj', 'tarbuj', 'kalingad', 'tharpoosani', 'tormuj'],
  },
  {
    en: ['lemon', 'lemons', 'lime', 'limes'],
    hi: ['नींबू'],
    mr: ['लिंबू'],
    ta: ['எலுமிச்சை'],
    bn: ['লেবু'],
    latin: ['nimbu', 'neembu', 'limbu', 'elumichai', 'lebu'],
  },
  {
    en: ['cauliflower', 'cauliflowers'],
    hi: ['फूलगोभी', 'फूल गोभी'],
    mr: ['फुलकोबी', 'फ्लॉवर'],
    ta: ['காலிஃபிளவர்'],
    bn: ['ফুলকপি'],
    latin: ['phoolgobhi', 'phool gobhi', 'gobhi', 'phulkobi', 'phulkopi'],
  },
  {
    en: ['cabbage', 'cabbages'],
    hi: ['पत्तागोभी', 'पत्ता गोभी', 'बंदगोभी'],
    mr: ['कोबी'],
    ta: ['முட்டைக்கோஸ்'],
    bn: ['বাঁধাকপি'],
    latin: ['pattagobhi', 'patta gobhi', 'bandgobhi', 'kobi', 'muttaikose', 'bandhakopi'],
  },
  {
    en: ['brinjal', 'brinjals', 'eggplant', 'eggplants', 'aubergine', 'aubergines'],
    hi: ['बैंगन', 'भंटा'],
    mr: ['वांगी', 'वांगे'],
    ta: ['கத்தரிக்காய்'],
    bn: ['বেগুন'],
    latin: ['baingan', 'bengan', 'bhanta', 'vangi', 'vange', 'kathirikai', 'begun'],
  },
  {
    en: ['okra', 'lady finger', 'lady fingers', 'ladyfinger', 'ladies finger', 'ladies fingers', 'ladys finger'],
    hi: ['भिंडी'],
    mr: ['भेंडी'],
    ta: ['வெண்டைக்காய்'],
    bn: ['ঢেঁড়স'],
    latin: ['bhindi', 'bhendi', 'vendakkai', 'dherosh'],
  },
  {
    en: ['chilli', 'chillies', 'chili', 'chilies', 'green chilli', 'green chillies'],
    hi: ['मिर्च', 'हरी मिर्च'],
    mr: ['मिरची'],
    ta: ['மிளகாய்'],
    bn: ['লঙ্কা', 'মরিচ'],
    latin: ['mirch', 'mirchi', 'milagai', 'lonka', 'morich'],
  },
  {
    en: ['capsicum', 'capsicums', 'bell pepper', 'bell peppers', 'sweet pepper'],
    hi: ['शिमला मिर्च'],
    mr: ['ढोबळी मिरची'],
    ta: ['குடைமிளகாய்'],
    bn: ['ক্যাপসিকাম'],
    latin: ['shimla mirch', 'shimla mirchi', 'simla mirch', 'dhobli mirchi', 'kudaimilagai'],
  },
  { en: ['garlic'], hi: ['लहसुन'], mr: ['लसूण'], ta: ['பூண்டு'], bn: ['রসুন'], latin: ['lahsun', 'lehsun', 'lasun', 'poondu', 'rosun'] },
  { en: ['ginger'], hi: ['अदरक'], mr: ['आले', 'आलं'], ta: ['இஞ்சி'], bn: ['আদা'], latin: ['adrak', 'adrakh', 'inji', 'ada'] },
  { en: ['turmeric'], hi: ['हल्दी'], mr: ['हळद'], ta: ['மஞ்சள்'], bn: ['হলুদ'], latin: ['haldi', 'halad', 'manjal', 'holud'] },
  {
    en: ['coriander', 'cilantro', 'coriander leaves'],
    hi: ['धनिया'],
    mr: ['कोथिंबीर'],
    ta: ['கொத்தமல்லி'],
    bn: ['ধনে'],
    latin: ['dhaniya', 'dhania', 'kothimbir', 'kothamalli', 'dhone'],
  },
  { en: ['spinach'], hi: ['पालक'], mr: ['पालक'], ta: ['பசலைக்கீரை'], bn: ['পালং শাক', 'পালং'], latin: ['palak', 'pasalai keerai', 'palong'] },
  { en: ['carrot', 'carrots'], hi: ['गाजर'], mr: ['गाजर'], ta: ['கேரட்'], bn: ['গাজর'], latin: ['gajar', 'gajor'] },
  { en: ['radish', 'radishes'], hi: ['मूली'], mr: ['मुळा'], ta: ['முள்ளங்கி'], bn: ['মূলা'], latin: ['mooli', 'muli', 'mula', 'mullangi'] },
  {
    en: ['peas', 'pea', 'green peas', 'green pea'],
    hi: ['मटर'],
    mr: ['वाटाणा'],
    ta: ['பட்டாணி'],
    bn: ['মটরশুঁটি'],
    latin: ['matar', 'mutter', 'vatana', 'pattani', 'motorshuti'],
  },
  {
    en: ['cucumber', 'cucumbers'],
    hi: ['खीरा'],
    mr: ['काकडी'],
    ta: ['வெள்ளரிக்காய்'],
    bn: ['শসা'],
    latin: ['kheera', 'khira', 'kakdi', 'vellarikai', 'shosha'],
  },
  {
    en: ['bottle gourd', 'calabash'],
    hi: ['लौकी', 'घीया'],
    mr: ['दुधी भोपळा', 'दुधी'],
    ta: ['சுரைக்காய்'],
    bn: ['লাউ'],
    latin: ['lauki', 'ghiya', 'doodhi', 'dudhi', 'suraikai', 'lau'],
  },
  {
    en: ['bitter gourd', 'bitter melon'],
    hi: ['करेला'],
    mr: ['कारले'],
    ta: ['பாகற்காய்'],
    bn: ['করলা'],
    latin: ['karela', 'karle', 'pavakkai', 'korola'],
  },
  {
    en: ['pumpkin', 'pumpkins'],
    hi: ['कद्दू'],
    mr: ['भोपळा'],
    ta: ['பூசணிக்காய்'],
    bn: ['কুমড়ো'],
    latin: ['kaddu', 'bhopla', 'poosanikai', 'kumro'],
  },
  {
    en: ['sweet potato', 'sweet potatoes'],
    hi: ['शकरकंद'],
    mr: ['रताळे'],
    ta: ['சர்க்கரைவள்ளிக்கிழங்கு'],
    bn: ['মিষ্টি আলু'],
    latin: ['shakarkand', 'ratale', 'ratala', 'mishti alu'],
  },
  {
    en: ['black pepper', 'pepper'],
    hi: ['काली मिर्च'],
    mr: ['मिरे'],
    ta: ['மிளகு'],
    bn: ['গোলমরিচ'],
    latin: ['kali mirch', 'kaali mirch', 'milagu', 'golmorich'],
  },
  {
    en: ['cardamom'],
    hi: ['इलायची'],
    mr: ['वेलची'],
    ta: ['ஏலக்காய்'],
    bn: ['এলাচ'],
    latin: ['elaichi', 'ilaichi', 'velchi', 'elakkai', 'elach'],
  },
  { en: ['cumin'], hi: ['जीरा'], mr: ['जिरे'], ta: ['சீரகம்'], bn: ['জিরা'], latin: ['jeera', 'jira', 'jire', 'seeragam'] },
  { en: ['fenugreek'], hi: ['मेथी'], mr: ['मेथी'], ta: ['வெந்தயம்'], bn: ['মেথি'], latin: ['methi', 'vendhayam'] },
  { en: ['milk'], hi: ['दूध'], mr: ['दूध'], ta: ['பால்'], bn: ['দুধ'], latin: ['doodh', 'dudh', 'paal'] },
  { en: ['jaggery'], hi: ['गुड़'], mr: ['गूळ'], ta: ['வெல்லம்'], bn: ['গুড়'], latin: ['gur', 'gud', 'gul', 'vellam'] },
  {
    en: ['cashew', 'cashews', 'cashew nut', 'cashew nuts'],
    hi: ['काजू'],
    mr: ['काजू'],
    ta: ['முந்திரி'],
    bn: ['কাজু'],
    latin: ['kaju', 'munthiri'],
  },
  { en: ['barley'], hi: ['जौ'], mr: ['जव'], ta: ['பார்லி'], bn: ['যব'], latin: ['jau', 'jav', 'job'] },
  {
    en: ['drumstick', 'drumsticks', 'moringa'],
    hi: ['सहजन'],
    mr: ['शेवगा'],
    ta: ['முருங்கைக்காய்'],
    bn: ['সজনে'],
    latin: ['sahjan', 'shevga', 'murungakkai', 'sojne'],
  },
  { en: ['beetroot', 'beetroots', 'beet', 'beets'], hi: ['चुकंदर'], mr: ['बीट'], ta: ['பீட்ரூட்'], bn: ['বিট'], latin: ['chukandar'] },
  { en: ['pineapple', 'pineapples'], hi: ['अनानास'], mr: ['अननस'], ta: ['அன்னாசி'], bn: ['আনারস'], latin: ['ananas', 'annasi', 'anaras'] },
  { en: ['jackfruit', 'jackfruits'], hi: ['कटहल'], mr: ['फणस'], ta: ['பலாப்பழம்'], bn: ['কাঁঠাল'], latin: ['kathal', 'phanas', 'palapazham'] },
  { en: ['honey'], hi: ['शहद'], mr: ['मध'], ta: ['தேன்'], bn: ['মধু'], latin: ['shahad', 'madh', 'modhu'] },
]

/** The languages a crop is named in, as rows of the `crop_names` table: the app's five and Latin spellings. */
export const CROP_NAME_LANGUAGES = ['en', 'hi', 'mr', 'ta', 'bn', 'latin'] as const
export type CropNameLanguage = (typeof CROP_NAME_LANGUAGES)[number]

/**
 * A name as search compares it: one form of each composed letter, lower case, apostrophes dropped
 * ("lady's finger" is "ladys finger"), every other ASCII punctuation and run of spaces one space. The
 * database's crop_name_text (migration 0023) does the same to listing names and search texts.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[\s!-/:-@[-`{-~\u0964\u0965]+/g, ' ')
    .trim()
}

/** A crop's key, stored in products.crop and crop_names.crop: its first English name ("tomato", "pearl millet"). */
export function cropKey(crop: CropNames): string {
  return crop.en[0]!
}

const BY_KEY = new Map(CROP_NAMES.map((crop) => [cropKey(crop), crop]))

/**
 * The name a reader of `locale` knows the crop by: its first name in that language, an English one
 * with a capital ("Tomato"); undefined for a key the dictionary does not hold (a crop dropped since
 * the listing was classified).
 */
export function cropDisplayName(key: string, locale: Exclude<CropNameLanguage, 'latin'>): string | undefined {
  const name = BY_KEY.get(key)?.[locale][0]
  if (name === undefined) return undefined
  return locale === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name
}

export interface CropNameRow {
  crop: string
  language: CropNameLanguage
  name: string
  /** The crop's place in the dictionary: among equally good matches, the earlier crop wins. */
  rank: number
}

/** The dictionary as the rows of `crop_names`: every name normalised, each (crop, name) once. */
export function cropNameRows(): CropNameRow[] {
  const rows: CropNameRow[] = []
  CROP_NAMES.forEach((crop, rank) => {
    const seen = new Set<string>()
    for (const language of CROP_NAME_LANGUAGES) {
      for (const written of crop[language]) {
        const name = normaliseName(written)
        if (name === '' || seen.has(name)) continue
        seen.add(name)
        rows.push({ crop: cropKey(crop), language, name, rank })
      }
    }
  })
  return rows
}

/** SHA-256 of the dictionary's rows: the table is reloaded at start only when this changes. */
export function cropNamesChecksum(rows: readonly CropNameRow[] = cropNameRows()): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex')
}
