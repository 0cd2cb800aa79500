import { Suspense, type ReactNode } from 'react'

/** While a page hydrates: the task its later parts wait for. Null at any other time. */
let laterTask: Promise<void> | null = null

/**
 * Called as a page is hydrated (main.tsx): the parts wrapped in HydrateLater keep the server's
 * markup, on screen and readable, and are hydrated in the next task.
 */
export function hydrateInTwoTasks() {
  laterTask = new Promise((resolve) =>
    setTimeout(() => {
      laterTask = null
      resolve()
    }),
  )
}

function WaitForLaterTask({ children }: { children: ReactNode }) {
  // Suspending while the page hydrates leaves the server's markup in place until the task comes.
  if (laterTask) throw laterTask
  return children
}

/**
 * A part of a server-rendered page that is hydrated in a task of its own, after the rest: hydrating
 * a whole page is one long task, which on a slow phone holds back every tap until it ends. For
 * parts whose links work without the app and whose controls are seldom the first thing touched
 * (the filters panel, the footer). Rendered in the browser at any other time, it is its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForLaterTask>{children}</WaitForLaterTask>
    </Suspense>
  )
}
