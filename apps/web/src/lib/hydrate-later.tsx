import { Suspense, type ReactNode } from 'react'
import { nextTask } from '@/lib/next-task'

type StageTask = { promise: Promise<void>; settled: boolean }

/** The tasks the later parts of the page being hydrated wait for, by stage. */
const stages = new Map<number, StageTask>()
/** The footer's stage: after every other part of any page (a page of Browse's cards is stages 3–8). */
export const LAST_STAGE = 9

/** True while a page hydrates: only then do later parts wait. */
let hydrating = false

/**
 * Called as a page is hydrated for a visitor (main.tsx): the parts wrapped in HydrateLater keep the
 * server's markup, on screen and readable, and are hydrated stage by stage, each stage in a task of
 * its own. Not called, every part hydrates with the page.
 */
export function hydrateInStages() {
  stages.clear()
  hydrating = true
  setTimeout(() => {
    hydrating = false
  })
}

/** The task of `stage`: the first after the page's own, then one more for each stage. */
function stageTask(stage: number): StageTask {
  const known = stages.get(stage)
  if (known) return known
  const previous = stage > 1 ? stageTask(stage - 1).promise : Promise.resolve()
  const task: StageTask = { settled: false, promise: previous.then(nextTask) }
  void task.promise.then(() => {
    task.settled = true
  })
  stages.set(stage, task)
  return task
}

/**
 * Settles in the task after the page's last stage has hydrated (known once the page's own task has
 * rendered), at once for a page hydrated whole.
 */
export function whenHydrated(): Promise<void> {
  const last = Math.max(0, ...stages.keys())
  const task = stages.get(last)
  return task ? task.promise.then(nextTask) : Promise.resolve()
}

function WaitForStage({ stage, children }: { stage: number; children: ReactNode }) {
  const task = hydrating ? stageTask(stage) : stages.get(stage)
  // Suspending while the page hydrates leaves the server's markup in place until the task comes.
  if (task && !task.settled) throw task.promise
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
