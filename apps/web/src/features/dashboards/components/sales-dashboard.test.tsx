import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SalesSummary } from '@app/shared/dashboards'
import { en } from '@app/shared/messages/en'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { renderApp, storeSession } from '@/testing/render-app'
import { EarningsChart } from './earnings-chart'

const drawEarningsChart = vi.hoisted(() => vi.fn((..._args: unknown[]) => () => {}))
vi.mock('../lib/draw-earnings-chart', () => ({ drawEarningsChart }))

const SUMMARY: SalesSummary = {
  today: { newOrders: 3, toPack: 1, toDeliver: 2 },
  countsByStatus: {
    placed: 3,
    accepted: 1,
    rejected: 0,
    packed: 1,
    out_for_delivery: 0,
    ready_for_pickup: 1,
    delivered: 4,
    completed: 12,
    cancelled: 2,
  },
  earningsByWeek: [
    { weekStart: '2025-03-10', amount: 0 },
    { weekStart: '2025-03-17', amount: 1250 },
    { weekStart: '2025-03-24', amount: 0 },
    { weekStart: '2025-03-31', amount: 0 },
    { weekStart: '2025-04-07', amount: 480.5 },
    { weekStart: '2025-04-14', amount: 0 },
    { weekStart: '2025-04-21', amount: 125000 },
    { weekStart: '2025-04-28', amount: 99.99 },
  ],
  setup: { profile: true, upiId: true, listing: true },
}

/** An observer that reports everything as in view at once, as when the chart is on screen. */
class InViewObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }])
  }
  disconnect() {}
}

beforeEach(() => {
  queryClient.clear()
  drawEarningsChart.mockClear()
  storeSession('farmer')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the farmer welcome screen’s sales (/dashboard/farmer/home)', () => {
  it('keeps the welcome text and shows Today, the counts by status and the earnings by week', async () => {
    server.use(http.get(apiUrl('/me/sales-summary'), () => HttpResponse.json(SUMMARY)))
    renderApp('/dashboard/farmer/home')

    expect(await screen.findByRole('heading', { name: en['farmerHome.heading'], level: 1 })).toBeInTheDocument()
    expect(screen.getByText(en['farmerHome.text1'])).toBeInTheDocument()
    expect(screen.getByText(en['farmerHome.text2'])).toBeInTheDocument()

    const newOrders = await screen.findByRole('link', { name: 'New orders: 3. Open your orders' })
    // Each card opens the inbox's tab that holds its orders.
    expect(newOrders).toHaveAttribute('href', '/orders/sales?tab=action')
    expect(screen.getByRole('link', { name: 'To pack: 1. Open your orders' })).toHaveAttribute('href', '/orders/sales?tab=active')
    expect(screen.getByRole('link', { name: 'To deliver: 2. Open your orders' })).toHaveAttribute('href', '/orders/sales?tab=active')

    expect(screen.getByRole('heading', { name: 'Orders by status' })).toBeInTheDocument()
    // In the farmer's words: what waits on them.
    expect(screen.getByText('Out for delivery — mark it delivered', { selector: 'dt' }).nextElementSibling?.textContent).toBe('0')
    expect(screen.getByText('Completed', { selector: 'dt' }).nextElementSibling?.textContent).toBe('12')
    expect(screen.getByText('Ready for pickup — mark it delivered', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1')

    // jsdom has no IntersectionObserver: the chart is never fetched and its table is shown instead.
    const table = screen.getByRole('table', { name: 'Earnings by week' })
    expect(table.parentElement).not.toHaveClass('sr-only')
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toHaveLength(8)
    expect(rows[1]).toEqual(['17 Mar 2025', '₹1,250.00'])
    expect(rows[6]).toEqual(['21 Apr 2025', '₹1,25,000.00'])
    expect(rows[7]).toEqual(['28 Apr 2025', '₹99.99'])
  })

  it('lists a new farmer’s setup steps, each a link marked done or to do, until all are done', async () => {
    server.use(
      http.get(apiUrl('/me/sales-summary'), () =>
        HttpResponse.json({ ...SUMMARY, setup: { profile: true, upiId: false, listing: false } }),
      ),
    )
    renderApp('/dashboard/farmer/home')

    const checklist = await screen.findByRole('region', { name: en['setup.title'] })
    expect(within(checklist).getByText('1 of 3 done')).toBeInTheDocument()
    const steps = within(checklist)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(steps).toEqual([
      [`✓${en['setup.profile']}Done`, '/profile/farmer'],
      [`✓${en['setup.upiId']}To do`, '/profile/farmer/edit'],
      [`✓${en['setup.listing']}To do`, '/products/list'],
    ])
  })

  it('shows no checklist once every step is done', async () => {
    server.use(http.get(apiUrl('/me/sales-summary'), () => HttpResponse.json(SUMMARY)))
    renderApp('/dashboard/farmer/home')
    expect(await screen.findByRole('link', { name: 'New orders: 3. Open your orders' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: en['setup.title'] })).not.toBeInTheDocument()
  })

  it('shows a loading state, then an error with Try again, which loads the figures', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/me/sales-summary'), () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong', requestId: 'r' }, { status: 500 })
          : HttpResponse.json(SUMMARY)
      }),
    )
    renderApp('/dashboard/farmer/home')
    expect(await screen.findByText('Loading your sales…')).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'New orders: 3. Open your orders' })).toBeInTheDocument()
  })

  it('draws the chart with Chart.js once it comes into view, the table kept for screen readers', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver)
    // Rendered on its own: the module mock does not reach a chunk the whole app loads lazily.
    render(<EarningsChart weeks={SUMMARY.earningsByWeek} />)
    expect(screen.getByRole('table', { name: 'Earnings by week' }).parentElement).toHaveClass('sr-only')
    expect(screen.getByRole('img', { name: 'Earnings by week' })).toBeInTheDocument()
    await waitFor(() => expect(drawEarningsChart).toHaveBeenCalledTimes(1))
    const [canvas, bars, options] = drawEarningsChart.mock.calls[0] as [
      HTMLCanvasElement,
      { label: string; amount: number }[],
      { formatAmount: (n: number) => string },
    ]
    expect(canvas.tagName).toBe('CANVAS')
    expect(bars.map((bar) => bar.amount)).toEqual([0, 1250, 0, 0, 480.5, 0, 125000, 99.99])
    expect(bars[0]!.label).toBe('10 Mar 2025')
    expect(options.formatAmount(480.5)).toBe('₹480.50')
  })
})
