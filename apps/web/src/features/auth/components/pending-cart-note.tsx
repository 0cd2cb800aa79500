import { useSyncExternalStore } from 'react'
import { t } from '@/lib/i18n'
import { hasPendingCart } from '@/lib/pending-cart'

const noChange = () => () => {}

/**
 * Tells a visitor who pressed Add to Cart that their choice waits for them. It lives in this tab's
 * storage, which the server never sees, so the pre-rendered page shows nothing and hydration adds it.
 */
export function PendingCartNote() {
  const pending = useSyncExternalStore(noChange, hasPendingCart, () => false)
  if (!pending) return null
  return (
    <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
      {t('cart.keptForSignIn')}
    </p>
  )
}
