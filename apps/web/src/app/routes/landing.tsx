import { Suspense } from 'react'
import { PublicPageHead } from '@/components/layout/page-head'
import { DocumentTitle } from '@/components/layout/page-title'
import { FeatureGrid } from '@/features/landing/components/feature-grid'
import { Hero } from '@/features/landing/components/hero'
import { MiddlemenCharts } from '@/features/landing/components/middlemen-charts'
import { StatesStrip } from '@/features/landing/components/states-strip'
import { Stats } from '@/features/landing/components/stats'
import { t } from '@/lib/i18n'

/** `/`: the landing page. Pre-rendered at build time, so it renders without a DOM. */
export default function LandingRoute() {
  return (
    <>
      <DocumentTitle title={t('landing.title')} />
      <PublicPageHead title={t('landing.title')} />
      <Hero />
      {/* Below the first screen, each section hydrates in a task of its own. */}
      <Suspense>
        <Stats />
      </Suspense>
      <Suspense>
        <StatesStrip />
      </Suspense>
      <Suspense>
        <FeatureGrid />
      </Suspense>
      <Suspense>
        <MiddlemenCharts />
      </Suspense>
    </>
  )
}
