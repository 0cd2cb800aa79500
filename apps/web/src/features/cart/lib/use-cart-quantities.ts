import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { quantityProblem, quantityProblemMessage } from '@app/shared/quantity'
import { readQuantity } from '@/components/product/quantity-picker'
import { getErrorMessage, isRetryable } from '@/lib/api-client'
import { t } from '@/lib/i18n'
import { cartQueryKey } from '../api/get-cart'
import { updateCachedLine, useSetCartQuantity, type SetQuantityVariables } from '../api/set-cart-quantity'
import type { CartLine } from './cart-lines'

/** A change is saved once the buyer stops typing or pressing for this long, not once per key. */
export const QUANTITY_SAVE_DEBOUNCE_MS = 500

export type LineQuantity = {
  /** The picker's text: what the buyer typed, or the line's quantity. */
  text: string
  /** Why the typed quantity cannot be saved, or why the server refused the last one. */
  error: string | null
  /** True while the typed quantity is not one the listing allows: the line cannot be paid for. */
  isInvalid: boolean
  status: 'idle' | 'saving' | 'saved'
  /** Sends the refused quantity again, when it got no answer (offline, out of reach); otherwise null. */
  retry: (() => void) | null
}

/**
 * The quantities of the cart's lines as the buyer changes them. A valid change shows at once (the
 * cached cart takes it, so the amount and the Order Summary follow) and is saved after a pause; a
 * refused save goes back to the quantity the server holds and shows the server's message. A typed
 * quantity the listing does not allow stays in the box with its message, and is not sent.
 */
export function useCartQuantities() {
  const queryClient = useQueryClient()
  const [texts, setTexts] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  /** The quantity of each line whose save got no answer, to send again on Try Again. */
  const [unsent, setUnsent] = useState<Record<string, number>>({})
  const [statuses, setStatuses] = useState<Record<string, 'saving' | 'saved'>>({})
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; variables: SetQuantityVariables }>())
  /** The quantity the server holds for each line changed here: where a refused save goes back to. */
  const saved = useRef(new Map<string, number>())
  /** The last quantity sent for each line: an answer to an earlier one does not undo a later change. */
  const lastSent = useRef(new Map<string, number>())

  function forget<T>(record: Record<string, T>, productId: string): Record<string, T> {
    if (!(productId in record)) return record
    const { [productId]: _dropped, ...rest } = record
    return rest
  }

  const { mutate } = useSetCartQuantity({
    onSuccess: ({ entry }, { productId, quantity }) => {
      saved.current.set(productId, entry.quantity)
      if (lastSent.current.get(productId) !== quantity || timers.current.has(productId)) return
      setStatuses((current) => ({ ...current, [productId]: 'saved' }))
      // The box goes back to showing the line's quantity, unless the buyer has typed on since.
      setTexts((current) => (current[productId] === String(quantity) ? forget(current, productId) : current))
    },
    onError: (error, { productId, quantity }) => {
      if (lastSent.current.get(productId) !== quantity || timers.current.has(productId)) return
      const previous = saved.current.get(productId)
      if (previous !== undefined) updateCachedLine(queryClient, productId, { quantity: previous })
      setTexts((current) => forget(current, productId))
      setStatuses((current) => forget(current, productId))
      setErrors((current) => ({ ...current, [productId]: getErrorMessage(error, t('cart.saveFailedFallback')) }))
      if (isRetryable(error)) setUnsent((current) => ({ ...current, [productId]: quantity }))
      // The listing may have changed under the line (sold out, new minimum): show what it is now.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey })
    },
  })

  function send(variables: SetQuantityVariables) {
    timers.current.delete(variables.productId)
    lastSent.current.set(variables.productId, variables.quantity)
    mutate(variables)
  }

  // Leaving the cart sends a change still waiting for its pause, so it is not lost.
  useEffect(() => {
    const pending = timers.current
    const sent = lastSent.current
    return () => {
      for (const { timer, variables } of pending.values()) {
        clearTimeout(timer)
        sent.set(variables.productId, variables.quantity)
        mutate(variables)
      }
      pending.clear()
    }
  }, [mutate])

  function change(line: CartLine, text: string, quantity: number) {
    const productId = line.product._id
    setTexts((current) => ({ ...current, [productId]: text }))
    setErrors((current) => forget(current, productId))
    setUnsent((current) => forget(current, productId))
    const waiting = timers.current.get(productId)
    if (waiting) clearTimeout(waiting.timer)
    timers.current.delete(productId)
    if (quantityProblem(line.product, quantity)) {
      setStatuses((current) => forget(current, productId))
      return
    }
    if (!saved.current.has(productId)) saved.current.set(productId, line.entry.quantity)
    // A refetch still on its way would bring back the old quantity over this one.
    void queryClient.cancelQueries({ queryKey: cartQueryKey })
    updateCachedLine(queryClient, productId, { quantity })
    setStatuses((current) => ({ ...current, [productId]: 'saving' }))
    const variables = { productId, quantity }
    timers.current.set(productId, { timer: setTimeout(() => send(variables), QUANTITY_SAVE_DEBOUNCE_MS), variables })
  }

  /** A line leaving the cart drops a change still waiting to be saved. */
  function drop(productId: string) {
    const waiting = timers.current.get(productId)
    if (waiting) clearTimeout(waiting.timer)
    timers.current.delete(productId)
    setStatuses((current) => forget(current, productId))
  }

  function quantityOf(line: CartLine): LineQuantity {
    const productId = line.product._id
    const text = texts[productId] ?? String(line.entry.quantity)
    const typed = texts[productId] !== undefined
    const problem = typed ? quantityProblem(line.product, readQuantity(text)) : null
    const retried = unsent[productId]
    return {
      text,
      error: problem ? quantityProblemMessage(problem, line.product.unit) : (errors[productId] ?? null),
      isInvalid: problem !== null,
      status: statuses[productId] ?? 'idle',
      retry: retried === undefined || problem ? null : () => change(line, String(retried), retried),
    }
  }

  return { change, drop, quantityOf }
}
