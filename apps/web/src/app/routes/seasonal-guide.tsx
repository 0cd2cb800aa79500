import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { SeasonalGuide } from '@/features/info/components/seasonal-guide'

/** `/SeasonalGuide`: the crop calendar. Pre-rendered. */
export default function SeasonalGuideRoute() {
  return (
    <>
      <PageTitle page="title.seasonalGuide" />
      <PublicPageHead page="title.seasonalGuide" />
      <SeasonalGuide />
    </>
  )
}
