import { MANDI_RECENT_DAYS, type MandiMarketPrice, type OwnPrice, type PriceReference } from '@app/shared/mandi'
import { productPlace } from '@/components/product/product-card-parts'
import { Badge } from '@/components/ui/badge'
import { formatDate, formatKilometres, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { MandiAttribution } from './mandi-attribution'
import { MandiPricesChart } from './mandi-prices-chart'

const SECTION_HEADING = 'text-xl font-bold text-stone-900'
const NOTICE = 'rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-stone-800'

function range(min: number, max: number): string {
  return t('mandiPrices.range', { min: formatRupees(min), max: formatRupees(max) })
}

function MarketCard({ market, unit }: { market: MandiMarketPrice; unit: string }) {
  const where = productPlace({ city: market.district, state: market.state })
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold break-words text-stone-900">{market.market}</h3>
      {where ? <p className="text-sm text-stone-700">{where}</p> : null}
      {market.distanceKm === null ? null : (
        <p className="text-sm text-stone-600">
          {market.distanceKm < 1 ? t('browse.distanceUnder1') : t('browse.distance', { km: formatKilometres(market.distanceKm) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
        <div className="col-span-2">
          <dt className="text-sm text-stone-600">{t('mandiPrices.modalPrice')}</dt>
          <dd className="text-2xl font-bold text-stone-900">
            {t('product.pricePerUnit', { price: formatRupees(market.modalPrice), unit: unitName(unit) })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('mandiPrices.minMax')}</dt>
          <dd className="font-semibold text-stone-900">{range(market.minPrice, market.maxPrice)}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('mandiPrices.date')}</dt>
          <dd className="font-semibold text-stone-900">{formatDate(market.date)}</dd>
        </div>
      </dl>
    </li>
  )
}

function MandiSection({ crop, unit, mandi }: { crop: string; unit: string; mandi: NonNullable<PriceReference['mandi']> }) {
  return (
    <>
      <section aria-labelledby="mandi-markets-heading" className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="mandi-markets-heading" className={SECTION_HEADING}>
            {t('mandiPrices.marketsHeading', { crop })}
          </h2>
          {mandi.demo ? (
            <Badge tone="grey" size="md">
              {t('products.demoBadge')}
            </Badge>
          ) : null}
        </div>
        {mandi.demo ? <p className="text-sm text-stone-700">{t('mandiPrices.demoNote')}</p> : null}
        {mandi.markets.length === 0 ? (
          <p className={NOTICE}>{t('mandiPrices.noMarkets', { crop, days: MANDI_RECENT_DAYS })}</p>
        ) : (
          <>
            <p className="text-sm text-stone-700">{t('mandiPrices.marketsNote', { unit: unitName(unit) })}</p>
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {mandi.markets.map((market) => (
                <MarketCard key={`${market.market}|${market.district}|${market.state}`} market={market} unit={unit} />
              ))}
            </ol>
          </>
        )}
        <MandiAttribution className="text-sm" />
      </section>
      {mandi.markets.length > 0 ? <MandiPricesChart crop={crop} unit={unit} markets={mandi.markets} /> : null}
    </>
  )
}

const WINDOW_LABEL = { 7: 'mandiPrices.last7Days', 30: 'mandiPrices.last30Days' } as const

function OwnPricesSection({ crop, unit, prices }: { crop: string; unit: string; prices: readonly OwnPrice[] }) {
  const districts = new Map<string, OwnPrice[]>()
  for (const price of prices) {
    const key = `${price.district}|${price.state}`
    districts.set(
      key,
      [...(districts.get(key) ?? []), price].sort((a, b) => a.days - b.days),
    )
  }
  return (
    <section aria-labelledby="own-prices-heading" className="space-y-4">
      <h2 id="own-prices-heading" className={SECTION_HEADING}>
        {t('mandiPrices.ownHeading', { crop })}
      </h2>
      <p className="text-sm text-stone-700">{t('mandiPrices.ownNote', { unit: unitName(unit) })}</p>
      <div className="grid gap-3 lg:grid-cols-2">
        {[...districts.entries()].map(([key, rows]) => {
          const where = productPlace({ city: rows[0]?.district ?? '', state: rows[0]?.state ?? '' })
          return (
            <div key={key} className="min-w-0 rounded-lg border border-stone-200 bg-white p-4">
              <table className="w-full text-left text-sm text-stone-800">
                <caption className="pb-2 text-left text-base font-semibold text-stone-900">{where}</caption>
                <thead>
                  <tr className="text-stone-600">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t('mandiPrices.period')}
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t('mandiPrices.median')}
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {t('mandiPrices.minMax')}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {t('mandiPrices.orders')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.days} className="border-t border-stone-100">
                      <th scope="row" className="py-1.5 pr-2 font-medium">
                        {t(WINDOW_LABEL[row.days])}
                      </th>
                      <td className="py-1.5 pr-2 font-semibold">{formatRupees(row.median)}</td>
                      <td className="py-1.5 pr-2">{range(row.min, row.max)}</td>
                      <td className="py-1.5">{row.orders}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        })}
      </div>
    </section>
  )
}

/**
 * A crop's prices: the nearest markets' latest mandi rates with their chart, and what buyers paid
 * on KisanSetu; or why there are none (a crop we do not know, a unit that is not a weight, no
 * market rates of late).
 */
export function MandiPricesResults({ asked, reference }: { asked: string; reference: PriceReference }) {
  if (reference.crop === null || reference.cropName === null) {
    return <p className={NOTICE}>{t('mandiPrices.unknownCrop', { crop: asked })}</p>
  }
  const crop = reference.cropName
  if (!reference.comparable) {
    return <p className={NOTICE}>{t('mandiPrices.notWeight', { crop, unit: unitName(reference.unit) })}</p>
  }
  const { mandi, ownPrices } = reference
  return (
    <div className="space-y-10">
      {mandi ? <MandiSection crop={crop} unit={reference.unit} mandi={mandi} /> : null}
      {ownPrices.length > 0 ? <OwnPricesSection crop={crop} unit={reference.unit} prices={ownPrices} /> : null}
      {mandi === null && ownPrices.length === 0 ? <p className={NOTICE}>{t('mandiPrices.noPrices', { crop })}</p> : null}
    </div>
  )
}
