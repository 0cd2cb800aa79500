import { useEffect } from 'react'
import { Navigate } from 'react-router'
import type { MessageId } from '@app/shared/messages/en'
import { toast, type ToastType } from '@/components/ui/toast/toast-store'
import { t } from '@/lib/i18n'

export type Redirect = {
  to: string
  toast?: { message: MessageId; type: ToastType }
}

/** Replaces the current entry with `to`, raising the redirect's toast once (even under StrictMode). */
export function RedirectWithToast({ to, toast: note }: Redirect) {
  const message = note?.message
  const type = note?.type
  useEffect(() => {
    if (message && type) toast[type](t(message), { id: message })
  }, [message, type])
  return <Navigate to={to} replace />
}
