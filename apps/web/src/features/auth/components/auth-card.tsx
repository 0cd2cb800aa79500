import { Suspense } from 'react'
import type { ReactNode } from 'react'

/**
 * The frame every account screen shares: a centred card with a heading. The form hydrates in a task
 * after the page's own; until then its fields are read-only, as every pre-rendered field is.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-stone-700">{intro}</p> : null}
        <Suspense>
          <div className="mt-6">{children}</div>
        </Suspense>
      </div>
    </div>
  )
}
