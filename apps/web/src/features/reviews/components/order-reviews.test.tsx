import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { OrderReviewsResponse, Review } from '@app/shared/reviews'
import { queryClient } from '@/lib/query-client'
import { apiUrl, server } from '@/testing/msw-server'
import { storeSession } from '@/testing/render-app'
import { OrderReviews } from './order-reviews'

const REVIEWS_URL = apiUrl('/orders/:orderId/reviews')
const REVIEW_URL = apiUrl('/orders/:orderId/lines/:lineId/review')

const written: Review = {
  _id: 'r1',
  lineId: 'l1',
  productId: 'p1',
  productName: 'Desi Tomato',
  productRating: 4,
  farmerRating: 5,
  comment: 'Fresh',
  buyerName: 'Asha',
  createdAt: '2026-11-20T10:00:00.000Z',
}

function show(lines: OrderReviewsResponse['lines']) {
  storeSession('buyer')
  queryClient.clear()
  server.use(http.get(REVIEWS_URL, () => HttpResponse.json({ lines })))
  return render(
    <QueryClientProvider client={queryClient}>
      <OrderReviews orderId="o1" />
    </QueryClientProvider>,
  )
}

describe('OrderReviews', () => {
  it('shows nothing before delivery', async () => {
    const { container } = show([{ lineId: 'l1', productName: 'Desi Tomato', review: null, canReview: false }])
    // Once the answer is in, nothing is drawn.
    await waitFor(() => expect(queryClient.getQueryState(['orders', 'o1', 'reviews'])?.status).toBe('success'))
    expect(container).toBeEmptyDOMElement()
  })

  it('asks for both ratings, then sends them and shows the review', async () => {
    const user = userEvent.setup()
    let lines: OrderReviewsResponse['lines'] = [{ lineId: 'l1', productName: 'Desi Tomato', review: null, canReview: true }]
    const sent: unknown[] = []
    show(lines)
    server.use(
      http.get(REVIEWS_URL, () => HttpResponse.json({ lines })),
      http.post(REVIEW_URL, async ({ request, params }) => {
        sent.push({ params: { ...params }, body: await request.json() })
        lines = [{ lineId: 'l1', productName: 'Desi Tomato', review: written, canReview: false }]
        return HttpResponse.json({ message: 'Thank you for your review', review: written }, { status: 201 })
      }),
    )

    const section = await screen.findByRole('region', { name: 'Reviews' })
    await user.click(within(section).getByRole('button', { name: 'Submit review' }))
    expect(await within(section).findByText('Rate the product from 1 to 5 stars')).toBeVisible()
    expect(within(section).getByText('Rate the farmer from 1 to 5 stars')).toBeVisible()
    expect(sent).toHaveLength(0)

    const product = within(section).getByRole('group', { name: 'Product' })
    const farmer = within(section).getByRole('group', { name: 'Farmer' })
    await user.click(within(product).getByRole('radio', { name: '4 stars' }))
    await user.click(within(farmer).getByRole('radio', { name: '5 stars' }))
    await user.type(within(section).getByRole('textbox', { name: 'Comment (optional)' }), 'Fresh')
    await user.click(within(section).getByRole('button', { name: 'Submit review' }))

    expect(await within(section).findByText('Product 4 of 5, farmer 5 of 5')).toBeVisible()
    expect(sent).toEqual([{ params: { orderId: 'o1', lineId: 'l1' }, body: { productRating: 4, farmerRating: 5, comment: 'Fresh' } }])
    expect(within(section).getByText('by Asha')).toBeVisible()
  })
})
