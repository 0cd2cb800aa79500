/**
 * The commodities of the daily mandi price feed (Agmarknet's names, as data.gov.in publishes them)
 * that are crops of the crop dictionary (lib/crop-names): each Agmarknet name and the crop key it
 * is. A commodity not named here (processed goods, livestock, flowers, crops the dictionary does
 * not hold) is stored with no crop, so no crop's lookup shows it.
 */
const COMMODITY_CROPS: Readonly<Record<string, string>> = {
  Tomato: 'tomato',
  Onion: 'onion',
  Potato: 'potato',
  'Paddy(Dhan)(Common)': 'rice',
  'Paddy(Dhan)(Basmati)': 'rice',
  Rice: 'rice',
  'Basmati Rice': 'rice',
  Wheat: 'wheat',
  Maize: 'maize',
  'Jowar(Sorghum)': 'sorghum',
  'Bajra(Pearl Millet/Cumbu)': 'pearl millet',
  'Ragi (Finger Millet)': 'finger millet',
  'Bengal Gram(Gram)(Whole)': 'chickpea',
  'Kabuli Chana(Chickpeas-White)': 'chickpea',
  'Arhar (Tur/Red Gram)(Whole)': 'pigeon pea',
  'Green Gram (Moong)(Whole)': 'green gram',
  'Black Gram (Urd Beans)(Whole)': 'black gram',
  'Lentil (Masur)(Whole)': 'lentil',
  Soyabean: 'soybean',
  Groundnut: 'groundnut',
  'Groundnut pods (raw)': 'groundnut',
  Mustard: 'mustard',
  Sunflower: 'sunflower',
  'Sesamum(Sesame,Gingelly,Til)': 'sesame',
  Cotton: 'cotton',
  Kapas: 'cotton',
  Sugarcane: 'sugarcane',
  Jute: 'jute',
  Tea: 'tea',
  Coffee: 'coffee',
  Banana: 'banana',
  'Banana - Green': 'banana',
  Mango: 'mango',
  'Mango (Raw-Ripe)': 'mango',
  Apple: 'apple',
  Grapes: 'grapes',
  Orange: 'orange',
  Pomegranate: 'pomegranate',
  Papaya: 'papaya',
  Guava: 'guava',
  Coconut: 'coconut',
  'Tender Coconut': 'coconut',
  'Water Melon': 'watermelon',
  Lemon: 'lemon',
  Lime: 'lemon',
  Cauliflower: 'cauliflower',
  Cabbage: 'cabbage',
  Brinjal: 'brinjal',
  'Bhindi(Ladies Finger)': 'okra',
  'Green Chilli': 'chilli',
  'Dry Chillies': 'chilli',
  Capsicum: 'capsicum',
  Garlic: 'garlic',
  'Ginger(Green)': 'ginger',
  'Ginger(Dry)': 'ginger',
  Turmeric: 'turmeric',
  'Turmeric (raw)': 'turmeric',
  'Coriander(Leaves)': 'coriander',
  'Corriander seed': 'coriander',
  Spinach: 'spinach',
  Carrot: 'carrot',
  Raddish: 'radish',
  'Peas Wet': 'peas',
  'Peas cod': 'peas',
  'Green Peas': 'peas',
  'Cucumbar(Kheera)': 'cucumber',
  'Bottle gourd': 'bottle gourd',
  'Bitter gourd': 'bitter gourd',
  Pumpkin: 'pumpkin',
  'Sweet Potato': 'sweet potato',
  'Black pepper': 'black pepper',
  Cardamoms: 'cardamom',
  'Large Cardamom': 'cardamom',
  'Cummin Seed(Jeera)': 'cumin',
  'Methi(Leaves)': 'fenugreek',
  'Methi Seeds': 'fenugreek',
  Jaggery: 'jaggery',
  'Gur(Jaggery)': 'jaggery',
  Cashewnuts: 'cashew',
  'Barley (Jau)': 'barley',
  Drumstick: 'drumstick',
  Beetroot: 'beetroot',
  Pineapple: 'pineapple',
  'Jack Fruit': 'jackfruit',
  Honey: 'honey',
}

/**
 * A commodity's name as the map compares it: lower case, no spaces at all. The feed spells one
 * commodity with its spaces in different places ("Ragi (Finger Millet)", "Ragi(Finger Millet)").
 */
function commodityKey(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '')
}

const BY_KEY = new Map(Object.entries(COMMODITY_CROPS).map(([name, crop]) => [commodityKey(name), crop]))

/** Every crop key the map names, once each. */
export const MAPPED_CROPS: readonly string[] = [...new Set(Object.values(COMMODITY_CROPS))]

/** Every Agmarknet name the map holds, as written there. */
export const MAPPED_COMMODITIES: readonly string[] = Object.keys(COMMODITY_CROPS)

/** The crop key of the feed's `commodity` (any case or spacing), or null for one the map does not name. */
export function cropOfCommodity(commodity: string): string | null {
  return BY_KEY.get(commodityKey(commodity)) ?? null
}
