import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import {
  NEAREST_MARKETS,
  PriceQuerySchema,
  type MandiMarketPrice,
  type OwnPrice,
  type PriceReference as PriceReferenceAnswer,
} from '@app/shared/mandi'
import { pinCodeOf } from '@app/shared/pin-code'
import { KG_PER_UNIT, type ProductUnit } from '@app/shared/units'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate, formatKilometres, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { priceReferenceQueryOptions } from '../api/get-price-reference'
import { useDebouncedValue } from '../lib/use-debounced-value'
import { MandiAttribution } from './mandi-attribution'

/** The question is asked again this long after the farmer stops typing the name, the PIN code or changing the unit. */
const QUESTION_DEBOUNCE_MS = 500

export type PriceReferenceProps = {
  /** The crop: a listing's name as typed, in any of the five languages. */
  crop: string
  /** The listing's PIN code; anything that is not one is left out of the question. */
  pin?: string
  unit: ProductUnit
  /** The price, ₹ per `unit`, set beside the nearest market's modal price; null while there is none. */
  price: number | null
  /** Whose price that is: the farmer's own on the listing form, the listing's on its page. */
  priceOwner: 'yours' | 'listing'
  /** Sets the form's price to the nearest market's modal price; with it, a "Use ₹…" button shows. */
  onUsePrice?: (price: number) => void
}

/** A unit that is not a weight (dozen, litre, bunch…): no mandi rate or price per kg converts to it. */
function isWeight(unit: ProductUnit): boolean {
  return KG_PER_UNIT[unit] !== undefined
}

/** "12% above the modal price at Lasalgaon APMC", below, or the same (within half a percent). */
function comparisonText(price: number | null, nearest: MandiMarketPrice, owner: PriceReferenceProps['priceOwner']): string | null {
  if (price === null || !(price > 0) || !(nearest.modalPrice > 0)) return null
  const percent = Math.round(((price - nearest.modalPrice) / nearest.modalPrice) * 100)
  const values = { percent: Math.abs(percent), market: nearest.market }
  if (owner === 'yours') {
    if (percent === 0) return t('priceReference.yoursSame', values)
    return t(percent > 0 ? 'priceReference.yoursAbove' : 'priceReference.yoursBelow', values)
  }
  if (percent === 0) return t('priceReference.listingSame', values)
  return t(percent > 0 ? 'priceReference.listingAbove' : 'priceReference.listingBelow', values)
}

/** Own prices by district, in the answer's order, each district's windows shortest first. */
function byDistrict(ownPrices: readonly OwnPrice[]): { key: string; district: string; windows: OwnPrice[] }[] {
  const groups = new Map<string, { key: string; district: string; windows: OwnPrice[] }>()
  for (const own of ownPrices) {
    const key = `${own.district}|${own.state}`
    const group = groups.get(key) ?? { key, district: own.district, windows: [] }
    group.windows.push(own)
    groups.set(key, group)
  }
  return [...groups.values()].map((group) => ({ ...group, windows: [...group.windows].sort((a, b) => a.days - b.days) }))
}

function MarketItem({ market, perUnit }: { market: MandiMarketPrice; perUnit: (amount: number) => string }) {
  const distance =
    market.distanceKm === null
      ? ''
      : market.distanceKm < 1
        ? t('browse.distanceUnder1')
        : t('browse.distance', { km: formatKilometres(market.distanceKm) })
  return (
    <li className="py-2">
      <p className="font-semibold break-words text-stone-900">{market.market}</p>
      <p className="text-sm text-stone-700">
        {[market.district, distance, t('priceReference.tradedOn', { date: formatDate(market.date) })].filter(Boolean).join(' · ')}
      </p>
      <p className="text-stone-800">{t('priceReference.modal', { price: perUnit(market.modalPrice) })}</p>
      <p className="text-sm text-stone-700">
        {t('priceReference.range', { min: formatRupees(market.minPrice), max: formatRupees(market.maxPrice) })}
      </p>
    </li>
  )
}

type ReferenceBodyProps = Pick<PriceReferenceProps, 'priceOwner' | 'onUsePrice'> & {
  answer: PriceReferenceAnswer
  /** The price to compare, in the answer's unit; null when there is none, or while the answer is another unit's. */
  price: number | null
}

function ReferenceBody({ answer, price, priceOwner, onUsePrice }: ReferenceBodyProps) {
  const id = useId()
  const markets = answer.mandi?.markets.slice(0, NEAREST_MARKETS) ?? []
  const districts = byDistrict(answer.ownPrices)
  const nearest = markets[0]
  const perUnit = (amount: number) => t('product.pricePerUnit', { price: formatRupees(amount), unit: unitName(answer.unit) })
  const comparison = nearest ? comparisonText(price, nearest, priceOwner) : null
  return (
    <>
      {comparison ? <p className="mt-2 font-semibold text-stone-900">{comparison}</p> : null}
      {nearest && onUsePrice && price !== nearest.modalPrice ? (
        <Button variant="secondary" className="mt-2" onClick={() => onUsePrice(nearest.modalPrice)}>
          {t('priceReference.use', { price: formatRupees(nearest.modalPrice) })}
        </Button>
      ) : null}
      {markets.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-mandis`} className="mt-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-mandis`} className="font-semibold text-stone-900">
              {t('priceReference.mandiHeading')}
            </h3>
            {answer.mandi?.demo ? <Badge tone="grey">{t('products.demoBadge')}</Badge> : null}
          </div>
          <ul className="mt-1 divide-y divide-stone-200">
            {markets.map((market) => (
              <MarketItem key={`${market.market}|${market.district}|${market.state}`} market={market} perUnit={perUnit} />
            ))}
          </ul>
          <MandiAttribution className="mt-2 text-xs" />
        </div>
      ) : null}
      {districts.map((group, index) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-own-${index}`} className="mt-4">
          <h3 id={`${id}-own-${index}`} className="font-semibold text-stone-900">
            {t('priceReference.ownHeading', { district: group.district })}
          </h3>
          <ul className="mt-1 space-y-1 text-stone-800">
            {group.windows.map((own) => (
              <li key={own.days}>
                {t('priceReference.ownWindow', {
                  days: own.days,
                  median: perUnit(own.median),
                  min: formatRupees(own.min),
                  max: formatRupees(own.max),
                  orders: own.orders,
                })}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}

/**
 * What a crop fetches nearby, as a help beside a price: the nearest mandis' latest rates (marked
 * Demo when they are the demo's made-up ones, and credited as their licence asks) and what buyers
 * paid on KisanSetu in the district, all in the listing's unit, with how `price` compares to the
 * nearest market's modal price. A help and not the page: while loading, on an error, for a unit
 * that is not a weight, or with nothing to show, it shows nothing. The question follows `crop`,
 * `pin` and `unit` once they stop changing; the last answer stays meanwhile.
 */
export function PriceReference(props: PriceReferenceProps) {
  const headingId = useId()
  const asked = { crop: props.crop.trim(), pin: pinCodeOf(props.pin ?? ''), unit: props.unit }
  const question = useDebouncedValue(asked, `${asked.crop}|${asked.pin ?? ''}|${asked.unit}`, QUESTION_DEBOUNCE_MS)
  const isAskable = isWeight(question.unit) && PriceQuerySchema.shape.crop.safeParse(question.crop).success
  const reference = useQuery({ ...priceReferenceQueryOptions(question), enabled: isAskable, placeholderData: keepPreviousData })
  const answer = reference.data

  // What is asked now decides at once whether anything shows: a cleared name or a unit sold by the
  // piece hides the block without waiting for the next answer.
  if (!answer || !isAskable || asked.crop === '' || !isWeight(asked.unit) || !answer.comparable) return null
  const hasMandi = (answer.mandi?.markets.length ?? 0) > 0
  if (!hasMandi && answer.ownPrices.length === 0) return null

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={reference.isPlaceholderData}
      className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold break-words text-stone-900">
        {t('priceReference.heading', { crop: answer.cropName ?? question.crop })}
      </h2>
      {/* The last answer stays while the next is asked, in its own unit; a price in another unit is not compared with it. */}
      {answer.unit === asked.unit ? (
        <ReferenceBody answer={answer} price={props.price} priceOwner={props.priceOwner} onUsePrice={props.onUsePrice} />
      ) : (
        <ReferenceBody answer={answer} price={null} priceOwner={props.priceOwner} />
      )}
    </section>
  )
}
