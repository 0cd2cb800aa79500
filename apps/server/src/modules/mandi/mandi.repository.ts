import { sql } from 'drizzle-orm'
import { OWN_PRICE_MIN_FARMERS, OWN_PRICE_MIN_ORDERS, OWN_PRICE_WINDOWS } from '@app/shared/mandi'
import { KG_PER_UNIT } from '@app/shared/units'
import { rowsOf, type Db } from '#src/db/client'
import { mandiMarkets } from '#src/db/schema/index'
import { distanceKm, type LocationColumns } from '#src/lib/distance'

/** The crop a text names and the place of a PIN code, in one round trip. */
export interface CropAndPlace {
  crop: string | null
  place: { district: string; state: string; latitude: number | null; longitude: number | null } | null
}

export async function cropAndPlace(db: Db, text: string, pin: string | undefined): Promise<CropAndPlace> {
  const result = await db.execute(sql`
    select crop_of_name(${text}) as crop, p.district, p.state, p.latitude, p.longitude
    from (select 1) as one left join pincodes p on p.pin = ${pin ?? null}`)
  const [row] = rowsOf<{
    crop: string | null
    district: string | null
    state: string | null
    latitude: number | null
    longitude: number | null
  }>(result)
  return {
    crop: row?.crop ?? null,
    place:
      row?.district == null || row.state == null
        ? null
        : { district: row.district, state: row.state, latitude: row.latitude, longitude: row.longitude },
  }
}

/** One market's latest trading day for a crop, every variety and grade taken together, in ₹ per quintal. */
export interface MarketDayRow {
  marketId: number
  market: string
  district: string
  state: string
  distanceKm: number | null
  date: string
  minPrice: number
  maxPrice: number
  modalPrice: number
  demo: boolean
}

const MARKET_POINT: LocationColumns = { latitude: mandiMarkets.latitude, longitude: mandiMarkets.longitude }

/**
 * The markets with rates for `crop` in the days from `since` to `until` (YYYY-MM-DD), each at its
 * latest day there: the lowest minimum and highest maximum of its varieties and grades, and the
 * median of their modal prices. Nearest to `from` first when it is given (markets not placed
 * last), else the latest days first; at most `limit`.
 */
export async function latestMarketDays(
  db: Db,
  options: { crop: string; since: string; until: string; from: { latitude: number; longitude: number } | null; limit: number },
): Promise<MarketDayRow[]> {
  const distance = options.from === null ? sql`null::double precision` : distanceKm(MARKET_POINT, options.from)
  const order =
    options.from === null ? sql`l.arrival_date desc, mandi_markets.market` : sql`distance_km asc nulls last, mandi_markets.market`
  const result = await db.execute(sql`
    with days as (
      select market_id, arrival_date, min(min_price) as min_price, max(max_price) as max_price,
        percentile_cont(0.5) within group (order by modal_price) as modal_price, bool_or(demo) as demo
      from mandi_prices
      where crop = ${options.crop} and arrival_date between ${options.since}::date and ${options.until}::date
      group by market_id, arrival_date
    ), latest as (
      select distinct on (market_id) * from days order by market_id, arrival_date desc
    )
    select l.market_id as "marketId", mandi_markets.market, mandi_markets.district, mandi_markets.state, ${distance} as distance_km,
      to_char(l.arrival_date, 'YYYY-MM-DD') as date, l.min_price::float8 as "minPrice", l.max_price::float8 as "maxPrice",
      l.modal_price::float8 as "modalPrice", l.demo
    from latest l join ${mandiMarkets} on mandi_markets.id = l.market_id
    order by ${order}
    limit ${options.limit}`)
  return rowsOf<Omit<MarketDayRow, 'distanceKm'> & { distance_km: number | string | null }>(result).map(({ distance_km, ...row }) => ({
    ...row,
    minPrice: Number(row.minPrice),
    maxPrice: Number(row.maxPrice),
    modalPrice: Number(row.modalPrice),
    distanceKm: distance_km === null ? null : Math.round(Number(distance_km)),
  }))
}

/** Each day's modal price (the median across varieties and grades) of `crop` at the markets, since `since`, oldest first. */
export async function modalHistory(
  db: Db,
  options: { crop: string; marketIds: number[]; since: string; until: string },
): Promise<Map<number, { date: string; modalPrice: number }[]>> {
  const history = new Map<number, { date: string; modalPrice: number }[]>()
  if (options.marketIds.length === 0) return history
  const result = await db.execute(sql`
    select market_id as "marketId", to_char(arrival_date, 'YYYY-MM-DD') as date,
      percentile_cont(0.5) within group (order by modal_price) as "modalPrice"
    from mandi_prices
    where crop = ${options.crop} and market_id = any(${`{${options.marketIds.join(',')}}`}::int[])
      and arrival_date between ${options.since}::date and ${options.until}::date
    group by market_id, arrival_date
    order by market_id, arrival_date`)
  for (const row of rowsOf<{ marketId: number; date: string; modalPrice: number | string }>(result)) {
    const days = history.get(row.marketId) ?? []
    days.push({ date: row.date, modalPrice: Number(row.modalPrice) })
    history.set(row.marketId, days)
  }
  return history
}

/** KisanSetu's own prices of a crop in one district over one window, in ₹ per kg. */
export interface OwnPriceRow {
  district: string
  state: string
  days: number
  orders: number
  median: number
  min: number
  max: number
}

/** `price_per_unit / kg in the unit` of an order line sold by weight; null for the other units. */
const PER_KG = sql.raw(
  `case ol.unit ${Object.entries(KG_PER_UNIT)
    .map(([unit, kg]) => `when '${unit}' then ol.price_per_unit / ${kg}`)
    .join(' ')} end`,
)

/**
 * The median and range of the per-kg prices of `crop` in the lines of orders completed within the
 * last 7 and 30 days, by the district of the listing's PIN code, where at least
 * OWN_PRICE_MIN_ORDERS orders from OWN_PRICE_MIN_FARMERS farmers stand behind a figure. Only the
 * district of `place` when given; else the districts with the most orders, at most `limit`.
 */
export async function ownPrices(
  db: Db,
  options: { crop: string; place: { district: string; state: string } | null; now: Date; limit: number },
): Promise<OwnPriceRow[]> {
  const longest = Math.max(...OWN_PRICE_WINDOWS)
  const windows = sql.raw(`(values ${OWN_PRICE_WINDOWS.map((days) => `(${days})`).join(', ')})`)
  const inPlace = options.place === null ? sql`true` : sql`pc.district = ${options.place.district} and pc.state = ${options.place.state}`
  const result = await db.execute(sql`
    with sales as (
      select o.id as order_id, o.farmer_id, pc.district, pc.state, ${PER_KG} as per_kg, done.at as completed_at
      from orders o
      join lateral (select max(e.created_at) as at from order_events e where e.order_id = o.id and e.status = 'completed') as done on true
      join order_lines ol on ol.order_id = o.id
      join products p on p.id = ol.product_id
      join pincodes pc on pc.pin = p.location_pin
      where o.status = 'completed' and p.crop = ${options.crop} and ${inPlace}
        and done.at > ${options.now.toISOString()}::timestamptz - ${`${longest} days`}::interval
    ), figures as (
      select s.district, s.state, w.days, count(distinct s.order_id)::int as orders, count(distinct s.farmer_id)::int as farmers,
        percentile_cont(0.5) within group (order by s.per_kg) as median, min(s.per_kg) as min, max(s.per_kg) as max
      from sales s cross join ${windows} as w(days)
      where s.per_kg is not null and s.completed_at > ${options.now.toISOString()}::timestamptz - w.days * interval '1 day'
      group by s.district, s.state, w.days
    ), shown as (
      select * from figures where orders >= ${OWN_PRICE_MIN_ORDERS} and farmers >= ${OWN_PRICE_MIN_FARMERS}
    )
    select district, state, days, orders, median::float8 as median, min::float8 as min, max::float8 as max
    from shown
    where (district, state) in (
      select district, state from shown group by district, state order by max(orders) desc, district limit ${options.limit})
    order by (select max(orders) from shown s2 where s2.district = shown.district and s2.state = shown.state) desc, district, days`)
  return rowsOf<OwnPriceRow>(result).map((row) => ({
    ...row,
    median: Number(row.median),
    min: Number(row.min),
    max: Number(row.max),
  }))
}
