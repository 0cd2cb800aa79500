import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`; the first value at once, so a page whose
 * question never changes asks it without waiting. Compared by `key`, so a new object holding the
 * same question does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ value, key })
  useEffect(() => {
    if (key === settled.key) return
    const timer = setTimeout(() => setSettled({ value, key }), delayMs)
    return () => clearTimeout(timer)
  }, [value, key, settled.key, delayMs])
  return settled.value
}
