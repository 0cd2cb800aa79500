/**
 * India's 28 states and 8 union territories, by the names their governments use in English. A
 * listing's or a farm's state is one of these, so a state filter finds every listing in it
 * whatever the farmer typed before the list existed.
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const
export type IndianState = (typeof INDIAN_STATES)[number]

/** Each state's ISO 3166-2:IN code: the key of its name in the message catalogue (`state.MH`). */
export const STATE_CODES: Readonly<Record<IndianState, string>> = {
  'Andaman and Nicobar Islands': 'AN',
  'Andhra Pradesh': 'AP',
  'Arunachal Pradesh': 'AR',
  Assam: 'AS',
  Bihar: 'BR',
  Chandigarh: 'CH',
  Chhattisgarh: 'CT',
  'Dadra and Nagar Haveli and Daman and Diu': 'DH',
  Delhi: 'DL',
  Goa: 'GA',
  Gujarat: 'GJ',
  Haryana: 'HR',
  'Himachal Pradesh': 'HP',
  'Jammu and Kashmir': 'JK',
  Jharkhand: 'JH',
  Karnataka: 'KA',
  Kerala: 'KL',
  Ladakh: 'LA',
  Lakshadweep: 'LD',
  'Madhya Pradesh': 'MP',
  Maharashtra: 'MH',
  Manipur: 'MN',
  Meghalaya: 'ML',
  Mizoram: 'MZ',
  Nagaland: 'NL',
  Odisha: 'OR',
  Puducherry: 'PY',
  Punjab: 'PB',
  Rajasthan: 'RJ',
  Sikkim: 'SK',
  'Tamil Nadu': 'TN',
  Telangana: 'TG',
  Tripura: 'TR',
  'Uttar Pradesh': 'UP',
  Uttarakhand: 'UT',
  'West Bengal': 'WB',
}

const BY_LOWER_CASE = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.toLowerCase(), state]))

/** The state `text` names, ignoring case and surrounding or repeated spaces; undefined for any other text. */
export function toIndianState(text: string): IndianState | undefined {
  return BY_LOWER_CASE.get(text.trim().replace(/\s+/g, ' ').toLowerCase())
}

/**
 * The states whose name contains `search`, ignoring case and surrounding spaces: "a listing's state
 * contains the text" is the same test as "its state is one of these" for the canonical names stored,
 * which an equality index answers.
 */
export function statesMatching(search: string): IndianState[] {
  const text = search.trim().toLowerCase()
  if (text === '') return []
  return INDIAN_STATES.filter((state) => state.toLowerCase().includes(text))
}
