/**
 * LIKE's own wildcards taken literally: a buyer searching "50%" or "A_1" means those characters,
 * not "anything". Backslash is LIKE's default escape character in PostgreSQL, so it is escaped first.
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A LIKE/ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}
