/**
 * The units a listing is sold in. A fixed list, so that quantities, minimum orders and prices
 * mean the same thing on every screen, and prices by weight can be compared per kilogram.
 */
export const PRODUCT_UNITS = ['kg', 'gram', 'quintal', 'tonne', 'litre', 'dozen', 'piece', 'bunch', 'crate', 'bag'] as const
export type ProductUnit = (typeof PRODUCT_UNITS)[number]

/** Kilograms in one unit, for the units that are weights; the others cannot be compared by weight. */
export const KG_PER_UNIT: Readonly<Partial<Record<ProductUnit, number>>> = { gram: 0.001, kg: 1, quintal: 100, tonne: 1000 }

/**
 * Spellings farmers and older clients send for the listed units, in lower case. The migration
 * that made the unit a list reads stored units with the same map (its test checks they agree).
 */
export const UNIT_ALIASES: Readonly<Record<string, ProductUnit>> = {
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  g: 'gram',
  gm: 'gram',
  grams: 'gram',
  qtl: 'quintal',
  quintals: 'quintal',
  ton: 'tonne',
  tons: 'tonne',
  tonnes: 'tonne',
  l: 'litre',
  ltr: 'litre',
  liter: 'litre',
  liters: 'litre',
  litres: 'litre',
  doz: 'dozen',
  dozens: 'dozen',
  pc: 'piece',
  pcs: 'piece',
  pieces: 'piece',
  bunches: 'bunch',
  crates: 'crate',
  bags: 'bag',
}

/** The listed unit `text` names (any case, a common spelling or plural), or undefined. */
export function toProductUnit(text: string): ProductUnit | undefined {
  const key = text.trim().toLowerCase()
  if ((PRODUCT_UNITS as readonly string[]).includes(key)) return key as ProductUnit
  return Object.hasOwn(UNIT_ALIASES, key) ? UNIT_ALIASES[key] : undefined
}
