import { lazy, Suspense } from 'react'

// The bell reads its notifications with Zod, which most visitors' pages never need: its own chunk.
const Bell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })))

/** The notification bell, loaded on first render; an empty square of its size holds its place meanwhile. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <Bell />
    </Suspense>
  )
}
