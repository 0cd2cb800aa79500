import type { MessageId } from './en'

export type MessageValues = Readonly<Record<string, string | number>>

export interface MessageRef {
  id: string
  values: MessageValues
}

const ID = /^[A-Za-z][\w-]*(?:\.[\w-]+)+$/

/**
 * A message to be put into the reader's language where it is shown: its catalogue id, then its
 * values as JSON when it has any (`quantity.belowMinimum {"min":5,"unit":"unit.kg"}`). Schemas
 * and server errors carry these instead of English text; the server translates them for the
 * caller's language before answering, and the web translates the ones its own checks produce.
 * A value that is itself a catalogue id (a unit, a status) is translated too.
 */
export function msg(id: MessageId, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${id} ${JSON.stringify(values)}` : id
}

/** The id and values of a message reference, or undefined for text that is not one. */
export function parseMessageRef(text: string): MessageRef | undefined {
  const space = text.indexOf(' ')
  const id = space === -1 ? text : text.slice(0, space)
  if (!ID.test(id)) return undefined
  if (space === -1) return { id, values: {} }
  try {
    const values: unknown = JSON.parse(text.slice(space + 1))
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined
    return { id, values: values as MessageValues }
  } catch {
    return undefined
  }
}

/**
 * Puts a message reference into words with `lookup` (a catalogue's formatter), translating values
 * that are ids themselves; text that is not a reference to a known id comes back as it is.
 */
export function translateRef(
  text: string,
  has: (id: string) => boolean,
  lookup: (id: string, values: Record<string, string | number>) => string,
): string {
  const ref = parseMessageRef(text)
  if (!ref || !has(ref.id)) return text
  const values = Object.fromEntries(
    Object.entries(ref.values).map(([key, value]) => [key, typeof value === 'string' && has(value) ? lookup(value, {}) : value]),
  )
  return lookup(ref.id, values)
}

/** A unit's name as a message id (`unit.kg`), so it is shown in the reader's language. */
export function unitRef(unit: string): string {
  return `unit.${unit}`
}
