import { Suspense, type ReactNode } from 'react'
import { nextTask } from '@/lib/next-task'

/**
 * A stage's task, which the parts of that stage wait for (Suspense waits on anything with a `then`).
 * Not a promise: a promise, or a timer, made during a render costs more wherever the browser keeps
 * async stack traces (a page under DevTools or Lighthouse records one for each, as deep as the
 * render's stack), and every part that waits hands its callback to `then` while rendering.
 */
class StageTask {
  settled = false
  private waiting: (() => void)[] = []

  then(onSettled: () => void) {
    if (this.settled) onSettled()
    else this.waiting.push(onSettled)
  }

  settle() {
    this.settled = true
    for (const onSettled of this.waiting.splice(0)) onSettled()
  }
}

/** The tasks the later parts of the page being hydrated wait for, by stage. */
const stages = new Map<number, StageTask>()
/** The footer's stage: after every other part of any page (a page of Browse's cards is stages 3–8). */
export const LAST_STAGE = 9

/** True while a page hydrates: only then do later parts wait. */
let hydrating = false
/** The latest stage a part of the page being hydrated waits for: the page is whole once it has come. */
let lastStageUsed = 0

/**
 * Called as a page is hydrated for a visitor (main.tsx): the parts wrapped in HydrateLater keep the
 * server's markup, on screen and readable, and are hydrated stage by stage, each stage in a task of
 * its own. Not called, every part hydrates with the page.
 */
export function hydrateInStages() {
  stages.clear()
  lastStageUsed = 0
  for (let stage = 1; stage <= LAST_STAGE; stage++) stages.set(stage, new StageTask())
  // Each stage settles in a task of its own, and the parts it settles render in that task.
  const settleFrom = (stage: number) =>
    setTimeout(() => {
      if (stage < LAST_STAGE) settleFrom(stage + 1)
      stages.get(stage)?.settle()
    })
  hydrating = true
  setTimeout(() => {
    hydrating = false
  })
  settleFrom(1)
}

/**
 * Settles in the task after the page's last stage has hydrated (known once the page's own task has
 * rendered), at once for a page hydrated whole.
 */
export function whenHydrated(): Promise<void> {
  const task = stages.get(lastStageUsed)
  return task ? new Promise<void>((resolve) => task.then(resolve)).then(nextTask) : Promise.resolve()
}

function WaitForStage({ stage, children }: { stage: number; children: ReactNode }) {
  const at = Math.min(stage, LAST_STAGE)
  if (hydrating) lastStageUsed = Math.max(lastStageUsed, at)
  // After the page's own task, a part rendered afresh waits only for a stage the page is still on.
  const task = at <= lastStageUsed ? stages.get(at) : undefined
  // Suspending while the page hydrates leaves the server's markup in place until the task comes.
  if (task && !task.settled) throw task
  return children
}

/**
 * A part of a server-rendered page that is hydrated in a task of its own, after the rest: hydrating
 * a whole page is one long task, which on a slow phone holds back every tap until it ends. For
 * parts whose links work without the app and whose controls are seldom the first thing touched (the
 * landing page's sections below the first, the filters panel, the footer). `stage` orders them:
 * stage 1 comes in the first task after the page's own, stage 2 in the next, and so on; parts of
 * one stage share its task. Rendered in the browser at any other time, it is its children.
 * Its children must draw one element: while it waits, the server's node in its place is kept, and
 * a second one would be taken away.
 */
export function HydrateLater({ stage = 1, children }: { stage?: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForStage stage={stage}>{children}</WaitForStage>
    </Suspense>
  )
}
