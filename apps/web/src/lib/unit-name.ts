import { i18n } from './i18n'

/**
 * A listing's unit (`kg`, `bunch`, …) in the page's language. Its own module: only product screens
 * name units, and the ids it builds would otherwise count as the shell's text (vite.config.ts).
 */
export function unitName(unit: string): string {
  const id = `unit.${unit}`
  return typeof i18n.messages[id] === 'undefined' ? unit : i18n._(id)
}
