import { addDays } from '@app/shared/calendar'
import { todayInIndia } from '@app/shared/buyer-requests'
import {
  MANDI_HISTORY_DAYS,
  MANDI_RECENT_DAYS,
  mandiPriceIn,
  NEAREST_MARKETS,
  PAGE_MARKETS,
  perKgPriceIn,
  type OwnPrice,
  type PriceQuerySchema,
  type PriceReference,
} from '@app/shared/mandi'
import type { Locale } from '@app/shared/messages/locales'
import { KG_PER_UNIT } from '@app/shared/units'
import type { z } from 'zod'
import type { AppDeps } from '#src/app-deps'
import { cropDisplayName } from '#src/lib/crop-names'
import * as repository from './mandi.repository'

export type PriceQuery = z.output<typeof PriceQuerySchema>

/**
 * The price references of a crop (named in any language, or by a listing's name) in `unit`: each
 * of the nearest markets' latest mandi rates within MANDI_RECENT_DAYS (with MANDI_HISTORY_DAYS of
 * modal prices when asked), and KisanSetu's own prices paid. A unit that is not a weight has
 * neither: nothing converts to it. Mandi rates are absent (null) where the server has no source.
 */
export async function priceReference(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: PriceQuery,
  locale: Locale,
  now = new Date(),
): Promise<PriceReference> {
  const { crop, place } = await repository.cropAndPlace(deps.db, query.crop, query.pin)
  const comparable = KG_PER_UNIT[query.unit] !== undefined
  const source = deps.config.mandi.source
  const answer: PriceReference = {
    crop,
    cropName: crop === null ? null : (cropDisplayName(crop, locale) ?? crop),
    unit: query.unit,
    comparable,
    mandi: source === 'off' ? null : { demo: source === 'demo', markets: [] },
    ownPrices: [],
  }
  if (crop === null || !comparable) return answer

  const today = todayInIndia(now)
  const from = place?.latitude != null && place.longitude != null ? { latitude: place.latitude, longitude: place.longitude } : null
  const [markets, own] = await Promise.all([
    answer.mandi === null
      ? []
      : repository.latestMarketDays(deps.db, {
          crop,
          since: addDays(today, 1 - MANDI_RECENT_DAYS),
          until: today,
          from,
          limit: query.history ? PAGE_MARKETS : NEAREST_MARKETS,
        }),
    repository.ownPrices(deps.db, { crop, place, now, limit: PAGE_MARKETS }),
  ])
  const history = query.history
    ? await repository.modalHistory(deps.db, {
        crop,
        marketIds: markets.map((market) => market.marketId),
        since: addDays(today, 1 - MANDI_HISTORY_DAYS),
        until: today,
      })
    : undefined

  const inUnit = (perQuintal: number) => mandiPriceIn(query.unit, perQuintal) ?? 0
  if (answer.mandi !== null) {
    answer.mandi = {
      // Live rates replace the demo's; until the first ingest has run, the rows say what they are.
      demo: answer.mandi.demo || markets.some((market) => market.demo),
      markets: markets.map((market) => ({
        market: market.market,
        district: market.district,
        state: market.state,
        distanceKm: market.distanceKm,
        date: market.date,
        minPrice: inUnit(market.minPrice),
        maxPrice: inUnit(market.maxPrice),
        modalPrice: inUnit(market.modalPrice),
        ...(history && {
          history: (history.get(market.marketId) ?? []).map((day) => ({ date: day.date, modalPrice: inUnit(day.modalPrice) })),
        }),
      })),
    }
  }
  const perUnit = (perKg: number) => perKgPriceIn(query.unit, perKg) ?? 0
  answer.ownPrices = own.map((row): OwnPrice => ({
    district: row.district,
    state: row.state,
    days: row.days === 7 ? 7 : 30,
    orders: row.orders,
    median: perUnit(row.median),
    min: perUnit(row.min),
    max: perUnit(row.max),
  }))
  return answer
}
