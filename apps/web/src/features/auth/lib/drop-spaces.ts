import type { ChangeEvent } from 'react'

/** Removes whitespace from a field as it is typed or pasted, keeping the caret in place. */
export function dropSpaces(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target
  const value = input.value
  const cleaned = value.replace(/\s/g, '')
  if (cleaned === value) return
  const caret = input.selectionStart ?? value.length
  const caretAfter = value.slice(0, caret).replace(/\s/g, '').length
  input.value = cleaned
  input.setSelectionRange(caretAfter, caretAfter)
}
