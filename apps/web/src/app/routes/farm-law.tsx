import { PageTitle } from '@/components/layout/page-title'
import { FarmLaw } from '@/features/info/components/farm-law'

/** `/FarmLaw`: the Farmer Protection Portal (SPEC.md §2). Pre-rendered. */
export default function FarmLawRoute() {
  return (
    <>
      <PageTitle page="title.farmLaw" />
      <FarmLaw />
    </>
  )
}
