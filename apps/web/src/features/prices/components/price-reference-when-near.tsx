import { lazy, Suspense, useRef, useState } from 'react'
import { KG_PER_UNIT } from '@app/shared/units'
import { useDrawWhenNear } from '@/lib/use-draw-when-near'
import type { PriceReferenceProps } from './price-reference'

const loadPriceReference = () => import('./price-reference')
const PriceReference = lazy(() => loadPriceReference().then((module) => ({ default: module.PriceReference })))

/**
 * The price reference on a server-rendered page: its code (a chunk of its own) and its answer are
 * fetched in the browser only once its place, below the fold, comes near the viewport, so neither
 * the page's first load nor its server render carries them. Nothing shows for a unit that is not a
 * weight, nor when the chunk cannot be fetched: the reference is a help, not the page.
 */
export function PriceReferenceWhenNear(props: PriceReferenceProps) {
  const placeRef = useRef<HTMLDivElement>(null)
  const [isNear, setIsNear] = useState(false)
  useDrawWhenNear(placeRef, () =>
    loadPriceReference().then(() => () => {
      setIsNear(true)
      return undefined
    }),
  )
  if (KG_PER_UNIT[props.unit] === undefined) return null
  return (
    <div ref={placeRef}>
      {isNear ? (
        <Suspense>
          <PriceReference {...props} />
        </Suspense>
      ) : null}
    </div>
  )
}
