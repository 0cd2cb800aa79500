import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/query-client'
import { makeProduct } from '@/testing/data'
import { apiUrl, server } from '@/testing/msw-server'
import { currentPath, renderApp, storeSession } from '@/testing/render-app'

const PRODUCTS_URL = apiUrl('/addProductByFarmer/get-productByFarmer')

const tomato = makeProduct({ _id: 'p-tomato', name: 'Desi Tomato', pricePerUnit: 30 })
const rice = makeProduct({
  _id: 'p-rice',
  name: 'Basmati Rice',
  category: 'grain',
  variety: 'Pusa 1121',
  pricePerUnit: 95,
  isOrganic: true,
})
const mango = makeProduct({
  _id: 'p-mango',
  name: 'Alphonso Mango',
  category: 'fruit',
  variety: 'Hapus',
  pricePerUnit: 400,
  unit: 'dozen',
  minOrderQuantity: 2,
  orderStep: 2,
  images: [],
})

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }))
}

function cardNames() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
}

beforeEach(() => {
  queryClient.clear()
  storeSession('farmer')
})

describe('Farmer listed crops (/dashboard/farmer)', () => {
  it('shows 6 skeleton cards with 2 image placeholders each while loading', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(PRODUCTS_URL, async () => {
        await answered
        return HttpResponse.json({ getAllProduct: [] })
      }),
    )
    renderApp('/dashboard/farmer')
    expect(await screen.findByText('Loading your products')).toBeInTheDocument()
    expect(screen.getAllByTestId('image-placeholder')).toHaveLength(12)
    answer()
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('lists the products with rupee prices and Indian-style dates, and searches and sorts them', async () => {
    server.use(http.get(PRODUCTS_URL, () => HttpResponse.json({ getAllProduct: [tomato, rice, mango] })))
    const user = userEvent.setup()
    renderApp('/dashboard/farmer')

    expect(await screen.findByRole('heading', { name: 'Desi Tomato' })).toBeInTheDocument()
    const riceCard = screen.getByRole('heading', { name: 'Basmati Rice' }).closest('article') as HTMLElement
    expect(within(riceCard).getByText('₹95 per kg')).toBeInTheDocument()
    expect(within(riceCard).getByText('Harvested 5 Mar 2025')).toBeInTheDocument()
    expect(within(riceCard).getByText('Organic')).toBeInTheDocument()
    expect(within(riceCard).getByText('Minimum order: 1 kg')).toBeInTheDocument()
    const mangoCard = screen.getByRole('heading', { name: 'Alphonso Mango' }).closest('article') as HTMLElement
    expect(within(mangoCard).getByText('Minimum order: 2 dozen, in steps of 2 dozen')).toBeInTheDocument()
    expect(screen.getByText('3 products')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort products' }), 'Price: High to Low')
    expect(cardNames()).toEqual(['Alphonso Mango', 'Basmati Rice', 'Desi Tomato'])

    await user.type(screen.getByPlaceholderText('Search your products...'), 'PUSA')
    expect(cardNames()).toEqual(['Basmati Rice', 'Desi Tomato'])

    await user.clear(screen.getByPlaceholderText('Search your products...'))
    await user.type(screen.getByPlaceholderText('Search your products...'), 'saffron')
    expect(screen.getByText('No products found.')).toBeInTheDocument()
  })

  it('gives each card Edit now and a link to its detail page, with lazy thumbnails that keep their size', async () => {
    const uploaded = makeProduct({ _id: 'p-okra', name: 'Okra', images: [`/uploads/products/${'d'.repeat(32)}.webp`] })
    server.use(http.get(PRODUCTS_URL, () => HttpResponse.json({ getAllProduct: [uploaded] })))
    renderApp('/dashboard/farmer')
    const edit = await screen.findByRole('link', { name: 'Edit now: Okra' })
    expect(edit).toHaveAttribute('href', '/products/edit/p-okra')
    expect(edit).toHaveTextContent('Edit now')
    expect(screen.getByRole('link', { name: 'Okra' })).toHaveAttribute('href', '/products/details/p-okra')
    const image = screen.getByAltText('Okra, photo 1')
    expect(image).toHaveAttribute('src', `/uploads/products/${'d'.repeat(32)}-thumb.webp`)
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('height')
  })

  it('offers "No products found. Add now" with Add now leading to /products/list', async () => {
    server.use(
      http.get(PRODUCTS_URL, () => HttpResponse.json({ getAllProduct: [] })),
      // The new listing starts from the farmer profile's place.
      http.get(apiUrl('/farmerProfile/get-farmerProfile'), () => HttpResponse.json({ getFarmerProfile: [] })),
    )
    renderApp('/dashboard/farmer')
    const addNow = await screen.findByRole('link', { name: 'Add now' })
    expect(addNow).toHaveAttribute('href', '/products/list')
    expect(addNow.closest('p')).toHaveTextContent('No products found. Add now')
    await userEvent.setup().click(addNow)
    expect(await screen.findByRole('heading', { name: 'List a New Product', level: 1 })).toBeInTheDocument()
  })

  it('deletes a product after confirmation and drops it from the list', async () => {
    const deleted: string[] = []
    server.use(
      http.get(PRODUCTS_URL, () => HttpResponse.json({ getAllProduct: [tomato, rice] })),
      http.delete(apiUrl('/delete-productByFarmer/:id'), ({ params }) => {
        deleted.push(String(params.id))
        return HttpResponse.json({ message: 'Product deleted successfully!' })
      }),
    )
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const user = userEvent.setup()
    renderApp('/dashboard/farmer')

    const button = await screen.findByRole('button', { name: 'Delete Desi Tomato' })
    await user.click(button)
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this product?')
    expect(deleted).toEqual([])

    await user.click(button)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Desi Tomato' })).not.toBeInTheDocument())
    expect(deleted).toEqual(['p-tomato'])
    expect(notifications().getByText('Product deleted successfully!')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Basmati Rice' })).toBeInTheDocument()
  })

  it('still toasts a delete the server answers after the farmer has left the list', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(PRODUCTS_URL, () => HttpResponse.json({ getAllProduct: [tomato, rice] })),
      http.delete(apiUrl('/delete-productByFarmer/:id'), async () => {
        await answered
        return HttpResponse.json({ message: 'Product deleted successfully!' })
      }),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const user = userEvent.setup()
    renderApp('/dashboard/farmer')

    await user.click(await screen.findByRole('button', { name: 'Delete Desi Tomato' }))
    await user.click(screen.getByRole('link', { name: 'Edit now: Basmati Rice' }))
    expect(await screen.findByRole('heading', { name: 'Edit Product', level: 1 })).toBeInTheDocument()
    expect(currentPath()).toBe('/products/edit/p-rice')
    answer()
    expect(await notifications().findByText('Product deleted successfully!')).toBeInTheDocument()
  })

  it('toasts a failed delete with the server message', async () => {
    server.use(
      http.get(PRODUCTS_URL, () => HttpResponse.json({ getAllProduct: [tomato] })),
      http.delete(apiUrl('/delete-productByFarmer/:id'), () =>
        HttpResponse.json({ message: 'Product not found', code: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/dashboard/farmer')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Desi Tomato' }))
    expect(await notifications().findByText('Delete failed: Product not found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Desi Tomato' })).toBeInTheDocument()
  })

  it('toasts "Error: Failed to fetch products" when the list fails without a message', async () => {
    server.use(http.get(PRODUCTS_URL, () => new HttpResponse(null, { status: 500 })))
    renderApp('/dashboard/farmer')
    expect(await notifications().findByText('Error: Failed to fetch products')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})
