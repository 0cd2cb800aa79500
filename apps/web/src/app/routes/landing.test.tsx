import { act, cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import LandingRoute from './landing'

const drawCharts = vi.hoisted(() => vi.fn())
vi.mock('@/features/landing/lib/draw-charts', () => ({ drawCharts }))

/** jsdom has no IntersectionObserver; this one lets a test say when the block comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  isConnected = true
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe() {}
  disconnect() {
    this.isConnected = false
  }
  /** Reports the observed block as near the viewport. */
  async comeNear() {
    await act(async () => {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
    })
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  drawCharts.mockReset()
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingRoute />
    </MemoryRouter>,
  )
}

function section(name: string) {
  return screen.getByRole('region', { name })
}

describe('landing page', () => {
  it('opens with one h1 saying the product bridges farmers and buyers, and Get Started leads to sign-up', () => {
    renderLanding()
    const h1 = screen.getAllByRole('heading', { level: 1 })
    expect(h1.map((heading) => heading.textContent)).toEqual(['Bridging farmers and buyers directly'])
    expect(screen.getByText(/certified and organic crops/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup')
  })

  it('shows the four statistics', () => {
    renderLanding()
    const stats = section('Agriculture in India at a glance')
    const terms = within(stats).getAllByRole('term')
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ['of GDP comes from agriculture', '16%'],
      ['acres of farmland', '394M'],
      ['of cropland is irrigated', '48.3%'],
      ['grain forecast for 2025', '354 MT'],
    ])
  })

  it('lists the eight top organic states once for screen readers and repeats them hidden for the loop', () => {
    const { container } = renderLanding()
    const strip = section('Top organic states')
    const items = within(strip).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'MP',
      'Maharashtra',
      'Rajasthan',
      'Gujarat',
      'Odisha',
      'Karnataka',
      'Sikkim',
      'Uttar Pradesh',
    ])
    expect(container.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(8)
    expect(within(strip).getByRole('checkbox', { name: 'Pause scrolling' })).toBeTruthy()
  })

  it('shows the eight features', () => {
    renderLanding()
    const features = section('Everything you need to trade directly')
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Organic listings',
      'Smart filters',
      'Verification',
      'Weather insights',
      'Secure login',
      'Direct sales',
      'Role-based access',
      'Seasonal calendar',
    ])
    expect(within(features).getByText(/category, variety or location/)).toBeTruthy()
    expect(within(features).getByText(/JWT.*reset a forgotten password/)).toBeTruthy()
  })

  it('gives each chart an accessible name and a table with its numbers', () => {
    renderLanding()
    const block = section('Farmers and middlemen')
    const farmersTitle = 'Farmer Statistics in India (2025, in millions)'
    const statesTitle = 'Top 10 Indian States: Farmers Affected by Middlemen & Storage Issues (2025)'
    expect(within(block).getByRole('img', { name: farmersTitle }).tagName).toBe('CANVAS')
    expect(within(block).getByRole('img', { name: statesTitle }).tagName).toBe('CANVAS')

    const farmersRows = within(within(block).getByRole('table', { name: farmersTitle })).getAllByRole('row')
    expect(farmersRows.map((row) => row.textContent)).toEqual([
      'GroupNumber of Farmers',
      'Total Cultivators119 million',
      'Agricultural Laborers144 million',
      'Affected by Middlemen226 million',
      'Unable to Direct Sell226 million',
    ])
    const statesRows = within(within(block).getByRole('table', { name: statesTitle })).getAllByRole('row')
    expect(statesRows).toHaveLength(11)
    expect(statesRows[1]?.textContent).toBe('Uttar P.8875')
    expect(statesRows[10]?.textContent).toBe('Odisha6850')
    expect(within(block).getAllByText('Source: government and industry data, 2025')).toHaveLength(2)
  })

  it('loads Chart.js only when the block comes near, and destroys the charts on leaving', async () => {
    const destroy = vi.fn()
    drawCharts.mockReturnValue(destroy)
    const { unmount } = renderLanding()
    const [observer] = FakeIntersectionObserver.instances
    expect(observer?.options.rootMargin).toMatch(/^\d+px/)
    expect(drawCharts).not.toHaveBeenCalled()

    await observer?.comeNear()
    await vi.waitFor(() => expect(drawCharts).toHaveBeenCalledTimes(1))
    const [farmersCanvas, statesCanvas] = drawCharts.mock.calls[0] as HTMLCanvasElement[]
    expect(farmersCanvas?.getAttribute('aria-label')).toBe('Farmer Statistics in India (2025, in millions)')
    expect(statesCanvas?.getAttribute('aria-label')).toMatch(/^Top 10 Indian States/)
    expect(observer?.isConnected).toBe(false)

    unmount()
    expect(destroy).toHaveBeenCalledTimes(1)
  })

  it('shows the data tables when the charts cannot be drawn', async () => {
    drawCharts.mockImplementation(() => {
      throw new Error('chunk failed')
    })
    renderLanding()
    await FakeIntersectionObserver.instances[0]?.comeNear()
    await vi.waitFor(() =>
      expect(screen.getByRole('table', { name: /^Farmer Statistics/ }).parentElement?.className).not.toContain('sr-only'),
    )
    expect(screen.queryByRole('img', { name: /^Farmer Statistics/ })).toBeNull()
  })
})
