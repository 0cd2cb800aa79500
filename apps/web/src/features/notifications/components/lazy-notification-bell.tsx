import { lazy, Suspense } from 'react'

// The areas' navigation bars are in the app's first chunk; the bell brings React Query and Zod,
// which the public pages must not download, so it comes in its own chunk.
const Bell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })))

/** The notification bell, loaded on first render; an empty square of its size holds its place meanwhile. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <Bell />
    </Suspense>
  )
}
