/** "12 Mar 2025, 4:05 pm": the moment a buyer showed interest, in the viewer's own time. */
const timestampFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })

export function formatTimestamp(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : timestampFormat.format(date)
}
