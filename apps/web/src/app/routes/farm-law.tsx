import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { FarmLaw } from '@/features/info/components/farm-law'

/** `/FarmLaw`: the Farmer Protection Portal. Pre-rendered. */
export default function FarmLawRoute() {
  return (
    <>
      <PageTitle page="title.farmLaw" />
      <PublicPageHead page="title.farmLaw" />
      <FarmLaw />
    </>
  )
}
