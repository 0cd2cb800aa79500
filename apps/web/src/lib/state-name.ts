import { INDIAN_STATES, type IndianState, STATE_CODES, toIndianState } from '@app/shared/states'
import { i18n } from './i18n'
import { currentIntlLocale } from './locale'

/**
 * A state's name in the page's language; any other text (a place typed before the list of states
 * existed) as it is. Its own module: only screens that show places name states, and the ids it
 * builds would otherwise count as the shell's text (vite.config.ts).
 */
export function stateName(state: string): string {
  const known = toIndianState(state)
  if (!known) return state
  const id = `state.${STATE_CODES[known]}`
  return typeof i18n.messages[id] === 'undefined' ? known : i18n._(id)
}

/** The states and union territories as choices of a list, named and ordered in the page's language. */
export function stateChoices(): { value: IndianState; label: string }[] {
  const collator = new Intl.Collator(currentIntlLocale())
  return INDIAN_STATES.map((value) => ({ value, label: stateName(value) })).sort((a, b) => collator.compare(a.label, b.label))
}
