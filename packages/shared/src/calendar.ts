const DAY_MS = 24 * 60 * 60 * 1000

/** `date` (`YYYY-MM-DD`, a calendar day) moved by `days` (negative: back), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)
}
