/**
 * The demo catalogue loaded into an empty database, so a first visit has something to browse:
 * eight small farms in different states with their farmer profiles, a few buyers, and their
 * produce at plausible 2026 mandi-level prices.
 *
 * People, phone numbers and certificate numbers are invented; towns, PIN codes, coordinates,
 * crop varieties and certifying bodies are real. Photos are illustrations drawn by
 * scripts/make-demo-photos.mjs into assets/demo-products/.
 */
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import type { ProductUnit } from '@app/shared/units'

export interface DemoFarmer {
  key: string
  name: string
  email: string
  phone: string
  city: string
  state: string
  pin: string
  longitude: number
  latitude: number
  /** The farmer profile's farm size, in acres. */
  farmSizeAcres: number
  /** Set when the whole farm is certified sustainable (organic); shown on the farmer profile. */
  sustainableCertification?: { authority: string; certifiedOn: string /* YYYY-MM-DD */ }
}

export interface DemoProduct {
  farmerKey: string
  name: string
  variety: string
  description: string
  category: 'vegetable' | 'fruit' | 'grain' | 'pulse' | 'herb' | 'spice' | 'other'
  /** Rupees per `unit`. */
  pricePerUnit: number
  unit: ProductUnit
  quantityAvailable: number
  /** The least one order may take, in `unit`: a sack, a crate or a few kilograms, as the produce is traded. */
  minOrderQuantity: number
  /** Orders above the minimum grow by whole steps of this, in `unit`. */
  orderStep: number
  /** File names in apps/server/assets/demo-products/. */
  images: string[]
  isOrganic: boolean
  isCertified: boolean
  certification?: { authority: string; certificateNumber: string; certifiedOn: string /* YYYY-MM-DD */ }
  /** Counted back from the day the seed runs, so the demo never shows stale dates. */
  harvestDaysAgo: number
  shelfLifeDays: number
  deliveryAvailable: boolean
  deliveryRadiusKm: number
  status: 'available' | 'out_of_stock' | 'unavailable'
  ratings: number[]
}

/** Password of every demo user except the two guests (whose credentials live in @app/shared). */
export const DEMO_PASSWORD = 'kisansetu-demo'

export const demoFarmers: DemoFarmer[] = [
  {
    key: 'guest',
    name: GUEST_ACCOUNTS.farmer.name,
    email: GUEST_ACCOUNTS.farmer.email,
    phone: '9876500001',
    city: 'Nashik',
    state: 'Maharashtra',
    pin: '422001',
    longitude: 73.7898,
    latitude: 19.9975,
    farmSizeAcres: 6.5,
  },
  {
    key: 'ratnagiri',
    name: 'Prakash Gokhale',
    email: 'prakash.gokhale@example.in',
    phone: '9876500002',
    city: 'Ratnagiri',
    state: 'Maharashtra',
    pin: '415612',
    longitude: 73.312,
    latitude: 16.9902,
    farmSizeAcres: 12,
  },
  {
    key: 'guntur',
    name: 'Bandaru Srinivasa Rao',
    email: 'srinivasa.bandaru@example.in',
    phone: '9876500003',
    city: 'Guntur',
    state: 'Andhra Pradesh',
    pin: '522001',
    longitude: 80.4365,
    latitude: 16.3067,
    farmSizeAcres: 9.25,
  },
  {
    key: 'ludhiana',
    name: 'Gurpreet Singh Sandhu',
    email: 'gurpreet.sandhu@example.in',
    phone: '9876500004',
    city: 'Ludhiana',
    state: 'Punjab',
    pin: '141001',
    longitude: 75.8573,
    latitude: 30.901,
    farmSizeAcres: 24,
  },
  {
    key: 'idukki',
    name: 'Mariamma Joseph',
    email: 'mariamma.joseph@example.in',
    phone: '9876500005',
    city: 'Kattappana',
    state: 'Kerala',
    pin: '685508',
    longitude: 77.1053,
    latitude: 9.7545,
    farmSizeAcres: 4.75,
    sustainableCertification: { authority: 'APEDA (NPOP), certified by INDOCERT', certifiedOn: '2025-06-12' },
  },
  {
    key: 'sehore',
    name: 'Ramesh Patidar',
    email: 'ramesh.patidar@example.in',
    phone: '9876500006',
    city: 'Sehore',
    state: 'Madhya Pradesh',
    pin: '466001',
    longitude: 77.0851,
    latitude: 23.2032,
    farmSizeAcres: 15.5,
  },
  {
    key: 'sikkim',
    name: 'Bishnu Maya Rai',
    email: 'bishnu.rai@example.in',
    phone: '9876500007',
    city: 'Namchi',
    state: 'Sikkim',
    pin: '737126',
    longitude: 88.3639,
    latitude: 27.1667,
    farmSizeAcres: 2.5,
    sustainableCertification: { authority: 'Sikkim State Organic Certification Agency', certifiedOn: '2025-08-20' },
  },
  {
    key: 'nagaur',
    name: 'Bhanwar Lal Choudhary',
    email: 'bhanwar.choudhary@example.in',
    phone: '9876500008',
    city: 'Nagaur',
    state: 'Rajasthan',
    pin: '341001',
    longitude: 73.734,
    latitude: 27.202,
    farmSizeAcres: 18,
    sustainableCertification: { authority: 'PGS-India', certifiedOn: '2026-01-14' },
  },
]

export const demoBuyers: { name: string; email: string }[] = [
  { name: GUEST_ACCOUNTS.buyer.name, email: GUEST_ACCOUNTS.buyer.email },
  { name: 'Anjali Mehta', email: 'anjali.mehta@example.in' },
  { name: 'Farhan Qureshi', email: 'farhan.qureshi@example.in' },
  { name: 'Lakshmi Narayanan', email: 'lakshmi.narayanan@example.in' },
]

export interface DemoBuyerProfile {
  email: string
  phone: string
  address: string
  preferences: string[]
  city: string
  state: string
  longitude: number
  latitude: number
}

/** The guest buyer's profile, so the profile page and the farmer's request card have details to show. */
export const demoBuyerProfiles: DemoBuyerProfile[] = [
  {
    email: GUEST_ACCOUNTS.buyer.email,
    phone: '9876500101',
    address: 'Flat 12, Shanti Kunj, 24th Road, Bandra West',
    preferences: ['Organic vegetables', 'Alphonso mangoes', 'Pulses'],
    city: 'Mumbai',
    state: 'Maharashtra',
    longitude: 72.8347,
    latitude: 19.0596,
  },
]

export interface DemoCartItem {
  buyerEmail: string
  /** The listing, by its farmer and name (names repeat across farmers). */
  farmerKey: string
  productName: string
  /** How much the buyer wants, in the listing's unit: a valid order under its minimum and step. */
  quantity: number
  /** How long before the seed ran it was added: the request card shows it as "Interest shown". */
  addedHoursAgo: number
}

/**
 * A little trade, so every trade screen has something to show: the guest buyer has two lots from
 * different farmers in the cart, one of them the guest farmer's, so the guest farmer has a request
 * to answer; another buyer, without a profile, has shown interest in the guest farmer's onions
 * too.
 */
export const demoCartItems: DemoCartItem[] = [
  { buyerEmail: GUEST_ACCOUNTS.buyer.email, farmerKey: 'guest', productName: 'Tomato', quantity: 5, addedHoursAgo: 5 },
  { buyerEmail: GUEST_ACCOUNTS.buyer.email, farmerKey: 'ratnagiri', productName: 'Mango', quantity: 2, addedHoursAgo: 4 },
  { buyerEmail: 'anjali.mehta@example.in', farmerKey: 'guest', productName: 'Onion', quantity: 1.5, addedHoursAgo: 26 },
]

/** One farm certificate covers every certified crop of that farm. */
const IDUKKI_NPOP = {
  authority: 'APEDA (NPOP), certified by INDOCERT',
  certificateNumber: 'INDOCERT/NPOP/KL/2025/04718',
  certifiedOn: '2025-06-12',
}
const SIKKIM_SSOCA = {
  authority: 'Sikkim State Organic Certification Agency',
  certificateNumber: 'SSOCA/ORG/SKM-S/2025/0562',
  certifiedOn: '2025-08-20',
}
const NAGAUR_PGS = {
  authority: 'PGS-India',
  certificateNumber: 'PGSI/RJ/NGR/2026/01187',
  certifiedOn: '2026-01-14',
}

/**
 * Listings in the order they were "posted", newest first: the seed spaces them an hour apart,
 * so the first page of Browse shows a mix of farms and crops rather than one farmer's stock.
 */
export const demoProducts: DemoProduct[] = [
  {
    farmerKey: 'ratnagiri',
    name: 'Mango',
    variety: 'Alphonso (Hapus), Ratnagiri',
    description:
      'Picked by hand at full maturity and ripened in hay at home, never with carbide. Fruit of 220–260 g, packed by the dozen in wooden boxes. The orchard is a registered authorised user of the Alphonso geographical indication.',
    category: 'fruit',
    pricePerUnit: 900,
    unit: 'dozen',
    quantityAvailable: 150,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['alphonso-mango.webp', 'alphonso-mango-cut.webp'],
    isOrganic: false,
    isCertified: true,
    certification: {
      authority: 'Geographical Indications Registry, Chennai',
      certificateNumber: 'AU/4127/GI/139/2025',
      certifiedOn: '2025-02-18',
    },
    harvestDaysAgo: 4,
    shelfLifeDays: 10,
    deliveryAvailable: true,
    deliveryRadiusKm: 100,
    status: 'available',
    ratings: [5, 5, 4, 5, 5, 4, 5],
  },
  {
    farmerKey: 'guest',
    name: 'Onion',
    variety: 'Nashik Red (N-2-4-1, rabi)',
    description:
      'Rabi onions cured in the field for two weeks and stored in a ventilated chawl. Medium bulbs of 50–70 mm, firm, with tight dry skins. Graded and packed in 50 kg jute bags.',
    category: 'vegetable',
    pricePerUnit: 2100,
    unit: 'quintal',
    quantityAvailable: 60,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['nashik-red-onion.webp', 'nashik-red-onion-cut.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 20,
    shelfLifeDays: 120,
    deliveryAvailable: true,
    deliveryRadiusKm: 50,
    status: 'available',
    ratings: [4, 5, 4, 4, 3, 5],
  },
  {
    farmerKey: 'idukki',
    name: 'Green cardamom',
    variety: 'Alleppey Green Extra Bold (7–8 mm)',
    description:
      'Pods from shade-grown plants in the Cardamom Hills, cured in our own drier at low heat so they keep their green colour. Graded to 7–8 mm. Packed in 1 kg and 5 kg pouches.',
    category: 'spice',
    pricePerUnit: 2600,
    unit: 'kg',
    quantityAvailable: 180,
    minOrderQuantity: 0.5,
    orderStep: 0.5,
    images: ['alleppey-green-cardamom.webp', 'alleppey-green-cardamom-spill.webp'],
    isOrganic: true,
    isCertified: true,
    certification: IDUKKI_NPOP,
    harvestDaysAgo: 40,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [5, 5, 4, 5, 5],
  },
  {
    farmerKey: 'sehore',
    name: 'Wheat',
    variety: 'Sharbati (Sehore)',
    description:
      'Golden, lustrous Sharbati grown on black soil with limited irrigation. Bold grains that make soft, slightly sweet rotis. Machine-cleaned and packed in 50 kg bags.',
    category: 'grain',
    pricePerUnit: 4200,
    unit: 'quintal',
    quantityAvailable: 45,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['sharbati-wheat.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 60,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [5, 4, 5, 5, 4, 5],
  },
  {
    farmerKey: 'guntur',
    name: 'Dry red chilli',
    variety: 'Guntur Sannam (S4)',
    description:
      'Sannam chillies sun-dried on tarpaulins and sorted by hand to take out discoloured pods. Medium heat with a good red colour; sold with stalks. Packed in 40 kg gunny bags.',
    category: 'spice',
    pricePerUnit: 14500,
    unit: 'quintal',
    quantityAvailable: 40,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['guntur-sannam-chilli.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 45,
    shelfLifeDays: 300,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 3, 5, 4],
  },
  {
    farmerKey: 'sikkim',
    name: 'Ginger',
    variety: 'Bhaise (fresh)',
    description:
      'Fresh ginger of the local Bhaise variety, dug by hand and washed. Plump, low-fibre rhizomes with pink buds. Grown, like all Sikkim produce, without synthetic fertiliser or pesticide.',
    category: 'spice',
    pricePerUnit: 80,
    unit: 'kg',
    quantityAvailable: 800,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['sikkim-organic-ginger.webp', 'sikkim-organic-ginger-sliced.webp'],
    isOrganic: true,
    isCertified: true,
    certification: SIKKIM_SSOCA,
    harvestDaysAgo: 10,
    shelfLifeDays: 60,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [5, 4, 5],
  },
  {
    farmerKey: 'nagaur',
    name: 'Kasuri methi',
    variety: 'Nagauri (dried fenugreek leaves)',
    description:
      "Leaves of Nagaur's small-leaved methi, dried in the shade so they stay green and fragrant. Stems removed. Packed in 250 g and 1 kg pouches.",
    category: 'herb',
    pricePerUnit: 240,
    unit: 'kg',
    quantityAvailable: 150,
    minOrderQuantity: 0.5,
    orderStep: 0.5,
    images: ['nagauri-kasuri-methi.webp'],
    isOrganic: true,
    isCertified: true,
    certification: NAGAUR_PGS,
    harvestDaysAgo: 50,
    shelfLifeDays: 270,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [5, 5, 4, 5, 4, 5, 5, 4],
  },
  {
    farmerKey: 'ludhiana',
    name: 'Basmati rice',
    variety: 'Pusa Basmati 1121',
    description:
      'Extra-long-grain rice milled from our own paddy and aged for a year. Raw grains are about 8 mm and more than double in length when cooked. Packed in 25 kg bags.',
    category: 'grain',
    pricePerUnit: 95,
    unit: 'kg',
    quantityAvailable: 1500,
    minOrderQuantity: 5,
    orderStep: 5,
    images: ['pusa-basmati-1121.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 180,
    shelfLifeDays: 540,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [5, 4, 5, 5, 4],
  },
  {
    farmerKey: 'guest',
    name: 'Grapes',
    variety: 'Thompson Seedless',
    description:
      'Green seedless grapes from a two-acre vineyard, harvested at 18–20 °Brix. Bunches are cut in the morning and packed in 5 kg crates the same day. Berries are 16–18 mm.',
    category: 'fruit',
    pricePerUnit: 70,
    unit: 'kg',
    quantityAvailable: 800,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['thompson-seedless-grapes.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 2,
    shelfLifeDays: 10,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [5, 4, 5],
  },
  {
    farmerKey: 'sehore',
    name: 'Kabuli chana',
    variety: 'JGK 2',
    description:
      'Large cream-coloured chickpeas of 8–9 mm, cleaned and sorted on a gravity separator. They cook soft and evenly, for chole or hummus. Sold in 30 kg bags.',
    category: 'pulse',
    pricePerUnit: 7600,
    unit: 'quintal',
    quantityAvailable: 25,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['kabuli-chana.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 50,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 4, 5],
  },
  {
    farmerKey: 'guntur',
    name: 'Dry red chilli',
    variety: 'Teja (S17)',
    description:
      'Small, very hot chillies with thin skins, wanted for chilli powder and oleoresin. This lot is sold out; the next picking is still drying.',
    category: 'spice',
    pricePerUnit: 16200,
    unit: 'quintal',
    quantityAvailable: 0,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['teja-chilli.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 60,
    shelfLifeDays: 300,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'out_of_stock',
    ratings: [5, 4],
  },
  {
    farmerKey: 'guest',
    name: 'Tomato',
    variety: 'Hybrid, round (Saaho)',
    description:
      'Firm, round tomatoes picked at the turning stage so they ripen on the way to you. Sorted to 60–80 g and packed in 25 kg crates.',
    category: 'vegetable',
    pricePerUnit: 18,
    unit: 'kg',
    quantityAvailable: 1200,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['hybrid-tomato.webp', 'hybrid-tomato-vine.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 2,
    shelfLifeDays: 10,
    deliveryAvailable: true,
    deliveryRadiusKm: 25,
    status: 'available',
    ratings: [],
  },
  {
    farmerKey: 'idukki',
    name: 'Black pepper',
    variety: 'Malabar Garbled (MG 1)',
    description:
      'Spikes picked when the first berries turn red, then blanched and sun-dried for about a week. Garbled and sieved to a bulk density above 550 g per litre.',
    category: 'spice',
    pricePerUnit: 680,
    unit: 'kg',
    quantityAvailable: 400,
    minOrderQuantity: 0.5,
    orderStep: 0.5,
    images: ['malabar-black-pepper.webp'],
    isOrganic: true,
    isCertified: true,
    certification: IDUKKI_NPOP,
    harvestDaysAgo: 70,
    shelfLifeDays: 540,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 5, 4],
  },
  {
    farmerKey: 'ludhiana',
    name: 'Wheat',
    variety: 'HD 3086',
    description:
      'Wheat from ten acres, combine-harvested and cleaned on a sieve grader. Moisture under 12 per cent; good for chakki atta. Sold in 50 kg bags.',
    category: 'grain',
    pricePerUnit: 2550,
    unit: 'quintal',
    quantityAvailable: 70,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['hd-3086-wheat.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 60,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 5, 4],
  },
  {
    farmerKey: 'nagaur',
    name: 'Moong (green gram)',
    variety: 'RMG 492',
    description:
      'Kharif moong grown on rain-fed sandy soil, threshed and cleaned. Small, shiny green grains that split well for dal and sprout readily.',
    category: 'pulse',
    pricePerUnit: 7900,
    unit: 'quintal',
    quantityAvailable: 18,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['moong-green-gram.webp'],
    isOrganic: true,
    isCertified: true,
    certification: NAGAUR_PGS,
    harvestDaysAgo: 45,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 5, 4],
  },
  {
    farmerKey: 'ratnagiri',
    name: 'Cashew kernels',
    variety: 'W320, whole white',
    description:
      'Kernels from our own Vengurla-4 trees, shelled and graded at a small unit in Rajapur. W320 means about 320 kernels to the pound. Packed in 1 kg vacuum pouches.',
    category: 'other',
    pricePerUnit: 850,
    unit: 'kg',
    quantityAvailable: 120,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['cashew-w320.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 90,
    shelfLifeDays: 240,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 5, 4],
  },
  {
    farmerKey: 'sikkim',
    name: 'Dalle khursani',
    variety: 'Round cherry chilli (fresh)',
    description: "Sikkim's small round red chilli, picked ripe. Very hot: used fresh, in achar or dried. Keep it refrigerated.",
    category: 'vegetable',
    pricePerUnit: 360,
    unit: 'kg',
    quantityAvailable: 40,
    minOrderQuantity: 0.25,
    orderStep: 0.25,
    images: ['dalle-khursani.webp'],
    isOrganic: true,
    isCertified: true,
    certification: SIKKIM_SSOCA,
    harvestDaysAgo: 3,
    shelfLifeDays: 10,
    deliveryAvailable: true,
    deliveryRadiusKm: 10,
    status: 'available',
    ratings: [5, 5, 4, 5],
  },
  {
    farmerKey: 'guest',
    name: 'Capsicum (Shimla mirch)',
    variety: 'Green, Indra',
    description: 'Thick-walled green capsicum grown under shade net. Mostly three- and four-lobed fruits of 150–200 g, glossy and firm.',
    category: 'vegetable',
    pricePerUnit: 40,
    unit: 'kg',
    quantityAvailable: 400,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['shimla-capsicum.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 2,
    shelfLifeDays: 12,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 4, 5],
  },
  {
    farmerKey: 'idukki',
    name: 'Banana',
    variety: 'Nendran',
    description:
      "Kerala's long, thick-skinned banana with firm flesh, for eating ripe, for chips and for pazham pori. Sold by weight in whole hands; ripe in three or four days.",
    category: 'fruit',
    pricePerUnit: 48,
    unit: 'kg',
    quantityAvailable: 600,
    minOrderQuantity: 2,
    orderStep: 0.5,
    images: ['nendran-banana.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 4,
    shelfLifeDays: 8,
    deliveryAvailable: true,
    deliveryRadiusKm: 30,
    status: 'available',
    ratings: [4, 5],
  },
  {
    farmerKey: 'sehore',
    name: 'Toor dal (arhar)',
    variety: 'Unpolished, from our own tur',
    description:
      'Tur from our kharif crop, split at a small dal mill in Sehore with no oil or colour polish. Cooks soft in three or four pressure-cooker whistles.',
    category: 'pulse',
    pricePerUnit: 118,
    unit: 'kg',
    quantityAvailable: 500,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['toor-dal.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 40,
    shelfLifeDays: 270,
    deliveryAvailable: true,
    deliveryRadiusKm: 60,
    status: 'available',
    ratings: [5, 4, 4, 5],
  },
  {
    farmerKey: 'guntur',
    name: 'Turmeric',
    variety: 'Duggirala (dried fingers)',
    description:
      'Fingers boiled and sun-dried on the farm for about three weeks, then polished. Bright orange inside and good for grinding at home. Sold whole in 50 kg bags.',
    category: 'spice',
    pricePerUnit: 12800,
    unit: 'quintal',
    quantityAvailable: 30,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['duggirala-turmeric.webp', 'duggirala-turmeric-powder.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 75,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 4],
  },
  {
    farmerKey: 'ludhiana',
    name: 'Mustard greens (sarson)',
    variety: 'Local, for saag',
    description:
      'Tender leaves cut before the plants flower, tied in bunches of about 1 kg: the leaf for sarson da saag. Grown with farmyard manure only, but not certified.',
    category: 'vegetable',
    pricePerUnit: 30,
    unit: 'bunch',
    quantityAvailable: 150,
    minOrderQuantity: 2,
    orderStep: 1,
    images: ['sarson-saag.webp'],
    isOrganic: true,
    isCertified: false,
    harvestDaysAgo: 1,
    shelfLifeDays: 4,
    deliveryAvailable: true,
    deliveryRadiusKm: 20,
    status: 'available',
    ratings: [5, 5, 4],
  },
  {
    farmerKey: 'nagaur',
    name: 'Bajra (pearl millet)',
    variety: 'HHB 67 Improved',
    description:
      'Grey pearl millet from a rain-fed kharif crop, sun-dried and cleaned. Grind it in small lots: bajra flour turns bitter after a few weeks.',
    category: 'grain',
    pricePerUnit: 2450,
    unit: 'quintal',
    quantityAvailable: 30,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['bajra-hhb-67.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 80,
    shelfLifeDays: 180,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [],
  },
  {
    farmerKey: 'sikkim',
    name: 'Large cardamom (badi elaichi)',
    variety: 'Ramsai',
    description:
      'Pods from Ramsai plants grown under alder shade, cured over a wood fire in a traditional bhatti, which gives them their smoky aroma. Tails clipped; sold in 1 kg bags.',
    category: 'spice',
    pricePerUnit: 1650,
    unit: 'kg',
    quantityAvailable: 90,
    minOrderQuantity: 0.5,
    orderStep: 0.5,
    images: ['sikkim-large-cardamom.webp'],
    isOrganic: true,
    isCertified: true,
    certification: SIKKIM_SSOCA,
    harvestDaysAgo: 100,
    shelfLifeDays: 540,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 5],
  },
  {
    farmerKey: 'guest',
    name: 'Coriander (dhania)',
    variety: 'Local, bunches with roots',
    description:
      'Fresh coriander in bunches of about 250 g, pulled with the roots on so it keeps longer. Grown without chemical sprays on a small plot by the well; not certified.',
    category: 'herb',
    pricePerUnit: 15,
    unit: 'bunch',
    quantityAvailable: 300,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['coriander-bunch.webp'],
    isOrganic: true,
    isCertified: false,
    harvestDaysAgo: 1,
    shelfLifeDays: 4,
    deliveryAvailable: true,
    deliveryRadiusKm: 15,
    status: 'available',
    ratings: [5, 4],
  },
  {
    farmerKey: 'ludhiana',
    name: 'Potato',
    variety: 'Kufri Pukhraj',
    description:
      'Cream-skinned, yellow-fleshed potatoes with shallow eyes, cured for two weeks after digging. Mixed sizes of 45–80 mm in 50 kg mesh bags.',
    category: 'vegetable',
    pricePerUnit: 1200,
    unit: 'quintal',
    quantityAvailable: 90,
    minOrderQuantity: 1,
    orderStep: 0.5,
    images: ['kufri-pukhraj-potato.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 30,
    shelfLifeDays: 90,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [3, 4],
  },
  {
    farmerKey: 'ratnagiri',
    name: 'Kokum (amsul)',
    variety: 'Dried rind, salted',
    description:
      'Rind of kokum fruit from old trees on the farm boundary, sun-dried with a little salt in the Konkan way. Use it for solkadhi or in place of tamarind. Unsprayed trees; not certified.',
    category: 'spice',
    pricePerUnit: 280,
    unit: 'kg',
    quantityAvailable: 60,
    minOrderQuantity: 0.5,
    orderStep: 0.5,
    images: ['kokum-dried.webp'],
    isOrganic: true,
    isCertified: false,
    harvestDaysAgo: 60,
    shelfLifeDays: 365,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [],
  },
  {
    farmerKey: 'sehore',
    name: 'Soybean',
    variety: 'JS 20-34 (yellow)',
    description:
      'Yellow soybean of the early JS 20-34 variety, cleaned and dried to 10 per cent moisture. For oil mills, feed units and tofu makers; not sold as seed.',
    category: 'other',
    pricePerUnit: 4650,
    unit: 'quintal',
    quantityAvailable: 40,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['soybean-js-2034.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 90,
    shelfLifeDays: 270,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [],
  },
  {
    farmerKey: 'ludhiana',
    name: 'Kinnow',
    variety: 'Kinnow mandarin',
    description:
      'Juicy, easy-peeling Kinnow from a six-year-old orchard, washed and graded to 65–75 mm. Sold in 10 kg boxes. Expect some seeds, as usual for Kinnow.',
    category: 'fruit',
    pricePerUnit: 35,
    unit: 'kg',
    quantityAvailable: 2000,
    minOrderQuantity: 5,
    orderStep: 1,
    images: ['kinnow.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 7,
    shelfLifeDays: 30,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 4, 5, 3],
  },
  {
    farmerKey: 'nagaur',
    name: 'Cumin (jeera)',
    variety: 'GC 4',
    description:
      'Rabi cumin from a drip-irrigated field, machine-cleaned. Long greenish-brown seeds with a strong aroma. Sold in 25 kg bags.',
    category: 'spice',
    pricePerUnit: 21500,
    unit: 'quintal',
    quantityAvailable: 8,
    minOrderQuantity: 0.5,
    orderStep: 0.5,
    images: ['jeera-cumin.webp'],
    isOrganic: false,
    isCertified: false,
    harvestDaysAgo: 70,
    shelfLifeDays: 540,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'available',
    ratings: [4, 4],
  },
  {
    farmerKey: 'sikkim',
    name: 'Mandarin orange',
    variety: 'Sikkim mandarin',
    description:
      'Small, loose-skinned mandarins from hill orchards at about 1,200 m. The season is over; this listing reopens when the next crop colours on the trees.',
    category: 'fruit',
    pricePerUnit: 90,
    unit: 'dozen',
    quantityAvailable: 0,
    minOrderQuantity: 1,
    orderStep: 1,
    images: ['sikkim-mandarin.webp'],
    isOrganic: true,
    isCertified: true,
    certification: SIKKIM_SSOCA,
    harvestDaysAgo: 40,
    shelfLifeDays: 15,
    deliveryAvailable: false,
    deliveryRadiusKm: 0,
    status: 'unavailable',
    ratings: [4, 5, 5],
  },
]

/**
 * What demo buyers wrote when they reviewed a delivered order, by the rating they gave. The seed
 * turns every listing's demo ratings into completed orders with these reviews, so the ratings a
 * listing shows come from reviews here too.
 */
export const demoReviewComments: Record<number, string[]> = {
  5: ['Fresh and well packed.', 'Exactly as listed, and on time.', 'Best quality this season.', ''],
  4: ['Good quality, a little late.', 'Fresh, fair price.', ''],
  3: ['Some pieces were bruised.', 'Average, but the farmer was helpful.'],
  2: ['Not as fresh as expected.'],
  1: ['Did not match the listing.'],
}
