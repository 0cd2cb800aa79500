import type { MessageId } from '@app/shared/messages/en'

/**
 * The fixed numbers of the two statistics charts. No call is made: the figures are published
 * constants, not live data. Labels are catalogue ids so the charts translate.
 */
export const FARMER_STATISTICS: readonly { label: MessageId; millions: number }[] = [
  { label: 'landing.charts.farmers.totalCultivators', millions: 119 },
  { label: 'landing.charts.farmers.agriculturalLaborers', millions: 144 },
  { label: 'landing.charts.farmers.affectedByMiddlemen', millions: 226 },
  { label: 'landing.charts.farmers.unableToDirectSell', millions: 226 },
]

/** Percent of farmers in each state affected by middlemen and by storage problems. */
export const STATE_IMPACT: readonly { state: MessageId; middlemen: number; storage: number }[] = [
  { state: 'landing.charts.states.uttarPradesh', middlemen: 88, storage: 75 },
  { state: 'landing.charts.states.bihar', middlemen: 90, storage: 78 },
  { state: 'landing.charts.states.maharashtra', middlemen: 85, storage: 70 },
  { state: 'landing.charts.states.madhyaPradesh', middlemen: 83, storage: 72 },
  { state: 'landing.charts.states.andhraPradesh', middlemen: 80, storage: 65 },
  { state: 'landing.charts.states.karnataka', middlemen: 79, storage: 60 },
  { state: 'landing.charts.states.tamilNadu', middlemen: 76, storage: 59 },
  { state: 'landing.charts.states.rajasthan', middlemen: 73, storage: 55 },
  { state: 'landing.charts.states.westBengal', middlemen: 70, storage: 53 },
  { state: 'landing.charts.states.odisha', middlemen: 68, storage: 50 },
]

/** Chart 2's y axis is a percentage, so it ends at 100 whatever the largest bar. */
export const STATE_IMPACT_MAX_PERCENT = 100
