/** "Request #": the last 8 characters of an id, in capitals, short enough to read out on a call (orders are numbered the same way). */
export function shortId(id: string): string {
  return id.slice(-8).toUpperCase()
}
