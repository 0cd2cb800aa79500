import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListedProduct } from '@app/shared/browse'
import { queryClient } from '@/lib/query-client'
import { makeListedProduct as listed } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, preloadPublicScreens } from '@/testing/render-app'

const BROWSE_URL = apiUrl('/orderProduct/get-AllListedProduct')

/** Serves `products` and records every query string the screen asks with. */
function serve(products: ListedProduct[], { total = products.length, totalCapped = false, hasMore = false } = {}) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(BROWSE_URL, ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json({ getAllProduct: products, total, totalCapped, hasMore })
    }),
  )
  return asked
}

/** The page's own query string, as the address bar shows it, as [name, value] pairs. */
function pageQuery(): [string, string][] {
  return [...new URLSearchParams(currentPath().split('?')[1] ?? '').entries()]
}

beforeAll(preloadPublicScreens, 30_000)

beforeEach(() => {
  queryClient.clear()
})

describe('Browse filters', () => {
  it('puts each chosen filter in the page URL and asks the server with the same filters', { timeout: 30_000 }, async () => {
    const asked = serve([listed({ _id: 'p-1', name: 'Kesar Mango' })])
    const user = userEvent.setup()
    renderApp('/products/browse')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })

    const fruit = within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Fruit' })
    expect(fruit).toHaveAttribute('aria-pressed', 'false')
    await user.click(fruit)
    expect(fruit).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Vegetable' }))

    // On a phone the panel waits behind its button.
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Gujarat')
    await user.click(screen.getByRole('checkbox', { name: 'Organic' }))
    await user.type(screen.getByRole('spinbutton', { name: 'From' }), '20')
    await user.type(screen.getByRole('spinbutton', { name: 'To' }), '80')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'Price per kg: low to high')

    const expected: [string, string][] = [
      ['category', 'vegetable,fruit'],
      ['state', 'Gujarat'],
      ['organic', 'true'],
      ['minPrice', '20'],
      ['maxPrice', '80'],
      ['sort', 'price_kg_asc'],
    ]
    await waitFor(() => expect(pageQuery()).toEqual(expected))
    await waitFor(() => expect([...(asked.at(-1)?.entries() ?? [])]).toEqual([...expected, ['limit', '6']]))
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument()
  })

  it('shows each active filter as a chip that removes it, and Clear all removes every one but the order', async () => {
    const asked = serve([listed({ _id: 'p-1', name: 'Kesar Mango' })])
    const user = userEvent.setup()
    renderApp('/products/browse?category=vegetable,fruit&state=Gujarat&organic=true&minPrice=20&maxPrice=80&sort=price_kg_asc')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })

    const active = within(screen.getByRole('list', { name: 'Active filters' }))
    expect(active.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Vegetable×',
      'Fruit×',
      'Gujarat×',
      'Organic×',
      'From ₹20/kg×',
      'Up to ₹80/kg×',
    ])
    await user.click(active.getByRole('button', { name: 'Remove filter: Gujarat' }))
    await waitFor(() => expect(pageQuery().map(([name]) => name)).toEqual(['category', 'organic', 'minPrice', 'maxPrice', 'sort']))
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('')

    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(pageQuery()).toEqual([['sort', 'price_kg_asc']]))
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(null)
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('sort=price_kg_asc&limit=6'))
  })

  it('opens a shared link with its filters set, in the canonical spelling', async () => {
    const asked = serve([listed({ _id: 'p-1', name: 'Ponni Rice', category: 'grain' })])
    renderApp('/products/browse?search=rice&category=grain&state=tamil%20nadu&certified=1&inStock=true&maxPrice=50&sort=price_kg_desc')
    await screen.findByRole('heading', { name: 'Ponni Rice', level: 2 })

    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('rice')
    expect(screen.getByRole('button', { name: 'Grain' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Tamil Nadu')
    expect(screen.getByRole('checkbox', { name: 'Certified' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'In stock' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Organic' })).not.toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'To' })).toHaveValue(50)
    expect(screen.getByRole('combobox', { name: 'Sort products' })).toHaveValue('price_kg_desc')
    expect(asked.at(-1)?.toString()).toBe(
      'search=rice&category=grain&state=Tamil+Nadu&certified=true&inStock=true&maxPrice=50&sort=price_kg_desc&limit=6',
    )
  })

  it('leaves out what an old or edited link gets wrong instead of failing the page', async () => {
    const asked = serve([listed({ _id: 'p-1', name: 'Kesar Mango' })])
    renderApp('/products/browse?state=Atlantis&minPrice=cheap&category=fruit&sort=price_desc')
    await screen.findByRole('heading', { name: 'Kesar Mango', level: 2 })
    expect(asked.at(-1)?.toString()).toBe('category=fruit&limit=6')
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('')
  })

  it('counts "1,000+" when the server stopped counting', async () => {
    const products = Array.from({ length: 6 }, (_, index) => listed({ _id: `p-${index}`, name: `Lot ${index}` }))
    serve(products, { total: 1000, totalCapped: true, hasMore: true })
    renderApp('/products/browse')
    expect(await screen.findByText('Showing 6 of 1,000+ products')).toBeInTheDocument()
  })

  it('names the filters when nothing matches, and Clear all brings back the whole list', async () => {
    const asked = serve([])
    const user = userEvent.setup()
    renderApp('/products/browse?organic=true&state=Kerala')
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument()
    expect(screen.getByText('Kerala · Organic')).toBeInTheDocument()

    const clear = screen.getAllByRole('button', { name: 'Clear all' })
    expect(clear).toHaveLength(2)
    await user.click(clear[1] as HTMLElement)
    await waitFor(() => expect(currentPath()).toBe('/products/browse'))
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('limit=6'))
    expect(await screen.findByText('No products are listed yet.')).toBeInTheDocument()
  })

  it('shows the price per kg beside a price per quintal, and links each card to its page and its farmer', async () => {
    serve([
      listed({ _id: 'p-wheat', name: 'Sharbati Wheat', unit: 'quintal', pricePerUnit: 2500, farmerId: 'f-1', farmerName: 'Suresh Yadav' }),
      listed({ _id: 'p-tomato', name: 'Desi Tomato', unit: 'kg', pricePerUnit: 30 }),
      listed({ _id: 'p-eggs', name: 'Country Eggs', unit: 'dozen', pricePerUnit: 90 }),
    ])
    renderApp('/products/browse')
    const wheat = (await screen.findByRole('heading', { name: 'Sharbati Wheat', level: 2 })).closest('article') as HTMLElement
    expect(within(wheat).getByText('₹2,500 per quintal')).toBeInTheDocument()
    expect(within(wheat).getByText('₹25/kg')).toBeInTheDocument()
    expect(within(wheat).getByRole('link', { name: 'Sharbati Wheat' })).toHaveAttribute('href', '/products/p-wheat')
    expect(within(wheat).getByRole('link', { name: 'By Suresh Yadav' })).toHaveAttribute('href', '/farmers/f-1')

    // Sold by the kilogram or by count: no second price.
    const tomato = screen.getByRole('heading', { name: 'Desi Tomato', level: 2 }).closest('article') as HTMLElement
    expect(within(tomato).queryByText(/\/kg$/)).not.toBeInTheDocument()
    const eggs = screen.getByRole('heading', { name: 'Country Eggs', level: 2 }).closest('article') as HTMLElement
    expect(within(eggs).queryByText(/\/kg$/)).not.toBeInTheDocument()

    // Only the first two cards' first photos are fetched at once.
    const firstPhotos = screen.getAllByAltText(/, photo \d+$/).filter((img) => img.getAttribute('fetchpriority') === 'high')
    expect(firstPhotos.map((img) => img.getAttribute('alt'))).toEqual(['Sharbati Wheat, photo 1', 'Desi Tomato, photo 1'])
  })
})
