import { PageTitle } from '@/components/layout/page-title'
import { SeasonalGuide } from '@/features/info/components/seasonal-guide'

/** `/SeasonalGuide`: the crop calendar (SPEC.md §2). Pre-rendered. */
export default function SeasonalGuideRoute() {
  return (
    <>
      <PageTitle page="title.seasonalGuide" />
      <SeasonalGuide />
    </>
  )
}
