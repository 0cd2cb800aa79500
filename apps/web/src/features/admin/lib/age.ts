import { t } from '@/lib/i18n'

const HOUR_MS = 60 * 60 * 1000

/** How long something has waited since `since`: hours for the first two days, then days. */
export function waitedFor(since: string, now: number = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / HOUR_MS))
  return hours < 48 ? t('adminDashboard.ageHours', { hours }) : t('adminDashboard.ageDays', { days: Math.floor(hours / 24) })
}
