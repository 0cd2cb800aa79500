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

/**
 * ILIKE patterns matching `word` as a whole word of a name: the whole name, or its first, last or
 * a middle word (words separated by single spaces).
 */
export function wordPatterns(word: string): string[] {
  const escaped = escapeLike(word)
  return [escaped, `${escaped} %`, `% ${escaped}`, `% ${escaped} %`]
}
