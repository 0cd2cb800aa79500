import { INDIAN_STATES, type IndianState, STATE_CODES, toIndianState } from '@app/shared/states'
import { tKnown } from './i18n'
import { currentIntlLocale } from './locale'

/** A state's name in the page's language; any other text (a place typed before the list of states existed) as it is. */
export function stateName(state: string): string {
  const known = toIndianState(state)
  if (!known) return state
  return tKnown(`state.${STATE_CODES[known]}`) ?? known
}

/** The states and union territories as choices of a list, named and ordered in the page's language. */
export function stateChoices(): { value: IndianState; label: string }[] {
  const collator = new Intl.Collator(currentIntlLocale())
  return INDIAN_STATES.map((value) => ({ value, label: stateName(value) })).sort((a, b) => collator.compare(a.label, b.label))
}
