import { t } from '@/lib/i18n'

type ScreenSkeletonProps = {
  /** The screen's heading, as it reads once loaded. */
  heading: string
  /** The line under the heading, where the screen has a fixed one. */
  intro?: string
  /** What a screen reader hears while the data comes. Default: Loading... */
  status?: string
  /** The loaded screen's width, so nothing moves sideways when it comes. */
  width: 'max-w-3xl' | 'max-w-5xl' | 'max-w-6xl'
}

/** A screen before its data: its heading, then grey blocks where the content comes. */
export function ScreenSkeleton({ heading, intro, status = t('common.loading'), width }: ScreenSkeletonProps) {
  return (
    <section aria-busy="true" className={`mx-auto ${width} px-4 py-8`}>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{heading}</h1>
      {intro ? <p className="mt-1 text-stone-700">{intro}</p> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      <div aria-hidden="true" className="mt-6 space-y-4">
        {[0, 1, 2].map((block) => (
          <div key={block} className="h-32 animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
        ))}
      </div>
    </section>
  )
}
