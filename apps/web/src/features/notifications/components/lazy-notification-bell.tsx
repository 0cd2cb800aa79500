import { lazy, Suspense } from 'react'
import { messagesLoaded } from '@/lib/i18n'

// The areas' navigation bars are in the app's first chunk; the bell brings React Query and Zod,
// which the public pages must not download, so it comes in its own chunk. It shows once the part of
// the catalogue with its text (which its module asks for) is in, as a lazily loaded screen does.
const Bell = lazy(() =>
  import('./notification-bell').then(async (module) => {
    await messagesLoaded()
    return { default: module.NotificationBell }
  }),
)

/** The notification bell, loaded on first render; an empty square of its size holds its place meanwhile. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <Bell />
    </Suspense>
  )
}
