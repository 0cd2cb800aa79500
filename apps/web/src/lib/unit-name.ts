import { tKnown } from './i18n'

/** A listing's unit (`kg`, `bunch`, …) in the page's language. */
export function unitName(unit: string): string {
  return tKnown(`unit.${unit}`) ?? unit
}
