import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { paths } from '@app/shared/paths'
import { LinkButton } from '@/components/ui/button'
import { t } from '@/lib/i18n'

type InfoPageProps = {
  headingId: string
  heading: string
  intro: string
  children: ReactNode
  /** The Farmer Protection Portal and the Seasonal guide end with a Home button to /. */
  withHomeButton?: boolean
}

/**
 * The frame of every information page: heading, introduction, content and the optional Home button.
 * The content hydrates in a task after the page's own, as its links work and its text reads before.
 */
export function InfoPage({ headingId, heading, intro, children, withHomeButton = false }: InfoPageProps) {
  return (
    <article aria-labelledby={headingId} className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-3 text-lg text-stone-700">{intro}</p>
      </header>
      <Suspense>
        <div className="mt-8">{children}</div>
      </Suspense>
      {withHomeButton ? (
        <p className="mt-10">
          <LinkButton to={paths.home} variant="secondary">
            {t('common.home')}
          </LinkButton>
        </p>
      ) : null}
    </article>
  )
}
