import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { earningsWeekStarts } from '@app/shared/dashboards'
import { ORDER_STATUSES } from '@app/shared/orders'
import { KG_PER_UNIT, toProductUnit } from '@app/shared/units'

/** The address the app calls in tests (jsdom's page is http://localhost:3000/). */
export function apiUrl(path: string) {
  return `http://localhost:3000/api${path}`
}

/**
 * No default handlers but a few: each test declares the API answers it relies on. The notification
 * bell of every signed-in area asks for the notifications, an order's page for its reviews, and
 * both profile screens for the account's security activity, and a farmer's bars for the inbox
 * counts, which most screens' tests do not care about; they get none (a test that does overrides it with `server.use`).
 */
export const server = setupServer(
  http.get(apiUrl('/me/notifications'), () => HttpResponse.json({ notifications: [], unread: 0 })),
  http.get(apiUrl('/orders/:orderId/reviews'), () => HttpResponse.json({ lines: [] })),
  // …and its complaints: none, and none to open, unless a test serves some.
  http.get(apiUrl('/orders/:orderId/complaints'), () => HttpResponse.json({ complaints: [], canOpen: false, windowEnd: null })),
  http.get(apiUrl('/me/security-events'), () => HttpResponse.json({ events: [] })),
  // The farmer profile shows the farmer's verification and certificates: none, unless a test serves some.
  http.get(apiUrl('/me/verification'), () => HttpResponse.json({ verification: null })),
  http.get(apiUrl('/me/certificates'), () => HttpResponse.json({ certificates: [] })),
  // Every farmer screen's strip and bottom bar count what waits: nothing, unless a test serves counts.
  http.get(apiUrl('/me/inbox-counts'), () => HttpResponse.json({ action: 0, requests: 0, active: 0, done: 0, newRequests: 0, waiting: 0 })),
  // Signing in and listing a product end on the farmer's listed crops, which a test may leave still
  // loading as it ends (the screen comes with its catalogue): none, unless a test serves some.
  http.get(apiUrl('/addProductByFarmer/get-productByFarmer'), () => HttpResponse.json({ getAllProduct: [] })),
  // The listing form and a listing's page ask for the crop's market prices: none, unless a test serves some.
  http.get(apiUrl('/prices'), ({ request }) => {
    const unit = toProductUnit(new URL(request.url).searchParams.get('unit') ?? '') ?? 'kg'
    return HttpResponse.json({ crop: null, cropName: null, unit, comparable: KG_PER_UNIT[unit] !== undefined, mandi: null, ownPrices: [] })
  }),
  // The farmer welcome screen shows the farmer's sales: an empty summary unless a test serves one.
  http.get(apiUrl('/me/sales-summary'), () =>
    HttpResponse.json({
      today: { newOrders: 0, toPack: 0, toDeliver: 0 },
      countsByStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])),
      earningsByWeek: earningsWeekStarts().map((weekStart) => ({ weekStart, amount: 0 })),
      // Set up already, so the setup checklist stays out of tests about something else.
      setup: { profile: true, upiId: true, listing: true },
    }),
  ),
)
